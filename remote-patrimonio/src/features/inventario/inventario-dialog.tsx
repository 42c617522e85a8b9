import {
  ESCOPO_INVENTARIO_LABELS,
  ESCOPOS_INVENTARIO,
  type Inventario,
  TIPO_INVENTARIO_LABELS,
  TIPOS_INVENTARIO,
} from '@gp/shared-contracts';
import { DialogForm, datePickerDefaults, Field, FormIssues, useToast } from '@gp/shared-ui';
import { DatePicker, Form, Input, Row, Select, Switch } from 'antd';
import type { ReactElement } from 'react';
import { useBemUtils } from '../../components/bem-api.js';
import { SecretariaDestinoSelect, SetorDestinoSelect } from '../../components/destino-selects.js';
import { SalaSelect } from '../../components/sala-select.js';
import { ServidorSelect, servidorLabel } from '../../components/servidor-select.js';
import { inventarioApi } from './api.js';
import { ComissaoSelect } from './comissao-select.js';
import { type InventarioFormValues, inventarioToValues, toInventarioBody } from './inventario-form.js';

type InventarioDialogProps = {
  trigger: ReactElement<{ onClick?: () => void }>;
  /** The campaign being edited; null to open one. */
  inventario: Inventario | null;
  /** The client a support user opens the campaign in. */
  clienteId: string | null;
};

const full = { style: { width: '100%' } };

/** The kind and the unit, chosen when the campaign is opened: the unit's level, then the unit itself. */
function UnidadeFields({ clienteId }: { clienteId: string | null }) {
  const utils = useBemUtils(clienteId).data;
  const form = Form.useFormInstance<InventarioFormValues>();
  const tipo = Form.useWatch('tipo', form);
  const escopo = Form.useWatch('escopo', form);
  const secretariaId = Form.useWatch('secretaria_id', form);
  const setorId = Form.useWatch('setor_id', form);
  // Only the annual inventory covers the whole client.
  const escopos = ESCOPOS_INVENTARIO.filter((e) => e !== 'cliente' || tipo === 'anual');
  return (
    <>
      <Field name="tipo" text="Tipo" span={12} required="Escolha o tipo.">
        <Select options={TIPOS_INVENTARIO.map((t) => ({ value: t, label: TIPO_INVENTARIO_LABELS[t] }))} />
      </Field>
      <Field name="escopo" text="Unidade inventariada" span={12} required="Escolha a unidade.">
        <Select options={escopos.map((e) => ({ value: e, label: ESCOPO_INVENTARIO_LABELS[e] }))} />
      </Field>
      {utils && escopo && escopo !== 'cliente' ? (
        <Field
          name="secretaria_id"
          text="Secretaria"
          span={escopo === 'secretaria' ? 24 : 8}
          required="Escolha a secretaria."
        >
          <SecretariaDestinoSelect
            utils={utils}
            onChange={() => form.setFieldsValue({ setor_id: undefined, sala_id: undefined })}
          />
        </Field>
      ) : null}
      {utils && (escopo === 'setor' || escopo === 'sala') ? (
        <Field name="setor_id" text="Setor" span={8} required="Escolha o setor.">
          <SetorDestinoSelect
            utils={utils}
            secretariaId={secretariaId}
            onChange={() => form.setFieldValue('sala_id', undefined)}
          />
        </Field>
      ) : null}
      {escopo === 'sala' ? (
        <Field name="sala_id" text="Sala" span={8} required="Escolha a sala.">
          <SalaSelect setorId={setorId} />
        </Field>
      ) : null}
    </>
  );
}

/** Who leaves and who comes, asked only for the transição de responsável. */
function Transicao({ tipo }: { tipo: string | undefined }) {
  if (tipo !== 'transicao') return null;
  return (
    <>
      <Field name="responsavel_saida_id" text="Responsável que sai" span={12} required="Informe quem sai.">
        <ServidorSelect />
      </Field>
      <Field
        name="responsavel_entrada_id"
        text="Responsável que entra"
        span={12}
        required="Informe quem entra."
      >
        <ServidorSelect />
      </Field>
    </>
  );
}

function TransicaoOf() {
  const tipo = Form.useWatch('tipo', Form.useFormInstance<InventarioFormValues>());
  return <Transicao tipo={tipo} />;
}

/**
 * Opens or edits an inventory campaign (decision 063): its kind and unit (fixed once opened), the blind
 * count, the commission and its president, the portaria that appointed it and the dates. The API refuses
 * a unit another open campaign already counts (409, naming it).
 */
export function InventarioDialog({ trigger, inventario, clienteId }: InventarioDialogProps) {
  const toast = useToast();
  const save = inventarioApi.useSave();
  return (
    <DialogForm<InventarioFormValues>
      title={inventario ? 'Editar inventário' : 'Abrir inventário'}
      trigger={trigger}
      width={760}
      initialValues={inventario ? inventarioToValues(inventario) : { contagem_cega: false }}
      onFinish={async (values) => {
        const result = toInventarioBody(
          values,
          inventario ? { kind: 'edit', id: inventario.id } : { kind: 'create', clienteId },
        );
        if ('issues' in result) throw new FormIssues(result.issues);
        await save.mutateAsync({ id: inventario?.id ?? null, body: result.body });
        toast.success(inventario ? 'Inventário atualizado com sucesso!' : 'Inventário aberto com sucesso!');
      }}
    >
      <Row gutter={16}>
        <Field name="titulo" text="Título" span={24} required="Informe o título.">
          <Input maxLength={160} autoComplete="off" placeholder="Inventário anual 2026" />
        </Field>
        {inventario ? null : <UnidadeFields clienteId={clienteId} />}
        {inventario?.tipo === 'transicao' ? (
          <Transicao tipo="transicao" />
        ) : inventario ? null : (
          <TransicaoOf />
        )}
        <Field name="portaria_numero" text="Portaria nº" span={8} required="Informe o número da portaria.">
          <Input maxLength={60} autoComplete="off" />
        </Field>
        <Field name="portaria_data" text="Data da portaria" span={8} required="Informe a data da portaria.">
          <DatePicker {...datePickerDefaults} {...full} />
        </Field>
        <Field name="contagem_cega" text="Contagem cega" span={8} valuePropName="checked">
          <Switch />
        </Field>
        <Field name="data_abertura" text="Abertura" span={12} required="Informe a data de abertura.">
          <DatePicker {...datePickerDefaults} {...full} />
        </Field>
        <Field
          name="data_prevista_encerramento"
          text="Encerramento previsto"
          span={12}
          required="Informe a data prevista de encerramento."
        >
          <DatePicker {...datePickerDefaults} {...full} />
        </Field>
        <Field name="presidente_id" text="Presidente da comissão" span={24} required="Escolha o presidente.">
          <ServidorSelect />
        </Field>
        <Field name="membros" text="Demais membros da comissão" span={24}>
          <ComissaoSelect
            known={(inventario?.comissao ?? []).map((m) => ({
              value: m.servidor.id,
              label: servidorLabel(m.servidor),
            }))}
          />
        </Field>
      </Row>
    </DialogForm>
  );
}

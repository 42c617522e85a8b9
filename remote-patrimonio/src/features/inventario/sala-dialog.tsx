import type { Sala } from '@gp/shared-contracts';
import { DialogForm, Field, FormIssues, useToast } from '@gp/shared-ui';
import { Form, Input, Row } from 'antd';
import type { ReactElement } from 'react';
import { useBemUtils } from '../../components/bem-api.js';
import { SecretariaDestinoSelect, SetorDestinoSelect } from '../../components/destino-selects.js';
import { salaApi } from './api.js';
import { type SalaFormValues, salaToValues, toSalaBody } from './sala-form.js';

type SalaDialogProps = {
  /** The button or row action that opens the dialog. */
  trigger: ReactElement<{ onClick?: () => void }>;
  /** The sala being edited; null to add one. */
  sala: Sala | null;
  /** The client a support user adds the sala to. */
  clienteId: string | null;
};

/** The setor of the sala, among the setores of the secretaria chosen (the client's, from the asset form's lists). */
function LugarFields({ clienteId }: { clienteId: string | null }) {
  const utils = useBemUtils(clienteId).data;
  const form = Form.useFormInstance<SalaFormValues>();
  const secretariaId = Form.useWatch('secretaria_id', form);
  if (!utils) return null;
  return (
    <>
      <Field name="secretaria_id" text="Secretaria" span={12} required="Escolha a secretaria.">
        <SecretariaDestinoSelect utils={utils} onChange={() => form.setFieldValue('setor_id', undefined)} />
      </Field>
      <Field name="setor_id" text="Setor" span={12} required="Escolha o setor.">
        <SetorDestinoSelect utils={utils} secretariaId={secretariaId} allowClear={false} />
      </Field>
    </>
  );
}

/** Adds or edits a sala (local físico) of a setor: its code (printed on its label), name and description. */
export function SalaDialog({ trigger, sala, clienteId }: SalaDialogProps) {
  const toast = useToast();
  const save = salaApi.useSave();
  return (
    <DialogForm<SalaFormValues>
      title={sala ? 'Editar sala' : 'Adicionar sala'}
      trigger={trigger}
      width={640}
      initialValues={sala ? salaToValues(sala) : {}}
      onFinish={async (values) => {
        const result = toSalaBody(
          values,
          sala ? { kind: 'edit', id: sala.id } : { kind: 'create', clienteId },
        );
        if ('issues' in result) throw new FormIssues(result.issues);
        await save.mutateAsync({ id: sala?.id ?? null, body: result.body });
        toast.success(sala ? 'Sala atualizada com sucesso!' : 'Sala cadastrada com sucesso!');
      }}
    >
      <Row gutter={16}>
        <LugarFields clienteId={sala ? sala.cliente_id : clienteId} />
        <Field
          name="codigo"
          text="Código"
          span={8}
          required="Informe o código."
          extra="Impresso na etiqueta."
        >
          <Input maxLength={30} autoComplete="off" />
        </Field>
        <Field name="nome" text="Nome" span={16} required="Informe o nome.">
          <Input maxLength={120} autoComplete="off" />
        </Field>
        <Field name="descricao" text="Descrição" span={24}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Field>
      </Row>
    </DialogForm>
  );
}

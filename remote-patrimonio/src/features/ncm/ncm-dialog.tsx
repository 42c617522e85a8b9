import type { Ncm } from '@gp/shared-contracts';
import { DialogForm, Field, FormIssues, MaskedInput, NCM_MASK, useToast } from '@gp/shared-ui';
import { Input, Row, Select, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useSaveNcm } from './api.js';
import { type NcmFormValues, ncmToValues, toNcmBody } from './ncm-form.js';

type NcmDialogProps = {
  /** The button or row action that opens the dialog. */
  trigger: ReactElement<{ onClick?: () => void }>;
  /** The reference being edited; null to add one. */
  ncm: Ncm | null;
  /** The client a support user adds the reference to. */
  clienteId: string | null;
  categorias: { id: string; nome: string }[];
};

/** Adds or edits an NCM reference: 8-digit code, description, suggested category and annual rate. */
export function NcmDialog({ trigger, ncm, clienteId, categorias }: NcmDialogProps) {
  const toast = useToast();
  const save = useSaveNcm();
  const title = ncm ? 'Editar referência NCM' : 'Adicionar referência NCM';

  return (
    <DialogForm<NcmFormValues>
      title={title}
      trigger={trigger}
      width={640}
      initialValues={ncm ? ncmToValues(ncm) : {}}
      onFinish={async (values) => {
        const result = toNcmBody(values, ncm ? { kind: 'edit', id: ncm.id } : { kind: 'create', clienteId });
        if ('issues' in result) throw new FormIssues(result.issues);
        await save.mutateAsync({ id: ncm?.id ?? null, body: result.body });
        toast.success(ncm ? 'Referência NCM atualizada com sucesso!' : 'Referência NCM criada com sucesso!');
      }}
    >
      <Row gutter={16}>
        <Field name="codigo" text="Código NCM" span={8} required="Informe o código NCM.">
          <MaskedInput mask={NCM_MASK} placeholder="0000.00.00" autoComplete="off" autoFocus />
        </Field>
        <Field name="descricao" text="Descrição" span={16} required="Informe a descrição.">
          <Input maxLength={500} autoComplete="off" />
        </Field>
        <Field name="categoria_id" text="Categoria sugerida" span={16}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="Nenhuma"
            notFoundContent="Nenhum item encontrado..."
            options={categorias.map((c) => ({ value: c.id, label: c.nome }))}
          />
        </Field>
        <Field name="taxa_depreciacao" text="Taxa anual de depreciação" span={8}>
          <Input inputMode="decimal" suffix="%" maxLength={6} placeholder="0,00" autoComplete="off" />
        </Field>
      </Row>
      <Typography.Text type="secondary">
        O código tem 8 dígitos (Nomenclatura Comum do Mercosul).
      </Typography.Text>
    </DialogForm>
  );
}

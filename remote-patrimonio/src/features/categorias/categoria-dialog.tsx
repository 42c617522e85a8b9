import { type Categoria, TIPO_BEM_LABELS, TIPOS_BEM } from '@gp/shared-contracts';
import { DialogForm, Field, FormIssues, useToast } from '@gp/shared-ui';
import { Input, InputNumber, Row, Select, Switch } from 'antd';
import type { ReactElement } from 'react';
import { useSaveCategoria } from './api.js';
import {
  type CategoriaFormValues,
  categoriaToValues,
  NEW_CATEGORIA,
  toCategoriaBody,
} from './categoria-form.js';

type CategoriaDialogProps = {
  /** The button or row action that opens the dialog. */
  trigger: ReactElement<{ onClick?: () => void }>;
  /** The category being edited; null to add one. */
  categoria: Categoria | null;
  /** The client a support user adds the category to. */
  clienteId: string | null;
};

/**
 * Adds or edits a category: name, type, the PCASP accounts (the asset's, its accumulated depreciation or
 * amortization, its impairment), useful life, residual value, depreciation.
 */
export function CategoriaDialog({ trigger, categoria, clienteId }: CategoriaDialogProps) {
  const toast = useToast();
  const save = useSaveCategoria();

  return (
    <DialogForm<CategoriaFormValues>
      title={categoria ? 'Editar categoria' : 'Adicionar categoria'}
      trigger={trigger}
      width={640}
      initialValues={categoria ? categoriaToValues(categoria) : NEW_CATEGORIA}
      onFinish={async (values) => {
        const result = toCategoriaBody(
          values,
          categoria ? { kind: 'edit', id: categoria.id } : { kind: 'create', clienteId },
        );
        if ('issues' in result) throw new FormIssues(result.issues);
        await save.mutateAsync({ id: categoria?.id ?? null, body: result.body });
        toast.success(categoria ? 'Categoria atualizada com sucesso!' : 'Categoria criada com sucesso!');
      }}
    >
      <Row gutter={16}>
        <Field name="nome" text="Nome" span={16} required="Informe o nome.">
          <Input maxLength={120} autoComplete="off" autoFocus />
        </Field>
        <Field name="tipo_bem" text="Tipo de bem" span={8} required>
          <Select options={TIPOS_BEM.map((t) => ({ value: t, label: TIPO_BEM_LABELS[t] }))} />
        </Field>
        <Field
          name="conta_contabil"
          text="Conta contábil (PCASP)"
          span={12}
          required="Informe a conta contábil."
          extra="Bens móveis 1.2.3.1.x, imóveis 1.2.3.2.x."
        >
          <Input maxLength={30} placeholder="1.2.3.1.1.01.01" autoComplete="off" />
        </Field>
        <Field
          name="conta_depreciacao"
          text="Depreciação/amortização acumulada (PCASP)"
          span={12}
          extra={categoria ? 'Em branco: sem conta.' : 'Em branco: a do PCASP pelo tipo de bem.'}
        >
          <Input maxLength={30} placeholder="1.2.3.8.1.01.00" autoComplete="off" />
        </Field>
        <Field
          name="conta_reducao"
          text="Redução ao valor recuperável (PCASP)"
          span={12}
          extra={categoria ? 'Em branco: sem conta.' : 'Em branco: a do PCASP pelo tipo de bem.'}
        >
          <Input maxLength={30} placeholder="1.2.3.9.1.01.00" autoComplete="off" />
        </Field>
        <Field name="vida_util_anos" text="Vida útil (anos)" span={6} phone={12} required>
          <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
        </Field>
        <Field name="valor_residual_percentual" text="Valor residual (%)" span={6} phone={12} required>
          <Input inputMode="decimal" suffix="%" maxLength={6} autoComplete="off" />
        </Field>
        <Field name="depreciavel" text="Depreciável" span={8} phone={12} valuePropName="checked">
          <Switch checkedChildren="Sim" unCheckedChildren="Não" />
        </Field>
      </Row>
    </DialogForm>
  );
}

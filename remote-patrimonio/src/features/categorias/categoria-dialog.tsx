import { type Categoria, TIPO_BEM_LABELS, TIPOS_BEM } from '@gp/shared-contracts';
import { DialogForm, FormIssues, useToast } from '@gp/shared-ui';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
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

/** Adds or edits a category: name, type, PCASP account, useful life, residual value, depreciation. */
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
      {({ label }) => (
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item
              name="nome"
              label={label('nome', 'Nome')}
              required
              rules={[{ required: true, whitespace: true, message: 'Informe o nome.' }]}
            >
              <Input maxLength={120} autoComplete="off" autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="tipo_bem" label={label('tipo_bem', 'Tipo de bem')} required>
              <Select options={TIPOS_BEM.map((t) => ({ value: t, label: TIPO_BEM_LABELS[t] }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="conta_contabil"
              label={label('conta_contabil', 'Conta contábil (PCASP)')}
              required
              rules={[{ required: true, message: 'Informe a conta contábil.' }]}
              extra="Bens móveis 1.2.3.1.x, imóveis 1.2.3.2.x."
            >
              <Input maxLength={30} placeholder="1.2.3.1.1.01.01" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="vida_util_anos" label={label('vida_util_anos', 'Vida útil (anos)')} required>
              <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="valor_residual_percentual"
              label={label('valor_residual_percentual', 'Valor residual (%)')}
              required
            >
              <Input inputMode="decimal" suffix="%" maxLength={6} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="depreciavel" label={label('depreciavel', 'Depreciável')} valuePropName="checked">
              <Switch checkedChildren="Sim" unCheckedChildren="Não" />
            </Form.Item>
          </Col>
          {categoria ? (
            <Col xs={12} md={8}>
              <Form.Item
                name="ativo"
                label={label('ativo', 'Situação')}
                valuePropName="checked"
                extra="Uma categoria inativa não é oferecida a novos bens."
              >
                <Switch checkedChildren="Ativa" unCheckedChildren="Inativa" />
              </Form.Item>
            </Col>
          ) : null}
        </Row>
      )}
    </DialogForm>
  );
}

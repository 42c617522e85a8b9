import { datePickerDefaults } from '@gp/shared-ui';
import { Col, DatePicker, Form, Input, InputNumber, Switch } from 'antd';
import { FornecedorSelect } from '../../../components/lookup-selects.js';
import { MoneyInput } from '../../../components/money-input.js';
import { full, moneyRule, required, Section, type SectionsProps } from './section.js';

/** The asset form's 'Aquisição e valores' section. */
export function AquisicaoSection({ form, utils, bem, label }: SectionsProps) {
  const editing = bem !== null;
  const categoriaId = Form.useWatch('categoria_id', form);
  const categoria = utils.categorias.find((c) => c.id === categoriaId);
  return (
    <Section title="Aquisição e valores">
      <Col xs={24} md={12}>
        <Form.Item name="fornecedor_id" label={label('fornecedor_id', 'Fornecedor')}>
          <FornecedorSelect />
        </Form.Item>
      </Col>
      <Col xs={24} md={4}>
        <Form.Item
          name="data_aquisicao"
          label={label('data_aquisicao', 'Data de aquisição')}
          required
          rules={required('Informe a data de aquisição.')}
        >
          <DatePicker {...datePickerDefaults} {...full} />
        </Form.Item>
      </Col>
      <Col xs={24} md={4}>
        <Form.Item
          name="data_incorporacao"
          label={label('data_incorporacao', 'Data de incorporação')}
          extra={editing ? undefined : 'Em branco: a de aquisição.'}
        >
          <DatePicker {...datePickerDefaults} {...full} />
        </Form.Item>
      </Col>
      <Col xs={24} md={4}>
        <Form.Item
          name="data_inicio_uso"
          label={label('data_inicio_uso', 'Início de uso')}
          extra="A depreciação começa nela."
        >
          <DatePicker {...datePickerDefaults} {...full} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item
          name="valor_aquisicao"
          label={label('valor_aquisicao', 'Valor de aquisição')}
          required
          rules={[{ required: true, message: 'Informe o valor de aquisição.' }, moneyRule]}
          validateFirst
        >
          <MoneyInput placeholder="0,00" />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item
          name="valor_residual"
          label={label('valor_residual', 'Valor residual')}
          rules={[moneyRule]}
          extra={
            !editing && categoria
              ? `Em branco: ${categoria.valor_residual_percentual.replace('.', ',')}% do valor de aquisição.`
              : undefined
          }
        >
          <MoneyInput placeholder="0,00" />
        </Form.Item>
      </Col>
      {bem ? (
        <Col xs={24} md={6}>
          <Form.Item label="Valor atual" extra="Muda por reavaliação ou redução ao valor recuperável.">
            <MoneyInput value={bem.valor_atual} disabled aria-label="Valor atual" />
          </Form.Item>
        </Col>
      ) : null}
      <Col xs={24} md={bem ? 6 : 4}>
        <Form.Item name="vida_util_meses" label={label('vida_util_meses', 'Vida útil (meses)')}>
          <InputNumber min={0} max={1200} precision={0} {...full} />
        </Form.Item>
      </Col>
      <Col xs={24} md={bem ? 6 : 4}>
        <Form.Item name="depreciavel" label={label('depreciavel', 'Depreciável')} valuePropName="checked">
          <Switch checkedChildren="Sim" unCheckedChildren="Não" />
        </Form.Item>
      </Col>
      <Col xs={24} md={bem ? 6 : 4}>
        <Form.Item name="conta_contabil" label={label('conta_contabil', 'Conta contábil (PCASP)')}>
          <Input maxLength={30} placeholder="1.2.3.1.1.01.01" autoComplete="off" />
        </Form.Item>
      </Col>
    </Section>
  );
}

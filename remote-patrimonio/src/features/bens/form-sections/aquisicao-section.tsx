import { datePickerDefaults, Field, MoneyInput, moneyRule } from '@gp/shared-ui';
import { Col, DatePicker, Form, Input, InputNumber, Switch } from 'antd';
import { FornecedorSelect } from '../../../session/remote-context.js';
import { full, Section, type SectionsProps } from './section.js';

/** The asset form's 'Aquisição e valores' section. */
export function AquisicaoSection({ form, utils, bem, label }: SectionsProps) {
  const editing = bem !== null;
  const categoriaId = Form.useWatch('categoria_id', form);
  const categoria = utils.categorias.find((c) => c.id === categoriaId);
  const intangivel = Form.useWatch('tipo', form) === 'intangivel';
  return (
    <Section label={label} title="Aquisição e valores">
      <Field name="fornecedor_id" text="Fornecedor" span={12}>
        <FornecedorSelect />
      </Field>
      <Field name="data_aquisicao" text="Data de aquisição" span={4} required="Informe a data de aquisição.">
        <DatePicker {...datePickerDefaults} {...full} />
      </Field>
      <Field
        name="data_incorporacao"
        text="Data de incorporação"
        span={4}
        extra={editing ? undefined : 'Em branco: a de aquisição.'}
      >
        <DatePicker {...datePickerDefaults} {...full} />
      </Field>
      <Field name="data_inicio_uso" text="Início de uso" span={4} extra="A depreciação começa nela.">
        <DatePicker {...datePickerDefaults} {...full} />
      </Field>
      <Field
        name="valor_aquisicao"
        text="Valor de aquisição"
        span={6}
        required="Informe o valor de aquisição."
        rules={[moneyRule]}
        validateFirst
      >
        <MoneyInput placeholder="0,00" />
      </Field>
      <Field
        name="valor_residual"
        text="Valor residual"
        span={6}
        rules={[moneyRule]}
        extra={
          !editing && categoria
            ? `Em branco: ${categoria.valor_residual_percentual.replace('.', ',')}% do valor de aquisição.`
            : undefined
        }
      >
        <MoneyInput placeholder="0,00" />
      </Field>
      {bem ? (
        <Col xs={24} md={6}>
          <Form.Item label="Valor atual" extra="Muda por reavaliação ou redução ao valor recuperável.">
            <MoneyInput value={bem.valor_atual} disabled aria-label="Valor atual" />
          </Form.Item>
        </Col>
      ) : null}
      <Field name="vida_util_meses" text="Vida útil (meses)" span={bem ? 6 : 4}>
        <InputNumber min={0} max={1200} precision={0} {...full} />
      </Field>
      <Field name="depreciavel" text="Depreciável" span={bem ? 6 : 4} valuePropName="checked">
        <Switch checkedChildren="Sim" unCheckedChildren="Não" />
      </Field>
      {intangivel ? (
        <Field
          name="vida_util_indefinida"
          text="Vida útil indefinida"
          span={6}
          valuePropName="checked"
          extra="Não é amortizado; o teste de redução ao valor recuperável é anual."
        >
          <Switch checkedChildren="Sim" unCheckedChildren="Não" />
        </Field>
      ) : null}
      <Field name="conta_contabil" text="Conta contábil (PCASP)" span={bem ? 6 : 4}>
        <Input maxLength={30} placeholder="1.2.3.1.1.01.01" autoComplete="off" />
      </Field>
      <Field
        name="saldo_implantacao"
        text="Saldo de implantação"
        span={6}
        rules={[moneyRule]}
        extra="Depreciação acumulada no sistema anterior. Em branco: calculada na primeira depreciação."
      >
        <MoneyInput placeholder="0,00" />
      </Field>
    </Section>
  );
}

import { Col, Form, Input, InputNumber } from 'antd';
import { full, required, Section, type SectionsProps } from './section.js';

/** The asset form's 'Identificação' section. */
export function IdentificacaoSection({ utils, bem, label }: SectionsProps) {
  const editing = bem !== null;
  return (
    <Section title="Identificação">
      <Col xs={24} md={6}>
        <Form.Item
          name="CodigoBEM"
          label={label('CodigoBEM', 'Código (plaqueta)')}
          extra={
            editing
              ? 'O código está na plaqueta e não muda.'
              : `Próximo código do cliente: ${utils.proximoCodigo}. Mantido ou em branco, o bem recebe o próximo livre da sequência.`
          }
        >
          <InputNumber min={1} max={2147483647} precision={0} disabled={editing || undefined} {...full} />
        </Form.Item>
      </Col>
      <Col xs={24} md={18}>
        <Form.Item
          name="descricao"
          label={label('descricao', 'Descrição')}
          required
          rules={required('Informe a descrição.')}
        >
          <Input maxLength={255} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="especificacao" label={label('especificacao', 'Especificação')}>
          <Input.TextArea maxLength={4000} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Col>
    </Section>
  );
}

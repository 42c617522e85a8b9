import { Col, Form, Input } from 'antd';
import { Section, type SectionsProps } from './section.js';

/** The asset form's 'Observações' section. */
export function ObservacoesSection({ label }: SectionsProps) {
  return (
    <Section title="Observações">
      <Col span={24}>
        <Form.Item name="observacoes" label={label('observacoes', 'Observações')}>
          <Input.TextArea maxLength={4000} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
      </Col>
    </Section>
  );
}

import { CHAVE_NFE_MASK, MaskedInput } from '@gp/shared-ui';
import { Col, Form, Input } from 'antd';
import { Section, type SectionsProps } from './section.js';

/** The asset form's 'Nota fiscal' section. */
export function NotaFiscalSection({ label }: SectionsProps) {
  return (
    <Section title="Nota fiscal">
      <Col xs={24} md={4}>
        <Form.Item name="nota_fiscal_numero" label={label('nota_fiscal_numero', 'Número')}>
          <Input maxLength={9} inputMode="numeric" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={3}>
        <Form.Item name="nota_fiscal_serie" label={label('nota_fiscal_serie', 'Série')}>
          <Input maxLength={3} inputMode="numeric" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={11}>
        <Form.Item name="nota_fiscal_chave" label={label('nota_fiscal_chave', 'Chave de acesso da NF-e')}>
          <MaskedInput mask={CHAVE_NFE_MASK} placeholder="44 dígitos" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="empenho" label={label('empenho', 'Empenho')}>
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
      </Col>
    </Section>
  );
}

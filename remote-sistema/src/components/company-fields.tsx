import { COMPANY_UFS, type CompanyKind, TETO_VALOR_BEM_PADRAO } from '@gp/shared-contracts';
import {
  CEP_MASK,
  CPF_CNPJ_MASK,
  EmailInput,
  formatMoneyPlain,
  MaskedInput,
  MoneyInput,
  moneyRule,
  PHONE_MASK,
  valibotRule,
} from '@gp/shared-ui';
import { Col, Form, Input, Row, Select, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type CompanyField, companyFieldSchema, requiredCompanyFields, UF_NAMES } from './company-form.js';

type LabelFn = (name: string, text: ReactNode) => ReactNode;

const UF_OPTIONS = COMPANY_UFS.map((uf) => ({ value: uf, label: `${uf} — ${UF_NAMES[uf]}` }));

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 8 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Row gutter={16}>{children}</Row>
    </section>
  );
}

type CompanyFieldsProps = {
  kind: CompanyKind;
  /** The red-label function of useErrorLabels (an invalid field's label turns red). */
  label: LabelFn;
  /** Shows 'Situação' (active) — editing only. */
  showActive?: boolean;
  /** Rendered in the identification section after the name (e.g. a sector's department). */
  extraIdentification?: ReactNode;
};

/**
 * The Company fields (docs/domain.md, "Organização e acesso") in sections: identification, person in charge, contact, address, codes
 * and notes. Each field runs the shared schema of the kind (format and, for a client, the required
 * fields), shows its error under it with a red label and an asterisk when required; CPF/CNPJ, CEP and
 * phones are masked while typing.
 */
export function CompanyFields({ kind, label, showActive = false, extraIdentification }: CompanyFieldsProps) {
  const required = requiredCompanyFields(kind);
  const isClient = kind === 'client' || kind === 'office';
  const item = (field: CompanyField, text: string, input: ReactNode, span = 12) => (
    <Col xs={24} md={span}>
      <Form.Item
        name={field}
        label={label(field, text)}
        required={required.has(field)}
        rules={[valibotRule(companyFieldSchema(kind, field))]}
        validateFirst
      >
        {input}
      </Form.Item>
    </Col>
  );

  return (
    <>
      <FormSection title="Identificação">
        {item(
          'name',
          isClient ? 'Razão social' : 'Nome',
          <Input maxLength={255} autoComplete="off" placeholder={isClient ? 'Razão social' : 'Nome'} />,
        )}
        {item('fantasyName', 'Nome fantasia', <Input maxLength={255} autoComplete="off" />)}
        {item(
          'cpfCnpj',
          'CPF/CNPJ',
          <MaskedInput mask={CPF_CNPJ_MASK} autoComplete="off" placeholder="00.000.000/0000-00" />,
        )}
        {extraIdentification}
        {showActive ? (
          <Col xs={24} md={12}>
            <Form.Item name="active" label="Situação" valuePropName="checked">
              <Switch checkedChildren="Ativo" unCheckedChildren="Inativo" />
            </Form.Item>
          </Col>
        ) : null}
      </FormSection>

      <FormSection title="Responsável">
        {item('responsibleName', 'Responsável', <Input maxLength={255} autoComplete="off" />)}
        {item('position', 'Cargo', <Input maxLength={255} autoComplete="off" />)}
      </FormSection>

      <FormSection title="Contato">
        {item('email', 'E-mail', <EmailInput placeholder="nome@exemplo.gov.br" />, 8)}
        {item(
          'cellphone',
          'Celular',
          <MaskedInput mask={PHONE_MASK} autoComplete="off" placeholder="(00) 00000-0000" />,
          8,
        )}
        {item(
          'phone',
          'Telefone',
          <MaskedInput mask={PHONE_MASK} autoComplete="off" placeholder="(00) 0000-0000" />,
          8,
        )}
      </FormSection>

      <FormSection title="Endereço">
        {item(
          'zipCode',
          'CEP',
          <MaskedInput mask={CEP_MASK} autoComplete="off" placeholder="00000-000" />,
          6,
        )}
        {item('address', 'Endereço', <Input maxLength={255} autoComplete="off" />, 12)}
        {item('number', 'Número', <Input maxLength={20} autoComplete="off" />, 6)}
        {item('neighborhood', 'Bairro', <Input maxLength={255} autoComplete="off" />, 8)}
        {item(
          'state',
          'UF',
          <Select
            showSearch
            allowClear
            optionFilterProp="label"
            options={UF_OPTIONS}
            placeholder="Selecione a UF"
            notFoundContent="Nenhum item encontrado..."
          />,
          8,
        )}
        {item('city', 'Cidade', <Input maxLength={255} autoComplete="off" />, 8)}
        {item('complement', 'Complemento', <Input maxLength={255} autoComplete="off" />, 24)}
      </FormSection>

      <FormSection title="Códigos">
        {item('uaCode', 'Código UA', <Input maxLength={20} autoComplete="off" />)}
        {item('sectorCode', 'Código do setor', <Input maxLength={20} autoComplete="off" />)}
      </FormSection>

      {kind === 'client' ? (
        <FormSection title="Patrimônio">
          <Col xs={24} md={12}>
            <Form.Item
              name="tetoValorBem"
              label={label('tetoValorBem', 'Teto de valor de um bem')}
              rules={[moneyRule, valibotRule(companyFieldSchema(kind, 'tetoValorBem'))]}
              validateFirst
              extra={`Acima dele, um bem, uma reavaliação ou uma incorporação só é salvo depois de confirmado. Vazio: R$ ${formatMoneyPlain(TETO_VALOR_BEM_PADRAO)}.`}
            >
              <MoneyInput placeholder={formatMoneyPlain(TETO_VALOR_BEM_PADRAO)} />
            </Form.Item>
          </Col>
        </FormSection>
      ) : null}

      <FormSection title="Observações">
        {item(
          'observations',
          'Observações',
          <Input.TextArea maxLength={2000} showCount autoSize={{ minRows: 3, maxRows: 8 }} />,
          24,
        )}
      </FormSection>
    </>
  );
}

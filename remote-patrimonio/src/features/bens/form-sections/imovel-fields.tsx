import { COMPANY_UFS } from '@gp/shared-contracts';
import { CEP_MASK, Field, MaskedInput } from '@gp/shared-ui';
import { Col, Input, Select, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The location fields of a property (the property register's record), apart from the vehicle's. */
export function LocalizacaoFields() {
  const item = (name: string, text: string, input: ReactNode, span = 6) => (
    <Field name={['localizacao', name]} text={text} span={span}>
      {input}
    </Field>
  );
  const text = (max: number) => <Input maxLength={max} autoComplete="off" />;
  const decimal = (placeholder: string) => (
    <Input inputMode="decimal" placeholder={placeholder} autoComplete="off" />
  );
  return (
    <>
      <Col span={24}>
        <Typography.Text type="secondary">Dados da localização do imóvel</Typography.Text>
      </Col>
      <Field
        name={['localizacao', 'descricao']}
        text="Descrição do imóvel"
        span={12}
        required="Informe a descrição do imóvel."
      >
        <Input maxLength={255} autoComplete="off" />
      </Field>
      {item('cep', 'CEP', <MaskedInput mask={CEP_MASK} placeholder="00000-000" autoComplete="off" />, 4)}
      {item('endereco', 'Endereço', text(255), 8)}
      {item('numero', 'Número', text(20), 4)}
      {item('complemento', 'Complemento', text(120), 6)}
      {item('bairro', 'Bairro', text(120), 6)}
      {item('municipio', 'Município', text(120), 6)}
      {item(
        'uf',
        'UF',
        <Select allowClear showSearch options={COMPANY_UFS.map((uf) => ({ value: uf, label: uf }))} />,
        2,
      )}
      {item('matricula', 'Matrícula no cartório', text(40))}
      {item('cartorio', 'Cartório', text(255))}
      {item('inscricao_imobiliaria', 'Inscrição imobiliária', text(40))}
      {item('area_terreno', 'Área do terreno (m²)', decimal('0,00'), 3)}
      {item('area_construida', 'Área construída (m²)', decimal('0,00'), 3)}
      {item('latitude', 'Latitude', decimal('-23,550520'), 3)}
      {item('longitude', 'Longitude', decimal('-46,633308'), 3)}
    </>
  );
}

import { COMPANY_UFS } from '@gp/shared-contracts';
import { CEP_MASK, MaskedInput } from '@gp/shared-ui';
import { Col, Form, Input, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type LabelFn, required } from './section.js';

/** The location fields of a property (the property register's record), apart from the vehicle's. */
export function LocalizacaoFields({ label }: { label: LabelFn }) {
  const item = (name: string, text: string, input: ReactNode, span = 6) => (
    <Col xs={24} md={span}>
      <Form.Item name={['localizacao', name]} label={label(`localizacao.${name}`, text)}>
        {input}
      </Form.Item>
    </Col>
  );
  const text = (max: number) => <Input maxLength={max} autoComplete="off" />;
  return (
    <>
      <Col span={24}>
        <Typography.Text type="secondary">Dados da localização do imóvel</Typography.Text>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={['localizacao', 'descricao']}
          label={label('localizacao.descricao', 'Descrição do imóvel')}
          required
          rules={required('Informe a descrição do imóvel.')}
        >
          <Input maxLength={255} autoComplete="off" />
        </Form.Item>
      </Col>
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
      {item(
        'area_terreno',
        'Área do terreno (m²)',
        <Input inputMode="decimal" placeholder="0,00" autoComplete="off" />,
        3,
      )}
      {item(
        'area_construida',
        'Área construída (m²)',
        <Input inputMode="decimal" placeholder="0,00" autoComplete="off" />,
        3,
      )}
      {item(
        'latitude',
        'Latitude',
        <Input inputMode="decimal" placeholder="-23,550520" autoComplete="off" />,
        3,
      )}
      {item(
        'longitude',
        'Longitude',
        <Input inputMode="decimal" placeholder="-46,633308" autoComplete="off" />,
        3,
      )}
    </>
  );
}

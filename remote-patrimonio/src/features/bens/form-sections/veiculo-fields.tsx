import { COMBUSTIVEIS } from '@gp/shared-contracts';
import { Field, MaskedInput, PLACA_MASK } from '@gp/shared-ui';
import { Col, Input, InputNumber, Radio, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { full } from './section.js';

const COMBUSTIVEL_LABELS: Record<(typeof COMBUSTIVEIS)[number], string> = {
  gasolina: 'Gasolina',
  etanol: 'Etanol',
  flex: 'Flex',
  diesel: 'Diesel',
  gnv: 'GNV',
  eletrico: 'Elétrico',
  hibrido: 'Híbrido',
  outro: 'Outro',
};

/** The vehicle or equipment fields of a movable asset (the vehicle register's record). */
export function VeiculoFields() {
  const item = (name: string, text: string, input: ReactNode, span = 6) => (
    <Field name={['veiculo', name]} text={text} span={span}>
      {input}
    </Field>
  );
  return (
    <>
      <Col span={24}>
        <Typography.Text type="secondary">Dados do veículo ou equipamento</Typography.Text>
      </Col>
      <Field name={['veiculo', 'tipo']} text="Tipo" span={6} required>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'veiculo', label: 'Veículo' },
            { value: 'equipamento', label: 'Equipamento' },
          ]}
        />
      </Field>
      {item('placa', 'Placa', <MaskedInput mask={PLACA_MASK} placeholder="ABC1D23" autoComplete="off" />)}
      {item('renavam', 'RENAVAM', <Input maxLength={11} inputMode="numeric" autoComplete="off" />)}
      {item(
        'chassi',
        'Chassi',
        <Input maxLength={17} autoComplete="off" style={{ textTransform: 'uppercase' }} />,
      )}
      {item('marca', 'Marca', <Input maxLength={120} autoComplete="off" />)}
      {item('modelo', 'Modelo', <Input maxLength={120} autoComplete="off" />)}
      {item(
        'ano_fabricacao',
        'Ano de fabricação',
        <InputNumber min={1900} max={2099} precision={0} {...full} />,
        3,
      )}
      {item('ano_modelo', 'Ano do modelo', <InputNumber min={1900} max={2099} precision={0} {...full} />, 3)}
      {item('cor', 'Cor', <Input maxLength={40} autoComplete="off" />, 4)}
      {item(
        'combustivel',
        'Combustível',
        <Select allowClear options={COMBUSTIVEIS.map((c) => ({ value: c, label: COMBUSTIVEL_LABELS[c] }))} />,
        4,
      )}
      {item('odometro', 'Odômetro (km)', <InputNumber min={0} max={99999999} precision={0} {...full} />, 4)}
      {item('horimetro', 'Horímetro (h)', <InputNumber min={0} max={99999999} precision={0} {...full} />, 4)}
    </>
  );
}

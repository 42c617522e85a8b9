import { Field } from '@gp/shared-ui';
import { Col, Form, Input, Switch } from 'antd';
import { Link } from 'react-router-dom';
import { useRemote } from '../../../session/remote-context.js';
import { LocalizacaoFields } from './imovel-fields.js';
import { Section, type SectionsProps } from './section.js';
import { VeiculoFields } from './veiculo-fields.js';

/** The asset form's 'Detalhes' section. */
export function DetalhesSection({ form, bem, label }: SectionsProps) {
  const { paths } = useRemote();
  const tipo = Form.useWatch('tipo', form);
  const temVeiculo = Form.useWatch('tem_veiculo', form);
  const temLocalizacao = Form.useWatch('tem_localizacao', form);
  return (
    <Section label={label} title="Detalhes">
      <Field name="numero_serie" text="Número de série" span={8}>
        <Input maxLength={120} autoComplete="off" />
      </Field>
      <Field name="marca" text="Marca" span={8}>
        <Input maxLength={120} autoComplete="off" />
      </Field>
      <Field name="modelo" text="Modelo" span={8}>
        <Input maxLength={120} autoComplete="off" />
      </Field>

      {tipo === 'movel' ? (
        <Col span={24}>
          <Form.Item
            name="tem_veiculo"
            label="Veículo ou equipamento"
            valuePropName="checked"
            extra={
              bem?.veiculo ? (
                <>
                  O registro existe; a situação dele fica em{' '}
                  <Link to={`${paths.veiculos()}?bempatrimonial_id=${bem.id}`}>Veículos e equipamentos</Link>.
                </>
              ) : undefined
            }
          >
            <Switch
              checkedChildren="Sim"
              unCheckedChildren="Não"
              disabled={Boolean(bem?.veiculo) || undefined}
            />
          </Form.Item>
        </Col>
      ) : null}
      {tipo === 'movel' && temVeiculo ? <VeiculoFields /> : null}

      {tipo === 'imovel' ? (
        <Col span={24}>
          <Form.Item
            name="tem_localizacao"
            label="Localização do imóvel"
            valuePropName="checked"
            extra={
              bem?.localizacao ? (
                <>
                  O registro existe; a situação dele fica em{' '}
                  <Link to={`${paths.imoveis()}?bempatrimonial_id=${bem.id}`}>Imóveis</Link>.
                </>
              ) : undefined
            }
          >
            <Switch
              checkedChildren="Sim"
              unCheckedChildren="Não"
              disabled={Boolean(bem?.localizacao) || undefined}
            />
          </Form.Item>
        </Col>
      ) : null}
      {tipo === 'imovel' && temLocalizacao ? <LocalizacaoFields /> : null}
    </Section>
  );
}

import { Field } from '@gp/shared-ui';
import { Col, Form, Input, Switch } from 'antd';
import { Link } from 'react-router-dom';
import { useRemote } from '../../../session/remote-context.js';
import { LocalizacaoFields } from './imovel-fields.js';
import { Section, type SectionsProps } from './section.js';
import { VeiculoFields } from './veiculo-fields.js';

type StoredDetail = { register: string; to: string; bemId: string };

/**
 * The switch that adds a register detailing the asset (its vehicle, its property's location). Once the
 * record exists it cannot be removed here: its status is kept in its own register, which the note links.
 */
function DetailSwitch({ name, text, stored }: { name: string; text: string; stored: StoredDetail | null }) {
  return (
    <Col span={24}>
      <Form.Item
        name={name}
        label={text}
        valuePropName="checked"
        extra={
          stored ? (
            <>
              O registro existe; a situação dele fica em{' '}
              <Link to={`${stored.to}?bempatrimonial_id=${stored.bemId}`}>{stored.register}</Link>.
            </>
          ) : undefined
        }
      >
        <Switch checkedChildren="Sim" unCheckedChildren="Não" disabled={Boolean(stored) || undefined} />
      </Form.Item>
    </Col>
  );
}

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
        <DetailSwitch
          name="tem_veiculo"
          text="Veículo ou equipamento"
          stored={
            bem?.veiculo ? { register: 'Veículos e equipamentos', to: paths.veiculos(), bemId: bem.id } : null
          }
        />
      ) : null}
      {tipo === 'movel' && temVeiculo ? <VeiculoFields /> : null}

      {tipo === 'imovel' ? (
        <DetailSwitch
          name="tem_localizacao"
          text="Localização do imóvel"
          stored={bem?.localizacao ? { register: 'Imóveis', to: paths.imoveis(), bemId: bem.id } : null}
        />
      ) : null}
      {tipo === 'imovel' && temLocalizacao ? <LocalizacaoFields /> : null}
    </Section>
  );
}

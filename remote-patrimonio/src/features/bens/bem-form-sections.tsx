import {
  type Bem,
  type BemUtils,
  COMBUSTIVEIS,
  COMPANY_UFS,
  ESTADO_LABELS,
  ESTADOS_CONSERVACAO,
  SITUACAO_LABELS,
  SITUACOES_BEM,
  SITUACOES_EDITAVEIS,
  TIPO_BEM_LABELS,
  TIPOS_BEM,
} from '@gp/shared-contracts';
import {
  CEP_MASK,
  CHAVE_NFE_MASK,
  datePickerDefaults,
  MaskedInput,
  MONEY_INVALID,
  PLACA_MASK,
  parseMoneyText,
} from '@gp/shared-ui';
import type { FormInstance } from 'antd';
import {
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Switch,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FornecedorSelect, NcmSelect } from '../../components/lookup-selects.js';
import { MoneyInput } from '../../components/money-input.js';
import { useRemote } from '../../session/remote-context.js';
import { type BemFormValues, categoriaDefaults } from './bem-form.js';

type LabelFn = (name: string, text: ReactNode) => ReactNode;

export type SectionsProps = {
  form: FormInstance<BemFormValues>;
  utils: BemUtils;
  /** The stored asset when editing. */
  bem: Bem | null;
  label: LabelFn;
  /** Shown beside secretaria/setor/responsável while editing: they change by movement. */
  movementLink: ReactNode;
};

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

const moneyRule = {
  validator: async (_rule: unknown, value: string | undefined) => {
    if (value && parseMoneyText(value).kind === 'invalid') throw new Error(MONEY_INVALID);
  },
};

const required = (message: string) => [{ required: true, message }];
const full = { style: { width: '100%' } } as const;
const notFound = 'Nenhum item encontrado...';

function Section({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Card title={title} extra={extra} size="small" style={{ marginBottom: 16 }}>
      <Row gutter={16}>{children}</Row>
    </Card>
  );
}

/** The fields of DOMAIN §2 in the sections of the asset form. */
export function BemFormSections({ form, utils, bem, label, movementLink }: SectionsProps) {
  const { paths } = useRemote();
  const editing = bem !== null;
  const tipo = Form.useWatch('tipo', form);
  const categoriaId = Form.useWatch('categoria_id', form);
  const secretariaId = Form.useWatch('secretaria_id', form);
  const temVeiculo = Form.useWatch('tem_veiculo', form);
  const temLocalizacao = Form.useWatch('tem_localizacao', form);
  const categoria = utils.categorias.find((c) => c.id === categoriaId);
  const categorias = utils.categorias.filter((c) => !tipo || c.tipo_bem === tipo);
  // An inactive category still shows its name on an asset that has it.
  const categoriaOptions = categorias.map((c) => ({ value: c.id, label: c.nome }));
  if (bem && !utils.categorias.some((c) => c.id === bem.categoria_id))
    categoriaOptions.push({ value: bem.categoria_id, label: bem.categoria.nome });
  const setores = utils.setores.filter((s) => s.secretaria_id === secretariaId);
  const situacaoEditavel = !bem || (SITUACOES_EDITAVEIS as readonly string[]).includes(bem.situacao);

  return (
    <>
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

      <Section title="Classificação">
        <Col xs={24} md={6}>
          <Form.Item name="tipo" label={label('tipo', 'Tipo')} required rules={required('Informe o tipo.')}>
            <Select
              options={TIPOS_BEM.map((t) => ({ value: t, label: TIPO_BEM_LABELS[t] }))}
              onChange={(next: string) => {
                if (categoria && categoria.tipo_bem !== next) form.setFieldValue('categoria_id', undefined);
                if (next !== 'movel') form.setFieldValue('tem_veiculo', false);
                if (next !== 'imovel') form.setFieldValue('tem_localizacao', false);
                else if (!editing) form.setFieldValue('tem_localizacao', true);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item
            name="categoria_id"
            label={label('categoria_id', 'Categoria')}
            required
            rules={required('Informe a categoria.')}
            extra={
              categoria
                ? `Vida útil ${categoria.vida_util_anos} anos · residual ${categoria.valor_residual_percentual.replace('.', ',')}% · ${categoria.depreciavel ? 'depreciável' : 'não depreciável'} · conta ${categoria.conta_contabil}`
                : undefined
            }
          >
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="Selecione a categoria"
              notFoundContent={notFound}
              options={categoriaOptions}
              onChange={(id: string) => {
                const chosen = utils.categorias.find((c) => c.id === id);
                if (chosen && !editing) form.setFieldsValue(categoriaDefaults(chosen));
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item
            name="situacao"
            label={label('situacao', 'Situação')}
            extra={situacaoEditavel ? undefined : 'Muda por movimentação.'}
          >
            <Select
              disabled={!situacaoEditavel || undefined}
              options={(situacaoEditavel ? SITUACOES_EDITAVEIS : SITUACOES_BEM).map((s) => ({
                value: s,
                label: SITUACAO_LABELS[s],
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item
            name="estado_conservacao"
            label={label('estado_conservacao', 'Estado de conservação')}
            required
            rules={required('Informe o estado de conservação.')}
          >
            <Select options={ESTADOS_CONSERVACAO.map((e) => ({ value: e, label: ESTADO_LABELS[e] }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="TipoIncorporacao"
            label={label('TipoIncorporacao', 'Tipo de incorporação')}
            required
            rules={required('Informe o tipo de incorporação.')}
          >
            <Select
              notFoundContent={notFound}
              options={utils.tiposIncorporacao.map((t) => ({ value: t.id, label: t.descricao }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="ncm_id" label={label('ncm_id', 'NCM')}>
            <NcmSelect clienteId={utils.cliente_id} />
          </Form.Item>
        </Col>
      </Section>

      <Section title="Aquisição e valores">
        <Col xs={24} md={12}>
          <Form.Item name="fornecedor_id" label={label('fornecedor_id', 'Fornecedor')}>
            <FornecedorSelect />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item
            name="data_aquisicao"
            label={label('data_aquisicao', 'Data de aquisição')}
            required
            rules={required('Informe a data de aquisição.')}
          >
            <DatePicker {...datePickerDefaults} {...full} />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item
            name="data_incorporacao"
            label={label('data_incorporacao', 'Data de incorporação')}
            extra={editing ? undefined : 'Em branco: a de aquisição.'}
          >
            <DatePicker {...datePickerDefaults} {...full} />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item
            name="data_inicio_uso"
            label={label('data_inicio_uso', 'Início de uso')}
            extra="A depreciação começa nela."
          >
            <DatePicker {...datePickerDefaults} {...full} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="valor_aquisicao"
            label={label('valor_aquisicao', 'Valor de aquisição')}
            required
            rules={[{ required: true, message: 'Informe o valor de aquisição.' }, moneyRule]}
            validateFirst
          >
            <MoneyInput placeholder="0,00" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="valor_residual"
            label={label('valor_residual', 'Valor residual')}
            rules={[moneyRule]}
            extra={
              !editing && categoria
                ? `Em branco: ${categoria.valor_residual_percentual.replace('.', ',')}% do valor de aquisição.`
                : undefined
            }
          >
            <MoneyInput placeholder="0,00" />
          </Form.Item>
        </Col>
        {bem ? (
          <Col xs={24} md={6}>
            <Form.Item label="Valor atual" extra="Muda por reavaliação ou redução ao valor recuperável.">
              <MoneyInput value={bem.valor_atual} disabled aria-label="Valor atual" />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} md={bem ? 6 : 4}>
          <Form.Item name="vida_util_meses" label={label('vida_util_meses', 'Vida útil (meses)')}>
            <InputNumber min={0} max={1200} precision={0} {...full} />
          </Form.Item>
        </Col>
        <Col xs={24} md={bem ? 6 : 4}>
          <Form.Item name="depreciavel" label={label('depreciavel', 'Depreciável')} valuePropName="checked">
            <Switch checkedChildren="Sim" unCheckedChildren="Não" />
          </Form.Item>
        </Col>
        <Col xs={24} md={bem ? 6 : 4}>
          <Form.Item name="conta_contabil" label={label('conta_contabil', 'Conta contábil (PCASP)')}>
            <Input maxLength={30} placeholder="1.2.3.1.1.01.01" autoComplete="off" />
          </Form.Item>
        </Col>
      </Section>

      <Section title="Localização e responsável" extra={editing ? movementLink : undefined}>
        <Col xs={24} md={8}>
          <Form.Item
            name="secretaria_id"
            label={label('secretaria_id', 'Secretaria')}
            required
            rules={required('Informe a secretaria.')}
            extra={editing ? 'Muda por transferência.' : undefined}
          >
            <Select
              showSearch
              optionFilterProp="label"
              disabled={editing || undefined}
              placeholder="Selecione a secretaria"
              notFoundContent={notFound}
              options={utils.secretarias.map((s) => ({ value: s.id, label: s.name }))}
              onChange={() => form.setFieldValue('setor_id', null)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="setor_id"
            label={label('setor_id', 'Setor')}
            extra={editing ? 'Muda por transferência.' : undefined}
          >
            <Select
              showSearch
              allowClear
              optionFilterProp="label"
              disabled={editing || !secretariaId || undefined}
              placeholder={secretariaId ? 'Selecione o setor' : 'Escolha antes a secretaria'}
              notFoundContent={notFound}
              options={
                bem?.setor && !setores.some((s) => s.id === bem.setor_id)
                  ? [{ value: bem.setor.id, label: bem.setor.name }]
                  : setores.map((s) => ({ value: s.id, label: s.name }))
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="responsavel"
            label={label('responsavel', 'Responsável (carga patrimonial)')}
            extra={editing ? 'Muda por mudança de responsável.' : undefined}
          >
            <Input maxLength={255} disabled={editing || undefined} autoComplete="off" />
          </Form.Item>
        </Col>
      </Section>

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

      <Section title="Detalhes">
        <Col xs={24} md={8}>
          <Form.Item name="numero_serie" label={label('numero_serie', 'Número de série')}>
            <Input maxLength={120} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="marca" label={label('marca', 'Marca')}>
            <Input maxLength={120} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="modelo" label={label('modelo', 'Modelo')}>
            <Input maxLength={120} autoComplete="off" />
          </Form.Item>
        </Col>

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
                    <Link to={`${paths.veiculos()}?bempatrimonial_id=${bem.id}`}>
                      Veículos e equipamentos
                    </Link>
                    .
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
        {tipo === 'movel' && temVeiculo ? <VeiculoFields label={label} /> : null}

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
        {tipo === 'imovel' && temLocalizacao ? <LocalizacaoFields label={label} /> : null}
      </Section>

      <Section title="Observações">
        <Col span={24}>
          <Form.Item name="observacoes" label={label('observacoes', 'Observações')}>
            <Input.TextArea maxLength={4000} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
        </Col>
      </Section>
    </>
  );
}

function VeiculoFields({ label }: { label: LabelFn }) {
  const item = (name: string, text: string, input: ReactNode, span = 6, extra?: ReactNode) => (
    <Col xs={24} md={span}>
      <Form.Item name={['veiculo', name]} label={label(`veiculo.${name}`, text)} extra={extra}>
        {input}
      </Form.Item>
    </Col>
  );
  return (
    <>
      <Col span={24}>
        <Typography.Text type="secondary">Dados do veículo ou equipamento</Typography.Text>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name={['veiculo', 'tipo']} label={label('veiculo.tipo', 'Tipo')} required>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'veiculo', label: 'Veículo' },
              { value: 'equipamento', label: 'Equipamento' },
            ]}
          />
        </Form.Item>
      </Col>
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

function LocalizacaoFields({ label }: { label: LabelFn }) {
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

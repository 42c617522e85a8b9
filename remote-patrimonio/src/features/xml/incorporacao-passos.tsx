import {
  type BemUtils,
  centsToMoney,
  estadoOptions,
  formatCep,
  formatPhone,
  MODO_ITEM_LABELS,
  MODOS_ITEM,
  type NfeItem,
  type NfeNota,
  problemaDoModo,
  type Rateio,
  type RateioLinha,
  type XmlNota,
} from '@gp/shared-contracts';
import {
  DataTable,
  type DataTableColumn,
  datePickerDefaults,
  Field,
  formatDate,
  formatMoney,
  type Issue,
} from '@gp/shared-ui';
import {
  Alert,
  Col,
  DatePicker,
  Descriptions,
  Flex,
  Form,
  type FormInstance,
  Input,
  Row,
  Select,
  Typography,
} from 'antd';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useRemote } from '../../session/remote-context.js';
import { type IncorporacaoValues, resumoValores } from './incorporacao.js';
import { formatDecimal, formatDocumento, formatEndereco, formatValorUnitario } from './xml-format.js';

/** The panels of the incorporation wizard, one per step; the wizard holds the form and the issues. */

/** A field's message, when an issue names it: antd's error look without a rule of its own. */
export type IssueOf = (path: string) => { validateStatus?: 'error'; help?: string };

export const issueProps =
  (issues: readonly Issue[]): IssueOf =>
  (path) => {
    const issue = issues.find((i) => i.path === path);
    return issue ? { validateStatus: 'error', help: issue.message } : {};
  };

/** The issues of a step, listed above its fields (an item on another page of the table is named too). */
export function IssuesAlert({ issues, message }: { issues: readonly Issue[]; message?: string }) {
  if (!issues.length && !message) return null;
  return (
    <Alert
      type="error"
      showIcon
      message={message ?? 'Confira os campos destacados.'}
      description={
        issues.length ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {issues.map((issue) => (
              <li key={`${issue.path}:${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}

const text = (value: string | null | undefined) => (value?.trim() ? value : '-');
const ncmText = (ncm: string | null) => (ncm ? ncm.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1.$2.$3') : '-');

// ---------------------------------------------------------------- 1. Fornecedor

/** The supplier the assets will have: the one registered with the emitter's document, or the emitter itself. */
export function PassoFornecedor({ nota, nfe }: { nota: XmlNota; nfe: NfeNota }) {
  const { paths } = useRemote();
  const emitente = nfe.emitente;
  if (nota.fornecedor) {
    return (
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ margin: 0 }}>
          Fornecedor já cadastrado:{' '}
          <Link to={paths.fornecedorEditar(nota.fornecedor.id)}>{nota.fornecedor.razao_social}</Link> (
          {formatDocumento(emitente.documento)})
        </Typography.Paragraph>
        {nota.fornecedor.ativo ? null : (
          <Alert
            type="warning"
            showIcon
            message="Este fornecedor está inativo no cadastro de fornecedores."
          />
        )}
      </Flex>
    );
  }
  const endereco = emitente.endereco;
  return (
    <Flex vertical gap="small">
      <Typography.Paragraph style={{ margin: 0 }}>Será cadastrado a partir do emitente:</Typography.Paragraph>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'razao', label: 'Razão social', children: emitente.nome },
          { key: 'fantasia', label: 'Nome fantasia', children: text(emitente.fantasia) },
          { key: 'cnpj', label: 'CNPJ', children: formatDocumento(emitente.documento) },
          { key: 'ie', label: 'Inscrição estadual', children: text(emitente.ie) },
          { key: 'endereco', label: 'Endereço', children: formatEndereco(endereco) },
          { key: 'cep', label: 'CEP', children: endereco.cep ? formatCep(endereco.cep) : '-' },
          {
            key: 'municipio',
            label: 'Município/UF',
            children: endereco.municipio
              ? `${endereco.municipio}${endereco.uf ? `/${endereco.uf}` : ''}`
              : '-',
          },
          {
            key: 'telefone',
            label: 'Telefone',
            children: endereco.telefone ? formatPhone(endereco.telefone) : '-',
          },
        ]}
      />
    </Flex>
  );
}

// ---------------------------------------------------------------- 2. Itens

/** The line as the note describes it: code, NCM, CFOP and, for a vehicle, its chassis. */
function ProdutoCell({ item }: { item: NfeItem }) {
  return (
    <Flex vertical>
      <span>{item.descricao}</span>
      <Typography.Text type="secondary">
        {`Código ${item.codigo} · NCM ${ncmText(item.ncm)} · CFOP ${item.cfop}`}
      </Typography.Text>
      {item.veiculo ? (
        <Typography.Text type="secondary">
          {`Veículo: chassi ${item.veiculo.chassi} (vira o registro de veículo do bem)`}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** The note's lines as read. */
function itemColumns(): DataTableColumn<NfeItem>[] {
  return [
    { title: 'Item', dataIndex: 'numero', width: 60 },
    { title: 'Produto', key: 'produto', render: (_v, item) => <ProdutoCell item={item} /> },
    {
      title: 'Quantidade',
      key: 'quantidade',
      width: 110,
      align: 'right',
      render: (_v, item) => `${formatDecimal(item.quantidade)} ${item.unidade}`,
    },
    {
      title: 'Valor unitário',
      key: 'valor_unitario',
      width: 130,
      align: 'right',
      render: (_v, item) => formatValorUnitario(item.valor_unitario),
    },
    {
      title: 'Valor do item',
      key: 'valor',
      width: 130,
      align: 'right',
      render: (_v, item) => formatMoney(item.valor),
    },
  ];
}

/** The table of the note's lines, with the columns of the step that shows it. */
function TabelaDeItens({ nfe, columns }: { nfe: NfeNota; columns: DataTableColumn<NfeItem>[] }) {
  return (
    <DataTable<NfeItem>
      label="Itens da nota"
      rowKey="numero"
      columns={columns}
      data={nfe.itens}
      size="small"
    />
  );
}

/** The note's lines, read only (a note already incorporated, or a location that may not incorporate). */
export function ItensDaNota({ nfe }: { nfe: NfeNota }) {
  const columns = useMemo(() => itemColumns(), []);
  return <TabelaDeItens nfe={nfe} columns={columns} />;
}

type PassoItensProps = {
  nota: XmlNota;
  nfe: NfeNota;
  values: IncorporacaoValues;
  utils: BemUtils | undefined;
  issue: IssueOf;
};

const noMargin = { style: { marginBottom: 0 } } as const;

/** Each line: what it becomes, the category of its assets and their description. */
export function PassoItens({ nota, nfe, values, utils, issue }: PassoItensProps) {
  const indexOf = useMemo(() => new Map(nfe.itens.map((item, index) => [item.numero, index])), [nfe]);
  const categorias = useMemo(() => {
    const options = (utils?.categorias ?? []).map((c) => ({ value: c.id, label: c.nome }));
    // A suggested category the option list lacks still shows its name.
    for (const s of nota.sugestoes)
      if (s.categoria && !options.some((o) => o.value === s.categoria?.id))
        options.push({ value: s.categoria.id, label: s.categoria.nome });
    return options;
  }, [utils, nota.sugestoes]);

  const columns = useMemo<DataTableColumn<NfeItem>[]>(() => {
    const modoDe = (index: number) => values.itens[index]?.modo;
    /** A column of the line's choice `field`, under the form's list `itens` (the API names its issues so). */
    const choice = (
      title: string,
      field: 'modo' | 'categoria_id' | 'descricao',
      width: number,
      control: (item: NfeItem, index: number) => ReactNode,
    ): DataTableColumn<NfeItem> => ({
      title,
      key: field,
      width,
      render: (_v, item) => {
        const index = indexOf.get(item.numero) ?? 0;
        return (
          <Form.Item name={['itens', index, field]} {...noMargin} {...issue(`itens.${index}.${field}`)}>
            {control(item, index)}
          </Form.Item>
        );
      },
    });
    return [
      ...itemColumns(),
      choice('O que se torna', 'modo', 200, (item) => (
        <Select
          aria-label={`O que o item ${item.numero} se torna`}
          options={MODOS_ITEM.map((modo) => ({
            value: modo,
            label: MODO_ITEM_LABELS[modo],
            disabled: problemaDoModo(item, modo) !== null,
            title: problemaDoModo(item, modo) ?? undefined,
          }))}
          style={{ width: '100%' }}
        />
      )),
      choice('Categoria', 'categoria_id', 220, (item, index) => (
        <Select
          aria-label={`Categoria do item ${item.numero}`}
          showSearch
          optionFilterProp="label"
          placeholder={utils ? 'Selecione a categoria' : 'Carregando...'}
          notFoundContent="Nenhum item encontrado..."
          loading={!utils}
          disabled={modoDe(index) === 'nao_incorporar'}
          options={categorias}
          style={{ width: '100%' }}
        />
      )),
      choice('Descrição do bem', 'descricao', 240, (item, index) => (
        <Input
          aria-label={`Descrição do bem do item ${item.numero}`}
          maxLength={255}
          placeholder={item.descricao}
          disabled={modoDe(index) === 'nao_incorporar'}
          autoComplete="off"
        />
      )),
    ];
  }, [categorias, indexOf, issue, utils, values.itens]);

  return <TabelaDeItens nfe={nfe} columns={columns} />;
}

// ---------------------------------------------------------------- 3. Custos

const money = (cents: bigint) => formatMoney(centsToMoney(cents));
const sum = (linhas: readonly RateioLinha[], pick: (l: RateioLinha) => bigint) =>
  linhas.reduce((total, l) => total + pick(l), 0n);

/**
 * The arithmetic of every line: its value plus its share of freight, insurance, other expenses and IPI,
 * less its discount; how many assets it makes and what each is worth; and the totals.
 */
export function PassoCustos({ nfe, rateio }: { nfe: NfeNota; rateio: Rateio }) {
  const descricao = useMemo(() => new Map(nfe.itens.map((i) => [i.numero, i.descricao])), [nfe]);
  const columns = useMemo<DataTableColumn<RateioLinha>[]>(
    () => [
      {
        title: 'Item',
        key: 'item',
        render: (_v, l) => `${l.item} · ${descricao.get(l.item) ?? ''}`,
        ellipsis: true,
      },
      ...(
        [
          ['produtos', 'Produtos'],
          ['frete', 'Frete'],
          ['seguro', 'Seguro'],
          ['outros', 'Outras'],
          ['ipi', 'IPI'],
        ] as const
      ).map(
        ([key, title]): DataTableColumn<RateioLinha> => ({
          title,
          key,
          width: 110,
          align: 'right',
          render: (_v, l) => money(l[key]),
        }),
      ),
      {
        title: 'Desconto',
        key: 'desconto',
        width: 110,
        align: 'right',
        render: (_v, l) => `− ${money(l.desconto)}`,
      },
      {
        title: 'Total',
        key: 'total',
        width: 120,
        align: 'right',
        render: (_v, l) => <strong>{money(l.total)}</strong>,
      },
      {
        title: 'Nº de bens',
        key: 'unidades',
        width: 90,
        align: 'right',
        render: (_v, l) => (l.modo === 'nao_incorporar' ? 'Não incorporar' : l.unidades),
      },
      { title: 'Valor de cada bem', key: 'valores', width: 220, render: (_v, l) => resumoValores(l.valores) },
    ],
    [descricao],
  );
  const linhas = rateio.linhas;
  const somaDosBens = linhas.reduce((total, l) => total + l.valores.reduce((a, b) => a + b, 0n), 0n);
  return (
    <Flex vertical gap="middle">
      <DataTable<RateioLinha>
        label="Custos por item"
        rowKey="item"
        columns={columns}
        data={linhas}
        size="small"
      />
      <Descriptions
        title="Totais do rateio"
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: 'produtos', label: 'Produtos', children: money(sum(linhas, (l) => l.produtos)) },
          { key: 'frete', label: 'Frete', children: money(sum(linhas, (l) => l.frete)) },
          { key: 'seguro', label: 'Seguro', children: money(sum(linhas, (l) => l.seguro)) },
          { key: 'outros', label: 'Outras despesas', children: money(sum(linhas, (l) => l.outros)) },
          { key: 'ipi', label: 'IPI', children: money(sum(linhas, (l) => l.ipi)) },
          { key: 'desconto', label: 'Desconto', children: `− ${money(sum(linhas, (l) => l.desconto))}` },
          { key: 'linhas', label: 'Total dos itens', children: money(sum(linhas, (l) => l.total)) },
          { key: 'nota', label: 'Total da nota', children: formatMoney(nfe.totais.nota) },
          { key: 'incorporados', label: 'Total dos itens incorporados', children: money(rateio.total) },
          { key: 'bens', label: 'Nº de bens', children: rateio.bens },
          { key: 'soma', label: 'Soma dos valores dos bens', children: money(somaDosBens) },
        ]}
      />
      <Typography.Text type="secondary">
        {`A soma dos valores dos bens (${money(somaDosBens)}) é o total dos itens incorporados (${money(rateio.total)}): os centavos que sobram de uma divisão vão, um a um, aos primeiros bens.`}
      </Typography.Text>
    </Flex>
  );
}

// ---------------------------------------------------------------- 4. Destino

type PassoDestinoProps = {
  form: FormInstance<IncorporacaoValues>;
  values: IncorporacaoValues;
  utils: BemUtils | undefined;
  issue: IssueOf;
};

const notFound = 'Nenhum item encontrado...';
const full = { style: { width: '100%' } } as const;

/** Where the assets go, in what state, and when they enter the register; they come in by purchase. */
export function PassoDestino({ form, values, utils, issue }: PassoDestinoProps) {
  const setores = (utils?.setores ?? []).filter((s) => s.secretaria_id === values.secretaria_id);
  return (
    <Row gutter={16}>
      <Field name="secretaria_id" text="Secretaria" span={8} required {...issue('secretaria_id')}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={!utils}
          placeholder={utils ? 'Selecione a secretaria' : 'Carregando...'}
          notFoundContent={notFound}
          options={utils?.secretarias.map((s) => ({ value: s.id, label: s.name }))}
          onChange={() => form.setFieldValue('setor_id', null)}
        />
      </Field>
      <Field name="setor_id" text="Setor" span={8} {...issue('setor_id')}>
        <Select
          showSearch
          allowClear
          optionFilterProp="label"
          disabled={!values.secretaria_id}
          placeholder={values.secretaria_id ? 'Selecione o setor' : 'Escolha antes a secretaria'}
          notFoundContent={notFound}
          options={setores.map((s) => ({ value: s.id, label: s.name }))}
        />
      </Field>
      <Field
        name="estado_conservacao"
        text="Estado de conservação"
        span={8}
        required
        {...issue('estado_conservacao')}
      >
        <Select options={estadoOptions()} />
      </Field>
      <Field
        name="data_incorporacao"
        text="Data de incorporação"
        span={8}
        required
        extra="Proposta: a data de emissão da nota."
        {...issue('data_incorporacao')}
      >
        <DatePicker {...datePickerDefaults} {...full} />
      </Field>
      <Col xs={24} md={8}>
        <Form.Item label="Tipo de incorporação">
          <Typography.Text>Compra</Typography.Text>
        </Form.Item>
      </Col>
    </Row>
  );
}

// ---------------------------------------------------------------- 5. Confirmar

type PassoConfirmarProps = {
  nota: XmlNota;
  nfe: NfeNota;
  values: IncorporacaoValues;
  rateio: Rateio;
  utils: BemUtils | undefined;
};

/** What the incorporation will do, before it is done. */
export function PassoConfirmar({ nota, nfe, values, rateio, utils }: PassoConfirmarProps) {
  const incorporados = values.itens.filter((i) => i.modo !== 'nao_incorporar').length;
  const secretaria = utils?.secretarias.find((s) => s.id === values.secretaria_id)?.name;
  const setor = utils?.setores.find((s) => s.id === values.setor_id)?.name;
  const estado = estadoOptions().find((o) => o.value === values.estado_conservacao)?.label;
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      items={[
        {
          key: 'fornecedor',
          label: 'Fornecedor',
          children: nota.fornecedor
            ? `${nota.fornecedor.razao_social} (já cadastrado)`
            : `${nfe.emitente.nome} (${formatDocumento(nfe.emitente.documento)}), a cadastrar`,
        },
        { key: 'itens', label: 'Itens incorporados', children: `${incorporados} de ${nfe.itens.length}` },
        { key: 'bens', label: 'Nº de bens', children: rateio.bens },
        { key: 'total', label: 'Total dos bens', children: money(rateio.total) },
        {
          key: 'destino',
          label: 'Destino',
          children: secretaria ? (setor ? `${secretaria} / ${setor}` : secretaria) : '-',
        },
        { key: 'estado', label: 'Estado de conservação', children: estado ?? '-' },
        { key: 'data', label: 'Data de incorporação', children: formatDate(values.data_incorporacao) },
        { key: 'tipo', label: 'Tipo de incorporação', children: 'Compra' },
      ]}
    />
  );
}

import * as v from 'valibot';
import { integerQuery, PageQuerySchema, requiredText } from './common.js';
import { MoneyTotalResponseSchema, PCASP_PATTERN } from './patrimonio-common.js';
import { DEPRECIACAO_ANO_MAX, DEPRECIACAO_ANO_MIN } from './patrimonio-depreciacao.js';

/**
 * Contabilidade do patrimônio (docs/domain.md, "Lançamentos contábeis e RMB"): the accounting events
 * (lançamentos) each movement and each depreciation month produce, numbered per client and year and never
 * changed (an estorno is a new event); their monthly export with its SHA-256; the RMB per PCASP account.
 */

/** What an event does to the book value of its asset account: the RMB's columns. */
export const NATUREZAS_LANCAMENTO = [
  'incorporacao',
  'reavaliacao',
  'reducao',
  'baixa',
  'depreciacao',
  'amortizacao',
  'transferencia_entrada',
  'transferencia_saida',
] as const;
export type NaturezaLancamento = (typeof NATUREZAS_LANCAMENTO)[number];

export const NATUREZA_LANCAMENTO_LABELS: Record<NaturezaLancamento, string> = {
  incorporacao: 'Incorporação',
  transferencia_entrada: 'Transferência (entrada)',
  transferencia_saida: 'Transferência (saída)',
  reavaliacao: 'Reavaliação',
  reducao: 'Redução ao valor recuperável',
  baixa: 'Baixa',
  depreciacao: 'Depreciação',
  amortizacao: 'Amortização',
};

export const LANCAMENTOS_EXPORT_FORMATS = ['csv', 'xlsx', 'json'] as const;

const mesQuery = integerQuery(
  { min: 1, max: 12 },
  { type: 'Informe o mês (1 a 12).', integer: 'Mês inválido: use 1 a 12.' },
);
const anoQuery = integerQuery(
  { min: DEPRECIACAO_ANO_MIN, max: DEPRECIACAO_ANO_MAX },
  { type: 'Informe o ano.', integer: `Ano inválido: use ${DEPRECIACAO_ANO_MIN} a ${DEPRECIACAO_ANO_MAX}.` },
);
const clienteQuery = v.optional(v.pipe(v.string('Cliente inválido.'), v.uuid('Cliente inválido.')));

/** A month of a client (support names the client). */
export const ContabilidadeMesQuerySchema = v.object({
  mes: mesQuery,
  ano: anoQuery,
  cliente_id: clienteQuery,
});
export type ContabilidadeMesQuery = v.InferOutput<typeof ContabilidadeMesQuerySchema>;

export const LancamentosQuerySchema = v.object({
  ...PageQuerySchema.entries,
  ...ContabilidadeMesQuerySchema.entries,
});
export type LancamentosQuery = v.InferOutput<typeof LancamentosQuerySchema>;

export const LancamentosExportQuerySchema = v.object({
  ...ContabilidadeMesQuerySchema.entries,
  formato: v.picklist(LANCAMENTOS_EXPORT_FORMATS, 'Formato inválido: use csv, xlsx ou json.'),
});
export type LancamentosExportQuery = v.InferOutput<typeof LancamentosExportQuerySchema>;

export const LancamentoSchema = v.object({
  ano: v.number(),
  numero: v.number(),
  data: v.string(),
  competencia: v.object({ mes: v.number(), ano: v.number() }),
  evento: v.string(),
  natureza: v.picklist(NATUREZAS_LANCAMENTO),
  debito: v.string(),
  credito: v.string(),
  valor: MoneyTotalResponseSchema,
  historico: v.string(),
  conta_bem: v.string(),
  /** A transfer between accounts: the asset account it left (`conta_bem` is the one it entered). */
  conta_origem: v.nullable(v.string()),
  tipo_bem: v.string(),
  /** The origin: the movement and its asset, or (null) the month's depreciation of the account. */
  movimentacao_id: v.nullable(v.string()),
  codigo_bem: v.nullable(v.number()),
  /** The event this one reverses, and the one that reversed this one. */
  estorna: v.nullable(v.object({ ano: v.number(), numero: v.number() })),
  estornado_por: v.nullable(v.object({ ano: v.number(), numero: v.number() })),
  /**
   * Who recorded it (Decreto 10.540/2020 art. 11: every record names its user, identified by CPF): the user
   * of the movement, or who ran the month. The CPF goes whole to the accountant; a public page masks it.
   * Null only for an event written without a user (none today).
   */
  usuario: v.nullable(v.object({ id: v.string(), nome: v.string(), cpf: v.nullable(v.string()) })),
});
export type Lancamento = v.InferOutput<typeof LancamentoSchema>;

export const LancamentosPageSchema = v.object({
  data: v.array(LancamentoSchema),
  total: v.number(),
  page: v.number(),
  limit: v.number(),
  /** The month's debits total (every event debits and credits the same value). */
  valor_total: MoneyTotalResponseSchema,
  /** The latest export of the month, when there was one. */
  ultima_exportacao: v.nullable(
    v.object({
      formato: v.string(),
      sha256: v.string(),
      quantidade: v.number(),
      por: v.string(),
      em: v.string(),
    }),
  ),
  /** What the caller may do here (the same rule the API enforces). */
  acoes: v.object({ exportar: v.boolean(), editar_eventos: v.boolean() }),
});
export type LancamentosPage = v.InferOutput<typeof LancamentosPageSchema>;

/** One asset's share in a depreciation or amortization event. */
export const LancamentoBemSchema = v.object({
  codigo_bem: v.number(),
  descricao: v.string(),
  quota: MoneyTotalResponseSchema,
});
export const LancamentoBensSchema = v.object({
  lancamento: LancamentoSchema,
  bens: v.array(LancamentoBemSchema),
  total: MoneyTotalResponseSchema,
});
export type LancamentoBens = v.InferOutput<typeof LancamentoBensSchema>;

export const ExportacaoLancamentosSchema = v.object({
  formato: v.string(),
  sha256: v.string(),
  quantidade: v.number(),
  por: v.string(),
  em: v.string(),
});

// ---------------------------------------------------------------- the table of events

/**
 * The roles an account of the table may take instead of a PCASP code: the asset category's accounts
 * (docs/domain.md, "Lançamentos contábeis e RMB"), in words for the screens.
 */
export const PAPEIS_CONTA = ['[bem]', '[depreciacao]', '[reducao]'] as const;
export const PAPEL_CONTA_LABELS: Record<(typeof PAPEIS_CONTA)[number], string> = {
  '[bem]': 'Conta do bem (da categoria)',
  '[depreciacao]': 'Depreciação/amortização acumulada (da categoria)',
  '[reducao]': 'Redução ao valor recuperável (da categoria)',
};
/** An account of the table in words: a role's name, or the PCASP code itself. */
export const contaEventoLabel = (conta: string) =>
  PAPEL_CONTA_LABELS[conta as (typeof PAPEIS_CONTA)[number]] ?? conta;

const contaOuPapel = (label: string) =>
  v.pipe(
    v.string(`${label}: informe a conta.`),
    v.trim(),
    v.check(
      (x) => PCASP_PATTERN.test(x) || (PAPEIS_CONTA as readonly string[]).includes(x),
      `${label}: use uma conta do PCASP (ex.: 3.3.3.1.1.00.00) ou uma conta da categoria do bem.`,
    ),
  );

const EventoContasSchema = v.object({ debito: v.string(), credito: v.string(), historico: v.string() });

export const EventoContabilSchema = v.object({
  evento: v.string(),
  descricao: v.string(),
  natureza: v.picklist(NATUREZAS_LANCAMENTO),
  debito: v.string(),
  credito: v.string(),
  historico: v.string(),
  /** The client's own accounts (false: the MCASP default). */
  proprio: v.boolean(),
  /** The MCASP default of the kind, what "restaurar o padrão" brings back. */
  padrao: EventoContasSchema,
});
export type EventoContabil = v.InferOutput<typeof EventoContabilSchema>;
export const EventosContabeisSchema = v.object({
  data: v.array(EventoContabilSchema),
  /** Whether the caller may edit the table (and restore a default): the rule the API enforces. */
  acoes: v.object({ editar: v.boolean() }),
});
export type EventosContabeis = v.InferOutput<typeof EventosContabeisSchema>;

export const UpdateEventoContabilBodySchema = v.object({
  cliente_id: clienteQuery,
  debito: contaOuPapel('Conta de débito'),
  credito: contaOuPapel('Conta de crédito'),
  historico: requiredText('Histórico', 200),
});
export type UpdateEventoContabilBody = v.InferOutput<typeof UpdateEventoContabilBodySchema>;

// ---------------------------------------------------------------- intangíveis of indefinite life

/**
 * GET .../intangiveis-indefinidos: the client's intangíveis of indefinite useful life (NBC TSP 08), never
 * amortized and tested for impairment every year: each one's book value and its latest redução ao valor
 * recuperável; `teste_pendente` when none is dated in the current exercise (docs/domain.md).
 */
export const IntangivelIndefinidoSchema = v.object({
  id: v.string(),
  codigo_bem: v.number(),
  descricao: v.string(),
  categoria: v.string(),
  conta_contabil: v.string(),
  data_incorporacao: v.string(),
  valor_atual: MoneyTotalResponseSchema,
  /** yyyy-MM-dd (Brasília) of the latest redução ao valor recuperável not reversed; null: none. */
  ultima_reducao: v.nullable(v.string()),
  teste_pendente: v.boolean(),
});
export type IntangivelIndefinido = v.InferOutput<typeof IntangivelIndefinidoSchema>;
export const IntangiveisIndefinidosSchema = v.object({
  /** The current exercise (Brasília year) the annual test is judged in. */
  exercicio: v.number(),
  data: v.array(IntangivelIndefinidoSchema),
  valor_total: MoneyTotalResponseSchema,
  pendentes: v.number(),
});
export type IntangiveisIndefinidos = v.InferOutput<typeof IntangiveisIndefinidosSchema>;
export const IntangiveisExportQuerySchema = v.object({
  cliente_id: clienteQuery,
  formato: v.picklist(['csv', 'xlsx'], 'Formato inválido: use csv ou xlsx.'),
});

// ---------------------------------------------------------------- RMB

export const RmbLinhaSchema = v.object({
  conta_contabil: v.string(),
  tipo_bem: v.string(),
  saldo_anterior: MoneyTotalResponseSchema,
  incorporacoes: MoneyTotalResponseSchema,
  transferencias_entrada: MoneyTotalResponseSchema,
  transferencias_saida: MoneyTotalResponseSchema,
  reavaliacoes: MoneyTotalResponseSchema,
  reducoes: MoneyTotalResponseSchema,
  baixas: MoneyTotalResponseSchema,
  depreciacao: MoneyTotalResponseSchema,
  saldo_final: MoneyTotalResponseSchema,
});
export type RmbLinha = v.InferOutput<typeof RmbLinhaSchema>;

export const TIPOS_BEM_RMB = ['movel', 'imovel', 'intangivel'] as const;
export const TIPO_BEM_RMB_LABELS: Record<string, string> = {
  movel: 'Bens móveis',
  imovel: 'Bens imóveis',
  intangivel: 'Intangíveis',
};

export const RmbSchema = v.object({
  cliente: v.object({ id: v.string(), name: v.string() }),
  mes: v.number(),
  ano: v.number(),
  /** Closed in the depreciation: the statement as stored by the close. */
  fechado: v.boolean(),
  grupos: v.array(
    v.object({
      tipo_bem: v.string(),
      titulo: v.string(),
      linhas: v.array(RmbLinhaSchema),
      total: RmbLinhaSchema,
    }),
  ),
  total: RmbLinhaSchema,
});
export type Rmb = v.InferOutput<typeof RmbSchema>;

/** GET .../lancamentos/{ano}/{numero}/bens: an event by its number in the client's year. */
export const LancamentoParamsSchema = v.object({
  ano: anoQuery,
  numero: integerQuery({ min: 1 }, { type: 'Número inválido.', integer: 'Número inválido.' }),
});
export const LancamentoBensQuerySchema = v.object({ cliente_id: clienteQuery });
export const EventoContabilParamsSchema = v.object({
  evento: v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,40}$/, 'Evento inválido.')),
});

/**
 * Relatórios legais da prestação de contas (docs/domain.md, "Relatórios legais"): the inventário analítico
 * per account at a processed month's end, the demonstrativo da movimentação dos bens (Modelo 12) of a
 * period of months of one year, and the yearly summary for the notes to the financial statements.
 */
/** The files of a legal report besides its PDF. */
export const RELATORIO_LEGAL_FORMATOS = ['xlsx', 'csv'] as const;
export const RelatorioLegalExportSchema = v.object({
  formato: v.picklist(RELATORIO_LEGAL_FORMATOS, 'Formato inválido: use xlsx ou csv.'),
});

/** GET .../inventario-analitico: a processed month (the PDF; with `formato`, the XLSX or CSV). */
export const InventarioAnaliticoQuerySchema = ContabilidadeMesQuerySchema;

/** GET .../modelo-12: the months `mes_de` to `mes_ate` of `ano` (with `formato`: the XLSX or CSV). */
const modelo12Entries = { ano: anoQuery, mes_de: mesQuery, mes_ate: mesQuery, cliente_id: clienteQuery };
const periodoEmOrdem = <T extends { mes_de: number; mes_ate: number }>() =>
  v.check<T, string>((q) => q.mes_de <= q.mes_ate, 'O mês inicial deve ser anterior ou igual ao mês final.');
export const Modelo12QuerySchema = v.pipe(v.object(modelo12Entries), periodoEmOrdem());
export type Modelo12Query = v.InferOutput<typeof Modelo12QuerySchema>;
export const Modelo12ExportQuerySchema = v.pipe(
  v.object({ ...modelo12Entries, ...RelatorioLegalExportSchema.entries }),
  periodoEmOrdem(),
);

/** GET .../resumo-anual: a year. */
export const ResumoAnualQuerySchema = v.object({ ano: anoQuery, cliente_id: clienteQuery });
export type ResumoAnualQuery = v.InferOutput<typeof ResumoAnualQuerySchema>;

import * as v from 'valibot';
import { exportFormatField, integerField, integerQuery, PageQuerySchema, requiredText } from './common.js';
import { MoneyResponseSchema, MoneyTotalResponseSchema, SORT_ORDERS } from './patrimonio-common.js';

/**
 * Depreciação mensal dos bens (docs/domain.md, "Depreciação"; docs/api.md, "Depreciação"): a run per
 * client and month, its items per asset, totals per PCASP account, the position at the end of a month,
 * the forecast, and the client's settings (first-month rule, implantação month).
 */

/** The first month of an asset: charged in full, or pro-rata by the days it was in use. */
export const REGRAS_PRIMEIRO_MES = ['integral', 'pro_rata'] as const;
export type RegraPrimeiroMes = (typeof REGRAS_PRIMEIRO_MES)[number];

/** A month's state: not processed, being processed (derived, never stored), processed, closed. */
export const ESTADOS_MES_DEPRECIACAO = ['nao_processado', 'processando', 'processado', 'fechado'] as const;
export type EstadoMesDepreciacao = (typeof ESTADOS_MES_DEPRECIACAO)[number];

/**
 * Why an asset of a run got no quota: an intangível of indefinite useful life (never amortized, NBC TSP 08),
 * its category or the asset is not depreciable, it has no useful life, or it already reached its residual
 * value.
 */
export const MOTIVOS_SEM_QUOTA = [
  'vida_util_indefinida',
  'categoria_nao_depreciavel',
  'bem_nao_depreciavel',
  'sem_vida_util',
  'totalmente_depreciado',
] as const;
export type MotivoSemQuota = (typeof MOTIVOS_SEM_QUOTA)[number];
export const MOTIVO_SEM_QUOTA_LABELS: Record<MotivoSemQuota, string> = {
  vida_util_indefinida: 'Intangível de vida útil indefinida',
  categoria_nao_depreciavel: 'Categoria não depreciável',
  bem_nao_depreciavel: 'Bem não depreciável',
  sem_vida_util: 'Sem vida útil',
  totalmente_depreciado: 'Totalmente depreciado',
};

/**
 * How an asset's depreciation before its first run was taken: typed at registration (saldo de
 * implantação) or computed from its start of use.
 */
export const ORIGENS_IMPLANTACAO = ['informado', 'calculado'] as const;
export type OrigemImplantacao = (typeof ORIGENS_IMPLANTACAO)[number];

export const DEPRECIACAO_ANO_MIN = 1900;
export const DEPRECIACAO_ANO_MAX = 2099;

const mesField = integerField(
  { min: 1, max: 12 },
  { type: 'Informe o mês (1 a 12).', integer: 'Mês inválido: use 1 a 12.' },
);
const anoField = integerField(
  { min: DEPRECIACAO_ANO_MIN, max: DEPRECIACAO_ANO_MAX },
  { type: 'Informe o ano.', integer: `Ano inválido: use ${DEPRECIACAO_ANO_MIN} a ${DEPRECIACAO_ANO_MAX}.` },
);
const mesQuery = integerQuery(
  { min: 1, max: 12 },
  { type: 'Informe o mês (1 a 12).', integer: 'Mês inválido: use 1 a 12.' },
);
const anoQuery = integerQuery(
  { min: DEPRECIACAO_ANO_MIN, max: DEPRECIACAO_ANO_MAX },
  { type: 'Informe o ano.', integer: `Ano inválido: use ${DEPRECIACAO_ANO_MIN} a ${DEPRECIACAO_ANO_MAX}.` },
);
const clienteField = v.optional(v.pipe(v.string('Cliente inválido.'), v.uuid('Cliente inválido.')));

/** A month of the calendar. */
export const MesAnoSchema = v.object({ mes: v.number(), ano: v.number() });
export type MesAno = v.InferOutput<typeof MesAnoSchema>;

// ---------------------------------------------------------------- settings

/** GET /patrimonio/depreciacao/configuracao: the client's settings. */
export const DepreciacaoConfiguracaoSchema = v.object({
  cliente_id: v.string(),
  primeiro_mes: v.picklist(REGRAS_PRIMEIRO_MES),
  /** The month depreciation starts for the client (implantação); null: not set, nothing can be run. */
  implantacao: v.nullable(MesAnoSchema),
});
export type DepreciacaoConfiguracao = v.InferOutput<typeof DepreciacaoConfiguracaoSchema>;

/** PUT /patrimonio/depreciacao/configuracao. */
export const UpdateDepreciacaoConfiguracaoBodySchema = v.object({
  cliente_id: clienteField,
  primeiro_mes: v.picklist(REGRAS_PRIMEIRO_MES, 'Regra do primeiro mês inválida: use integral ou pro_rata.'),
  implantacao: v.nullable(
    v.object({ mes: mesField, ano: anoField }, 'Informe o mês de implantação {mes, ano} ou null.'),
  ),
});
export type UpdateDepreciacaoConfiguracaoBody = v.InferOutput<typeof UpdateDepreciacaoConfiguracaoBodySchema>;

// ---------------------------------------------------------------- months

/** GET /patrimonio/depreciacao?ano=&cliente_id=. */
export const DepreciacaoMesesQuerySchema = v.object({
  ano: anoQuery,
  cliente_id: clienteField,
});
export type DepreciacaoMesesQuery = v.InferOutput<typeof DepreciacaoMesesQuerySchema>;

/** What can be done to a month: run it (again), reverse it, close it, reopen it. */
export const ACOES_MES_DEPRECIACAO = ['processar', 'estornar', 'fechar', 'reabrir'] as const;
export type AcaoMesDepreciacao = (typeof ACOES_MES_DEPRECIACAO)[number];

/**
 * An action a month offers to the caller, computed by the API with the rule that enforces it; `aviso`:
 * what the action locks, for the screen's confirmation (processing the current, unfinished month).
 */
export const AcaoOferecidaSchema = v.object({
  acao: v.picklist(ACOES_MES_DEPRECIACAO),
  aviso: v.nullable(v.string()),
});
export type AcaoOferecida = v.InferOutput<typeof AcaoOferecidaSchema>;

export const DepreciacaoMesSchema = v.object({
  mes: v.number(),
  ano: v.number(),
  estado: v.picklist(ESTADOS_MES_DEPRECIACAO),
  /** Sum of the month's quotas (zero when not processed). */
  valor_depreciado: MoneyTotalResponseSchema,
  /** Depreciation accumulated before their first run, of the assets that entered in this month. */
  valor_implantacao: MoneyTotalResponseSchema,
  /** Assets that got a quota in the month. */
  quantidade_bens: v.number(),
  processado_em: v.nullable(v.string()),
  processado_por: v.nullable(v.string()),
  fechado_em: v.nullable(v.string()),
  fechado_por: v.nullable(v.string()),
  /** Why the month's last run failed (its job, seen from any API process), else null. */
  erro: v.nullable(v.string()),
  /** The job of the month's run while it is queued or running (GET /trabalhos/{id}: its progress). */
  trabalho_id: v.optional(v.nullable(v.string())),
  /** The actions the caller may take on the month now, in the order the buttons show. */
  acoes: v.array(AcaoOferecidaSchema),
});
export type DepreciacaoMes = v.InferOutput<typeof DepreciacaoMesSchema>;

export const DepreciacaoMesesSchema = v.object({
  cliente_id: v.string(),
  ano: v.number(),
  configuracao: DepreciacaoConfiguracaoSchema,
  /** The month to run next (null when the implantação month is not set). */
  proximo: v.nullable(MesAnoSchema),
  /** The latest processed month (the only one that can be reversed), and the latest closed one. */
  ultimo_processado: v.nullable(MesAnoSchema),
  ultimo_fechado: v.nullable(MesAnoSchema),
  meses: v.array(DepreciacaoMesSchema),
});
export type DepreciacaoMeses = v.InferOutput<typeof DepreciacaoMesesSchema>;

/** POST processar, estornar, fechar: the month (and, for support, the client). */
export const DepreciacaoMesBodySchema = v.object({
  mes: mesField,
  ano: anoField,
  cliente_id: clienteField,
  /** Processar: the caller confirmed the action's `aviso` (the current month is refused without it). */
  confirmado: v.optional(v.boolean('Confirmação inválida: use true ou false.')),
});
export type DepreciacaoMesBody = v.InferOutput<typeof DepreciacaoMesBodySchema>;

/** POST reabrir: the month and the reason (kept in the audit log). */
export const ReabrirDepreciacaoBodySchema = v.object({
  ...DepreciacaoMesBodySchema.entries,
  motivo: v.pipe(requiredText('O motivo', 500), v.minLength(5, 'O motivo deve ter pelo menos 5 caracteres.')),
});
export type ReabrirDepreciacaoBody = v.InferOutput<typeof ReabrirDepreciacaoBodySchema>;

/** Answer of processar (202, the run goes on in the background) and of the other actions (200). */
export const DepreciacaoAcaoSchema = v.object({
  cliente_id: v.string(),
  mes: v.number(),
  ano: v.number(),
  estado: v.picklist(ESTADOS_MES_DEPRECIACAO),
  /** processar: the job that runs the month (GET /trabalhos/{id}). */
  trabalho_id: v.optional(v.string()),
});
export type DepreciacaoAcao = v.InferOutput<typeof DepreciacaoAcaoSchema>;

// ---------------------------------------------------------------- items, accounts, position

export const DepreciacaoMesParamsSchema = v.object({
  mes: mesQuery,
  ano: anoQuery,
});

/** Pages are read in the order of the asset's code (the month's index): ascending or descending. */
export const DEPRECIACAO_ITEM_SORTS = ['codigo'] as const;

/** GET .../{mes}/{ano}/itens: page, search (código or words of the description), order, account. */
export const DepreciacaoItensQuerySchema = v.object({
  ...PageQuerySchema.entries,
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Busca longa demais.'))),
  sort: v.optional(v.picklist(DEPRECIACAO_ITEM_SORTS, 'Ordenação inválida.')),
  order: v.optional(v.picklist(SORT_ORDERS, 'Ordem inválida: use asc ou desc.')),
  conta_contabil: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40, 'Conta contábil inválida.'))),
  cliente_id: clienteField,
});
export type DepreciacaoItensQuery = v.InferOutput<typeof DepreciacaoItensQuerySchema>;

export const DepreciacaoItemSchema = v.object({
  bem_id: v.string(),
  CodigoBEM: v.number(),
  descricao: v.string(),
  categoria: v.object({ id: v.string(), nome: v.string() }),
  conta_contabil: v.string(),
  /** Book value before the month's quota (after the month's movements and any implantação balance). */
  valor_anterior: MoneyResponseSchema,
  quota: MoneyResponseSchema,
  valor_atual: MoneyResponseSchema,
  valor_residual: MoneyResponseSchema,
  depreciacao_acumulada: MoneyResponseSchema,
  /** Share of the depreciable amount already depreciated, two decimals: "37.50". */
  percentual: v.string(),
  /** Remaining months of useful life after this month. */
  meses_restantes: v.number(),
  /** Depreciation accumulated before the asset's first run, and where it came from. */
  implantacao: v.nullable(v.object({ valor: MoneyResponseSchema, origem: v.picklist(ORIGENS_IMPLANTACAO) })),
  /** Why there is no quota (null when there is one). */
  motivo: v.nullable(v.picklist(MOTIVOS_SEM_QUOTA)),
});
export type DepreciacaoItem = v.InferOutput<typeof DepreciacaoItemSchema>;

export const DepreciacaoItensPageSchema = v.object({
  data: v.array(DepreciacaoItemSchema),
  /** Exact, but for a search past 200 matches: then 200 and `total_exato` false ("mais de 200"). */
  total: v.number(),
  total_exato: v.boolean(),
  page: v.number(),
  limit: v.number(),
});
export type DepreciacaoItensPage = v.InferOutput<typeof DepreciacaoItensPageSchema>;

export const DepreciacaoContaSchema = v.object({
  conta_contabil: v.string(),
  quantidade_bens: v.number(),
  valor_anterior: MoneyTotalResponseSchema,
  quota: MoneyTotalResponseSchema,
  valor_atual: MoneyTotalResponseSchema,
  depreciacao_acumulada: MoneyTotalResponseSchema,
});
export type DepreciacaoConta = v.InferOutput<typeof DepreciacaoContaSchema>;

/**
 * GET .../{mes}/{ano}/contas: totals per PCASP account (the asset's conta contábil) and the month's total
 * (a month not processed: none, and zeros).
 */
export const DepreciacaoContasSchema = v.object({
  mes: v.number(),
  ano: v.number(),
  data: v.array(DepreciacaoContaSchema),
  total: DepreciacaoContaSchema,
});
export type DepreciacaoContas = v.InferOutput<typeof DepreciacaoContasSchema>;

export const DepreciacaoClienteQuerySchema = v.object({ cliente_id: clienteField });

export const DepreciacaoExportQuerySchema = v.object({
  formato: exportFormatField(),
  cliente_id: clienteField,
});
export type DepreciacaoExportQuery = v.InferOutput<typeof DepreciacaoExportQuerySchema>;

/** GET .../posicao?mes&ano: the query of the items' page, with the month. */
export const DepreciacaoPosicaoQuerySchema = v.object({
  ...DepreciacaoItensQuerySchema.entries,
  mes: mesQuery,
  ano: anoQuery,
});
export type DepreciacaoPosicaoQuery = v.InferOutput<typeof DepreciacaoPosicaoQuerySchema>;

/**
 * GET .../posicao/exportar?mes&ano&formato&por: the position at the end of a processed month as a file,
 * one line per asset (`por=bens`, the default) or per PCASP account with the total (`por=contas`).
 */
export const DEPRECIACAO_POSICAO_PARTES = ['bens', 'contas'] as const;
export const DepreciacaoPosicaoExportQuerySchema = v.object({
  ...DepreciacaoExportQuerySchema.entries,
  mes: mesQuery,
  ano: anoQuery,
  por: v.optional(v.picklist(DEPRECIACAO_POSICAO_PARTES, 'Use por=bens ou por=contas.'), 'bens'),
});
export type DepreciacaoPosicaoExportQuery = v.InferOutput<typeof DepreciacaoPosicaoExportQuerySchema>;

export const DepreciacaoPosicaoContaSchema = v.object({
  conta_contabil: v.string(),
  quantidade_bens: v.number(),
  valor_contabil: MoneyTotalResponseSchema,
  depreciacao_acumulada: MoneyTotalResponseSchema,
});

/**
 * GET .../posicao: the book value at the end of a month, per account (`contas`, `total_contas`) and per
 * asset (the page: `data`, `total`…). A month not processed answers no accounts and an empty page.
 */
export const DepreciacaoPosicaoSchema = v.object({
  mes: v.number(),
  ano: v.number(),
  contas: v.array(DepreciacaoPosicaoContaSchema),
  total_contas: DepreciacaoPosicaoContaSchema,
  data: v.array(
    v.object({
      bem_id: v.string(),
      CodigoBEM: v.number(),
      descricao: v.string(),
      conta_contabil: v.string(),
      valor_contabil: MoneyResponseSchema,
      depreciacao_acumulada: MoneyResponseSchema,
    }),
  ),
  total: v.number(),
  total_exato: v.boolean(),
  page: v.number(),
  limit: v.number(),
});
export type DepreciacaoPosicao = v.InferOutput<typeof DepreciacaoPosicaoSchema>;

/** GET .../previsao: the quotas of the next 12 months from the next month to process. */
export const DepreciacaoPrevisaoSchema = v.object({
  cliente_id: v.string(),
  meses: v.array(
    v.object({
      mes: v.number(),
      ano: v.number(),
      valor_depreciado: MoneyTotalResponseSchema,
      quantidade_bens: v.number(),
    }),
  ),
});
export type DepreciacaoPrevisao = v.InferOutput<typeof DepreciacaoPrevisaoSchema>;

/** GET /patrimonio/depreciacao/bem/{id}: an asset's processed months, oldest first (its book value over time). */
export const DepreciacaoBemSchema = v.object({
  bem_id: v.string(),
  meses: v.array(
    v.object({
      mes: v.number(),
      ano: v.number(),
      valor_anterior: MoneyResponseSchema,
      quota: MoneyResponseSchema,
      valor_atual: MoneyResponseSchema,
      valor_residual: MoneyResponseSchema,
      depreciacao_acumulada: MoneyResponseSchema,
      /** Remaining months of useful life after this month. */
      meses_restantes: v.number(),
    }),
  ),
});
export type DepreciacaoBem = v.InferOutput<typeof DepreciacaoBemSchema>;

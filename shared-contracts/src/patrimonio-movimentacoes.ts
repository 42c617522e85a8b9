import * as v from 'valibot';
import { integerField, integerQuery, PageQuerySchema, pageOf } from './common.js';
import { codigoBemField, codigoQuery } from './patrimonio-bens.js';
import {
  confirmarValorField,
  dateField,
  dateTimeField,
  MoneyResponseSchema,
  moneyField,
  NamedRefSchema,
  optionalText,
  optionalUuid,
  requiredUuid,
} from './patrimonio-common.js';

/**
 * What a movement type does to the asset. Types are rows of a table an administrator can extend
 * (docs/domain.md, "Movimentações"); each row names one of these effects, so behaviour never depends on a type's number.
 */
export const EFEITOS_MOVIMENTACAO = [
  'incorporacao',
  'transferencia',
  'responsavel',
  'baixa',
  'reavaliacao',
  'reducao',
  'situacao',
  'estorno',
  'cautela',
] as const;
export type EfeitoMovimentacao = (typeof EFEITOS_MOVIMENTACAO)[number];

/**
 * POST /patrimonio/movimentacaobem/create: a movement without id, plus secretaria_id and setor_id
 * (the destination of a transfer). Beyond the spec: MotivoBaixa (a baixa's reason), Responsavel (the new
 * holder's name, kept for movements without a registered servidor), responsavel_id (the servidor who answers
 * for the asset after a transferência de responsabilidade), Observacao, and movimentacao_estornada_id (an estorno reverses the asset's latest movement
 * that is not yet reversed; when given, it must be that one). CodigoBEM, when sent, must be the asset's.
 * Data defaults to now; TipoIncorporacao and ContaContabil default to the asset's; Valor is the new book
 * value of a revaluation or impairment and the current one otherwise.
 */
/**
 * A baixa's act or process (processo administrativo, portaria, decreto) and who authorised it (name and
 * office): the termo de baixa definitiva prints them. Only a baixa records them.
 */
export const baixaDefinitivaEntries = {
  processo_baixa: optionalText('O ato ou processo da baixa', 255),
  autorizada_por: optionalText('Quem autorizou a baixa', 255),
};

export const CreateMovimentacaoBodySchema = v.object({
  CodigoBEM: v.optional(codigoBemField()),
  Data: v.optional(dateTimeField('Data')),
  TipoMovimentacao: integerField(
    { min: 1 },
    { type: 'Informe o tipo de movimentação.', integer: 'Tipo de movimentação inválido.' },
  ),
  TipoIncorporacao: v.optional(integerField({ min: 1 }, 'Tipo de incorporação inválido.')),
  bempatrimonial_id: requiredUuid('o bem patrimonial'),
  // A bigint column: the digits of a PCASP account, at most 12.
  ContaContabil: v.optional(
    integerField(
      { min: 1, max: 999_999_999_999 },
      {
        type: 'A conta contábil deve ser um número.',
        integer: 'A conta contábil deve ser um número inteiro (os dígitos da conta do PCASP).',
        min: 'Conta contábil inválida.',
      },
    ),
  ),
  Valor: v.optional(moneyField('O valor', { min: '0' })),
  /** A revaluation above the client's ceiling, confirmed (`confirmarValorField`). */
  confirmar_valor: confirmarValorField(),
  secretaria_id: optionalUuid('Secretaria'),
  setor_id: optionalUuid('Setor'),
  MotivoBaixa: v.optional(integerField({ min: 1 }, 'Motivo da baixa inválido.')),
  ...baixaDefinitivaEntries,
  Responsavel: optionalText('O responsável', 255),
  /** The servidor who answers for the asset after a transferência de responsabilidade (docs/domain.md). */
  responsavel_id: optionalUuid('Responsável'),
  Observacao: optionalText('A observação', 2000),
  movimentacao_estornada_id: optionalUuid('Movimentação estornada'),
});
export type CreateMovimentacaoBody = v.InferOutput<typeof CreateMovimentacaoBodySchema>;

/** Spec §3 Movement, with the names and references the history shows. */
export const MovimentacaoSchema = v.object({
  id: v.string(),
  CodigoBEM: v.number(),
  Data: v.string(),
  TipoMovimentacao: v.number(),
  TipoIncorporacao: v.number(),
  bempatrimonial_id: v.string(),
  ContaContabil: v.number(),
  Valor: MoneyResponseSchema,
  cliente_id: v.string(),
  tipo: v.object({ id: v.number(), descricao: v.string(), efeito: v.string() }),
  secretaria_id: v.string(),
  secretaria: NamedRefSchema,
  setor_id: v.nullable(v.string()),
  setor: v.nullable(NamedRefSchema),
  /** Where the asset was before (a transfer's origin). */
  secretaria_anterior_id: v.string(),
  setor_anterior_id: v.nullable(v.string()),
  situacao_anterior: v.string(),
  situacao: v.string(),
  valor_anterior: MoneyResponseSchema,
  responsavel_anterior: v.nullable(v.string()),
  Responsavel: v.nullable(v.string()),
  /** The servidores who answered for the asset before and after (a transferência de responsabilidade). */
  responsavel_anterior_id: v.nullable(v.string()),
  responsavel_id: v.nullable(v.string()),
  MotivoBaixa: v.nullable(v.number()),
  motivo_baixa: v.nullable(v.string()),
  processo_baixa: v.nullable(v.string()),
  autorizada_por: v.nullable(v.string()),
  Observacao: v.nullable(v.string()),
  movimentacao_estornada_id: v.nullable(v.string()),
  /** Set on a movement that a later estorno reversed. */
  estornada_por_id: v.nullable(v.string()),
  user: v.nullable(v.object({ id: v.string(), fullname: v.string() })),
  created_at: v.string(),
});
export type Movimentacao = v.InferOutput<typeof MovimentacaoSchema>;
export const MovimentacaoListSchema = v.array(MovimentacaoSchema);
/** A page of movements; `total` is exact up to 10,000 and estimated beyond (`total_exato: false`). */
export const MovimentacaoPageSchema = v.object({
  ...pageOf(MovimentacaoSchema).entries,
  total_exato: v.boolean(),
});

/** GET /patrimonio/movimentacaobem: the client's movements, newest first, paginated and filtered. */
export type MovimentacaoPage = v.InferOutput<typeof MovimentacaoPageSchema>;

export const MovimentacaoListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  bempatrimonial_id: v.optional(v.pipe(v.string(), v.uuid('Bem inválido.'))),
  CodigoBEM: v.optional(codigoQuery()),
  TipoMovimentacao: v.optional(integerQuery({ min: 0 }, 'Tipo de movimentação inválido.')),
  data_de: v.optional(dateField('Data inicial')),
  data_ate: v.optional(dateField('Data final')),
  cliente_id: v.optional(v.pipe(v.string(), v.uuid('Cliente inválido.'))),
});
export type MovimentacaoListQuery = v.InferOutput<typeof MovimentacaoListQuerySchema>;

/** Most movements of one movement report (about 400 pages); more is a 400 that asks for narrower filters. */
export const RELATORIO_MOVIMENTACOES_MAX = 20_000;

/**
 * GET /patrimonio/bempatrimonial/reports/movimentacoes: the movements the list's filters match (the same
 * filters as GET /patrimonio/movimentacaobem, without page and limit), grouped by type with totals.
 */
export const RelatorioMovimentacoesQuerySchema = v.pipe(
  v.object({
    bempatrimonial_id: MovimentacaoListQuerySchema.entries.bempatrimonial_id,
    CodigoBEM: MovimentacaoListQuerySchema.entries.CodigoBEM,
    TipoMovimentacao: MovimentacaoListQuerySchema.entries.TipoMovimentacao,
    data_de: MovimentacaoListQuerySchema.entries.data_de,
    data_ate: MovimentacaoListQuerySchema.entries.data_ate,
    cliente_id: MovimentacaoListQuerySchema.entries.cliente_id,
  }),
  v.forward(
    v.partialCheck(
      [['data_de'], ['data_ate']],
      (x) => !x.data_de || !x.data_ate || x.data_de <= x.data_ate,
      'A data inicial deve ser anterior à final.',
    ),
    ['data_ate'],
  ),
);
export type RelatorioMovimentacoesQuery = v.InferOutput<typeof RelatorioMovimentacoesQuerySchema>;

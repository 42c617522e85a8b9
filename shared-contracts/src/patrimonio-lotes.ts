import * as v from 'valibot';
import { ErrorResponseSchema, integerField } from './common.js';
import { BemFiltrosSchema } from './patrimonio-bens.js';
import { dateTimeField, MoneyResponseSchema, optionalText, optionalUuid } from './patrimonio-common.js';
import { baixaDefinitivaEntries } from './patrimonio-movimentacoes.js';

/**
 * Batch movements (docs/api.md, "Movimentações em lote"; decision 052): one movement of the same kind for
 * N assets, chosen on the asset list (`bem_ids`) or by the list's filters (`filtros`), in one transaction,
 * every asset checked by the rule of the single movement. All or nothing: one refused asset refuses the
 * batch, with the reason of each refused asset.
 */

/** Most assets of one batch. */
export const LOTE_BENS_MAX = 5000;

/** The movement effects a batch may carry today (a new kind adds its effect here and its rule in the API). */
export const EFEITOS_LOTE = ['transferencia', 'baixa'] as const;
export type EfeitoLote = (typeof EFEITOS_LOTE)[number];

/** The assets of a batch: the ids chosen on the list, or everything the list's filters match (one of the two). */
export const LOTE_ALCANCE_ENTRIES = {
  /** The assets chosen on the list. */
  bem_ids: v.optional(
    v.pipe(
      v.array(v.pipe(v.string('Bem inválido.'), v.uuid('Bem inválido.')), 'Informe os bens.'),
      v.minLength(1, 'Escolha ao menos um bem.'),
      v.maxLength(LOTE_BENS_MAX, `Escolha no máximo ${LOTE_BENS_MAX.toLocaleString('pt-BR')} bens.`),
    ),
  ),
  /** Everything the list's filters match (the list's own filter fields). */
  filtros: v.optional(BemFiltrosSchema),
};

export const loteAlcanceCheck = <T extends { bem_ids?: unknown; filtros?: unknown }>() =>
  v.check<T, string>(
    (x) => (x.bem_ids === undefined) !== (x.filtros === undefined),
    'Informe os bens escolhidos (bem_ids) ou os filtros da lista (filtros), um dos dois.',
  );

/** POST /patrimonio/movimentacaobem/lote. */
export const LoteMovimentacaoBodySchema = v.pipe(
  v.object({
    TipoMovimentacao: integerField(
      { min: 1 },
      { type: 'Informe o tipo de movimentação.', integer: 'Tipo de movimentação inválido.' },
    ),
    Data: v.optional(dateTimeField('Data')),
    secretaria_id: optionalUuid('Secretaria'),
    setor_id: optionalUuid('Setor'),
    MotivoBaixa: v.optional(integerField({ min: 1 }, 'Motivo da baixa inválido.')),
    ...baixaDefinitivaEntries,
    Observacao: optionalText('A observação', 2000),
    ...LOTE_ALCANCE_ENTRIES,
  }),
  loteAlcanceCheck(),
);
export type LoteMovimentacaoBody = v.InferOutput<typeof LoteMovimentacaoBodySchema>;

/** One refused asset of a batch and why (the message the single movement would give). */
export const RecusaLoteSchema = v.object({
  bem_id: v.string(),
  CodigoBEM: v.number(),
  motivo: v.string(),
});
export type RecusaLote = v.InferOutput<typeof RecusaLoteSchema>;

/** A registered batch: its id (the termo's key), its kind and how many assets it moved. */
export const LoteMovimentacaoSchema = v.object({
  id: v.string(),
  cliente_id: v.string(),
  tipo: v.object({ id: v.number(), descricao: v.string(), efeito: v.string() }),
  Data: v.string(),
  quantidade: v.number(),
  valor_total: MoneyResponseSchema,
  /** POST here issues (or answers the already issued) termo listing every asset of the batch. */
  termo: v.string(),
});
export type LoteMovimentacao = v.InferOutput<typeof LoteMovimentacaoSchema>;

/** A refused batch (409, or the one reason's own status): nothing was written; the assets refused and why. */
export const LoteRecusadoSchema = v.object({
  ...ErrorResponseSchema.entries,
  /** The first refused assets (up to 200), in code order. */
  recusas: v.optional(v.array(RecusaLoteSchema)),
  /** How many assets were refused in all. */
  recusados: v.optional(v.number()),
});
export type LoteRecusado = v.InferOutput<typeof LoteRecusadoSchema>;

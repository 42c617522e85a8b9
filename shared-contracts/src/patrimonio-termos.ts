import * as v from 'valibot';
import { PageQuerySchema, pageOf, requiredText } from './common.js';
import { MoneyResponseSchema, optionalText, optionalUuid } from './patrimonio-common.js';

/**
 * The termos of the patrimônio (docs/domain.md, "Termos"): documents a person signs, issued as PDF with
 * a public verification code. Each issued termo is recorded with the SHA-256 of its bytes.
 */
export const TIPOS_TERMO = [
  'responsabilidade',
  'transferencia',
  'baixa',
  'nada_consta',
  'recebimento_obra',
  'boletim_medicao',
  'inventario',
  'transicao',
] as const;
export type TipoTermo = (typeof TIPOS_TERMO)[number];
export const TIPO_TERMO_LABELS: Record<TipoTermo, string> = {
  responsabilidade: 'Termo de responsabilidade',
  transferencia: 'Termo de transferência',
  baixa: 'Termo de baixa definitiva',
  nada_consta: 'Declaração de nada consta',
  recebimento_obra: 'Termo de recebimento de obra',
  boletim_medicao: 'Boletim de medição',
  inventario: 'Termo de encerramento de inventário',
  transicao: 'Termo de transição de responsável',
};

/** Most assets of one termo (a few pages to sign); more is a 400 asking for a narrower choice. */
export const TERMO_BENS_MAX = 500;

/**
 * POST /patrimonio/bempatrimonial/termos/responsabilidade: a person takes custody of assets, either the
 * chosen ones (`bem_ids`, from the asset list's selection) or every asset not written off of a setor
 * (`setor_id`), never both.
 */
export const TermoResponsabilidadeBodySchema = v.pipe(
  v.object({
    responsavel: requiredText('O nome do responsável', 120),
    /** Cargo, matrícula or document of the person, printed under the name. */
    identificacao: optionalText('A identificação do responsável', 120),
    setor_id: optionalUuid('Setor'),
    bem_ids: v.optional(
      v.pipe(
        v.array(v.pipe(v.string('Bem inválido.'), v.uuid('Bem inválido.')), 'Informe os bens.'),
        v.minLength(1, 'Escolha ao menos um bem.'),
        v.maxLength(TERMO_BENS_MAX, `Escolha no máximo ${TERMO_BENS_MAX} bens.`),
      ),
    ),
    cliente_id: optionalUuid('Cliente'),
  }),
  v.forward(
    v.check(
      (x) => Boolean(x.setor_id) !== Boolean(x.bem_ids),
      'Informe o setor ou os bens do termo (um dos dois).',
    ),
    ['setor_id'],
  ),
);
export type TermoResponsabilidadeBody = v.InferOutput<typeof TermoResponsabilidadeBodySchema>;

/** The verification code's characters: no look-alikes (no 0, O, 1 or I); 32 of them, 5 bits each. */
export const VERIFICATION_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const VERIFICATION_CODE_LENGTH = 16;

/** A verification code as typed (any case, with or without dashes or spaces) in its printed form, or null. */
export function normalizeVerificationCode(text: string): string | null {
  const plain = text.toUpperCase().replace(/[\s-]/g, '');
  if (plain.length !== VERIFICATION_CODE_LENGTH || [...plain].some((c) => !VERIFICATION_ALPHABET.includes(c)))
    return null;
  return plain.replace(/(.{4})(?=.)/g, '$1-');
}

/** The answer header that names the issued termo's verification code (the body is the PDF). */
export const TERMO_CODIGO_HEADER = 'x-termo-codigo';

/** An issued termo as the list shows it (its PDF is reprinted by its code). */
export const TermoEmitidoSchema = v.object({
  id: v.string(),
  codigo: v.string(),
  tipo: v.picklist(TIPOS_TERMO),
  /** "Termo de transferência nº 1/2026". */
  descricao: v.string(),
  numero: v.number(),
  ano: v.number(),
  quantidade_bens: v.number(),
  valor_total: MoneyResponseSchema,
  movimentacao_id: v.nullable(v.string()),
  emitido_por: v.string(),
  emitido_em: v.string(),
  sha256: v.string(),
  cliente_id: v.string(),
});
export type TermoEmitido = v.InferOutput<typeof TermoEmitidoSchema>;
export const TermoEmitidoPageSchema = pageOf(TermoEmitidoSchema);
export type TermoEmitidoPage = v.InferOutput<typeof TermoEmitidoPageSchema>;

/** GET /patrimonio/bempatrimonial/termos: the client's issued termos, newest first, paginated. */
export const TermoEmitidoListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  tipo: v.optional(v.picklist(TIPOS_TERMO, 'Tipo de termo inválido.')),
  cliente_id: v.optional(v.pipe(v.string(), v.uuid('Cliente inválido.'))),
});
export type TermoEmitidoListQuery = v.InferOutput<typeof TermoEmitidoListQuerySchema>;

import * as v from 'valibot';

/** Error body of every failed call (docs/api.md, "Errors"): a Portuguese message, plus field issues on validation. */
export const FieldIssueSchema = v.object({ path: v.string(), message: v.string() });
export const ErrorResponseSchema = v.object({
  status: v.literal('Error'),
  message: v.string(),
  code: v.optional(v.string()),
  issues: v.optional(v.array(FieldIssueSchema)),
});
export type ErrorResponse = v.InferOutput<typeof ErrorResponseSchema>;
export type FieldIssue = v.InferOutput<typeof FieldIssueSchema>;

export const OkResponseSchema = v.object({ status: v.literal('Ok'), message: v.string() });
export type OkResponse = v.InferOutput<typeof OkResponseSchema>;

/** The one uuid pattern: valibot's `uuid()` in schemas, this regex where a plain check is needed (a header). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const UuidSchema = v.pipe(v.string('Informe um identificador.'), v.uuid('Identificador inválido.'));
export const IdParamsSchema = v.object({ id: UuidSchema });

/** A required, trimmed text with a Portuguese message naming the field. */
export const requiredText = (label: string, max = 255) =>
  v.pipe(
    v.string(`${label} é obrigatório.`),
    v.trim(),
    v.nonEmpty(`${label} é obrigatório.`),
    v.maxLength(max, `${label} deve ter no máximo ${max} caracteres.`),
  );

/** Server-side pagination query shared by every list (limit ≤ 100; docs/product.md, "Tabela de dados", and docs/api.md, "Pagination"). */
export const PageQuerySchema = v.object({
  page: v.optional(
    v.pipe(
      v.string(),
      v.toNumber('Página inválida.'),
      v.integer('Página inválida.'),
      v.minValue(1, 'Página inválida.'),
    ),
    '1',
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.toNumber('Limite inválido.'),
      v.integer('Limite inválido.'),
      v.minValue(1, 'O limite mínimo é 1.'),
      v.maxValue(100, 'O limite máximo é 100.'),
    ),
    '10',
  ),
});

export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ data: v.array(item), total: v.number(), page: v.number(), limit: v.number() });

/**
 * Output fields that are a string or null, in the given order: the long runs of optional text every
 * record shows (addresses, contacts, documents).
 */
export function nullableStrings<const K extends string>(...keys: K[]) {
  return Object.fromEntries(keys.map((key) => [key, v.nullable(v.string())])) as {
    [P in K]: v.NullableSchema<v.StringSchema<undefined>, undefined>;
  };
}

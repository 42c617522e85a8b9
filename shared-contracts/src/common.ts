import * as v from 'valibot';

/**
 * Error body of every failed call (docs/api.md, "Errors"): a Portuguese message, plus field issues on
 * validation, and the request's id (also in the `X-Request-Id` header and the API's log lines).
 */
export const FieldIssueSchema = v.object({ path: v.string(), message: v.string() });
export const ErrorResponseSchema = v.object({
  status: v.literal('Error'),
  message: v.string(),
  code: v.optional(v.string()),
  issues: v.optional(v.array(FieldIssueSchema)),
  request_id: v.optional(v.string()),
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

/**
 * The range of a PostgreSQL `integer` column. Every integer a call takes (an id of an option table, a code,
 * a year, a page) is read by `integerField` (a JSON body) or `integerQuery` (a query string) with its real
 * bounds, at most this one, so no number past a column's range reaches the database (docs/api.md,
 * "Validation and OpenAPI").
 */
export const INT32_MAX = 2_147_483_647;

/** The bounds of an integer; `max` defaults to INT32_MAX. */
export type IntegerBounds = { min: number; max?: number };
/**
 * What a refused integer says: one message, or one per failure (not a number, not an integer, below `min`,
 * above `max`), each absent one taking the one before it.
 */
export type IntegerMessages = string | { type: string; integer?: string; min?: string; max?: string };

function integerMessages(messages: IntegerMessages) {
  const m = typeof messages === 'string' ? { type: messages } : messages;
  const integer = m.integer ?? m.type;
  const min = m.min ?? integer;
  return { type: m.type, integer, min, max: m.max ?? min };
}

/** An integer of a JSON body, within its bounds. */
export function integerField({ min, max = INT32_MAX }: IntegerBounds, messages: IntegerMessages) {
  const m = integerMessages(messages);
  return v.pipe(v.number(m.type), v.integer(m.integer), v.minValue(min, m.min), v.maxValue(max, m.max));
}

/** An integer of a query string: digits only (no sign, exponent or decimals), then the same bounds. */
export function integerQuery({ min, max = INT32_MAX }: IntegerBounds, messages: IntegerMessages) {
  const m = integerMessages(messages);
  return v.pipe(
    v.string(m.type),
    v.check((x) => /^\d+$/.test(x), m.integer),
    v.toNumber(m.integer),
    v.minValue(min, m.min),
    v.maxValue(max, m.max),
    // Digits always make an integer, but for too many of them (Infinity), which `max` already refused.
    v.integer(m.integer),
  );
}

/**
 * Server-side pagination query shared by every list (docs/product.md, "Tabela de dados", and docs/api.md,
 * "Pagination"): page from 1 to INT32_MAX (a page past the last answers an empty `data`; one past the
 * bound is refused, so the offset always fits the database), limit from 1 to 100.
 */
export const PageQuerySchema = v.object({
  page: v.optional(
    integerQuery({ min: 1 }, { type: 'Página inválida.', max: `A página deve ser no máximo ${INT32_MAX}.` }),
    '1',
  ),
  limit: v.optional(
    integerQuery(
      { min: 1, max: 100 },
      { type: 'Limite inválido.', min: 'O limite mínimo é 1.', max: 'O limite máximo é 100.' },
    ),
    '10',
  ),
});

/** The file formats of every export (docs/api.md, "Exportações"). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportFormatField = () => v.picklist(EXPORT_FORMATS, 'Formato inválido: use csv ou xlsx.');

/**
 * The query of a list's `.../exportar`: the list's own query (filters, search, order) without page and
 * limit, and the format.
 */
export const exportQueryOf = <E extends v.ObjectEntries>(list: v.ObjectSchema<E, undefined>) => {
  const { page: _page, limit: _limit, ...entries } = list.entries;
  return v.object({ ...(entries as Omit<E, 'page' | 'limit'>), formato: exportFormatField() });
};

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

import * as v from 'valibot';
import { PageQuerySchema } from './common.js';
import { mod11CheckDigit, onlyDigits } from './documents.js';

/**
 * Pieces shared by every patrimônio call: the area's flag, exact money, dates, status fields of the
 * registers and list queries (docs/domain.md, "Bens e categorias"). Field names follow the product's where it names them (CodigoBEM,
 * TipoMovimentacao, ativo, user_id_inativa, motivo, ...) and Portuguese snake_case elsewhere.
 */

/** Refusal of a location without the area (docs/product.md, "Permissões": support or hasPatrimonio, `canAccess('patrimonio')`). */
export const PATRIMONIO_DISABLED_MESSAGE = 'O módulo de Patrimônio não está habilitado para este local.';

// ---------------------------------------------------------------- money

/**
 * Money travels as a decimal string with a dot and up to two decimals ("1234.56") and is answered with
 * exactly two decimals. A JSON number is accepted on input (the documented types Valor as a number) only
 * when its shortest form has at most two decimals, so nothing is rounded. Its range is decided once
 * (decision 015): one value (a field, a numeric(15,2) column) has up to 13 integer digits, so at most
 * 9 999 999 999 999,99 (MONEY_PATTERN); a total of one client's values has up to 23 (MONEY_TOTAL_PATTERN),
 * room for CODIGO_BEM_MAX assets at the largest value, and is kept in numeric(25,2).
 */
export const MONEY_PATTERN = /^-?\d{1,13}(\.\d{1,2})?$/;
export const MONEY_TOTAL_PATTERN = /^-?\d{1,23}(\.\d{1,2})?$/;

/** Canonical form of a money string (a value or a total): two decimals, no leading zeros, no "-0.00". */
export function normalizeMoney(value: string): string {
  const cents = moneyToCents(value);
  return centsToMoney(cents);
}

/**
 * Exact integer centavos of a money string, a value or a total (BigInt: no floating point anywhere). A
 * value's own range is the input's rule (moneyField, MONEY_PATTERN), not this one's.
 */
export function moneyToCents(value: string): bigint {
  const text = value.trim();
  if (!MONEY_TOTAL_PATTERN.test(text)) throw new Error(`valor monetário inválido: ${value}`);
  const negative = text.startsWith('-');
  const [int = '0', dec = ''] = text.replace('-', '').split('.');
  const cents = BigInt(int) * 100n + BigInt(dec.padEnd(2, '0'));
  return negative ? -cents : cents;
}

export function centsToMoney(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/**
 * The plausibility ceiling of an asset's value when the client set none (R$ 10.000.000,00): a value above
 * the client's ceiling is saved only once the user confirms it (docs/domain.md, "Bens").
 */
export const TETO_VALOR_BEM_PADRAO = '10000000.00';

/**
 * The user confirmed a value above the client's plausibility ceiling (an asset's valor de aquisição, a
 * revaluation, an incorporation's assets): the API asks with a 409 `CONFIRMAR_VALOR` otherwise
 * (docs/domain.md, "Bens").
 */
export const confirmarValorField = () =>
  v.optional(v.boolean('Confirmação do valor inválida: use true ou false.'));

/** A money field: decimal string (or a number with at most two decimals), optionally at least zero. */
export const moneyField = (label: string, opts: { min?: '0' } = {}) =>
  v.pipe(
    v.union([v.string(), v.number()], `${label}: informe um valor.`),
    v.transform((x) => (typeof x === 'number' ? (Number.isFinite(x) ? String(x) : '') : x.trim())),
    v.regex(MONEY_PATTERN, `${label}: valor inválido. Use ponto e até duas casas decimais, ex.: "1234.56".`),
    v.transform(normalizeMoney),
    v.check((x) => opts.min === undefined || moneyToCents(x) >= 0n, `${label} não pode ser negativo.`),
  );

export const MoneyResponseSchema = v.pipe(
  v.string(),
  v.description('Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99).'),
);

/** A sum of values (a dashboard's or a report's figure): the same text, with room for up to 23 integer digits. */
export const MoneyTotalResponseSchema = v.pipe(
  v.string(),
  v.description('Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros).'),
);

// ---------------------------------------------------------------- dates

/** The date picker's range (docs/product.md, "Mensagens e textos"). */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

const isCalendarDate = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** A calendar date "YYYY-MM-DD" between 1900-01-01 and 2099-12-31. */
export const dateField = (label: string) =>
  v.pipe(
    v.string(`${label}: informe uma data.`),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: use o formato AAAA-MM-DD.`),
    v.check(isCalendarDate, `${label}: data inexistente.`),
    v.check(
      (x) => x >= DATE_MIN && x <= DATE_MAX,
      `${label}: a data deve estar entre 01/01/1900 e 31/12/2099.`,
    ),
  );

/** An ISO date-time (a movement's `data`), a real date, in the date picker's years. */
export const dateTimeField = (label: string) =>
  v.pipe(
    v.string(`${label}: informe data e hora.`),
    v.isoTimestamp(`${label}: use data e hora ISO 8601, ex.: "2025-03-31T14:30:00-03:00".`),
    v.check((x) => isCalendarDate(x.slice(0, 10)), `${label}: data inexistente.`),
    v.check(
      (x) => x.slice(0, 10) >= DATE_MIN && x.slice(0, 10) <= DATE_MAX,
      `${label}: a data deve estar entre 01/01/1900 e 31/12/2099.`,
    ),
  );

// ---------------------------------------------------------------- text

/** Optional text: absent keeps (on update) or leaves empty (on create); null or "" clears it. */
export const optionalText = (label: string, max = 255) =>
  v.nullish(
    v.pipe(
      v.string(`${label} deve ser um texto.`),
      v.trim(),
      v.maxLength(max, `${label} deve ter no máximo ${max} caracteres.`),
      v.transform((x) => (x === '' ? null : x)),
    ),
  );

export const optionalUuid = (label: string) =>
  v.nullish(
    v.pipe(v.string(`${label}: identificador inválido.`), v.uuid(`${label}: identificador inválido.`)),
  );

export const requiredUuid = (label: string) =>
  v.pipe(v.string(`Informe ${label}.`), v.uuid(`${label}: identificador inválido.`));

// ---------------------------------------------------------------- status of the registers (docs/domain.md, "Bens e categorias")

/**
 * The status call of every register (PUT .../id) uses StatusBodySchema of users.ts; these are the
 * status fields every register answers with.
 */
export const StatusFieldsSchema = {
  ativo: v.boolean(),
  user_id_inativa: v.nullable(v.string()),
  motivo: v.nullable(v.string()),
};

/** The fields closing every register's output: its status and timestamps. */
export const RegisterTailSchema = {
  ...StatusFieldsSchema,
  created_at: v.string(),
  updated_at: v.string(),
};

// ---------------------------------------------------------------- lists

export const SORT_ORDERS = ['asc', 'desc'] as const;

const boolFromQuery = (label: string) =>
  v.pipe(
    v.picklist(['true', 'false'], `${label}: use true ou false.`),
    v.transform((x) => x === 'true'),
  );

/** Page, limit, search, active filter and client (support picks one) of every register list. */
export const RegisterListQueryEntries = {
  ...PageQuerySchema.entries,
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Busca longa demais.'))),
  ativo: v.optional(boolFromQuery('ativo')),
  cliente_id: v.optional(v.pipe(v.string(), v.uuid('Cliente inválido.'))),
  order: v.optional(v.picklist(SORT_ORDERS, 'Ordem inválida: use asc ou desc.')),
};

export const boolQuery = boolFromQuery;

export const ClienteQuerySchema = v.object({
  cliente_id: v.optional(v.pipe(v.string(), v.uuid('Cliente inválido.'))),
});
export type ClienteQuery = v.InferOutput<typeof ClienteQuerySchema>;

/** Id and name of a company (secretaria, setor) as lists and details show it. */
export const NamedRefSchema = v.object({ id: v.string(), name: v.string() });

// ---------------------------------------------------------------- identifiers of the area

/**
 * NF-e access key (docs/domain.md, "NF-e"): 44 digits, the last one mod 11 with weights 2..9 from the
 * right (the CNPJ's check digit, `mod11CheckDigit`).
 */
export function isValidChaveNfe(value: string): boolean {
  const key = onlyDigits(value);
  if (key.length !== 44 || value.replace(/[\s.]/g, '').length !== 44) return false;
  return Number(key[43]) === mod11CheckDigit(key.slice(0, 43));
}

/** Completes a 43-digit NF-e key with its check digit (tests, seeds). */
export function completeChaveNfe(base43: string): string {
  for (let d = 0; d <= 9; d++) if (isValidChaveNfe(`${base43}${d}`)) return `${base43}${d}`;
  throw new Error('chave sem dígito válido');
}

/** PCASP account as the accountant writes it: digits separated by dots, e.g. 1.2.3.1.1.01.01. */
export const PCASP_PATTERN = /^\d(\.\d{1,2}){1,8}$/;
export const pcaspField = (label = 'A conta contábil') =>
  v.pipe(
    v.string(`${label}: informe a conta.`),
    v.trim(),
    v.regex(PCASP_PATTERN, `${label}: use o formato do PCASP, ex.: 1.2.3.1.1.01.01.`),
  );

/** The account as the number the movement carries (a movement's ContaContabil): its digits. */
export const pcaspToNumber = (account: string) => Number(onlyDigits(account));

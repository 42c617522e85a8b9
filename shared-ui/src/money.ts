import { MONEY_PATTERN, MONEY_TOTAL_PATTERN, normalizeMoney } from '@gp/shared-contracts';

/**
 * Money on screen (R$ 1.234,56; docs/domain.md, "Bens e categorias") and back to the API's exact decimal string ("1234.56").
 * Only text is handled, never a JavaScript number: a value is never rounded on its way.
 */

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** "1234.5" -> "1.234,50"; "-0.5" -> "-0,50". Throws on a value that is not an API money string. */
export function formatMoneyPlain(value: string): string {
  const normal = normalizeMoney(value);
  const negative = normal.startsWith('-');
  const [int = '0', dec = '00'] = normal.replace('-', '').split('.');
  return `${negative ? '-' : ''}${groupThousands(int)},${dec}`;
}

/** "1234.56" -> "R$ 1.234,56", a value or a total (decision 015); empty or invalid -> '-'. */
export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || !MONEY_TOTAL_PATTERN.test(value.trim())) return '-';
  const plain = formatMoneyPlain(value.trim());
  return plain.startsWith('-') ? `-R$ ${plain.slice(1)}` : `R$ ${plain}`;
}

export type ParsedMoney = { kind: 'empty' } | { kind: 'ok'; value: string } | { kind: 'invalid' };

const BR_WITH_COMMA = /^-?(\d{1,3}(\.\d{3})+|\d+),\d{1,2}$/;
const BR_INTEGER = /^-?(\d{1,3}(\.\d{3})+|\d+)$/;
const DOT_DECIMAL = /^-?\d+\.\d{1,2}$/;

/**
 * What a person types, as the API's money string. Brazilian first: "1.234,56", "1234,5", "1.234" (one
 * thousand two hundred and thirty-four) and "R$ 10". A value pasted from a report with a decimal point
 * and one or two decimals ("1234.56", "0.5") is read as such. Anything else is invalid: three decimals,
 * misplaced thousands dots, letters.
 */
export function parseMoneyText(text: string): ParsedMoney {
  const compact = text.replace(/R\$/i, '').replace(/\s/g, '');
  if (compact === '') return { kind: 'empty' };
  let canonical: string | null = null;
  if (BR_WITH_COMMA.test(compact)) canonical = compact.replace(/\./g, '').replace(',', '.');
  else if (DOT_DECIMAL.test(compact) && !/^-?\d{1,3}\.\d{3}$/.test(compact)) canonical = compact;
  else if (BR_INTEGER.test(compact)) canonical = compact.replace(/\./g, '');
  if (canonical === null || !MONEY_PATTERN.test(canonical)) return { kind: 'invalid' };
  return { kind: 'ok', value: normalizeMoney(canonical) };
}

export const MONEY_INVALID = 'Valor inválido. Use o formato 1.234,56.';

/** The form rule of a money field: empty or a value in the pt-BR format. */
export const moneyRule = {
  validator: async (_rule: unknown, value: string | undefined) => {
    if (value && parseMoneyText(value).kind === 'invalid') throw new Error(MONEY_INVALID);
  },
};

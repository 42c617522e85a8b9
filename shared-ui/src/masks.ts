import { formatCep, formatCpfCnpj, onlyDigits } from '@gp/shared-contracts';

/**
 * Masks applied while typing (docs/domain.md, "Identificadores"): CPF 000.000.000-00, CNPJ 00.000.000/0000-00 (the first 12
 * characters may be letters since 2026, kept uppercase), CEP 00000-000, phone (00) 0000-0000 or
 * (00) 00000-0000; and the patrimônio registers' NCM, NF-e access key and vehicle plate. The forms send
 * what the shared schemas keep: digits, or the 14 CNPJ characters. The formatting of a stored value is
 * shared-contracts' (documents.ts); a mask adds what typing needs: partial values, length, keyboard, caret.
 */
export type Mask = {
  format: (raw: string) => string;
  maxLength: number;
  /** The on-screen keyboard: digits only, or text where letters are allowed (alphanumeric CNPJ). */
  inputMode: 'numeric' | 'text';
};

export const CPF_CNPJ_MASK: Mask = { format: formatCpfCnpj, maxLength: 18, inputMode: 'text' };
/** A person's CPF only (a user's, decision 073): digits, 000.000.000-00. */
export const CPF_MASK: Mask = {
  format: (raw) => formatCpfCnpj(onlyDigits(raw).slice(0, 11)),
  maxLength: 14,
  inputMode: 'numeric',
};
export const CEP_MASK: Mask = { format: formatCep, maxLength: 9, inputMode: 'numeric' };
/**
 * The phone as it is typed: '(11', '(11) 9876', '(11) 9876-5432', '(11) 98765-4321'. A complete number
 * reads as the shared `formatPhone` prints it; a partial one gets no dangling separator to trip over.
 */
export function maskPhone(raw: string): string {
  const d = onlyDigits(raw).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  const split = d.length === 11 ? 7 : 6;
  return `(${d.slice(0, 2)}) ${d.slice(2, split)}-${d.slice(split)}`;
}

export const PHONE_MASK: Mask = { format: maskPhone, maxLength: 15, inputMode: 'numeric' };

const significant = /[0-9A-Za-z]/;

/** How many letters and digits come before `position` in `text`. */
export const significantBefore = (text: string, position: number) =>
  [...text.slice(0, position)].filter((c) => significant.test(c)).length;

/** The position in `text` just after its `count`-th letter or digit (0 for none). */
export function positionAfter(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (significant.test(text.charAt(i))) seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}

/**
 * Applies a mask to what was typed and says where the caret goes: after the same letters and digits it
 * followed, so typing or deleting in the middle does not throw the caret to the end.
 */
export function applyMask(mask: Mask, raw: string, caret: number | null): { value: string; caret: number } {
  const value = mask.format(raw);
  if (caret === null) return { value, caret: value.length };
  return { value, caret: positionAfter(value, significantBefore(raw, caret)) };
}

/** NF-e access key: 44 digits in groups of four, as printed on the DANFE. */
export const CHAVE_NFE_MASK: Mask = {
  format: (raw) =>
    onlyDigits(raw)
      .slice(0, 44)
      .replace(/(\d{4})(?=\d)/g, '$1 '),
  maxLength: 54,
  inputMode: 'numeric',
};

/** NCM code 0000.00.00 (8 digits). */
export const NCM_MASK: Mask = {
  format: (raw) =>
    onlyDigits(raw)
      .slice(0, 8)
      .replace(/^(\d{4})(\d)/, '$1.$2')
      .replace(/^(\d{4})\.(\d{2})(\d)/, '$1.$2.$3'),
  maxLength: 10,
  inputMode: 'numeric',
};

/** Vehicle plate, old (ABC-1234) or Mercosul (ABC1D23), uppercase. */
export const PLACA_MASK: Mask = {
  format: (raw) => {
    const text = raw
      .toUpperCase()
      .replace(/[^0-9A-Z]/g, '')
      .slice(0, 7);
    return /^[A-Z]{3}\d{4}$/.test(text) ? `${text.slice(0, 3)}-${text.slice(3)}` : text;
  },
  maxLength: 8,
  inputMode: 'text',
};

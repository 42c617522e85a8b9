import { formatCpfCnpj, type NfeNota } from '@gp/shared-contracts';
import { CHAVE_NFE_MASK, formatDate } from '@gp/shared-ui';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * How the XML area prints what a note says: the access key as on the DANFE, the emission day, the
 * documents, the address, and the file's decimal texts (quantities, unit values) without a float.
 */

/** The 44 digits in groups of four: '3524 0512 3456 ...'; '-' for none. */
export const formatChave = (chave: string | null | undefined) => (chave ? CHAVE_NFE_MASK.format(chave) : '-');

/**
 * The emission's calendar day as the note states it. `dhEmi` carries the emitter's offset
 * ("2025-05-10T23:30:00-03:00"): its own day is the first ten characters, whatever the browser's zone.
 */
export function emissaoDia(emissao: string | null | undefined): Dayjs | null {
  const day = emissao ? /^\d{4}-\d{2}-\d{2}/.exec(emissao)?.[0] : undefined;
  const date = day ? dayjs(day, 'YYYY-MM-DD', true) : null;
  return date?.isValid() ? date : null;
}

/** dd/MM/yyyy of the emission day; '-' for none. */
export const formatEmissao = (emissao: string | null | undefined) => formatDate(emissaoDia(emissao));

/** CNPJ or CPF formatted; '-' for none. */
export const formatDocumento = (documento: string | null | undefined) =>
  documento ? formatCpfCnpj(documento) : '-';

/** 'Rua X, 100, sala 2, Centro'; '-' when the note gives none of it. */
export function formatEndereco(endereco: NfeNota['emitente']['endereco']): string {
  const parts = [endereco.logradouro, endereco.numero, endereco.complemento, endereco.bairro];
  return parts.filter((part) => part?.trim()).join(', ') || '-';
}

/**
 * A decimal text of the file ("10.0000", "35.5555000000") the Brazilian way, with the trailing zeros
 * past `minDecimals` dropped: '10', '2,5', '35,5555'. Text only: nothing is rounded.
 */
export function formatDecimal(value: string, minDecimals = 0): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', int = '0', dec = ''] = match;
  let decimals = dec.replace(/0+$/, '');
  if (decimals.length < minDecimals) decimals = decimals.padEnd(minDecimals, '0');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** A unit value of the file in reais, with as many decimals as it has (at least two): 'R$ 35,5555'. */
export const formatValorUnitario = (value: string) => `R$ ${formatDecimal(value, 2)}`;

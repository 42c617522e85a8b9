import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

/** SQL helpers every repository uses: ordering, folded search, unique violations (the page: lib/pagination.ts). */

/** ORDER BY a column in the asked direction, with a unique tie-breaker so pages never overlap. */
export const orderBy = (column: AnyColumn | SQL, order: 'asc' | 'desc' | undefined, tieBreaker: AnyColumn) =>
  order === 'desc' ? [desc(column), desc(tieBreaker)] : [asc(column), asc(tieBreaker)];

/** A term taken literally inside a LIKE pattern (its `\\`, `%` and `_` escaped). */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case- and accent-insensitive "contains" for the small registers' searches. */
export const FOLD_FROM = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
export const FOLD_TO = 'aaaaaeeeeiiiiooooouuuucn';
export const fold = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
export const containsFolded = (column: AnyColumn, term: string) =>
  sql`translate(lower(${column}), ${FOLD_FROM}, ${FOLD_TO}) like ${`%${escapeLike(fold(term))}%`}`;

/** The unique index a failed insert or update ran into (driver errors may come wrapped), or null. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (e?.code === '23505') return e.constraint ?? '';
  if (e?.cause?.code === '23505') return e.cause.constraint ?? '';
  return null;
}

/** A unique violation raised by the database (two requests racing past the check). */
export const isUniqueViolation = (error: unknown) => uniqueViolation(error) !== null;

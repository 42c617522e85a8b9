import { type AnyColumn, asc, desc, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

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

/**
 * Many rows inserted by one statement with one parameter: the rows as a JSON array read back by
 * `jsonb_to_recordset`. A batch of thousands (decision 052) then costs one parse and one bind instead of
 * tens of thousands of parameters (and stays under PostgreSQL's 65,535). The rows' keys are the table's
 * drizzle keys; columns left out take their defaults. Answers the `returning` columns (database names).
 */
export async function insertJsonRows<R extends Record<string, unknown>>(
  db: { execute: (q: SQL) => Promise<unknown> },
  table: PgTable,
  rows: Record<string, unknown>[],
  returning: string[] = [],
): Promise<R[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((k) => columns[k]);
  const names = keys.map((k) => sql.identifier(columns[k]!.name));
  const typed = keys.map(
    (k) => sql`${sql.identifier(columns[k]!.name)} ${sql.raw(columns[k]!.getSQLType())}`,
  );
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(keys.map((k) => [columns[k]!.name, row[k] ?? null]))),
  );
  const result = await db.execute(sql`
    insert into ${table} (${sql.join(names, sql`, `)})
    select ${sql.join(names, sql`, `)} from jsonb_to_recordset(${json}::jsonb) as x(${sql.join(typed, sql`, `)})
    ${
      returning.length
        ? sql`returning ${sql.join(
            returning.map((r) => sql.identifier(r)),
            sql`, `,
          )}`
        : sql``
    }`);
  return (result as { rows: R[] }).rows;
}

/** A list of uuids as one parameter (`id in ${uuidList(ids)}`): thousands of ids without thousands of parameters. */
export const uuidList = (ids: string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;

import type { StatusBody } from '@gp/shared-contracts';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import { badRequest } from './scope.js';

/**
 * Status change of a register (spec §4): ativo, the deactivating user (always the caller) and the reason.
 * Reactivating clears both.
 */
export function statusValues(actor: Actor, body: StatusBody) {
  if (body.user_id_inativa && body.user_id_inativa !== actor.userId) {
    throw badRequest('user_id_inativa', 'O usuário que inativa é sempre o usuário autenticado.');
  }
  return body.ativo
    ? { ativo: true, userIdInativa: null, motivo: null }
    : { ativo: false, userIdInativa: actor.userId, motivo: body.motivo ?? null };
}

export const statusAction = (ativo: boolean) => (ativo ? 'activate' : 'deactivate');

/** ORDER BY a column in the asked direction, with a unique tie-breaker so pages never overlap. */
export const orderBy = (column: AnyColumn | SQL, order: 'asc' | 'desc' | undefined, tieBreaker: AnyColumn) =>
  order === 'desc' ? [desc(column), desc(tieBreaker)] : [asc(column), asc(tieBreaker)];

/** Case- and accent-insensitive "contains" for the small registers' searches. */
export const FOLD_FROM = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
export const FOLD_TO = 'aaaaaeeeeiiiiooooouuuucn';
export const fold = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
export const containsFolded = (column: AnyColumn, term: string) =>
  sql`translate(lower(${column}), ${FOLD_FROM}, ${FOLD_TO}) like ${`%${fold(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

export const offsetOf = (q: { page: number; limit: number }) => (q.page - 1) * q.limit;

export const iso = (d: Date) => d.toISOString();

/** The unique index a failed insert or update ran into (driver errors may come wrapped), or null. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (e?.code === '23505') return e.constraint ?? '';
  if (e?.cause?.code === '23505') return e.cause.constraint ?? '';
  return null;
}

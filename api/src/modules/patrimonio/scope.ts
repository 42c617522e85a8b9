import {
  canAccess,
  type LocationFlags,
  PATRIMONIO_DISABLED_MESSAGE,
  type RuleId,
} from '@gp/shared-contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { AppError, notFound, notFoundF } from '../../lib/errors.js';
import type { ActorLocation } from '../auth/actor.js';
import { listClients } from '../companies/companies.repository.js';
import { clientInScope } from '../companies/scope.js';

/** Every patrimônio route: support or hasPatrimonio (spec §6), the menu's own resolver. */
export const PATRIMONIO_AREA = {
  test: (flags: LocationFlags) => canAccess('patrimonio', flags),
  message: PATRIMONIO_DISABLED_MESSAGE,
};

/** Route access of a patrimônio call: the area's flag plus a role rule. */
export const patrimonio = (rule: RuleId) => ({
  access: { auth: 'local' as const, rule, flag: PATRIMONIO_AREA },
});

/**
 * The clients a list covers: the caller's own; for support every client of its application, or the one
 * it names. A named client outside the scope answers 404.
 */
export async function clientsForList(db: Db, local: ActorLocation, clienteId?: string): Promise<string[]> {
  if (clienteId) {
    await clientInScope(db, local, clienteId);
    return [clienteId];
  }
  if (local.clientId) return [local.clientId];
  return (await listClients(db, local.applicationId, null)).map((c) => c.id);
}

/** The one client a call works on: the caller's own; support names it (`cliente_id`). */
export async function oneClient(db: Db, local: ActorLocation, clienteId?: string | null): Promise<string> {
  if (local.clientId) {
    if (clienteId && clienteId !== local.clientId) throw notFoundF('Empresa');
    return local.clientId;
  }
  if (!clienteId) {
    throw new AppError('BAD_REQUEST', 'Informe o cliente (cliente_id).', {
      extra: { issues: [{ path: 'cliente_id', message: 'Informe o cliente (cliente_id).' }] },
    });
  }
  await clientInScope(db, local, clienteId);
  return clienteId;
}

/** Whether a record of `clientId` is visible to the caller (same client, or support of its application). */
export async function recordInScope(db: Db, local: ActorLocation, clientId: string): Promise<boolean> {
  if (local.clientId !== null) return local.clientId === clientId;
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, clientId), eq(companies.applicationId, local.applicationId)));
  return row !== undefined;
}

/** A record's client, or 404 in the caller's words when the record is outside its scope. */
export async function assertInScope(db: Db, local: ActorLocation, clientId: string, what: () => AppError) {
  if (!(await recordInScope(db, local, clientId))) throw what();
}

type Place = { id: string; name: string; rootId: string | null; parentId: string | null; active: boolean };

const placeColumns = {
  id: companies.id,
  name: companies.name,
  rootId: companies.rootId,
  parentId: companies.parentId,
  active: companies.active,
};

/** A secretaria of the client (else 404: another client's or not a secretaria). */
export async function secretariaOf(db: Db, clientId: string, id: string): Promise<Place> {
  const [row] = await db
    .select(placeColumns)
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.rootId, clientId), eq(companies.isDepartment, true)));
  if (!row) throw notFoundF('Secretaria');
  return row;
}

/** A setor of the client inside the given secretaria (else 404 or 400). */
export async function setorOf(db: Db, clientId: string, secretariaId: string, id: string): Promise<Place> {
  const [row] = await db
    .select(placeColumns)
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.rootId, clientId), eq(companies.isSector, true)));
  if (!row) throw notFound('Setor');
  if (row.parentId !== secretariaId) {
    throw new AppError('BAD_REQUEST', 'O setor não pertence à secretaria informada.', {
      extra: { issues: [{ path: 'setor_id', message: 'O setor não pertence à secretaria informada.' }] },
    });
  }
  return row;
}

/** Active secretarias and setores of a client, for the asset form's selectors. */
export async function placesOfClient(db: Db, clientId: string) {
  const rows = await db
    .select({ ...placeColumns, isDepartment: companies.isDepartment, isSector: companies.isSector })
    .from(companies)
    .where(and(eq(companies.rootId, clientId), eq(companies.active, true)))
    .orderBy(asc(companies.name));
  return {
    secretarias: rows.filter((r) => r.isDepartment).map((r) => ({ id: r.id, name: r.name })),
    setores: rows
      .filter((r) => r.isSector)
      .map((r) => ({ id: r.id, name: r.name, secretaria_id: r.parentId })),
  };
}

/** Names of companies by id (for responses). */
export async function companyNames(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const badRequest = (path: string, message: string) =>
  new AppError('BAD_REQUEST', message, { extra: { issues: [{ path, message }] } });

/** A 404 in the register's own words (masculine noun). */
export const notFoundOf = (what: string) => () => notFound(what);

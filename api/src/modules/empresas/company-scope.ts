import type { ReadDb } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { ActorLocation } from '../auth/actor.js';
import { type CompanyRow, findCompany } from './empresas.repository.js';

/** The client a company belongs to: itself for a client, its root for a department or sector. */
export const clientOf = (company: Pick<CompanyRow, 'id' | 'isClient' | 'rootId'>) =>
  company.isClient ? company.id : company.rootId;

/**
 * Proves that a company id from a path or body is within the caller's scope: the caller's client (with
 * its departments and sectors), or any company of the application for support. Anything else is
 * answered as not found, so ids of other clients are not confirmed.
 */
export async function companyInScope(db: ReadDb, local: ActorLocation, companyId: string) {
  const found = await findCompany(db, local, companyId);
  if (!found) throw notFound('Empresa não encontrada.');
  return found;
}

/** As companyInScope, and the company must be a client (it holds periods, roles and registers). */
export async function clientInScope(db: ReadDb, local: ActorLocation, companyId: string) {
  const found = await companyInScope(db, local, companyId);
  if (!found.company.isClient) throw notFound('Empresa não encontrada.');
  return found;
}

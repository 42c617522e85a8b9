import type { Db, ReadDb } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { ActorLocation } from '../auth/actor.js';
import { clientInScope } from '../empresas/company-scope.js';
import { listClients } from '../empresas/empresas.repository.js';
import { findPlace, type Place } from './places.repository.js';

/**
 * The clients a list covers: the caller's own; for support every client of its application, or the one
 * it names. A named client outside the scope answers 404.
 */
export async function clientsForList(
  db: ReadDb,
  local: ActorLocation,
  clienteId?: string,
): Promise<string[]> {
  if (clienteId) {
    await clientInScope(db, local, clienteId);
    return [clienteId];
  }
  if (local.clientId) return [local.clientId];
  return (await listClients(db, local.applicationId, null)).map((c) => c.id);
}

/** The one client a call works on: the caller's own; support names it (`cliente_id`). */
export async function oneClient(
  db: ReadDb,
  local: ActorLocation,
  clienteId?: string | null,
): Promise<string> {
  if (local.clientId) {
    if (clienteId && clienteId !== local.clientId) throw notFound('Empresa não encontrada.');
    return local.clientId;
  }
  if (!clienteId) throw badRequest('cliente_id', 'Informe o cliente (cliente_id).');
  await clientInScope(db, local, clienteId);
  return clienteId;
}

/** A secretaria of the client (else 404: another client's or not a secretaria). */
export async function secretariaOf(db: Db, clientId: string, id: string): Promise<Place> {
  const place = await findPlace(db, clientId, id);
  if (!place?.isDepartment) throw notFound('Secretaria não encontrada.');
  return place;
}

/** A setor of the client inside the given secretaria (else 404 or 400). */
export async function setorOf(db: Db, clientId: string, secretariaId: string, id: string): Promise<Place> {
  const place = await findPlace(db, clientId, id);
  if (!place?.isSector) throw notFound('Setor não encontrado.');
  if (place.parentId !== secretariaId) {
    throw badRequest('setor_id', 'O setor não pertence à secretaria informada.');
  }
  return place;
}

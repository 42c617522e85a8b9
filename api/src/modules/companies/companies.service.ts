import type { ClientListItem } from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { type Actor, requireLocal } from '../auth/actor.js';
import { listClients } from './companies.repository.js';

export function createCompaniesService(db: Db) {
  return {
    /** Clients the caller may choose: every client of the application for support, its own otherwise. */
    clients(actor: Actor): Promise<ClientListItem[]> {
      const local = requireLocal(actor);
      return listClients(db, local.applicationId, local.clientId);
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;

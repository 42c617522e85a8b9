import { ALL_RULES, type Location, type LocationPermissions } from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import { toCompany } from '../empresas/empresas.mapper.js';
import type { ExerciciosService } from '../exercicios/exercicios.service.js';
import { findLocation, type LocationRow, listLocationsOfUser } from './locais.repository.js';
import { toLocationEntries } from './locais-admin.mapper.js';

const flagsOf = (row: LocationRow) => ({
  isSuporte: row.location.isSuporte,
  hasObras: row.location.hasObras,
  hasPatrimonio: row.location.hasPatrimonio,
  hasSetor: row.location.hasSetor,
  departments: row.location.departments,
});

export function createLocaisService(db: Db, exercicios: ExerciciosService) {
  async function toLocation(row: LocationRow): Promise<Location> {
    const periods = await exercicios.listForCompany([row.company.id]);
    return {
      ...toLocationEntries(row),
      company: { ...toCompany(row.company, row.application), exercicios: periods },
      role: row.roleId && row.roleName ? { id: row.roleId, name: row.roleName } : null,
      permissions: flagsOf(row),
    };
  }

  /** The caller's own location, active; another user's or an inactive one is refused (403). */
  async function ownLocation(actor: Actor, id: string): Promise<LocationRow> {
    const row = await findLocation(db, id);
    if (!row) throw notFound('Local de trabalho não encontrado.');
    if (row.location.userId !== actor.userId)
      throw forbidden('Este local de trabalho não pertence ao usuário.');
    if (!row.location.active || !row.company.active || row.rootActive === false)
      throw forbidden('Este local de trabalho está inativo.');
    return row;
  }

  return {
    async listMine(actor: Actor): Promise<Location[]> {
      const rows = await listLocationsOfUser(db, actor.userId);
      return Promise.all(rows.map(toLocation));
    },

    async getMine(actor: Actor, id: string): Promise<Location> {
      return toLocation(await ownLocation(actor, id));
    },

    async permissions(actor: Actor, id: string): Promise<LocationPermissions> {
      const row = await ownLocation(actor, id);
      const flags = flagsOf(row);
      return {
        localId: row.location.id,
        permissions: flags,
        role: row.roleId && row.roleName ? { id: row.roleId, name: row.roleName } : null,
        rules: flags.isSuporte ? [...ALL_RULES] : (row.roleRules ?? []),
      };
    },
  };
}
export type LocaisService = ReturnType<typeof createLocaisService>;

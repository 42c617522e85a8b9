import {
  type CreateLocationBody,
  hasRule,
  LOCATION_TOGGLES,
  type LocationAdmin,
  type LocationAdminListQuery,
  type LocationAdminPage,
  type LocationRoleBody,
  type LocationToggle,
  type VerifyActivityResponse,
} from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/pagination.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor, requireLocal } from '../auth/actor.js';
import { SUPPORT_AREA } from '../auth/area-access.js';
import { clientOf, companyInScope } from '../empresas/company-scope.js';
import { findCompany } from '../empresas/empresas.repository.js';
import { listExercicios } from '../exercicios/exercicios.repository.js';
import { findRole } from '../roles/roles.repository.js';
import { addMembership, findVisibleUser } from '../users/users.repository.js';
import { toLocationAdmin } from './locais-admin.mapper.js';
import {
  findLocationAdmin,
  insertLocation,
  type LocationAdminRow,
  locationExists,
  pageLocationsOfCompany,
  updateLocation,
} from './locais-admin.repository.js';
import { assertSupportRemains } from './support-guard.js';

/**
 * Accesses (screen Acessos, support only): locations of the companies in scope, their creation, access
 * profile and toggles. Nobody changes his own accesses; an application keeps one active support
 * location. Flags are read by the auth hook on every call, so a change counts on the user's next call.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createLocaisAdminService(db: Db) {
  /** The location, if its company is in the caller's scope (404 otherwise). */
  async function inScope(local: ActorLocation, id: string): Promise<LocationAdminRow> {
    const row = await findLocationAdmin(db, local, id);
    if (!row) throw notFound('Acesso não encontrado.');
    return row;
  }

  /** An access profile for a location on `company`: a role of the company's client. */
  async function roleFor(
    company: { id: string; isClient: boolean; isOffice: boolean; rootId: string | null },
    roleId: string,
  ) {
    if (company.isOffice) throw badRequest('role_id', 'Um acesso de suporte não usa perfil de acesso.');
    const clientId = company.isClient ? company.id : company.rootId;
    const role = clientId ? await findRole(db, { clientId }, roleId) : null;
    if (!role) throw badRequest('role_id', 'O perfil de acesso deve ser do cliente da empresa do acesso.');
    return role;
  }

  const notOwn = (actor: Actor, row: LocationAdminRow) => {
    if (row.location.userId === actor.userId)
      throw forbidden('Você não pode alterar os seus próprios acessos.');
  };

  /** Writes `values` to an access, audits the change as `action` and answers the access as it is now. */
  async function save(
    tx: Db,
    actor: Actor,
    before: LocationAdminRow,
    action: string,
    values: Parameters<typeof updateLocation>[2],
  ): Promise<LocationAdmin> {
    const id = before.location.id;
    await updateLocation(tx, id, values);
    const after = toLocationAdmin((await findLocationAdmin(tx, requireLocal(actor), id)) ?? before);
    await recordAudit(tx, auditActor(actor), {
      action,
      entity: 'location',
      entityId: id,
      before: toLocationAdmin(before),
      after,
      clientId: clientOf(before.company),
    });
    return after;
  }

  return {
    async listOfCompany(
      actor: Actor,
      companyId: string,
      q: LocationAdminListQuery,
    ): Promise<LocationAdminPage> {
      await companyInScope(db, requireLocal(actor), companyId);
      const { rows, total } = await pageLocationsOfCompany(db, companyId, q);
      return pageAnswer(q, { rows, total }, toLocationAdmin);
    },

    async create(actor: Actor, body: CreateLocationBody): Promise<LocationAdmin> {
      const local = requireLocal(actor);
      const { company } = await companyInScope(db, local, body.empresa_id);
      const user = await findVisibleUser(db, local.applicationId, body.user_id);
      if (!user) throw notFound('Usuário não encontrado.');
      if (user.id === actor.userId) throw forbidden('Você não pode criar acessos para si mesmo.');
      const role = body.role_id ? await roleFor(company, body.role_id) : null;
      return db.transaction(async (tx) => {
        if (await locationExists(tx, user.id, company.id)) {
          throw new AppError('CONFLICT', `${user.fullname} já tem um acesso em ${company.name}.`);
        }
        const { id } = await insertLocation(tx, {
          userId: user.id,
          companyId: company.id,
          roleId: role?.id ?? null,
          // A location on the support provider's office is a support location (docs/domain.md, "Organização e acesso").
          isSuporte: company.isOffice,
        });
        await addMembership(tx, local.applicationId, user.id);
        const created = await findLocationAdmin(tx, local, id);
        if (!created) throw notFound('Acesso não encontrado.');
        const after = toLocationAdmin(created);
        await recordAudit(tx, auditActor(actor), {
          action: 'create',
          entity: 'location',
          entityId: id,
          after,
          clientId: clientOf(company),
        });
        return after;
      });
    },

    async setRole(actor: Actor, id: string, body: LocationRoleBody): Promise<LocationAdmin> {
      const local = requireLocal(actor);
      const before = await inScope(local, id);
      notOwn(actor, before);
      const role = body.role_id ? await roleFor(before.company, body.role_id) : null;
      return db.transaction((tx) => save(tx, actor, before, 'update-role', { roleId: role?.id ?? null }));
    },

    /** One of the five toggles: `value` sets the flag, without it the flag is switched. */
    async toggle(actor: Actor, id: string, which: LocationToggle, value?: boolean): Promise<LocationAdmin> {
      const local = requireLocal(actor);
      const before = await inScope(local, id);
      notOwn(actor, before);
      const column = LOCATION_TOGGLES[which];
      const next = value ?? !before.location[column];
      return db.transaction(async (tx) => {
        if (column === 'active' && !next && before.location.active) {
          await assertSupportRemains(tx, local.applicationId, {
            locationId: id,
            isSupportLocation: before.location.isSuporte && before.user.active && before.company.active,
          });
        }
        return save(tx, actor, before, which, { [column]: next });
      });
    },

    /**
     * Whether a location can be used now. Anyone may ask about his own locations; another user's needs
     * the Acessos area (support, access:read) and the location in scope.
     */
    async verifyActivity(actor: Actor, id: string): Promise<VerifyActivityResponse> {
      const local = requireLocal(actor);
      let row = await findLocationAdmin(db, { userId: actor.userId }, id);
      if (!row) {
        if (!SUPPORT_AREA.test(local.flags)) throw forbidden(SUPPORT_AREA.message);
        if (!hasRule({ flags: local.flags, rules: local.rules }, 'access:read')) throw forbidden();
        row = await inScope(local, id);
      }
      const reasons: string[] = [];
      const warnings: string[] = [];
      if (!row.location.active) reasons.push('O acesso está desativado.');
      if (!row.user.active) reasons.push('O usuário está inativo.');
      if (!row.company.active) reasons.push('A empresa do acesso está inativa.');
      const clientId = clientOf(row.company);
      if (clientId && clientId !== row.company.id) {
        // The client of a location already read: looked up in the location's application.
        const client = await findCompany(
          db,
          { applicationId: row.company.applicationId, clientId: null },
          clientId,
        );
        if (client && !client.company.active) reasons.push('O cliente da empresa está inativo.');
      }
      if (!row.location.isSuporte && !row.location.roleId)
        warnings.push('O acesso não tem perfil de acesso: o usuário não verá nenhum cadastro.');
      if (clientId && (await listExercicios(db, [clientId])).length === 0)
        warnings.push('O cliente não tem nenhum exercício aberto.');
      return {
        id: row.location.id,
        active: row.location.active,
        usable: reasons.length === 0,
        reasons,
        warnings,
      };
    },
  };
}
export type LocaisAdminService = ReturnType<typeof createLocaisAdminService>;

import { isRuleId, type Role, type RoleBody, type RoleListItem } from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { uniqueKeyConflict } from '../../lib/unique-keys.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor, requireLocal } from '../auth/actor.js';
import { clientInScope } from '../empresas/company-scope.js';
import {
  deleteRole,
  findRole,
  insertRole,
  listRoles,
  locationsUsingRole,
  nameTaken,
  updateRole,
} from './roles.repository.js';

/** Only catalogue rules, once each; a non-support caller cannot grant a rule it does not hold itself. */
function checkedRules(local: ActorLocation, rules: string[]): string[] {
  const unique = [...new Set(rules)];
  const unknown = unique.filter((r) => !isRuleId(r));
  if (unknown.length) {
    throw badRequest('rules', `Permissão desconhecida: ${unknown.join(', ')}.`);
  }
  if (!local.flags.isSuporte) {
    const notHeld = unique.filter((r) => !local.rules.includes(r));
    if (notHeld.length)
      throw forbidden(`Você não pode conceder permissões que não possui: ${notHeld.join(', ')}.`);
  }
  return unique.sort();
}

const duplicateName = (name: string) => uniqueKeyConflict('roles_company_name_uq', name);

export function createRolesService(db: Db) {
  /** The role, if its client is within the caller's scope; not found otherwise. */
  async function roleInScope(local: ActorLocation, id: string): Promise<Role> {
    const role = await findRole(db, local, id);
    if (!role) throw notFound('Perfil de acesso não encontrado.');
    return role;
  }

  return {
    async list(actor: Actor, companyId?: string): Promise<RoleListItem[]> {
      const local = requireLocal(actor);
      if (companyId) {
        await clientInScope(db, local, companyId);
        return listRoles(db, { companyIds: [companyId] });
      }
      return local.clientId
        ? listRoles(db, { companyIds: [local.clientId] })
        : listRoles(db, { applicationId: local.applicationId });
    },

    get: (actor: Actor, id: string) => roleInScope(requireLocal(actor), id),

    async create(actor: Actor, body: RoleBody): Promise<Role> {
      const local = requireLocal(actor);
      await clientInScope(db, local, body.companyId);
      const rules = checkedRules(local, body.rules);
      return db.transaction(async (tx) => {
        if (await nameTaken(tx, body.companyId, body.name)) throw duplicateName(body.name);
        const role = await insertRole(tx, { name: body.name, companyId: body.companyId, rules });
        await recordAudit(tx, auditActor(actor), {
          action: 'create',
          entity: 'role',
          entityId: role.id,
          after: role,
          clientId: role.companyId,
        });
        return role;
      });
    },

    async update(actor: Actor, id: string, body: RoleBody): Promise<Role> {
      const local = requireLocal(actor);
      const before = await roleInScope(local, id);
      if (body.companyId !== before.companyId) {
        throw badRequest('companyId', 'O cliente de um perfil de acesso não pode ser alterado.');
      }
      const rules = checkedRules(local, body.rules);
      return db.transaction(async (tx) => {
        if (await nameTaken(tx, before.companyId, body.name, id)) throw duplicateName(body.name);
        const after = await updateRole(tx, id, { name: body.name, rules });
        if (!after) throw notFound('Perfil de acesso não encontrado.');
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'role',
          entityId: id,
          before,
          after,
          clientId: after.companyId,
        });
        return after;
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const local = requireLocal(actor);
      const before = await roleInScope(local, id);
      await db.transaction(async (tx) => {
        const inUse = await locationsUsingRole(tx, id);
        if (inUse > 0) {
          throw new AppError(
            'CONFLICT',
            `O perfil "${before.name}" não pode ser excluído: está em uso por ${inUse} ${inUse === 1 ? 'acesso' : 'acessos'}.`,
          );
        }
        await deleteRole(tx, id);
        await recordAudit(tx, auditActor(actor), {
          action: 'delete',
          entity: 'role',
          entityId: id,
          before,
          clientId: before.companyId,
        });
      });
    },
  };
}
export type RolesService = ReturnType<typeof createRolesService>;

import {
  PERMISSION_GROUPS,
  type Permission,
  type PermissionBody,
  type PermissionGroupRow,
} from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { uniqueKeyConflict } from '../../lib/unique-keys.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, auditActor } from '../auth/actor.js';
import {
  findGroup,
  findPermission,
  insertCatalogue,
  insertPermission,
  listGroups,
  listPermissions,
  nameTaken,
  updatePermission,
} from './access-control.repository.js';

const nameConflict = (name: string) => uniqueKeyConflict('permissions_name_unique', name);

/**
 * The permission catalogue (`/accessControl/*`, docs/api.md "Routes"; support only). The code catalogue
 * (PERMISSION_GROUPS) is inserted at start; support may relabel it and add permissions of a group's
 * resource. A rule is enforced only where the code checks it: a permission added here names a rule
 * for a future route, it grants nothing by itself.
 */
export function createAccessControlService(db: Db) {
  async function group(id: string) {
    const found = await findGroup(db, id);
    if (!found) throw badRequest('permissionGroupId', 'Grupo de permissão não encontrado.');
    return found;
  }

  const checkResource = (name: string, resource: string) => {
    if (!name.startsWith(`${resource}:`))
      throw badRequest('name', `A permissão deste grupo deve começar por "${resource}:".`);
  };

  /** The permission as saved, audited as `action` (with the state before an update). */
  async function audited(tx: Db, actor: Actor, action: 'create' | 'update', id: string, before?: Permission) {
    const after = await findPermission(tx, id);
    if (!after) throw notFound('Permissão não encontrada.');
    await recordAudit(tx, auditActor(actor), { action, entity: 'permission', entityId: id, before, after });
    return after;
  }

  return {
    syncCatalogue: () =>
      insertCatalogue(
        db,
        PERMISSION_GROUPS.map((g, position) => ({
          resource: g.resource,
          title: g.title,
          description: g.description,
          position,
          rules: g.rules.map((r, i) => ({ name: r.id, label: r.label, position: i })),
        })),
      ),

    list: (): Promise<Permission[]> => listPermissions(db),
    groups: (): Promise<PermissionGroupRow[]> => listGroups(db),

    async get(id: string): Promise<Permission> {
      const row = await findPermission(db, id);
      if (!row) throw notFound('Permissão não encontrada.');
      return row;
    },

    async create(actor: Actor, body: PermissionBody): Promise<Permission> {
      const g = await group(body.permissionGroupId);
      checkResource(body.name, g.resource);
      return db.transaction(async (tx) => {
        if (await nameTaken(tx, body.name)) throw nameConflict(body.name);
        const { id } = await insertPermission(tx, {
          name: body.name,
          label: body.label,
          description: body.description ?? null,
          permissionGroupId: g.id,
          position: 100,
        });
        return audited(tx, actor, 'create', id);
      });
    },

    async update(actor: Actor, id: string, body: PermissionBody): Promise<Permission> {
      const before = await findPermission(db, id);
      if (!before) throw notFound('Permissão não encontrada.');
      if (before.builtin && body.name !== before.name)
        throw badRequest('name', 'O nome de uma permissão do catálogo do sistema não pode ser alterado.');
      if (before.builtin && body.permissionGroupId !== before.permissionGroupId)
        throw badRequest('permissionGroupId', 'Uma permissão do catálogo do sistema não muda de grupo.');
      const g = await group(body.permissionGroupId);
      checkResource(body.name, g.resource);
      return db.transaction(async (tx) => {
        if (await nameTaken(tx, body.name, id)) throw nameConflict(body.name);
        await updatePermission(tx, id, {
          name: body.name,
          label: body.label,
          description: body.description ?? null,
          permissionGroupId: g.id,
        });
        return audited(tx, actor, 'update', id, before);
      });
    },
  };
}
export type AccessControlService = ReturnType<typeof createAccessControlService>;

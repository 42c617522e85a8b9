import {
  parseJson,
  type Role,
  type RoleBody,
  type RoleListItem,
  RoleListSchema,
  RoleSchema,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import { registerApi } from '../../session/remote-context.js';
import { ROLES, removeRole, roleKeys, updateCachedLists, upsertRole } from './role-cache.js';

/**
 * Perfis de Acesso: one function per call of the roles API (docs/api.md), parsed with the shared
 * schemas, and their queries. The lists live in the cache by location and client (role-cache.ts).
 */

export async function listRoles(api: KyInstance, companyId: string | undefined): Promise<RoleListItem[]> {
  const searchParams = companyId ? { companyId } : undefined;
  return parseJson(RoleListSchema, api.get('v1/iam/roles', { searchParams }));
}

/**
 * The access profiles: GET /v1/iam/roles/{id}, POST /v1/iam/roles (create) and their own PATCH and
 * DELETE; a write puts its answer in the cached lists at once, then every list is read again.
 */
export const roleApi = registerApi<Role, RoleBody>({
  resource: ROLES,
  path: 'v1/iam/roles',
  item: RoleSchema,
  paths: { create: 'v1/iam/roles' },
});

export async function updateRole(api: KyInstance, id: string, body: RoleBody): Promise<Role> {
  return parseJson(RoleSchema, api.patch(`v1/iam/roles/${encodeURIComponent(id)}`, { json: body }));
}

export async function deleteRole(api: KyInstance, id: string): Promise<void> {
  await api.delete(`v1/iam/roles/${encodeURIComponent(id)}`);
}

export const useRoleList = (companyId: string | undefined, enabled: boolean) =>
  roleApi.useRead(['list', companyId ?? null], (api) => listRoles(api, companyId), { enabled });

/** The edit dialog's detail: fetched only while the dialog is open. */
export const useRoleDetail = (id: string | null, open: boolean) => roleApi.useRecord(open ? id : null);

export const useCreateRole = () =>
  roleApi.useWrite(roleApi.create, {
    onSuccess: (role, _body, { queryClient, localId }) =>
      updateCachedLists(queryClient, localId, role.companyId, (l) => upsertRole(l, role)),
  });

export const useUpdateRole = () =>
  roleApi.useWrite((api, { id, body }: { id: string; body: RoleBody }) => updateRole(api, id, body), {
    record: (role) => role,
    onSuccess: (role, _vars, { queryClient, localId }) =>
      updateCachedLists(queryClient, localId, role.companyId, (l) => upsertRole(l, role)),
  });

export const useDeleteRole = () =>
  roleApi.useWrite((api, role: RoleListItem) => deleteRole(api, role.id), {
    onSuccess: (_result, role, { queryClient, localId }) => {
      queryClient.removeQueries({ queryKey: roleKeys.detail(localId, role.id) });
      updateCachedLists(queryClient, localId, role.companyId, (l) => removeRole(l, role.id));
    },
  });

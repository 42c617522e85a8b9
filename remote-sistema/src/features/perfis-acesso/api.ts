import {
  parseJson,
  type Role,
  type RoleBody,
  type RoleListItem,
  RoleListSchema,
  RoleSchema,
} from '@gp/shared-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { useRecord, useRemote } from '../../session/remote-context.js';
import { ROLES, removeRole, roleKeys, updateCachedLists, upsertRole } from './role-cache.js';

/**
 * Perfis de Acesso: one function per call of the roles API (docs/api.md), parsed with the shared
 * schemas, and their queries. The lists live in the cache by location and client (role-cache.ts).
 */

export async function listRoles(api: KyInstance, companyId: string | undefined): Promise<RoleListItem[]> {
  const searchParams = companyId ? { companyId } : undefined;
  return parseJson(RoleListSchema, api.get('v1/iam/roles', { searchParams }));
}

export async function getRole(api: KyInstance, id: string): Promise<Role> {
  return parseJson(RoleSchema, api.get(`v1/iam/roles/${encodeURIComponent(id)}`));
}

export async function createRole(api: KyInstance, body: RoleBody): Promise<Role> {
  return parseJson(RoleSchema, api.post('v1/iam/roles', { json: body }));
}

export async function updateRole(api: KyInstance, id: string, body: RoleBody): Promise<Role> {
  return parseJson(RoleSchema, api.patch(`v1/iam/roles/${encodeURIComponent(id)}`, { json: body }));
}

export async function deleteRole(api: KyInstance, id: string): Promise<void> {
  await api.delete(`v1/iam/roles/${encodeURIComponent(id)}`);
}

export function useRoleList(companyId: string | undefined, enabled: boolean) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: roleKeys.list(localId, companyId),
    queryFn: () => listRoles(api, companyId),
    enabled,
  });
}

/** The edit dialog's detail: fetched only while the dialog is open. */
export const useRoleDetail = (id: string | null, open: boolean) =>
  useRecord({ resource: ROLES, id: open ? id : null, fetch: getRole, fresh: true });

/** After any outcome the lists are refetched; writes are never retried (docs/api.md). */
function useRoleMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  onSuccess: (result: TResult, variables: TVariables, localId: string | null) => void,
) {
  const queryClient = useQueryClient();
  const { localId } = useRemote();
  return useMutation({
    mutationFn,
    retry: 0,
    onSuccess: (result, variables) => onSuccess(result, variables, localId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: roleKeys.lists(localId) }),
  });
}

export function useCreateRole() {
  const { api } = useRemote();
  const queryClient = useQueryClient();
  return useRoleMutation(
    (body: RoleBody) => createRole(api, body),
    (role: Role, _body, localId) =>
      updateCachedLists(queryClient, localId, role.companyId, (l) => upsertRole(l, role)),
  );
}

export function useUpdateRole() {
  const { api } = useRemote();
  const queryClient = useQueryClient();
  return useRoleMutation(
    ({ id, body }: { id: string; body: RoleBody }) => updateRole(api, id, body),
    (role: Role, _vars, localId) => {
      queryClient.setQueryData(roleKeys.detail(localId, role.id), role);
      updateCachedLists(queryClient, localId, role.companyId, (l) => upsertRole(l, role));
    },
  );
}

export function useDeleteRole() {
  const { api } = useRemote();
  const queryClient = useQueryClient();
  return useRoleMutation(
    (role: RoleListItem) => deleteRole(api, role.id),
    (_result, role, localId) => {
      queryClient.removeQueries({ queryKey: roleKeys.detail(localId, role.id) });
      updateCachedLists(queryClient, localId, role.companyId, (l) => removeRole(l, role.id));
    },
  );
}

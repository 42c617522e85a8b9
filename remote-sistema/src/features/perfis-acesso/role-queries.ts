import type { Role, RoleBody, RoleListItem } from '@gp/shared-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRemote } from '../../session/remote-context.js';
import { removeRole, roleKeys, updateCachedLists, upsertRole } from './role-cache.js';
import { createRole, deleteRole, getRole, listClients, listRoles, updateRole } from './roles-api.js';

export function useRoleList(companyId: string | undefined, enabled: boolean) {
  const { api, session } = useRemote();
  const localId = session.local?.id ?? null;
  return useQuery({
    queryKey: roleKeys.list(localId, companyId),
    queryFn: () => listRoles(api, companyId),
    enabled,
  });
}

/** The edit dialog's detail: fetched only while the dialog is open (spec §4). */
export function useRoleDetail(id: string | null, open: boolean) {
  const { api, session } = useRemote();
  const localId = session.local?.id ?? null;
  return useQuery({
    queryKey: roleKeys.detail(localId, id ?? ''),
    queryFn: () => getRole(api, id ?? ''),
    enabled: open && !!id,
    staleTime: 0,
  });
}

export function useClients() {
  const { api, session } = useRemote();
  const localId = session.local?.id ?? null;
  return useQuery({
    queryKey: roleKeys.clients(localId),
    queryFn: () => listClients(api),
    staleTime: 60_000,
  });
}

/** After any outcome the lists are refetched (spec §4). Mutations are never retried (spec §9). */
function useRoleMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  onSuccess: (result: TResult, variables: TVariables, localId: string | null) => void,
) {
  const queryClient = useQueryClient();
  const { session } = useRemote();
  const localId = session.local?.id ?? null;
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

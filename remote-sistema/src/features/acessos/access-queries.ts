import type {
  CreateLocationBody,
  LocationAdmin,
  LocationAdminPage,
  LocationToggle,
} from '@gp/shared-contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listDepartmentsOfClient, listSectorsOfClient } from '../../components/companies-api.js';
import type { ListParams } from '../../components/list-params.js';
import { useRemote } from '../../session/remote-context.js';
import { replaceAccess } from './access-toggles.js';
import {
  createAccess,
  listAccesses,
  listRolesOfClient,
  searchUsers,
  setAccessRole,
  toggleAccess,
  verifyActivity,
} from './acessos-api.js';

export const accessKeys = {
  all: (localId: string | null) => ['sistema', 'access', localId] as const,
  lists: (localId: string | null) => [...accessKeys.all(localId), 'list'] as const,
  list: (localId: string | null, companyId: string, params: ListParams) =>
    [...accessKeys.lists(localId), companyId, params] as const,
  units: (localId: string | null, clientId: string) =>
    [...accessKeys.all(localId), 'units', clientId] as const,
  roles: (localId: string | null, clientId: string) =>
    [...accessKeys.all(localId), 'roles', clientId] as const,
  users: (localId: string | null, search: string) => [...accessKeys.all(localId), 'users', search] as const,
};

const useLocalId = () => useRemote().session.local?.id ?? null;

export function useAccessList(companyId: string | undefined, params: ListParams) {
  const { api } = useRemote();
  return useQuery({
    queryKey: accessKeys.list(useLocalId(), companyId ?? '', params),
    queryFn: () => listAccesses(api, companyId ?? '', params),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}

export type Unit = { id: string; name: string; kind: 'department' | 'sector'; department: string | null };

/** The departments and sectors of a client, where an access can also be given. */
export function useUnits(clientId: string | undefined, enabled: boolean) {
  const { api } = useRemote();
  return useQuery({
    queryKey: accessKeys.units(useLocalId(), clientId ?? ''),
    queryFn: async (): Promise<Unit[]> => {
      const [departments, sectors] = await Promise.all([
        listDepartmentsOfClient(api, clientId ?? ''),
        listSectorsOfClient(api, clientId ?? ''),
      ]);
      return [
        ...departments.map((d) => ({
          id: d.id,
          name: d.name,
          kind: 'department' as const,
          department: null,
        })),
        ...sectors.map((s) => ({
          id: s.id,
          name: s.name,
          kind: 'sector' as const,
          department: s.department?.name ?? null,
        })),
      ];
    },
    enabled: Boolean(clientId) && enabled,
    staleTime: 30_000,
  });
}

export function useRolesOfClient(clientId: string | undefined, enabled = true) {
  const { api } = useRemote();
  return useQuery({
    queryKey: accessKeys.roles(useLocalId(), clientId ?? ''),
    queryFn: () => listRolesOfClient(api, clientId ?? ''),
    enabled: Boolean(clientId) && enabled,
    staleTime: 30_000,
  });
}

export function useUserSearch(search: string, enabled: boolean) {
  const { api } = useRemote();
  return useQuery({
    queryKey: accessKeys.users(useLocalId(), search),
    queryFn: () => searchUsers(api, search),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** After a change the cached pages show the API's answer at once, then every list is refetched. */
function useAccessMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<LocationAdmin>) {
  const queryClient = useQueryClient();
  const localId = useLocalId();
  return useMutation({
    mutationFn,
    retry: 0,
    onSuccess: (updated) => {
      for (const [key, page] of queryClient.getQueriesData<LocationAdminPage>({
        queryKey: accessKeys.lists(localId),
      })) {
        if (page) queryClient.setQueryData(key, replaceAccess(page, updated));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessKeys.lists(localId) }),
  });
}

export function useToggleAccess() {
  const { api } = useRemote();
  return useAccessMutation(({ toggle, id, value }: { toggle: LocationToggle; id: string; value: boolean }) =>
    toggleAccess(api, toggle, id, value),
  );
}

export function useSetAccessRole() {
  const { api } = useRemote();
  return useAccessMutation(({ id, roleId }: { id: string; roleId: string | null }) =>
    setAccessRole(api, id, roleId),
  );
}

export function useCreateAccess() {
  const { api } = useRemote();
  return useAccessMutation((body: CreateLocationBody) => createAccess(api, body));
}

export function useVerifyActivity() {
  const { api } = useRemote();
  return useMutation({ mutationFn: (id: string) => verifyActivity(api, id), retry: 0 });
}

import {
  type CreateLocationBody,
  type LocationAdmin,
  type LocationAdminPage,
  LocationAdminPageSchema,
  LocationAdminSchema,
  type LocationToggle,
  parseJson,
  type RoleListItem,
  RoleListSchema,
  type User,
  UserPageSchema,
  type VerifyActivityResponse,
  VerifyActivityResponseSchema,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import { listDepartmentsOfClient, listSectorsOfClient } from '../../components/companies-api.js';
import { keys } from '../../query-keys.js';
import { registerApi } from '../../session/remote-context.js';
import { replaceAccess } from './access-toggles.js';

/**
 * Acessos: one function per call of the locations API (locais, docs/api.md) that the screen makes,
 * parsed with the shared schemas, and their queries.
 */
export const ACCESS = 'access';

/** GET /locais/empresa/{companyId} with the list's query (page, limit, search). */
export async function listAccesses(api: KyInstance, companyId: string, query: URLSearchParams) {
  const url = `locais/empresa/${encodeURIComponent(companyId)}`;
  return parseJson(LocationAdminPageSchema, api.get(url, { searchParams: query }));
}

export async function createAccess(api: KyInstance, body: CreateLocationBody): Promise<LocationAdmin> {
  return parseJson(LocationAdminSchema, api.post('locais/create', { json: body }));
}

/** PUT /locais/{id}/role: the access profile of the location (null removes it). */
export async function setAccessRole(
  api: KyInstance,
  id: string,
  roleId: string | null,
): Promise<LocationAdmin> {
  return parseJson(
    LocationAdminSchema,
    api.put(`locais/${encodeURIComponent(id)}/role`, { json: { role_id: roleId } }),
  );
}

/**
 * PUT /locais/toggle*\/{id} with the value the switch shows, so a repeated click sets, never flips
 * twice. The flag counts on the user's next call (the API reads flags on every call).
 */
export async function toggleAccess(
  api: KyInstance,
  toggle: LocationToggle,
  id: string,
  value: boolean,
): Promise<LocationAdmin> {
  return parseJson(
    LocationAdminSchema,
    api.put(`locais/${toggle}/${encodeURIComponent(id)}`, { json: { value } }),
  );
}

export async function verifyActivity(api: KyInstance, id: string): Promise<VerifyActivityResponse> {
  return parseJson(VerifyActivityResponseSchema, api.post(`locais/verifyActivity/${encodeURIComponent(id)}`));
}

/** The access profiles of a client (GET /v1/iam/roles?companyId=). */
export async function listRolesOfClient(api: KyInstance, clientId: string): Promise<RoleListItem[]> {
  return parseJson(RoleListSchema, api.get('v1/iam/roles', { searchParams: { companyId: clientId } }));
}

/** Users matching a search, for the user picker (GET /users?search=). */
export async function searchUsers(api: KyInstance, search: string): Promise<User[]> {
  const searchParams: Record<string, string> = { page: '1', limit: '20' };
  if (search) searchParams.search = search;
  return (await parseJson(UserPageSchema, api.get('users', { searchParams }))).data;
}

export type Unit = { id: string; name: string; kind: 'department' | 'sector'; department: string | null };

/** The departments and sectors of a client, where an access can also be given. */
async function listUnits(api: KyInstance, clientId: string): Promise<Unit[]> {
  const [departments, sectors] = await Promise.all([
    listDepartmentsOfClient(api, clientId),
    listSectorsOfClient(api, clientId),
  ]);
  return [
    ...departments.map((d) => ({ id: d.id, name: d.name, kind: 'department' as const, department: null })),
    ...sectors.map((s) => ({
      id: s.id,
      name: s.name,
      kind: 'sector' as const,
      department: s.department?.name ?? null,
    })),
  ];
}

/**
 * The accesses (locais) of a client: their list, what the create dialog looks up (units, profiles,
 * users) and the writes. A write shows the API's answer in the cached pages at once, then every list is
 * read again.
 */
const accessApi = registerApi<LocationAdmin>({ resource: ACCESS, path: 'locais', item: LocationAdminSchema });

export const useUnits = (clientId: string | undefined, enabled: boolean) =>
  accessApi.useRead(['units', clientId ?? ''], (api) => listUnits(api, clientId ?? ''), {
    enabled: Boolean(clientId) && enabled,
    staleTime: 30_000,
  });

export const useRolesOfClient = (clientId: string | undefined, enabled = true) =>
  accessApi.useRead(['roles', clientId ?? ''], (api) => listRolesOfClient(api, clientId ?? ''), {
    enabled: Boolean(clientId) && enabled,
    staleTime: 30_000,
  });

export const useUserSearch = (search: string, enabled: boolean) =>
  accessApi.useRead(['users', search], (api) => searchUsers(api, search), { enabled, keepPrevious: true });

/** After a change the cached pages show the API's answer at once, then every list is refetched. */
const useAccessWrite = <Input>(call: (api: KyInstance, input: Input) => Promise<LocationAdmin>) =>
  accessApi.useWrite(call, {
    onSuccess: (updated, _input, { queryClient, localId }) => {
      for (const [key, page] of queryClient.getQueriesData<LocationAdminPage>({
        queryKey: keys.lists(localId, ACCESS),
      })) {
        if (page) queryClient.setQueryData(key, replaceAccess(page, updated));
      }
    },
  });

export const useToggleAccess = () =>
  useAccessWrite((api, { toggle, id, value }: { toggle: LocationToggle; id: string; value: boolean }) =>
    toggleAccess(api, toggle, id, value),
  );

export const useSetAccessRole = () =>
  useAccessWrite((api, { id, roleId }: { id: string; roleId: string | null }) =>
    setAccessRole(api, id, roleId),
  );

export const useCreateAccess = () => useAccessWrite(createAccess);

/** Reads the location's activity; nothing cached changes. */
export const useVerifyActivity = () => accessApi.useWrite(verifyActivity, { refreshes: [] });

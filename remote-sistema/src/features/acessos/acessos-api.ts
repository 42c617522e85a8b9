import {
  type CreateLocationBody,
  type LocationAdmin,
  type LocationAdminPage,
  LocationAdminPageSchema,
  LocationAdminSchema,
  type LocationToggle,
  type RoleListItem,
  RoleListSchema,
  type User,
  UserPageSchema,
  type VerifyActivityResponse,
  VerifyActivityResponseSchema,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import type { ListParams } from '../../components/list-params.js';

/** One function per call of spec §7 "Locations (locais)" that the Acessos screen makes. */

export async function listAccesses(
  api: KyInstance,
  companyId: string,
  { page, limit, search }: ListParams,
): Promise<LocationAdminPage> {
  const searchParams: Record<string, string> = { page: String(page), limit: String(limit) };
  if (search) searchParams.search = search;
  return v.parse(
    LocationAdminPageSchema,
    await api.get(`locais/empresa/${encodeURIComponent(companyId)}`, { searchParams }).json(),
  );
}

export async function createAccess(api: KyInstance, body: CreateLocationBody): Promise<LocationAdmin> {
  return v.parse(LocationAdminSchema, await api.post('locais/create', { json: body }).json());
}

/** PUT /locais/{id}/role: the access profile of the location (null removes it). */
export async function setAccessRole(
  api: KyInstance,
  id: string,
  roleId: string | null,
): Promise<LocationAdmin> {
  return v.parse(
    LocationAdminSchema,
    await api.put(`locais/${encodeURIComponent(id)}/role`, { json: { role_id: roleId } }).json(),
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
  return v.parse(
    LocationAdminSchema,
    await api.put(`locais/${toggle}/${encodeURIComponent(id)}`, { json: { value } }).json(),
  );
}

export async function verifyActivity(api: KyInstance, id: string): Promise<VerifyActivityResponse> {
  return v.parse(
    VerifyActivityResponseSchema,
    await api.post(`locais/verifyActivity/${encodeURIComponent(id)}`).json(),
  );
}

/** The access profiles of a client (GET /v1/iam/roles?companyId=). */
export async function listRolesOfClient(api: KyInstance, clientId: string): Promise<RoleListItem[]> {
  return v.parse(
    RoleListSchema,
    await api.get('v1/iam/roles', { searchParams: { companyId: clientId } }).json(),
  );
}

/** Users matching a search, for the user picker (GET /users?search=). */
export async function searchUsers(api: KyInstance, search: string): Promise<User[]> {
  const searchParams: Record<string, string> = { page: '1', limit: '20' };
  if (search) searchParams.search = search;
  return v.parse(UserPageSchema, await api.get('users', { searchParams }).json()).data;
}

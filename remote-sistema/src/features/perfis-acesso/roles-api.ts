import {
  type ClientListItem,
  ClientListSchema,
  type Role,
  type RoleBody,
  type RoleListItem,
  RoleListSchema,
  RoleSchema,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

/** One function per call of spec §7 "Roles", each parsed with the shared schemas. */

export async function listRoles(api: KyInstance, companyId: string | undefined): Promise<RoleListItem[]> {
  const searchParams = companyId ? { companyId } : undefined;
  return v.parse(RoleListSchema, await api.get('v1/iam/roles', { searchParams }).json());
}

export async function getRole(api: KyInstance, id: string): Promise<Role> {
  return v.parse(RoleSchema, await api.get(`v1/iam/roles/${encodeURIComponent(id)}`).json());
}

export async function createRole(api: KyInstance, body: RoleBody): Promise<Role> {
  return v.parse(RoleSchema, await api.post('v1/iam/roles', { json: body }).json());
}

export async function updateRole(api: KyInstance, id: string, body: RoleBody): Promise<Role> {
  return v.parse(
    RoleSchema,
    await api.patch(`v1/iam/roles/${encodeURIComponent(id)}`, { json: body }).json(),
  );
}

export async function deleteRole(api: KyInstance, id: string): Promise<void> {
  await api.delete(`v1/iam/roles/${encodeURIComponent(id)}`);
}

export async function listClients(api: KyInstance): Promise<ClientListItem[]> {
  return v.parse(ClientListSchema, await api.get('v1/companies/clients').json());
}

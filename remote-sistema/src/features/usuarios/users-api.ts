import {
  type CreateUserBody,
  type StatusBody,
  type UpdateUserBody,
  type User,
  type UserPage,
  UserPageSchema,
  UserSchema,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import type { ListParams } from '../../components/list-params.js';

/** One function per call of spec §7 "Users", each parsed with the shared schemas. */

export async function listUsers(api: KyInstance, { page, limit, search }: ListParams): Promise<UserPage> {
  const searchParams: Record<string, string> = { page: String(page), limit: String(limit) };
  if (search) searchParams.search = search;
  return v.parse(UserPageSchema, await api.get('users', { searchParams }).json());
}

export async function getUser(api: KyInstance, id: string): Promise<User> {
  return v.parse(UserSchema, await api.get(`users/find/${encodeURIComponent(id)}`).json());
}

export async function createUser(api: KyInstance, body: CreateUserBody): Promise<User> {
  return v.parse(UserSchema, await api.post('users/create', { json: body }).json());
}

export async function updateUser(api: KyInstance, id: string, body: UpdateUserBody): Promise<User> {
  return v.parse(UserSchema, await api.put(`users/${encodeURIComponent(id)}`, { json: body }).json());
}

/** PUT /users/id: ativo, the deactivating user and the reason (spec §3/§4 status call). */
export async function setUserStatus(api: KyInstance, body: StatusBody): Promise<User> {
  return v.parse(UserSchema, await api.put('users/id', { json: body }).json());
}

/** POST /users/avatar/{id}, multipart 'file'. */
export const avatarPath = (id: string) => `users/avatar/${encodeURIComponent(id)}`;

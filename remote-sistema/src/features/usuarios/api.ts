import {
  type CreateUserBody,
  parseJson,
  type StatusBody,
  type UpdateUserBody,
  type User,
  type UserPage,
  UserPageSchema,
  UserSchema,
} from '@gp/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { sendImage } from '../../components/image-picker.js';
import { keys } from '../../query-keys.js';
import { useRecord, useRemote, useUpload } from '../../session/remote-context.js';

/** Usuários: one function per call of the users API (docs/api.md), parsed with the shared schemas, and its queries. */
export const USERS = 'users';

/** GET /users with the list's query (page, limit, search). */
export async function listUsers(api: KyInstance, query: URLSearchParams): Promise<UserPage> {
  return parseJson(UserPageSchema, api.get('users', { searchParams: query }));
}

export async function getUser(api: KyInstance, id: string): Promise<User> {
  return parseJson(UserSchema, api.get(`users/find/${encodeURIComponent(id)}`));
}

export async function createUser(api: KyInstance, body: CreateUserBody): Promise<User> {
  return parseJson(UserSchema, api.post('users/create', { json: body }));
}

export async function updateUser(api: KyInstance, id: string, body: UpdateUserBody): Promise<User> {
  return parseJson(UserSchema, api.put(`users/${encodeURIComponent(id)}`, { json: body }));
}

/** PUT /users/id: ativo, the deactivating user and the reason (the registers' status call). */
export async function setUserStatus(api: KyInstance, body: StatusBody): Promise<User> {
  return parseJson(UserSchema, api.put('users/id', { json: body }));
}

/** POST /users/avatar/{id}, multipart 'file'. */
export const avatarPath = (id: string) => `users/avatar/${encodeURIComponent(id)}`;

/** The edit dialog's detail: fetched fresh each time the dialog opens (`id` only while it is open). */
export const useUserDetail = (id: string | null) =>
  useRecord({ resource: USERS, id, fetch: getUser, fresh: true });

/** Every users query of the location is refetched after a write, whatever its outcome. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  const { localId } = useRemote();
  return () => queryClient.invalidateQueries({ queryKey: keys.resource(localId, USERS) });
}

export type SaveUser =
  | { mode: 'create'; body: CreateUserBody; avatar: File | null }
  | { mode: 'edit'; id: string; body: UpdateUserBody; avatar: File | null };

/**
 * Creates or updates the user, then sends the chosen avatar. The user is saved even when the image is
 * refused; `avatarError` then carries the API's message.
 */
export function useSaveUser() {
  const { api } = useRemote();
  const upload = useUpload();
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (save: SaveUser): Promise<{ user: User; avatarError: string | null }> => {
      const user =
        save.mode === 'create' ? await createUser(api, save.body) : await updateUser(api, save.id, save.body);
      const sent = await sendImage(upload, avatarPath(user.id), save.avatar, UserSchema, user);
      return { user: sent.record, avatarError: sent.imageError };
    },
    retry: 0,
    onSettled: invalidate,
  });
}

export function useSetUserStatus() {
  const { api } = useRemote();
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: StatusBody) => setUserStatus(api, body),
    retry: 0,
    onSettled: invalidate,
  });
}

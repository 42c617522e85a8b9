import {
  type CreateUserBody,
  parseJson,
  type UpdateUserBody,
  type User,
  type UserPage,
  UserPageSchema,
  UserSchema,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import { sendImage } from '../../components/image-picker.js';
import { registerApi, useUpload } from '../../session/remote-context.js';

/** Usuários: one function per call of the users API (docs/api.md), parsed with the shared schemas, and its queries. */
export const USERS = 'users';

/** GET /users with the list's query (page, limit, search). */
export async function listUsers(api: KyInstance, query: URLSearchParams): Promise<UserPage> {
  return parseJson(UserPageSchema, api.get('users', { searchParams: query }));
}

/**
 * The users: GET /users/find/{id}, POST /users/create, PUT /users/{id} and the status call (PUT
 * /users/id: ativo, the deactivating user and the reason); every users query is read again after a write.
 */
export const userApi = registerApi<User, CreateUserBody, UpdateUserBody>({
  resource: USERS,
  path: 'users',
  item: UserSchema,
  paths: { detail: (id) => `users/find/${encodeURIComponent(id)}` },
});

/** POST /users/avatar/{id}, multipart 'file'. */
export const avatarPath = (id: string) => `users/avatar/${encodeURIComponent(id)}`;

/** The edit dialog's detail: fetched fresh each time the dialog opens (`id` only while it is open). */
export const useUserDetail = (id: string | null) => userApi.useRecord(id);

export type SaveUser =
  | { mode: 'create'; body: CreateUserBody; avatar: File | null }
  | { mode: 'edit'; id: string; body: UpdateUserBody; avatar: File | null };

/**
 * Creates or updates the user, then sends the chosen avatar. The user is saved even when the image is
 * refused; `avatarError` then carries the API's message.
 */
export function useSaveUser() {
  const upload = useUpload();
  return userApi.useWrite(
    async (api, save: SaveUser): Promise<{ user: User; avatarError: string | null }> => {
      const user =
        save.mode === 'create'
          ? await userApi.create(api, save.body)
          : await userApi.update(api, save.id, save.body);
      const sent = await sendImage(upload, avatarPath(user.id), save.avatar, UserSchema, user);
      return { user: sent.record, avatarError: sent.imageError };
    },
  );
}

export const useSetUserStatus = () => userApi.useStatus();

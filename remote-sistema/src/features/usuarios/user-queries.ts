import type { CreateUserBody, StatusBody, UpdateUserBody, User } from '@gp/shared-contracts';
import { UserSchema } from '@gp/shared-contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type { ListParams } from '../../components/list-params.js';
import { useRemote, useUpload } from '../../session/remote-context.js';
import { avatarPath, createUser, getUser, listUsers, setUserStatus, updateUser } from './users-api.js';

export const userKeys = {
  all: (localId: string | null) => ['sistema', 'users', localId] as const,
  list: (localId: string | null, params: ListParams) => [...userKeys.all(localId), 'list', params] as const,
  detail: (localId: string | null, id: string) => [...userKeys.all(localId), 'detail', id] as const,
};

export function useUserList(params: ListParams) {
  const { api, session } = useRemote();
  return useQuery({
    queryKey: userKeys.list(session.local?.id ?? null, params),
    queryFn: () => listUsers(api, params),
    placeholderData: keepPreviousData,
  });
}

/** The edit dialog's detail: fetched fresh each time the dialog opens. */
export function useUserDetail(id: string | null) {
  const { api, session } = useRemote();
  return useQuery({
    queryKey: userKeys.detail(session.local?.id ?? null, id ?? ''),
    queryFn: () => getUser(api, id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Every users query of the location is refetched after a write, whatever its outcome. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  const { session } = useRemote();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.all(session.local?.id ?? null) });
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
      if (!save.avatar) return { user, avatarError: null };
      try {
        return {
          user: v.parse(UserSchema, await upload(avatarPath(user.id), save.avatar)),
          avatarError: null,
        };
      } catch (error) {
        return {
          user,
          avatarError: error instanceof Error ? error.message : 'Não foi possível enviar a imagem.',
        };
      }
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

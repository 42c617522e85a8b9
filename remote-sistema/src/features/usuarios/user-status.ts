import type { StatusBody, User } from '@gp/shared-contracts';
import { toStatusBody } from '@gp/shared-ui';

/**
 * The status call of a user (PUT /users/id, docs/api.md): the registers' status rule over the user's
 * `active` flag. Deactivating records the current user of the session and needs a reason; activating
 * clears both.
 */
export const userStatusBody = (
  user: Pick<User, 'id' | 'active'>,
  currentUserId: string | null,
  motivo: string | undefined,
): { body: StatusBody } | { error: string } =>
  toStatusBody({ id: user.id, ativo: user.active }, currentUserId, motivo);

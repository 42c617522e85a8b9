import { type StatusBody, StatusBodySchema, type User } from '@gp/shared-contracts';
import * as v from 'valibot';

/**
 * The status call of spec §3/§4 for a user: activating clears who deactivated and why; deactivating
 * records the current user (from the session) and needs a reason. The shared schema decides; its first
 * message is what the dialog shows under 'Motivo'.
 */
export function toStatusBody(
  user: Pick<User, 'id' | 'active'>,
  currentUserId: string | null,
  motivo: string | undefined,
): { body: StatusBody } | { error: string } {
  const deactivating = user.active;
  const parsed = v.safeParse(StatusBodySchema, {
    id: user.id,
    ativo: !deactivating,
    user_id_inativa: deactivating ? currentUserId : null,
    motivo: deactivating ? (motivo ?? '') : null,
  });
  if (parsed.success) return { body: parsed.output };
  return { error: parsed.issues[0].message };
}

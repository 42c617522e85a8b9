import type { StatusBody } from '@gp/shared-contracts';
import { badRequest } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';

/**
 * Status change of a register: ativo, the deactivating user (always the caller) and the reason.
 * Reactivating clears both (docs/domain.md, "Bens e categorias").
 */
export function statusValues(actor: Actor, body: StatusBody) {
  if (body.user_id_inativa && body.user_id_inativa !== actor.userId) {
    throw badRequest('user_id_inativa', 'O usuário que inativa é sempre o usuário autenticado.');
  }
  return body.ativo
    ? { ativo: true, userIdInativa: null, motivo: null }
    : { ativo: false, userIdInativa: actor.userId, motivo: body.motivo ?? null };
}

/** The audit action of a status change. */
export const statusAction = (ativo: boolean) => (ativo ? 'activate' : 'deactivate');

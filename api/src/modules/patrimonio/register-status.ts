import type { StatusBody } from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { type AppError, badRequest } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, auditActor } from '../auth/actor.js';

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
const statusAction = (ativo: boolean) => (ativo ? 'activate' : 'deactivate');

/**
 * The status change of a register inside the transaction `tx`: `save` writes it and reads the row
 * back in scope (none: `notFound`), the change is audited with the row before and after, and the
 * row after is returned as the API shows it.
 */
export async function saveStatus<Row, Out>(
  tx: Db,
  actor: Actor,
  body: StatusBody,
  change: {
    entity: string;
    clientId: string | null;
    before: Row;
    save: () => Promise<Row | null>;
    toApi: (row: Row) => Out;
    notFound: () => AppError;
  },
): Promise<Out> {
  const row = await change.save();
  if (!row) throw change.notFound();
  const after = change.toApi(row);
  await recordAudit(tx, auditActor(actor), {
    action: statusAction(body.ativo),
    entity: change.entity,
    entityId: body.id,
    before: change.toApi(change.before),
    after,
    clientId: change.clientId,
  });
  return after;
}

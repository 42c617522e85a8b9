import { type StatusBody, StatusBodySchema } from '@gp/shared-contracts';
import * as v from 'valibot';

/** A register with an active flag and a deactivation reason (vehicle, supplier, NCM reference, property location). */
export type StatusRecord = { id: string; ativo: boolean };

/**
 * The status call (PUT .../id, docs/api.md): activating clears who deactivated and why; deactivating
 * records the current user of the session and needs a reason. The shared schema decides; its first
 * message is what the dialog shows under 'Motivo'.
 */
export function toStatusBody(
  record: StatusRecord,
  currentUserId: string | null,
  motivo: string | undefined,
): { body: StatusBody } | { error: string } {
  const deactivating = record.ativo;
  const parsed = v.safeParse(StatusBodySchema, {
    id: record.id,
    ativo: !deactivating,
    user_id_inativa: deactivating ? currentUserId : null,
    motivo: deactivating ? (motivo ?? '') : null,
  });
  if (parsed.success) return { body: parsed.output };
  return { error: parsed.issues[0].message };
}

import type { LocationFlags, RuleId } from '@gp/shared-contracts';
import { hasRule } from '@gp/shared-contracts';
import { forbidden } from '../../lib/errors.js';
import type { AuditActor } from '../audit/audit.service.js';

/** The selected location of the caller, checked: it is the caller's own and active. */
export type ActorLocation = {
  id: string;
  companyId: string;
  applicationId: string;
  /** The client the location works for; null for a support location (its whole application). */
  clientId: string | null;
  flags: LocationFlags;
  rules: string[];
};

export type Actor = {
  userId: string;
  /** The session of the call's token (absent for an actor kept by a job): a document link is bound to it. */
  sessionId?: string;
  username: string;
  fullname: string;
  ip: string;
  local: ActorLocation | null;
};

export const auditActor = (actor: Actor | null, ip: string | null = actor?.ip ?? null): AuditActor => ({
  userId: actor?.userId ?? null,
  locationId: actor?.local?.id ?? null,
  clientId: actor?.local?.clientId ?? null,
  ip,
});

export function requireLocal(actor: Actor): ActorLocation {
  if (!actor.local) throw forbidden('Selecione um local de trabalho para continuar.');
  return actor.local;
}

export function requireRule(local: ActorLocation, rule: RuleId) {
  if (!hasRule({ flags: local.flags, rules: local.rules }, rule)) throw forbidden();
}

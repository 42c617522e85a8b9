import * as v from 'valibot';
import { ErrorLinkSchema } from './error-link.js';
import { CONTRACT_VERSION, isContractCompatible } from './manifest.js';
import { ModulesReportSchema } from './modules.js';

/**
 * Typed host<->remote event contract. Events travel as `window` CustomEvents named `gp:<type>`, carry
 * the contract version and are validated on receipt, so two copies of this package still interoperate.
 * Changes are additive; a breaking change gets a new event name.
 */

export const SessionSnapshotSchema = v.object({
  user: v.nullable(v.object({ id: v.string(), fullname: v.string(), avatar: v.nullish(v.string()) })),
  local: v.nullable(
    v.object({
      id: v.string(),
      companyId: v.string(),
      companyName: v.string(),
      applicationId: v.string(),
      applicationName: v.nullable(v.string()),
      permissions: v.object({
        isSuporte: v.boolean(),
        hasObras: v.boolean(),
        hasPatrimonio: v.boolean(),
        hasSetor: v.boolean(),
        departments: v.boolean(),
      }),
      rules: v.array(v.string()),
    }),
  ),
  exercicio: v.nullable(v.object({ exercicioId: v.string(), mes: v.number(), ano: v.number() })),
  apiBaseUrl: v.string(),
});
export type SessionSnapshot = v.InferOutput<typeof SessionSnapshotSchema>;

const eventSchemas = {
  /** host -> remotes */
  'session:changed': SessionSnapshotSchema,
  'location:changed': SessionSnapshotSchema,
  'exercicio:changed': SessionSnapshotSchema,
  'session:ended': v.object({ reason: v.picklist(['logout', 'expired', 'refresh-failed']) }),
  'token:response': v.object({ requestId: v.string(), token: v.nullable(v.string()) }),
  'modules:response': v.object({ requestId: v.string(), report: ModulesReportSchema }),
  /** remotes -> host */
  'token:request': v.object({ requestId: v.string(), refresh: v.boolean() }),
  'navigate:request': v.object({ to: v.string(), replace: v.optional(v.boolean()) }),
  'toast:request': v.object({
    kind: v.picklist(['success', 'error', 'warning', 'info']),
    message: v.string(),
    /** A page where the user can act on the message (an internal path; added in 1.x, optional). */
    link: v.optional(ErrorLinkSchema),
  }),
  'logout:request': v.object({}),
  /** The Módulos page (support): the manifest's remotes and their health. */
  'modules:request': v.object({ requestId: v.string() }),
} as const;

export type EventType = keyof typeof eventSchemas;
export type EventPayload<T extends EventType> = v.InferOutput<(typeof eventSchemas)[T]>;
export const EVENT_PREFIX = 'gp:';

type Envelope = { version: string; payload: unknown };

export function emit<T extends EventType>(
  type: T,
  payload: EventPayload<T>,
  target: EventTarget = window,
): void {
  target.dispatchEvent(
    new CustomEvent<Envelope>(EVENT_PREFIX + type, { detail: { version: CONTRACT_VERSION, payload } }),
  );
}

/** Subscribes to one event; invalid or incompatible payloads are dropped. Returns the unsubscribe function. */
export function on<T extends EventType>(
  type: T,
  handler: (payload: EventPayload<T>) => void,
  target: EventTarget = window,
): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<Envelope>).detail;
    if (!detail || typeof detail.version !== 'string' || !isContractCompatible(detail.version)) return;
    const parsed = v.safeParse(eventSchemas[type], detail.payload);
    if (parsed.success) handler(parsed.output as EventPayload<T>);
  };
  target.addEventListener(EVENT_PREFIX + type, listener);
  return () => target.removeEventListener(EVENT_PREFIX + type, listener);
}

let nextRequest = 0;

/** Asks the host for the state of the remotes (Módulos page); resolves an error report after the timeout. */
export function requestModules(
  target: EventTarget = window,
  timeoutMs = 15_000,
): Promise<EventPayload<'modules:response'>['report']> {
  const requestId = `${Date.now()}-${++nextRequest}`;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      off();
      resolve({ status: 'error', message: 'A aplicação não respondeu sobre os módulos. Tente novamente.' });
    }, timeoutMs);
    const off = on(
      'modules:response',
      (p) => {
        if (p.requestId !== requestId) return;
        clearTimeout(timer);
        off();
        resolve(p.report);
      },
      target,
    );
    emit('modules:request', { requestId }, target);
  });
}

/** Asks the host for the access token (optionally refreshed after a 401); resolves null without one. */
export function requestToken(
  refresh: boolean,
  target: EventTarget = window,
  timeoutMs = 30_000,
): Promise<string | null> {
  const requestId = `${Date.now()}-${++nextRequest}`;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      off();
      resolve(null);
    }, timeoutMs);
    const off = on(
      'token:response',
      (p) => {
        if (p.requestId !== requestId) return;
        clearTimeout(timer);
        off();
        resolve(p.token);
      },
      target,
    );
    emit('token:request', { requestId, refresh }, target);
  });
}

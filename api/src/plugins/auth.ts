import type { LocationFlags, RuleId } from '@gp/shared-contracts';
import {
  CPF_REQUIRED_MESSAGE,
  DOCUMENT_LINK_PARAM,
  GENERIC_ACCOUNT_MESSAGE,
  hasRule,
  LOCAL_HEADER,
  UUID_PATTERN,
} from '@gp/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../lib/errors.js';
import type { AccessTokens } from '../modules/auth/access-tokens.js';
import type { Actor, ActorLocation } from '../modules/auth/actor.js';
import type { Callers, FoundCaller } from '../modules/auth/callers.js';

/**
 * Who may call a route. `public`: anyone; `user`: a valid access token; `local` (the default): a token
 * and the caller's own active location in `X-Local-Id`, plus an optional flag and role rule.
 */
export type RouteAccess =
  | { auth: 'public' }
  | { auth: 'user'; recordsNothing?: true }
  | {
      auth: 'local';
      rule?: RuleId;
      flag?: { test: (flags: LocationFlags) => boolean; message: string };
      /**
       * A POST that records no operation (a signed link to a document, cancelling one's own job): open to
       * a user without CPF and to a generic account, as a read is (decision 073).
       */
      recordsNothing?: true;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Declared an upload (routesOf): its multipart body is in the document, and readUpload reads it. */
    upload?: boolean;
    /** A PDF read by GET (routesOf): it may be opened by a signed link instead of the token (decision 041). */
    documentLink?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/**
 * The signed link of a document's address (decision 041): the last query parameter `link` of a GET that
 * answers a PDF, and the address it must have been signed for (the same without it).
 */
function documentLinkOf(request: FastifyRequest): { token: string; path: string } | null {
  if (request.method !== 'GET' || request.routeOptions.config.documentLink !== true) return null;
  const found = new RegExp(`[?&]${DOCUMENT_LINK_PARAM}=([^&]*)$`).exec(request.url);
  if (!found) return null;
  // The route's own query is what it was without the link.
  delete (request.query as Record<string, unknown>)[DOCUMENT_LINK_PARAM];
  return { token: decodeURIComponent(found[1] ?? ''), path: request.url.slice(0, found.index) };
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw new AppError('UNAUTHORIZED', 'Token de acesso não informado.');
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token)
    throw new AppError('UNAUTHORIZED', 'Token de acesso inválido.');
  return token;
}

type FoundLocation = NonNullable<NonNullable<FoundCaller>['location']>;

function actorLocation(row: FoundLocation | null): ActorLocation {
  if (!row || row.companyId === null) throw forbidden('Este local de trabalho não pertence ao usuário.');
  // An inactive client closes the locations on its departments and sectors too.
  if (!row.active || !row.companyActive || row.rootActive === false)
    throw forbidden('Este local de trabalho está inativo.');
  return {
    id: row.id,
    companyId: row.companyId,
    applicationId: row.applicationId as string,
    clientId: row.isSuporte ? null : row.isClient ? row.companyId : (row.rootId ?? row.companyId),
    flags: {
      isSuporte: row.isSuporte === true,
      hasObras: row.hasObras === true,
      hasPatrimonio: row.hasPatrimonio === true,
      hasSetor: row.hasSetor === true,
      departments: row.departments === true,
    },
    // A copy: the found caller may be kept for the next calls (decision 047).
    rules: row.rules ? [...row.rules] : [],
  };
}

/** A call that may change data: its answer empties the kept callers of this process (decision 047). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Decreto 10.540/2020 art. 11 (decision 073): every operation names a user identified by CPF, and generic
 * accounts record none. Checked here, once for every write of the API, after the route's own checks.
 */
function assertMayRecord(request: FastifyRequest, access: RouteAccess, found: NonNullable<FoundCaller>) {
  if (READS.has(request.method) || found.mayWrite) return;
  if (access.auth !== 'public' && access.recordsNothing) return;
  throw forbidden(found.contaGenerica ? GENERIC_ACCOUNT_MESSAGE : CPF_REQUIRED_MESSAGE);
}

/**
 * Checks every call on the server. Flags and rules are never in the token: they are read from the
 * database, and kept for the next calls only until anything they are made of changes (decision 047).
 */
export function registerAuth(app: FastifyInstance, deps: { tokens: AccessTokens; callers: Callers }) {
  app.decorateRequest('actor', null);
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READS.has(request.method)) deps.callers.clear();
    done(null, payload);
  });
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url || url.startsWith('/docs')) return;
    const access: RouteAccess = request.routeOptions.config.access ?? { auth: 'local' };
    if (access.auth === 'public') return;

    const link = documentLinkOf(request);
    const linked = link ? await deps.tokens.links.verify(link.token, link.path) : null;
    const claims = linked ?? (await deps.tokens.verify(bearer(request)));
    const header = request.headers[LOCAL_HEADER];
    const localId =
      access.auth !== 'local'
        ? undefined
        : linked
          ? linked.localId
          : Array.isArray(header)
            ? header[0]
            : header;
    const validLocalId = localId && UUID_PATTERN.test(localId) ? localId : null;
    const found = await deps.callers.find(claims, validLocalId);
    if (!found) throw new AppError('UNAUTHORIZED', 'Token de acesso inválido.');
    if (!found.active)
      throw new AppError('UNAUTHORIZED', 'Usuário inativo. Procure o administrador do sistema.');
    // The refresh chain was revoked (reuse detected, password changed, user deactivated): the access
    // tokens it issued end with it, not when they expire.
    if (!found.sessionOpen) throw new AppError('UNAUTHORIZED', 'Sessão encerrada. Entre novamente.');
    const actor: Actor = {
      userId: claims.userId,
      sessionId: claims.sessionId,
      username: found.username,
      fullname: found.fullname,
      ip: request.ip,
      local: null,
    };
    request.actor = actor;
    if (access.auth === 'user') return assertMayRecord(request, access, found);

    if (!localId) throw forbidden('Selecione um local de trabalho para continuar.');
    if (!validLocalId) throw forbidden('Local de trabalho inválido.');
    actor.local = actorLocation(found.location);
    if (access.flag && !access.flag.test(actor.local.flags)) {
      throw forbidden(access.flag.message);
    }
    if (access.rule && !hasRule({ flags: actor.local.flags, rules: actor.local.rules }, access.rule))
      throw forbidden();
    assertMayRecord(request, access, found);
  });
}

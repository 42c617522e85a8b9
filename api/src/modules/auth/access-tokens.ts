import { randomBytes, randomUUID } from 'node:crypto';
import { UUID_PATTERN } from '@gp/shared-contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { createDocumentLinks } from '../documentos/document-links.js';
import { getOrCreateSetting } from '../settings/settings.repository.js';

const ISSUER = 'gestao-publica-api';
/** How far ahead of this server's clock another API process's clock may be (an `iat` past it is refused). */
const MAX_CLOCK_SKEW_MS = 60_000;

/** What a valid access token says: the user, and the link of the session's refresh chain it came with. */
export type AccessClaims = { userId: string; sessionId: string };

/**
 * Short-lived access tokens (HS256 JWT with `exp`). The key comes from JWT_SECRET or, when unset, from
 * the database, so every API process on the same database signs and verifies alike. `sid` is the id of
 * the refresh token issued with it, so revoking the chain ends the access token too (decision 002).
 */
export async function createAccessTokens(db: Db, opts: { secret: string | undefined; ttlSeconds: number }) {
  const secret =
    opts.secret ?? (await getOrCreateSetting(db, 'jwt_secret', () => randomBytes(48).toString('base64url')));
  const key = new TextEncoder().encode(secret);
  // Tokens already verified, with their expiry: a signature checked once stays checked (the token is
  // immutable), so the next calls with the same token skip the HMAC (WebCrypto runs it off the main thread,
  // a hop every call would pay). Only the expiry is checked again; whether the session is still open is read
  // from the database on every call (findActor). Bounded: emptied when full.
  const verified = new Map<string, AccessClaims & { exp: number }>();
  const VERIFIED_MAX = 10_000;

  return {
    ttlSeconds: opts.ttlSeconds,
    /** Signed document links (decision 041), under a key derived from the same secret. */
    links: createDocumentLinks(secret),
    sign: (userId: string, sessionId: string) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${opts.ttlSeconds}s`)
        .sign(key),
    /** The claims of a valid token; 401 with a Portuguese message otherwise. */
    async verify(token: string): Promise<AccessClaims> {
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > Date.now()) return { userId: known.userId, sessionId: known.sessionId };
        verified.delete(token);
        throw new AppError('UNAUTHORIZED', 'Sessão expirada. Entre novamente.');
      }
      try {
        // A token that never expires, or without a user id and a session id, was not issued by sign().
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'exp', 'iat', 'sid'],
        });
        const { sub, sid, iat } = payload;
        if (!sub || !UUID_PATTERN.test(sub) || typeof sid !== 'string' || !UUID_PATTERN.test(sid))
          throw new AppError('UNAUTHORIZED', 'Token de acesso inválido.');
        // Issued in the future (past a clock's drift): not a token sign() made now.
        if (typeof iat !== 'number' || iat * 1000 > Date.now() + MAX_CLOCK_SKEW_MS)
          throw new AppError('UNAUTHORIZED', 'Token de acesso inválido.');
        if (verified.size >= VERIFIED_MAX) verified.clear();
        verified.set(token, { userId: sub, sessionId: sid, exp: payload.exp as number });
        return { userId: sub, sessionId: sid };
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          throw new AppError('UNAUTHORIZED', 'Sessão expirada. Entre novamente.');
        throw new AppError('UNAUTHORIZED', 'Token de acesso inválido.');
      }
    },
  };
}
export type AccessTokens = Awaited<ReturnType<typeof createAccessTokens>>;

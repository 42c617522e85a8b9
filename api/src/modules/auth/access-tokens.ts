import { randomBytes, randomUUID } from 'node:crypto';
import { UUID_PATTERN } from '@gp/shared-contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { getOrCreateSetting } from '../settings/settings.repository.js';

const ISSUER = 'gestao-publica-api';

/**
 * Short-lived access tokens (HS256 JWT with `exp`). The key comes from JWT_SECRET or, when unset, from
 * the database, so every API process on the same database signs and verifies alike.
 */
export async function createAccessTokens(db: Db, opts: { secret: string | undefined; ttlSeconds: number }) {
  const secret =
    opts.secret ?? (await getOrCreateSetting(db, 'jwt_secret', () => randomBytes(48).toString('base64url')));
  const key = new TextEncoder().encode(secret);

  return {
    ttlSeconds: opts.ttlSeconds,
    sign: (userId: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${opts.ttlSeconds}s`)
        .sign(key),
    /** Returns the user id of a valid token; 401 with a Portuguese message otherwise. */
    async verify(token: string): Promise<string> {
      try {
        // A token that never expires, or whose subject is not a user id, was not issued by sign().
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'exp'],
        });
        if (!payload.sub || !UUID_PATTERN.test(payload.sub))
          throw new AppError('UNAUTHORIZED', 'Token de acesso inválido.');
        return payload.sub;
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          throw new AppError('UNAUTHORIZED', 'Sessão expirada. Entre novamente.');
        throw new AppError('UNAUTHORIZED', 'Token de acesso inválido.');
      }
    },
  };
}
export type AccessTokens = Awaited<ReturnType<typeof createAccessTokens>>;

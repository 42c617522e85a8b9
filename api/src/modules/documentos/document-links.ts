import { createHmac } from 'node:crypto';
import { UUID_PATTERN } from '@gp/shared-contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/errors.js';

/**
 * Signed document links (decision 041): a PDF's address that opens without the session's token, for a few
 * minutes, for one user's session and location (hence one client) and that one address (path and query).
 * HS256 JWTs under a key of their own, derived from the access tokens' secret: an access token is never a
 * link, nor a link an access token.
 */

/** How long a link opens its document: long enough for the new window to load it, not to be kept. */
export const DOCUMENT_LINK_TTL_SECONDS = 300;

const AUDIENCE = 'documento';

/** Who a link acts for: the session it was asked in, and the location it was asked from. */
export type DocumentLinkClaims = { userId: string; sessionId: string; localId: string };

export function createDocumentLinks(secret: string) {
  const key = createHmac('sha256', secret).update('gp-document-link').digest();
  return {
    /** A link to `path` (the API path with its query, as the API receives it) and when it expires. */
    async sign(claims: DocumentLinkClaims, path: string): Promise<{ token: string; expiresAt: Date }> {
      const expiresAt = new Date(Date.now() + DOCUMENT_LINK_TTL_SECONDS * 1000);
      const token = await new SignJWT({ sid: claims.sessionId, loc: claims.localId, doc: path })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    /** The claims of a link signed for `path`; 401 with a Portuguese message otherwise. */
    async verify(token: string, path: string): Promise<DocumentLinkClaims> {
      try {
        const { payload } = await jwtVerify(token, key, {
          audience: AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'exp', 'sid', 'loc', 'doc'],
        });
        const { sub, sid, loc, doc } = payload;
        if (
          !sub ||
          !UUID_PATTERN.test(sub) ||
          typeof sid !== 'string' ||
          !UUID_PATTERN.test(sid) ||
          typeof loc !== 'string' ||
          !UUID_PATTERN.test(loc) ||
          doc !== path
        )
          throw new AppError('UNAUTHORIZED', 'Link do documento inválido.');
        return { userId: sub, sessionId: sid, localId: loc };
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          throw new AppError(
            'UNAUTHORIZED',
            'Link do documento expirado. Abra o documento de novo pela tela do sistema.',
          );
        if (error instanceof AppError) throw error;
        throw new AppError('UNAUTHORIZED', 'Link do documento inválido.');
      }
    },
  };
}
export type DocumentLinks = ReturnType<typeof createDocumentLinks>;

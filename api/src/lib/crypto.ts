import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). */
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** An opaque random token (refresh, password) and the SHA-256 digest stored in its place. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const digest = (token: string) => createHash('sha256').update(token).digest('hex');

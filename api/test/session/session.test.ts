import { randomUUID } from 'node:crypto';
import { PASSWORD_CHANGE_REQUIRED, type SessionResponse } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { locations, refreshTokens, users } from '../../src/db/schema.js';
import { digest } from '../../src/lib/crypto.js';
import {
  auditRows,
  CAMARA,
  companyByName,
  createLocation,
  createUser,
  PREFEITURA,
  userByUsername,
} from '../support/factories.js';
import { createTestApp, signIn, TEST_JWT_SECRET, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
let ADMIN_ID = '';
let CONSULTA_ID = '';
beforeAll(async () => {
  t = await createTestApp();
  ADMIN_ID = (await userByUsername(t.database.db, 'admin')).id;
  CONSULTA_ID = (await userByUsername(t.database.db, 'consulta')).id;
});
afterAll(() => t.close());

const INVALID_CREDENTIALS = {
  status: 'Error',
  request_id: expect.any(String),
  message: 'Usuário ou senha inválidos.',
};
const INACTIVE = {
  status: 'Error',
  request_id: expect.any(String),
  message: 'Usuário inativo. Procure o administrador do sistema.',
};
const EXPIRED = {
  status: 'Error',
  request_id: expect.any(String),
  message: 'Sessão expirada. Entre novamente.',
};
const ENDED = {
  status: 'Error',
  request_id: expect.any(String),
  message: 'Sessão encerrada. Entre novamente.',
};
const INVALID_TOKEN = {
  status: 'Error',
  request_id: expect.any(String),
  message: 'Token de acesso inválido.',
};

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/session', payload: { username, password } });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/refresh-token', payload: { refresh_token: token } });
/** A call that needs only a valid access token. */
const me = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/locais',
    headers: authorization === undefined ? {} : { authorization },
  });

const ISSUER = 'gestao-publica-api';
const now = () => Math.floor(Date.now() / 1000);
const key = (secret = TEST_JWT_SECRET) => new TextEncoder().encode(secret);

/**
 * Builds access tokens by hand, as an attacker (or a clock) would; `sid` (the session's refresh token id)
 * is a random one unless given, null for none.
 */
function forge(opts: {
  sub?: string;
  sid?: string | null;
  iat?: number;
  exp?: number | null;
  iss?: string;
  alg?: string;
  secret?: string;
}) {
  const jwt = new SignJWT(opts.sid === null ? {} : { sid: opts.sid ?? randomUUID() })
    .setProtectedHeader({ alg: opts.alg ?? 'HS256', typ: 'JWT' })
    .setIssuer(opts.iss ?? ISSUER)
    .setJti(randomUUID())
    .setIssuedAt(opts.iat ?? now());
  if (opts.sub !== undefined) jwt.setSubject(opts.sub);
  if (opts.exp !== null) jwt.setExpirationTime(opts.exp ?? now() + 600);
  return jwt.sign(key(opts.secret));
}

/** A user of its own with one location, so deactivating it does not disturb the shared accounts. */
async function freshUserWithLocation() {
  const db = t.database.db;
  const user = await createUser(db);
  const prefeitura = await companyByName(db, PREFEITURA);
  await createLocation(db, { userId: user.id, companyId: prefeitura.id, hasPatrimonio: true });
  return user;
}

describe('POST /session', () => {
  it('signs in with the exact shape of the spec: token, refreshToken, user, locais', async () => {
    const res = await login('admin', 'Admin@123');
    expect(res.statusCode).toBe(200);
    const body = res.json<SessionResponse>();
    expect(Object.keys(body).sort()).toEqual(['locais', 'refreshToken', 'token', 'user']);
    const admin = await userByUsername(t.database.db, 'admin');
    expect(body.user).toEqual({ id: admin.id, fullname: 'Administrador da Prefeitura', avatar: null });
    expect(body.locais).toHaveLength(2);
    for (const local of body.locais) {
      expect(Object.keys(local).sort()).toEqual(['empresa', 'id']);
      expect(Object.keys(local.empresa)).toEqual(['no_empresa']);
      expect(local.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(body.locais.map((l) => l.empresa.no_empresa).sort()).toEqual([CAMARA, PREFEITURA].sort());
    expect(body.refreshToken.length).toBeGreaterThanOrEqual(32);
    expect(body.refreshToken).not.toContain('.');

    // The access token is a JWT for this user that expires in 15 minutes.
    const claims = decodeJwt(body.token);
    expect(claims.sub).toBe(admin.id);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
    expect(claims.exp).toBeGreaterThan(now());
    expect((await me(`Bearer ${body.token}`)).statusCode).toBe(200);

    // The refresh token is stored hashed, never in the clear.
    const stored = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, admin.id));
    expect(stored.some((r) => r.tokenHash === digest(body.refreshToken))).toBe(true);
    expect(stored.some((r) => r.tokenHash === body.refreshToken)).toBe(false);
  });

  it('accepts the username in any case', async () => {
    expect((await login('ADMIN', 'Admin@123')).statusCode).toBe(200);
  });

  it('lists only active locations of active companies', async () => {
    const db = t.database.db;
    const user = await freshUserWithLocation();
    const camara = await companyByName(db, CAMARA);
    const inactive = await createLocation(db, { userId: user.id, companyId: camara.id, active: false });
    const body = (await signIn(t.app, user)).locais;
    expect(body.map((l) => l.empresa.no_empresa)).toEqual([PREFEITURA]);
    expect(body.map((l) => l.id)).not.toContain(inactive.id);
  });

  it('refuses a wrong password with 401 and the generic message', async () => {
    const res = await login('admin', 'Admin@1234');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_CREDENTIALS);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const res = await login('ninguem', 'Admin@123');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_CREDENTIALS);
  });

  it('refuses an inactive user with the right password', async () => {
    const user = await createUser(t.database.db);
    expect((await login(user.username, user.password)).statusCode).toBe(200);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const res = await login(user.username, user.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INACTIVE);
    // With a wrong password it does not even reveal that the account exists.
    expect((await login(user.username, 'outra-senha1')).json()).toEqual(INVALID_CREDENTIALS);
  });

  it('asks a user marked `redefine` to set a password first (403 with a single-use token, no session)', async () => {
    const user = await createUser(t.database.db, { redefine: true });
    const res = await login(user.username, user.password);
    expect(res.statusCode).toBe(403);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'Error',
      request_id: expect.any(String),
      code: PASSWORD_CHANGE_REQUIRED,
      message: expect.any(String),
    });
    expect(body.passwordToken).toEqual(expect.any(String));
    expect(body.passwordToken.length).toBeGreaterThanOrEqual(32);
    expect(body).not.toHaveProperty('token');
    expect(body).not.toHaveProperty('refreshToken');
    const stored = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(stored).toHaveLength(0);
  });

  it('writes an audit row for every sign-in', async () => {
    const user = await createUser(t.database.db);
    await signIn(t.app, user);
    const rows = await auditRows(t.database.db, { action: 'login', userId: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'session', entityId: user.id, ip: '127.0.0.1' });
    // A failed attempt is not a sign-in.
    await login(user.username, 'errada123');
    expect(await auditRows(t.database.db, { action: 'login', userId: user.id })).toHaveLength(1);
  });
});

describe('POST /refresh-token', () => {
  it('rotates: a new pair each time, and the new refresh token works', async () => {
    const s = await signIn(t.app, 'consulta');
    const r1 = await refresh(s.refreshToken);
    expect(r1.statusCode).toBe(200);
    const pair1 = r1.json();
    expect(Object.keys(pair1).sort()).toEqual(['refreshToken', 'token']);
    expect(pair1.refreshToken).not.toBe(s.refreshToken);
    expect(decodeJwt(pair1.token).sub).toBe(s.user.id);
    expect((await me(`Bearer ${pair1.token}`)).statusCode).toBe(200);

    const r2 = await refresh(pair1.refreshToken);
    expect(r2.statusCode).toBe(200);
    expect(r2.json().refreshToken).not.toBe(pair1.refreshToken);
  });

  it('detects reuse of an old token and revokes the whole chain', async () => {
    const user = await createUser(t.database.db);
    const s = await signIn(t.app, user);
    const other = await signIn(t.app, user); // another sign-in: another family
    const pair1 = (await refresh(s.refreshToken)).json();
    const pair2 = (await refresh(pair1.refreshToken)).json();

    const reuse = await refresh(s.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      status: 'Error',
      request_id: expect.any(String),
      message: 'Sessão encerrada por segurança. Entre novamente.',
    });

    // The newest token of the chain stops working too...
    const newest = await refresh(pair2.refreshToken);
    expect(newest.statusCode).toBe(401);
    expect(newest.json()).toMatchObject({ status: 'Error' });
    // ...and so do the access tokens the chain issued, before they expire.
    for (const token of [s.token, pair1.token, pair2.token]) {
      const res = await me(`Bearer ${token}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(ENDED);
    }
    expect((await me(`Bearer ${other.token}`)).statusCode).toBe(200);
    const family = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    const revoked = family.filter((r) => r.revokedAt !== null);
    expect(revoked.length).toBe(3);
    expect((await auditRows(t.database.db, { action: 'refresh-reuse', userId: user.id })).length).toBe(1);

    // ...while the other sign-in of the same user is untouched.
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const s = await signIn(t.app, 'consulta');
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, digest(s.refreshToken)));
    const res = await refresh(s.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await refresh('a'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 'Error',
      request_id: expect.any(String),
      message: 'Sessão inválida. Entre novamente.',
    });
  });

  it('refuses to refresh the session of a user made inactive', async () => {
    const user = await createUser(t.database.db);
    const s = await signIn(t.app, user);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const res = await refresh(s.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INACTIVE);
  });

  it('does not accept an access token as a refresh token', async () => {
    const s = await signIn(t.app, 'consulta');
    expect((await refresh(s.token.slice(0, 200))).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  /** The session id of a real sign-in of `username`. */
  const sessionOf = async (username: TestUser) =>
    decodeJwt((await signIn(t.app, username)).token).sid as string;

  it('accepts a well-formed token signed with the server key (control for the cases below)', async () => {
    const admin = await userByUsername(t.database.db, 'admin');
    const sid = await sessionOf('admin');
    expect((await me(`Bearer ${await forge({ sub: admin.id, sid })}`)).statusCode).toBe(200);
  });

  it('refuses a token whose session is not an open session of its user', async () => {
    for (const sid of [randomUUID(), await sessionOf('consulta')]) {
      const res = await me(`Bearer ${await forge({ sub: ADMIN_ID, sid })}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(ENDED);
    }
  });

  it('refuses a token issued more than 60 s in the future; a small drift between clocks passes', async () => {
    const admin = await userByUsername(t.database.db, 'admin');
    const sid = await sessionOf('admin');
    const ahead = await forge({ sub: admin.id, sid, iat: now() + 120, exp: now() + 900 });
    const res = await me(`Bearer ${ahead}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_TOKEN);
    const drift = await forge({ sub: admin.id, sid, iat: now() + 30, exp: now() + 900 });
    expect((await me(`Bearer ${drift}`)).statusCode).toBe(200);
  });

  it('refuses an expired token with "Sessão expirada"', async () => {
    const admin = await userByUsername(t.database.db, 'admin');
    const token = await forge({ sub: admin.id, iat: now() - 1000, exp: now() - 60 });
    const res = await me(`Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
  });

  it('refuses a token it has already accepted once it expires', async () => {
    // A verified token is remembered (the signature is not checked twice), but never past its expiry.
    const admin = await userByUsername(t.database.db, 'admin');
    const sid = await sessionOf('admin');
    const token = await forge({ sub: admin.id, sid, exp: now() + 60 });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const res = await me(`Bearer ${token}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(EXPIRED);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    [
      'signed with another key',
      () => forge({ sub: ADMIN_ID, secret: 'another-secret-of-at-least-thirty-two-chars' }),
    ],
    ['signed with another algorithm', () => forge({ sub: ADMIN_ID, alg: 'HS512' })],
    [
      'unsigned (alg none)',
      async () =>
        new UnsecuredJWT({})
          .setSubject(ADMIN_ID)
          .setIssuer(ISSUER)
          .setIssuedAt()
          .setExpirationTime('10m')
          .encode(),
    ],
    ['from another issuer', () => forge({ sub: ADMIN_ID, iss: 'someone-else' })],
    ['without a subject', () => forge({})],
    ['without an expiry', () => forge({ sub: ADMIN_ID, exp: null })],
    ['without a session id', () => forge({ sub: ADMIN_ID, sid: null })],
    ['whose session id is not an id', () => forge({ sub: ADMIN_ID, sid: "x' or 1=1 --" })],
    ['for a user that does not exist', () => forge({ sub: randomUUID() })],
    ['whose subject is not a user id', () => forge({ sub: "x' or 1=1 --" })],
    [
      'with a tampered payload',
      async () => {
        const [h, , s] = (await forge({ sub: ADMIN_ID })).split('.');
        const payload = Buffer.from(
          JSON.stringify({ sub: CONSULTA_ID, iss: ISSUER, exp: now() + 600 }),
        ).toString('base64url');
        return `${h}.${payload}.${s}`;
      },
    ],
    ['garbage', async () => 'not-a-jwt'],
    ['three garbage parts', async () => 'a.b.c'],
  ])('refuses a token %s with 401', async (_label, make) => {
    const res = await me(`Bearer ${await make()}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_TOKEN);
  });

  it.each([
    ['no Authorization header', undefined, 'Token de acesso não informado.'],
    ['a token without the Bearer scheme', 'TOKEN', 'Token de acesso inválido.'],
    ['another scheme', 'Basic YWRtaW46QWRtaW5AMTIz', 'Token de acesso inválido.'],
    ['Bearer with nothing after it', 'Bearer ', 'Token de acesso inválido.'],
  ])('refuses %s with 401', async (_label, header, message) => {
    const token = header === 'TOKEN' ? (await signIn(t.app, 'admin')).token : header;
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'Error', request_id: expect.any(String), message });
  });

  it('refuses the still-valid token of a user made inactive, on every call', async () => {
    const user = await freshUserWithLocation();
    const s = await signIn(t.app, user);
    const localId = s.locais[0]!.id;
    const headers = { authorization: `Bearer ${s.token}`, 'x-local-id': localId };
    expect((await t.app.inject({ method: 'GET', url: '/dashboard', headers })).statusCode).toBe(200);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    for (const url of ['/locais', `/locais/${localId}`, '/dashboard']) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INACTIVE);
    }
  });

  it('reads flags and location state per call, not from the token', async () => {
    const user = await freshUserWithLocation();
    const s = await signIn(t.app, user);
    const headers = { authorization: `Bearer ${s.token}`, 'x-local-id': s.locais[0]!.id };
    await t.database.db.update(locations).set({ active: false }).where(eq(locations.userId, user.id));
    expect((await t.app.inject({ method: 'GET', url: '/dashboard', headers })).statusCode).toBe(403);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_RULES, PASSWORD_CHANGE_REQUIRED, type User } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files } from '../../src/db/schema.js';
import { companyByName, PREFEITURA, userByUsername } from '../support/factories.js';
import {
  type Caller,
  caller,
  callerAt,
  multipart,
  otherApplicationSupport,
  registeredUser,
  SAMPLE,
  upload,
  userWith,
} from '../support/sistema.js';
import { createTestApp, signIn, type TestApp } from '../support/test-app.js';

let t: TestApp;
let storageDir: string;
let call: ReturnType<typeof caller>;
let suporte: Caller;
let adminPrefeitura: Caller;
let outsider: Awaited<ReturnType<typeof otherApplicationSupport>>;
let adminId: string;

const MAX_BYTES = 4096;

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'gp-users-'));
  t = await createTestApp({ storageDir, filesMaxBytes: MAX_BYTES });
  call = caller(t);
  suporte = await callerAt(t, 'suporte');
  adminPrefeitura = await callerAt(t, 'admin', 'Prefeitura');
  adminId = adminPrefeitura.userId;
  outsider = await otherApplicationSupport(t);
});
afterAll(async () => {
  await t.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const newUser = (over: Record<string, unknown> = {}) => ({
  username: `maria.${Math.random().toString(36).slice(2, 8)}`,
  fullname: 'Maria Souza',
  email: 'maria@exemplo.gov.br',
  password: 'Senha@2024',
  ...over,
});

describe('GET /users and GET /users/find/{id}', () => {
  it('pages the users of the application with search and total', async () => {
    const page = await call('GET', '/users?page=1&limit=2', suporte.headers);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ page: 1, limit: 2 });
    expect(page.json().data).toHaveLength(2);
    expect(page.json().total).toBeGreaterThanOrEqual(3);
    const found = await call('GET', '/users?search=CONSULTA', suporte.headers);
    expect(found.json().data.map((u: User) => u.username)).toEqual(['consulta']);
    expect(found.json().data[0]).not.toHaveProperty('passwordHash');
    const one = await call('GET', `/users/find/${adminId}`, suporte.headers);
    expect(one.json()).toMatchObject({ id: adminId, username: 'admin', active: true, user_id_inativa: null });
  });

  it('is support-only: a client administrator holding every rule is refused', async () => {
    expect((await call('GET', '/users', adminPrefeitura.headers)).statusCode).toBe(403);
    expect((await call('GET', `/users/find/${adminId}`, adminPrefeitura.headers)).statusCode).toBe(403);
  });

  it('hides the users of another application', async () => {
    const list = await call('GET', '/users?limit=100', outsider.headers);
    expect(list.json().data.map((u: User) => u.username)).not.toContain('admin');
    expect((await call('GET', `/users/find/${adminId}`, outsider.headers)).statusCode).toBe(404);
  });

  it('validates the query and the id', async () => {
    expect((await call('GET', '/users?limit=500', suporte.headers)).statusCode).toBe(400);
    expect((await call('GET', '/users?page=0', suporte.headers)).statusCode).toBe(400);
    expect((await call('GET', '/users/find/123', suporte.headers)).statusCode).toBe(400);
  });
});

describe('POST /users/create', () => {
  it('creates with an argon2id hash, "redefinir senha" on by default, listed and audited', async () => {
    const body = newUser();
    const res = await call('POST', '/users/create', suporte.headers, body);
    expect(res.statusCode).toBe(201);
    const created = res.json<User>();
    expect(created).toMatchObject({ username: body.username, redefine: true, active: true, avatar: null });
    expect(created).not.toHaveProperty('password');
    const row = await userByUsername(t.database.db, body.username);
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    const listed = await call('GET', `/users?search=${body.username}`, suporte.headers);
    expect(listed.json().total).toBe(1);
    // First access asks for a new password.
    const first = await t.app.inject({
      method: 'POST',
      url: '/session',
      payload: { username: body.username, password: body.password },
    });
    expect(first.statusCode).toBe(403);
    expect(first.json().code).toBe(PASSWORD_CHANGE_REQUIRED);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(entry).toMatchObject({ action: 'create', entity: 'user', userId: suporte.userId });
    expect(JSON.stringify(entry!.after)).not.toContain('argon2');
  });

  it('refuses a username in use, whatever the case (409)', async () => {
    const res = await call('POST', '/users/create', suporte.headers, newUser({ username: 'ADMIN' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('já está em uso');
  });

  it('refuses missing and invalid fields with Portuguese messages per field', async () => {
    const res = await call('POST', '/users/create', suporte.headers, {
      username: 'a b',
      email: 'x',
      password: 'curta',
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['username', 'fullname', 'email', 'password']));
  });

  it('is refused to a client administrator (403) and to nobody signed in (401)', async () => {
    expect((await call('POST', '/users/create', adminPrefeitura.headers, newUser())).statusCode).toBe(403);
    expect((await call('POST', '/users/create', {}, newUser())).statusCode).toBe(401);
  });
});

describe('PUT /users/{id}', () => {
  it('changes the fields, audits before and after; a new password ends the sessions', async () => {
    const user = await registeredUser(t);
    const session = await signIn(t.app, { username: user.username, password: user.password });
    const res = await call('PUT', `/users/${user.id}`, suporte.headers, {
      id: user.id,
      username: user.username,
      fullname: 'Nome Alterado',
      email: 'novo@exemplo.gov.br',
      redefine: false,
      password: 'OutraSenha99',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullname: 'Nome Alterado', email: 'novo@exemplo.gov.br' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/refresh-token',
      payload: { refresh_token: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    await signIn(t.app, { username: user.username, password: 'OutraSenha99' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.entity, 'user')));
    expect(entry?.before).toMatchObject({ fullname: user.fullname });
    expect(entry?.after).toMatchObject({ fullname: 'Nome Alterado' });
  });

  it('refuses a username of someone else (409), a different body id (400), other applications (404)', async () => {
    const user = await registeredUser(t);
    const body = { username: 'Suporte', fullname: 'X', email: 'x@exemplo.gov.br', redefine: false };
    expect((await call('PUT', `/users/${user.id}`, suporte.headers, body)).statusCode).toBe(409);
    const other = { ...body, username: user.username, id: adminId };
    expect((await call('PUT', `/users/${user.id}`, suporte.headers, other)).statusCode).toBe(400);
    const outside = { ...body, username: user.username };
    expect((await call('PUT', `/users/${user.id}`, outsider.headers, outside)).statusCode).toBe(404);
    expect((await call('PUT', `/users/${user.id}`, adminPrefeitura.headers, outside)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/users/${user.id}`, suporte.headers, { username: user.username })).statusCode,
    ).toBe(400);
  });
});

describe('PUT /users/id (status)', () => {
  it('deactivates with a reason: records who and why, ends the sessions at once; activating clears them', async () => {
    const user = await registeredUser(t);
    const prefeitura = await companyByName(t.database.db, PREFEITURA);
    const target = await userWith(t, { companyId: prefeitura.id, clientId: prefeitura.id, rules: [] });
    const session = await signIn(t.app, { username: user.username, password: user.password });

    const off = await call('PUT', '/users/id', suporte.headers, {
      id: user.id,
      ativo: false,
      user_id_inativa: suporte.userId,
      motivo: 'Exonerado',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false, user_id_inativa: suporte.userId, motivo: 'Exonerado' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/refresh-token',
      payload: { refresh_token: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/session',
      payload: { username: user.username, password: user.password },
    });
    expect(signInAgain.statusCode).toBe(401);

    // A user with a location in use is refused on the very next call.
    const offTarget = await call('PUT', '/users/id', suporte.headers, {
      id: target.userId,
      ativo: false,
      motivo: 'Licença',
    });
    expect(offTarget.statusCode).toBe(200);
    expect((await call('GET', '/locais', target.headers)).statusCode).toBe(401);

    const on = await call('PUT', '/users/id', suporte.headers, { id: user.id, ativo: true });
    expect(on.json()).toMatchObject({ active: true, user_id_inativa: null, motivo: null });
    await signIn(t.app, { username: user.username, password: user.password });
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(['deactivate', 'activate']));
  });

  it('needs a reason, refuses deactivating oneself and someone else named as the deactivating user', async () => {
    const user = await registeredUser(t);
    const noReason = await call('PUT', '/users/id', suporte.headers, { id: user.id, ativo: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues[0]).toEqual({ path: 'motivo', message: 'Informe o motivo da inativação.' });
    const self = await call('PUT', '/users/id', suporte.headers, {
      id: suporte.userId,
      ativo: false,
      motivo: 'Teste',
    });
    expect(self.statusCode).toBe(403);
    const forged = await call('PUT', '/users/id', suporte.headers, {
      id: user.id,
      ativo: false,
      motivo: 'Teste',
      user_id_inativa: adminId,
    });
    expect(forged.statusCode).toBe(400);
    expect(
      (await call('PUT', '/users/id', outsider.headers, { id: user.id, ativo: false, motivo: 'x y z' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', '/users/id', adminPrefeitura.headers, {
          id: user.id,
          ativo: false,
          motivo: 'Teste',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('avatar', () => {
  it('takes an image by its content, serves it to the user and to the application, not to others', async () => {
    const user = await registeredUser(t);
    const prefeitura = await companyByName(t.database.db, PREFEITURA);
    const holder = await userWith(t, { companyId: prefeitura.id, clientId: prefeitura.id, rules: ALL_RULES });
    const upload = multipart({ filename: 'foto.txt', content: SAMPLE.png, contentType: 'text/plain' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/users/avatar/${holder.userId}`,
      headers: { ...suporte.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().avatar).toMatch(new RegExp(`^/users/avatar/${holder.userId}\\?v=`));

    const own = await t.app.inject({
      method: 'GET',
      url: `/users/avatar/${holder.userId}`,
      headers: { authorization: holder.headers.authorization! },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(SAMPLE.png)).toBe(true);
    const sameApp = await call('GET', `/users/avatar/${holder.userId}`, adminPrefeitura.headers);
    expect(sameApp.statusCode).toBe(200);
    const stranger = await call('GET', `/users/avatar/${holder.userId}`, outsider.headers);
    expect(stranger.statusCode).toBe(404);
    expect((await call('GET', `/users/avatar/${user.id}`, suporte.headers)).statusCode).toBe(404);

    // A second upload replaces the first.
    const again = multipart({ filename: 'nova.png', content: SAMPLE.png });
    await t.app.inject({
      method: 'POST',
      url: `/users/avatar/${holder.userId}`,
      headers: { ...suporte.headers, ...again.headers },
      payload: again.payload,
    });
    const kept = await t.database.db
      .select()
      .from(files)
      .where(and(eq(files.ownerType, 'user-avatar'), eq(files.ownerId, holder.userId)));
    expect(kept).toHaveLength(1);
  });

  it('refuses other types (415), files over the limit (413), another application (404), no support (403)', async () => {
    const user = await registeredUser(t);
    const send = (headers: Record<string, string>, file: { filename: string; content: Buffer }) =>
      upload(t, `/users/avatar/${user.id}`, headers, file);
    expect((await send(suporte.headers, { filename: 'doc.pdf', content: SAMPLE.pdf })).statusCode).toBe(415);
    expect((await send(suporte.headers, { filename: 'a.png', content: SAMPLE.exe })).statusCode).toBe(415);
    const big = Buffer.concat([SAMPLE.png, Buffer.alloc(MAX_BYTES * 2, 7)]);
    expect((await send(suporte.headers, { filename: 'big.png', content: big })).statusCode).toBe(413);
    expect((await send(outsider.headers, { filename: 'a.png', content: SAMPLE.png })).statusCode).toBe(404);
    expect((await send(adminPrefeitura.headers, { filename: 'a.png', content: SAMPLE.png })).statusCode).toBe(
      403,
    );
    const json = await call('POST', `/users/avatar/${user.id}`, suporte.headers, { file: 'x' });
    expect(json.statusCode).toBe(415);
  });
});

import { CPF_REQUIRED, CPF_REQUIRED_MESSAGE, GENERIC_ACCOUNT_MESSAGE, type User } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/schema.js';
import {
  companyByName,
  createLocation,
  createUser,
  PREFEITURA,
  roleOf,
  testCpf,
} from '../support/factories.js';
import { TEST_USERS } from '../support/organisation.js';
import { type Caller, caller, callerAt, signInTo } from '../support/sistema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Users identified by CPF (Decreto 10.540/2020 art. 11; decision 073): a user who can write is asked the
 * CPF at sign-in, a write without one (or by a generic account) is refused once for every route, reads
 * stay open, and the CPF is valid and unique among users.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let suporte: Caller;
let prefeitura: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  suporte = await callerAt(t, 'suporte');
  prefeitura = await companyByName(t.database.db, PREFEITURA);
});
afterAll(() => t.close());

/** A user on the prefeitura with its "Administrador" (every rule) or "Consulta" (read rules) profile. */
async function userOn(profile: 'Administrador' | 'Consulta', values: Partial<typeof users.$inferInsert>) {
  const db = t.database.db;
  const user = await createUser(db, values);
  const role = await roleOf(db, prefeitura.id, profile);
  const local = await createLocation(db, {
    userId: user.id,
    companyId: prefeitura.id,
    roleId: role.id,
    hasPatrimonio: true,
  });
  return { user, localId: local.id };
}

const signInBody = (u: { username: string; password: string }) => ({
  username: u.username,
  password: u.password,
});

/** A write every profile of these tests may make: a category of the prefeitura (body left empty: 400). */
const WRITE = '/patrimonio/categoriabem/create';
const READ = '/patrimonio/categoriabem?page=1&limit=5';

describe('sign-in of a user without CPF', () => {
  it('asks a user who can write: 403 CPF_REQUIRED with a single-use token, before any session', async () => {
    const { user } = await userOn('Administrador', { cpf: null });
    const res = await call('POST', '/session', {}, signInBody(user));
    expect(res.statusCode).toBe(403);
    const body = res.json();
    expect(body).toMatchObject({ status: 'Error', code: CPF_REQUIRED });
    expect(body.message).toContain('CPF');
    expect(body.cpfToken).toEqual(expect.any(String));
    expect(body).not.toHaveProperty('token');

    // The host's page reads whose token it is, as the first access's password page does.
    const info = await call('POST', '/password/verify', {}, { token: body.cpfToken });
    expect(info.json()).toMatchObject({ purpose: 'cpf', username: user.username });
    // It is no password link.
    const reset = await call('POST', '/password/reset', {}, { token: body.cpfToken, password: 'Outra@1234' });
    expect(reset.statusCode).toBe(400);

    const invalid = await call('POST', '/session/cpf', {}, { token: body.cpfToken, cpf: '123.456.789-00' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('CPF inválido');
    const taken = await call('POST', '/session/cpf', {}, { token: body.cpfToken, cpf: TEST_USERS.admin.cpf });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Já existe um usuário com este CPF.');

    const cpf = testCpf();
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const ok = await call('POST', '/session/cpf', {}, { token: body.cpfToken, cpf: masked });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toContain('Entre novamente');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.cpf).toBe(cpf);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'cpf-informed')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.userId).toBe(user.id);
    // Single use.
    expect(
      (await call('POST', '/session/cpf', {}, { token: body.cpfToken, cpf: testCpf() })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/session', {}, signInBody(user))).statusCode).toBe(200);
  });

  it('asks the password first, then the CPF, for a new user marked to redefine it', async () => {
    const { user } = await userOn('Administrador', { cpf: null, redefine: true });
    const res = await call('POST', '/session', {}, signInBody(user));
    expect(res.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('does not ask a read-only user nor a generic account', async () => {
    const { user: reader } = await userOn('Consulta', { cpf: null });
    expect((await call('POST', '/session', {}, signInBody(reader))).statusCode).toBe(200);
    const { user: generic } = await userOn('Administrador', { cpf: null, contaGenerica: true });
    expect((await call('POST', '/session', {}, signInBody(generic))).statusCode).toBe(200);
  });

  it('refuses an invalid token for the CPF (400), without touching anyone', async () => {
    const res = await call('POST', '/session/cpf', {}, { token: 'x'.repeat(40), cpf: testCpf() });
    expect(res.statusCode).toBe(400);
  });
});

describe('every write names a user identified by CPF', () => {
  it('refuses a write without CPF (403, in Portuguese), lets reads through, then lets the write in', async () => {
    const { user, localId } = await userOn('Administrador', {});
    const me = await signInTo(t, user, localId);
    // With the CPF the write reaches the route's own validation.
    expect((await call('POST', WRITE, me.headers, {})).statusCode).toBe(400);
    // Support clears it (the user's session stays open).
    const cleared = await call('PUT', `/users/${user.id}`, suporte.headers, {
      username: user.username,
      fullname: user.fullname,
      email: user.email,
      redefine: false,
      cpf: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().cpf).toBeNull();
    const refused = await call('POST', WRITE, me.headers, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CPF_REQUIRED_MESSAGE);
    expect((await call('GET', READ, me.headers)).statusCode).toBe(200);
    // A call that records nothing stays open (a signed link to a document).
    const link = await call('POST', '/documentos/links', me.headers, { caminho: '/nao/existe' });
    expect(link.statusCode).not.toBe(403);

    const back = await call('PUT', `/users/${user.id}`, suporte.headers, {
      username: user.username,
      fullname: user.fullname,
      email: user.email,
      redefine: false,
      cpf: testCpf(),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await call('POST', WRITE, me.headers, {})).statusCode).toBe(400);
  });

  it('refuses every write of a generic account, even with every rule and a CPF; reads stay open', async () => {
    const { user, localId } = await userOn('Administrador', { contaGenerica: true });
    const me = await signInTo(t, user, localId);
    const refused = await call('POST', WRITE, me.headers, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GENERIC_ACCOUNT_MESSAGE);
    expect((await call('GET', READ, me.headers)).statusCode).toBe(200);
  });

  it('refuses a support account marked generic on the sistema area too', async () => {
    const db = t.database.db;
    const user = await createUser(db, { contaGenerica: true });
    const office = await companyByName(db, 'Gestão Pública Suporte Ltda');
    const local = await createLocation(db, { userId: user.id, companyId: office.id, isSuporte: true });
    const me = await signInTo(t, user, local.id);
    const res = await call('POST', '/users/create', me.headers, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(GENERIC_ACCOUNT_MESSAGE);
  });
});

describe('the CPF on the users register', () => {
  const newUser = (over: Record<string, unknown> = {}) => ({
    username: `cpf.${Math.random().toString(36).slice(2, 8)}`,
    fullname: 'Cláudia Ramos',
    email: 'claudia@exemplo.gov.br',
    password: 'Senha@2024',
    redefine: false,
    ...over,
  });

  it('stores the 11 digits of a masked CPF, answers it, keeps it when an edit leaves it out', async () => {
    const cpf = testCpf();
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const created = await call('POST', '/users/create', suporte.headers, newUser({ cpf: masked }));
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json<User>();
    expect(user).toMatchObject({ cpf, conta_generica: false });
    const edited = await call('PUT', `/users/${user.id}`, suporte.headers, {
      username: user.username,
      fullname: 'Cláudia Ramos Lima',
      email: user.email,
      redefine: false,
      conta_generica: true,
    });
    expect(edited.json()).toMatchObject({ cpf, conta_generica: true, fullname: 'Cláudia Ramos Lima' });
    const found = await call('GET', `/users/find/${user.id}`, suporte.headers);
    expect(found.json()).toMatchObject({ cpf, conta_generica: true });
  });

  it('refuses an invalid CPF (400 under the field) and one another user has (409)', async () => {
    const invalid = await call('POST', '/users/create', suporte.headers, newUser({ cpf: '111.111.111-11' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('CPF inválido');
    const taken = await call(
      'POST',
      '/users/create',
      suporte.headers,
      newUser({ cpf: TEST_USERS.admin.cpf }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'Já existe um usuário com este CPF.',
      issues: [{ path: 'cpf', message: 'Já existe um usuário com este CPF.' }],
    });
    const other = await call('POST', '/users/create', suporte.headers, newUser({ cpf: testCpf() }));
    const onEdit = await call('PUT', `/users/${other.json().id}`, suporte.headers, {
      username: other.json().username,
      fullname: 'Outro',
      email: 'outro@exemplo.gov.br',
      redefine: false,
      cpf: TEST_USERS.consulta.cpf,
    });
    expect(onEdit.statusCode).toBe(409);
  });
});

import { ALL_RULES, READ_RULES } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, roles } from '../../src/db/schema.js';
import { roleOf } from '../support/factories.js';
import { setRules } from '../support/sistema.js';
import { createTestApp, signInAt, type TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAt>>;
let suporte: Awaited<ReturnType<typeof signInAt>>;
let consulta: Awaited<ReturnType<typeof signInAt>>;
let prefeituraId: string;
let camaraId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAt(t.app, 'admin', 'Prefeitura');
  suporte = await signInAt(t.app, 'suporte');
  consulta = await signInAt(t.app, 'consulta');
  const clients = await t.database.db.select().from(companies).where(eq(companies.isClient, true));
  prefeituraId = clients.find((c) => c.name.includes('Prefeitura'))!.id;
  camaraId = clients.find((c) => c.name.includes('Câmara'))!.id;
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const createRole = (as: { headers: Record<string, string> }, body: unknown) =>
  call('POST', '/v1/iam/roles', as.headers, body);
/** Gives the prefeitura's "Consulta" profile (the consulta account's) these rules. */
const setConsultaRules = async (rules: string[]) =>
  setRules(t.database.db, (await roleOf(t.database.db, prefeituraId, 'Consulta')).id, rules);

describe('GET /v1/companies/clients', () => {
  it('support sees every client of its application; an administrator only its own', async () => {
    const all = await call('GET', '/v1/companies/clients', suporte.headers);
    expect(all.json().map((c: { name: string }) => c.name)).toEqual([
      'Câmara Municipal de Exemplo',
      'Prefeitura Municipal de Exemplo',
    ]);
    const own = await call('GET', '/v1/companies/clients', admin.headers);
    expect(own.json()).toEqual([{ id: prefeituraId, name: 'Prefeitura Municipal de Exemplo' }]);
  });
});

describe('listing and reading roles', () => {
  it('lists the roles of the caller client, or of a chosen client for support', async () => {
    const own = await call('GET', '/v1/iam/roles', admin.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((r: { name: string }) => r.name)).toEqual(['Administrador', 'Consulta']);
    const chosen = await call('GET', `/v1/iam/roles?companyId=${camaraId}`, suporte.headers);
    expect(chosen.json().every((r: { companyId: string }) => r.companyId === camaraId)).toBe(true);
    const everything = await call('GET', '/v1/iam/roles', suporte.headers);
    expect(everything.json()).toHaveLength(4);
  });

  it('hides another client from an administrator', async () => {
    expect((await call('GET', `/v1/iam/roles?companyId=${camaraId}`, admin.headers)).statusCode).toBe(404);
    const [camaraRole] = await t.database.db.select().from(roles).where(eq(roles.companyId, camaraId));
    expect((await call('GET', `/v1/iam/roles/${camaraRole!.id}`, admin.headers)).statusCode).toBe(404);
  });

  it('returns one role with its rules', async () => {
    const [list] = [(await call('GET', '/v1/iam/roles', admin.headers)).json()];
    const consultaRole = list.find((r: { name: string }) => r.name === 'Consulta');
    const res = await call('GET', `/v1/iam/roles/${consultaRole.id}`, admin.headers);
    expect(res.json()).toMatchObject({ name: 'Consulta', companyId: prefeituraId });
    expect([...res.json().rules].sort()).toEqual([...READ_RULES].sort());
  });

  it('refuses a caller whose role lacks roles:read, and validates the query', async () => {
    await setConsultaRules(['assets:read']);
    expect((await call('GET', '/v1/iam/roles', consulta.headers)).statusCode).toBe(403);
    await setConsultaRules([...READ_RULES]);
    expect((await call('GET', '/v1/iam/roles?companyId=nao-e-uuid', admin.headers)).statusCode).toBe(400);
  });
});

describe('writing roles', () => {
  it('creates, renames, changes rules and deletes, with an audit entry each', async () => {
    const created = await createRole(admin, {
      name: '  Almoxarife ',
      companyId: prefeituraId,
      rules: ['assets:read', 'assets:update', 'assets:read'],
    });
    expect(created.statusCode).toBe(201);
    const role = created.json();
    expect(role).toMatchObject({
      name: 'Almoxarife',
      companyId: prefeituraId,
      rules: ['assets:read', 'assets:update'],
    });

    const updated = await call('PATCH', `/v1/iam/roles/${role.id}`, admin.headers, {
      name: 'Almoxarifado',
      companyId: prefeituraId,
      rules: ['assets:read', 'assets:create'],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Almoxarifado', rules: ['assets:create', 'assets:read'] });

    const removed = await call('DELETE', `/v1/iam/roles/${role.id}`, admin.headers);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/v1/iam/roles/${role.id}`, admin.headers)).statusCode).toBe(404);

    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, role.id));
    expect(trail.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
    const update = trail.find((a) => a.action === 'update')!;
    expect(update.before).toMatchObject({ name: 'Almoxarife' });
    expect(update.after).toMatchObject({ name: 'Almoxarifado' });
  });

  it('lets support create a role for any client of its application', async () => {
    const res = await createRole(suporte, { name: 'Contador', companyId: camaraId, rules: ALL_RULES });
    expect(res.statusCode).toBe(201);
  });

  it('refuses invalid bodies with Portuguese messages', async () => {
    const noName = await createRole(admin, { name: ' ', companyId: prefeituraId, rules: [] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({
      status: 'Error',
      request_id: expect.any(String),
      message: 'O nome é obrigatório!',
    });
    const badCompany = await createRole(admin, { name: 'X', companyId: '123', rules: [] });
    expect(badCompany.statusCode).toBe(400);
    const unknownRule = await createRole(admin, { name: 'X', companyId: prefeituraId, rules: ['foo:bar'] });
    expect(unknownRule.statusCode).toBe(400);
    expect(unknownRule.json().message).toContain('foo:bar');
    const notAList = await createRole(admin, { name: 'X', companyId: prefeituraId, rules: 'assets:read' });
    expect(notAList.statusCode).toBe(400);
  });

  it('refuses a duplicate name in the same client (409) and a change of client', async () => {
    const dup = await createRole(admin, { name: 'administrador', companyId: prefeituraId, rules: [] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toContain('Já existe um perfil de acesso');
    const consultaRole = await roleOf(t.database.db, prefeituraId, 'Consulta');
    const move = await call('PATCH', `/v1/iam/roles/${consultaRole.id}`, suporte.headers, {
      name: 'Consulta',
      companyId: camaraId,
      rules: [],
    });
    expect(move.statusCode).toBe(400);
  });

  it('refuses to delete a role that a location still uses (409)', async () => {
    const adminRole = await roleOf(t.database.db, prefeituraId, 'Administrador');
    const res = await call('DELETE', `/v1/iam/roles/${adminRole.id}`, admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('está em uso');
  });

  it('refuses writes without the rule, out of scope, and rules the caller does not hold', async () => {
    expect((await createRole(consulta, { name: 'Y', companyId: prefeituraId, rules: [] })).statusCode).toBe(
      403,
    );
    expect((await createRole(admin, { name: 'Y', companyId: camaraId, rules: [] })).statusCode).toBe(404);
    await setConsultaRules(['roles:create', 'roles:read']);
    const escalate = await createRole(consulta, {
      name: 'Poderoso',
      companyId: prefeituraId,
      rules: ['users:delete'],
    });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().message).toContain('users:delete');
    const allowed = await createRole(consulta, {
      name: 'Leitor',
      companyId: prefeituraId,
      rules: ['roles:read'],
    });
    expect(allowed.statusCode).toBe(201);
  });

  it('takes effect on the next call: a rule removed from the role is refused at once', async () => {
    const before = await call('GET', '/v1/iam/roles', consulta.headers);
    expect(before.statusCode).toBe(200);
    await setConsultaRules([]);
    expect((await call('GET', '/v1/iam/roles', consulta.headers)).statusCode).toBe(403);
  });
});

describe('validation messages', () => {
  it('names a missing field in Portuguese with its own message', async () => {
    const res = await createRole(admin, { companyId: prefeituraId, rules: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'O nome é obrigatório!',
      issues: [{ path: 'name', message: 'O nome é obrigatório!' }],
    });
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/v1/iam/roles',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe('O corpo da requisição deve ser um objeto JSON.');
  });
});

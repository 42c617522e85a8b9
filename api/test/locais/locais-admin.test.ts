import {
  LOCAL_HEADER,
  type LocationAdmin,
  type LocationPermissions,
  PERMISSION_GROUPS,
  type Permission,
} from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, type locations, users } from '../../src/db/schema.js';
import { permissions } from '../../src/db/schema-sistema.js';
import { AppError } from '../../src/lib/errors.js';
import { assertSupportRemains } from '../../src/modules/locais/support-guard.js';
import { CAMARA, companyByName, createLocation, PREFEITURA, roleOf } from '../support/factories.js';
import {
  type Caller,
  caller,
  callerAt,
  NO_FLAGS,
  otherApplicationSupport,
  registeredUser,
  signInTo,
} from '../support/sistema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let suporte: Caller;
let adminPrefeitura: Caller;
let consulta: Caller;
let outsider: Awaited<ReturnType<typeof otherApplicationSupport>>;
let prefeituraId: string;
let camaraId: string;
let officeId: string;
let applicationId: string;

const createAccess = (as: Caller, body: Record<string, unknown>) =>
  call('POST', '/locais/create', as.headers, body);

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  suporte = await callerAt(t, 'suporte');
  adminPrefeitura = await callerAt(t, 'admin', 'Prefeitura');
  consulta = await callerAt(t, 'consulta');
  outsider = await otherApplicationSupport(t);
  const prefeitura = await companyByName(t.database.db, PREFEITURA);
  prefeituraId = prefeitura.id;
  applicationId = prefeitura.applicationId;
  camaraId = (await companyByName(t.database.db, CAMARA)).id;
  officeId = (await companyByName(t.database.db, 'Gestão Pública Suporte Ltda')).id;
});
afterAll(() => t.close());

/** A registered user with a fresh access on `companyId`, signed in there. */
async function userOn(companyId: string, values: Partial<typeof locations.$inferInsert> = {}) {
  const user = await registeredUser(t);
  const local = await createLocation(t.database.db, { userId: user.id, companyId, ...values });
  return { user, local, caller: await signInTo(t, user, local.id) };
}

describe('GET /locais/empresa/{id}', () => {
  it('pages the accesses of a company with user, profile and flags; search by user', async () => {
    const res = await call('GET', `/locais/empresa/${prefeituraId}`, suporte.headers);
    expect(res.statusCode).toBe(200);
    const byUser = Object.fromEntries(res.json().data.map((l: LocationAdmin) => [l.user.username, l]));
    expect(byUser.admin).toMatchObject({
      companyId: prefeituraId,
      role: { name: 'Administrador' },
      permissions: { isSuporte: false, hasPatrimonio: true, hasSetor: true, departments: true },
      company: { name: PREFEITURA, isClient: true },
    });
    expect(byUser.consulta.role.name).toBe('Consulta');
    const search = await call('GET', `/locais/empresa/${prefeituraId}?search=CONS`, suporte.headers);
    expect(search.json().total).toBe(1);
  });

  it('is support-only, within the application, and validates its input', async () => {
    expect((await call('GET', `/locais/empresa/${prefeituraId}`, adminPrefeitura.headers)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/locais/empresa/${prefeituraId}`, outsider.headers)).statusCode).toBe(404);
    expect((await call('GET', '/locais/empresa/x', suporte.headers)).statusCode).toBe(400);
    expect(
      (await call('GET', `/locais/empresa/${prefeituraId}?limit=1000`, suporte.headers)).statusCode,
    ).toBe(400);
  });

  it('keeps the own-locations calls of the sign-in flow as they were', async () => {
    const mine = await call('GET', '/locais', { authorization: adminPrefeitura.headers.authorization! });
    expect(mine.json()).toHaveLength(2);
    const other = await call('GET', `/locais/${consulta.localId}`, adminPrefeitura.headers);
    expect(other.statusCode).toBe(403);
  });
});

describe('POST /locais/create', () => {
  it('creates an access with a profile of the company client, flags off, audited', async () => {
    const user = await registeredUser(t);
    const consultaCamara = await roleOf(t.database.db, camaraId, 'Consulta');
    const res = await createAccess(suporte, {
      user_id: user.id,
      empresa_id: camaraId,
      role_id: consultaCamara.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: user.id,
      companyId: camaraId,
      active: true,
      role: { id: consultaCamara.id, name: 'Consulta' },
      permissions: NO_FLAGS,
    });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, res.json().id));
    expect(entry).toMatchObject({ action: 'create', entity: 'location', clientId: camaraId });
    const again = await createAccess(suporte, { user_id: user.id, empresa_id: camaraId });
    expect(again.statusCode).toBe(409);
  });

  it('makes an access on the support office a support access, without profile', async () => {
    const user = await registeredUser(t);
    const res = await createAccess(suporte, { user_id: user.id, empresa_id: officeId });
    expect(res.json().permissions.isSuporte).toBe(true);
    const withRole = await createAccess(suporte, {
      user_id: (await registeredUser(t)).id,
      empresa_id: officeId,
      role_id: (await roleOf(t.database.db, prefeituraId, 'Consulta')).id,
    });
    expect(withRole.statusCode).toBe(400);
  });

  it('refuses a profile of another client, unknown users and companies, oneself, and non-support', async () => {
    const user = await registeredUser(t);
    const prefeituraRole = await roleOf(t.database.db, prefeituraId, 'Consulta');
    const wrongRole = await createAccess(suporte, {
      user_id: user.id,
      empresa_id: camaraId,
      role_id: prefeituraRole.id,
    });
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().issues[0].path).toBe('role_id');
    const outsiderUser = await createAccess(suporte, { user_id: outsider.userId, empresa_id: camaraId });
    expect(outsiderUser.statusCode).toBe(404);
    const outsiderCompany = await createAccess(suporte, { user_id: user.id, empresa_id: outsider.clientId });
    expect(outsiderCompany.statusCode).toBe(404);
    const self = await createAccess(suporte, { user_id: suporte.userId, empresa_id: camaraId });
    expect(self.statusCode).toBe(403);
    expect(
      (await createAccess(adminPrefeitura, { user_id: user.id, empresa_id: prefeituraId })).statusCode,
    ).toBe(403);
    const missing = await createAccess(suporte, { user_id: user.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0]).toEqual({ path: 'empresa_id', message: 'Informe a empresa.' });
  });
});

describe('PUT /locais/{id}/role', () => {
  it('assigns and removes the profile; the user sees the new rules on the next call', async () => {
    const { local, caller: user } = await userOn(prefeituraId, { hasPatrimonio: true });
    const before = await call('GET', `/permissions/${local.id}`, {
      authorization: user.headers.authorization!,
    });
    expect(before.json<LocationPermissions>().rules).toEqual([]);
    const admin = await roleOf(t.database.db, prefeituraId, 'Administrador');
    const res = await call('PUT', `/locais/${local.id}/role`, suporte.headers, { role_id: admin.id });
    expect(res.json().role).toEqual({ id: admin.id, name: 'Administrador' });
    expect((await call('GET', '/empresas/secretarias', user.headers)).statusCode).toBe(403); // flag still off
    const after = await call('GET', `/permissions/${local.id}`, {
      authorization: user.headers.authorization!,
    });
    expect(after.json<LocationPermissions>().rules).toContain('assets:create');
    const cleared = await call('PUT', `/locais/${local.id}/role`, suporte.headers, { role_id: null });
    expect(cleared.json().role).toBeNull();
  });

  it('refuses a profile of another client, own accesses, other applications and non-support', async () => {
    const { local } = await userOn(prefeituraId);
    const camaraRole = await roleOf(t.database.db, camaraId, 'Consulta');
    expect(
      (await call('PUT', `/locais/${local.id}/role`, suporte.headers, { role_id: camaraRole.id })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/locais/${suporte.localId}/role`, suporte.headers, { role_id: null })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/locais/${local.id}/role`, outsider.headers, { role_id: null })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/locais/${local.id}/role`, adminPrefeitura.headers, { role_id: null })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/locais/${local.id}/role`, suporte.headers, { role_id: 'x' })).statusCode,
    ).toBe(400);
  });
});

describe('the five toggles', () => {
  it('switch each flag, or set it with value; audited', async () => {
    const { local } = await userOn(prefeituraId);
    const cases = [
      ['toggleObras', 'hasObras'],
      ['togglePatrimonio', 'hasPatrimonio'],
      ['toggleDepartments', 'departments'],
      ['toggleSetor', 'hasSetor'],
    ] as const;
    for (const [path, flag] of cases) {
      const on = await call('PUT', `/locais/${path}/${local.id}`, suporte.headers);
      expect(on.statusCode).toBe(200);
      expect(on.json().permissions[flag]).toBe(true);
      const set = await call('PUT', `/locais/${path}/${local.id}`, suporte.headers, { value: true });
      expect(set.json().permissions[flag]).toBe(true);
      const off = await call('PUT', `/locais/${path}/${local.id}`, suporte.headers, {});
      expect(off.json().permissions[flag]).toBe(false);
    }
    const access = await call('PUT', `/locais/toggleAccess/${local.id}`, suporte.headers, { value: false });
    expect(access.json().active).toBe(false);
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, local.id));
    expect(trail).toHaveLength(13);
    expect(trail.find((e) => e.action === 'toggleAccess')?.before).toMatchObject({ active: true });
  });

  it('count on the affected user next call, with the token he already holds', async () => {
    const { local, caller: user } = await userOn(prefeituraId, {
      roleId: (await roleOf(t.database.db, prefeituraId, 'Administrador')).id,
      departments: true,
    });
    expect((await call('GET', '/empresas/secretarias', user.headers)).statusCode).toBe(200);
    await call('PUT', `/locais/toggleDepartments/${local.id}`, suporte.headers, { value: false });
    expect((await call('GET', '/empresas/secretarias', user.headers)).statusCode).toBe(403);
    await call('PUT', `/locais/togglePatrimonio/${local.id}`, suporte.headers, { value: true });
    const perms = await call('GET', `/permissions/${local.id}`, {
      authorization: user.headers.authorization!,
    });
    expect(perms.json().permissions).toMatchObject({ hasPatrimonio: true, departments: false });
    await call('PUT', `/locais/toggleAccess/${local.id}`, suporte.headers, { value: false });
    const refused = await call('GET', '/empresas/setores', user.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Este local de trabalho está inativo.');
    await call('PUT', `/locais/toggleAccess/${local.id}`, suporte.headers, { value: true });
    expect((await call('GET', `/locais/${local.id}`, user.headers)).statusCode).toBe(200);
  });

  it('refuses own accesses, other applications, non-support and a bad value', async () => {
    const { local } = await userOn(prefeituraId);
    const own = await call('PUT', `/locais/toggleAccess/${suporte.localId}`, suporte.headers, {
      value: false,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Você não pode alterar os seus próprios acessos.');
    expect((await call('PUT', `/locais/toggleObras/${local.id}`, outsider.headers)).statusCode).toBe(404);
    expect((await call('PUT', `/locais/toggleObras/${local.id}`, adminPrefeitura.headers)).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/locais/toggleObras/${local.id}`, suporte.headers, { value: 'sim' })).statusCode,
    ).toBe(400);
    const text = await t.app.inject({
      method: 'PUT',
      url: `/locais/toggleObras/${local.id}`,
      headers: { ...suporte.headers, 'content-type': 'text/plain' },
      payload: 'true',
    });
    expect(text.statusCode).toBe(415);
  });

  it('never leaves the application without an active support access', async () => {
    const db = t.database.db;
    const app = outsider.applicationId;
    // The other application has one support access: switching off its user, access or office is refused.
    await expect(assertSupportRemains(db, app, { userId: outsider.userId })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(assertSupportRemains(db, app, { companyId: outsider.officeId })).rejects.toBeInstanceOf(
      AppError,
    );
    await expect(
      assertSupportRemains(db, app, { locationId: outsider.localId, isSupportLocation: true }),
    ).rejects.toBeInstanceOf(AppError);
    await expect(
      assertSupportRemains(db, app, { locationId: outsider.localId, isSupportLocation: false }),
    ).resolves.toBeUndefined();
    // With a second support access, either may go.
    const second = await registeredUser(t);
    const local = await createLocation(db, {
      userId: second.id,
      companyId: outsider.officeId,
      isSuporte: true,
    });
    await expect(assertSupportRemains(db, app, { userId: outsider.userId })).resolves.toBeUndefined();
    const off = await call('PUT', `/locais/toggleAccess/${local.id}`, outsider.headers, { value: false });
    expect(off.statusCode).toBe(200);
    await expect(assertSupportRemains(db, app, { userId: outsider.userId })).rejects.toBeInstanceOf(AppError);
  });
});

describe('POST /locais/verifyActivity/{id}', () => {
  it('answers for the own location, with no blocking reason', async () => {
    const res = await call('POST', `/locais/verifyActivity/${consulta.localId}`, consulta.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: consulta.localId,
      active: true,
      usable: true,
      reasons: [],
      warnings: [],
    });
  });

  it('tells support why an access cannot be used', async () => {
    const { user, local } = await userOn(camaraId);
    await call('PUT', `/locais/toggleAccess/${local.id}`, suporte.headers, { value: false });
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const res = await call('POST', `/locais/verifyActivity/${local.id}`, suporte.headers);
    expect(res.json()).toMatchObject({
      active: false,
      usable: false,
      reasons: ['O acesso está desativado.', 'O usuário está inativo.'],
      warnings: ['O acesso não tem perfil de acesso: o usuário não verá nenhum cadastro.'],
    });
    const [dept] = await t.database.db
      .insert(companies)
      .values({ applicationId, rootId: camaraId, name: 'Departamento Fechado', isDepartment: true })
      .returning();
    await t.database.db.update(companies).set({ active: false }).where(eq(companies.id, camaraId));
    const onDept = await userOn(dept!.id);
    const closed = await call('POST', `/locais/verifyActivity/${onDept.local.id}`, suporte.headers);
    expect(closed.json().reasons).toEqual(['O cliente da empresa está inativo.']);
    // And the API enforces it: the client's departments are closed with it.
    const refused = await call('GET', `/locais/${onDept.local.id}`, onDept.caller.headers);
    expect(refused.statusCode).toBe(403);
    expect(
      (await call('POST', `/locais/verifyActivity/${onDept.local.id}`, onDept.caller.headers)).statusCode,
    ).toBe(403);
    const mine = await call('GET', '/locais', { authorization: onDept.caller.headers.authorization! });
    expect(mine.json()).toEqual([]);
    await t.database.db.update(companies).set({ active: true }).where(eq(companies.id, camaraId));
  });

  it("refuses another user's access to non-support and to other applications", async () => {
    expect(
      (await call('POST', `/locais/verifyActivity/${consulta.localId}`, adminPrefeitura.headers)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/locais/verifyActivity/${consulta.localId}`, outsider.headers)).statusCode,
    ).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/locais/verifyActivity/${unknown}`, suporte.headers)).statusCode).toBe(404);
  });
});

describe('accessControl permissions', () => {
  it('lists the catalogue of rules in their groups, seeded once', async () => {
    const res = await call('GET', '/accessControl/permissions', suporte.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json<Permission[]>();
    const total = PERMISSION_GROUPS.reduce((n, g) => n + g.rules.length, 0);
    expect(list.filter((p) => p.builtin)).toHaveLength(total);
    expect(list[0]).toMatchObject({
      name: 'users:create',
      label: 'Criar',
      group: { resource: 'users', title: 'Usuários' },
    });
    const groups = await call('GET', '/accessControl/permissionGroups', suporte.headers);
    expect(groups.json()).toHaveLength(PERMISSION_GROUPS.length);
    const one = await call('GET', `/accessControl/permissions/${list[0]!.id}`, suporte.headers);
    expect(one.json()).toEqual(list[0]);
    // Starting another API process on the same database adds nothing.
    const { buildApp } = await import('../../src/app.js');
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.close();
    expect(await t.database.db.select().from(permissions)).toHaveLength(total);
  });

  it('creates a permission in a group, relabels the catalogue, keeps catalogue names; audited', async () => {
    const groups = (await call('GET', '/accessControl/permissionGroups', suporte.headers)).json();
    const usersGroup = groups.find((g: { resource: string }) => g.resource === 'users');
    const created = await call('POST', '/accessControl/permissions/criar', suporte.headers, {
      name: 'users:export',
      label: 'Exportar',
      description: 'Exportar a lista de usuários',
      permissionGroupId: usersGroup.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'users:export',
      builtin: false,
      permissionGroupId: usersGroup.id,
    });
    const dup = await call('POST', '/accessControl/permissions/criar', suporte.headers, {
      name: 'users:export',
      label: 'De novo',
      permissionGroupId: usersGroup.id,
    });
    expect(dup.statusCode).toBe(409);
    const otherResource = await call('POST', '/accessControl/permissions/criar', suporte.headers, {
      name: 'assets:export',
      label: 'X',
      permissionGroupId: usersGroup.id,
    });
    expect(otherResource.statusCode).toBe(400);
    const badName = await call('POST', '/accessControl/permissions/criar', suporte.headers, {
      name: 'Exportar tudo',
      label: 'X',
      permissionGroupId: usersGroup.id,
    });
    expect(badName.json().issues[0].path).toBe('name');
    const noGroup = await call('POST', '/accessControl/permissions/criar', suporte.headers, {
      name: 'users:x',
      label: 'X',
      permissionGroupId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noGroup.statusCode).toBe(400);

    const list = (await call('GET', '/accessControl/permissions', suporte.headers)).json<Permission[]>();
    const usersCreate = list.find((p) => p.name === 'users:create')!;
    const relabel = await call('PUT', `/accessControl/permissions/${usersCreate.id}`, suporte.headers, {
      name: 'users:create',
      label: 'Criar usuários',
      permissionGroupId: usersGroup.id,
    });
    expect(relabel.json()).toMatchObject({ label: 'Criar usuários', builtin: true });
    const rename = await call('PUT', `/accessControl/permissions/${usersCreate.id}`, suporte.headers, {
      name: 'users:add',
      label: 'Criar',
      permissionGroupId: usersGroup.id,
    });
    expect(rename.statusCode).toBe(400);
    const renameOwn = await call('PUT', `/accessControl/permissions/${created.json().id}`, suporte.headers, {
      name: 'users:export-csv',
      label: 'Exportar CSV',
      permissionGroupId: usersGroup.id,
    });
    expect(renameOwn.json().name).toBe('users:export-csv');
    const clash = await call('PUT', `/accessControl/permissions/${created.json().id}`, suporte.headers, {
      name: 'users:read',
      label: 'X',
      permissionGroupId: usersGroup.id,
    });
    expect(clash.statusCode).toBe(409);
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'permission'));
    expect(trail.map((e) => e.action).sort()).toEqual(['create', 'update', 'update']);
  });

  it('is support-only', async () => {
    expect((await call('GET', '/accessControl/permissions', adminPrefeitura.headers)).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/accessControl/permissions/${unknown}`, suporte.headers)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/accessControl/permissions', { authorization: 'Bearer x' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await call('GET', '/accessControl/permissions', {
          ...suporte.headers,
          [LOCAL_HEADER]: consulta.localId,
        })
      ).statusCode,
    ).toBe(403);
  });
});

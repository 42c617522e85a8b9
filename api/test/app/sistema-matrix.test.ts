import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_RULES, type LocationPermissions, menuFor, type RuleId } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema.js';
import { companyByName, PREFEITURA, testCpf, userByUsername } from '../support/factories.js';
import { TEST_ADDRESS } from '../support/organisation.js';
import { type Caller, caller, SAMPLE, setRules, signInTo, upload, userWith } from '../support/sistema.js';
import { createTestApp, signIn, signInAt, type TestApp } from '../support/test-app.js';

/**
 * Permission matrix of the sistema area (decision 006): every route, with a role lacking each of its
 * rules in turn (403), with every rule but without the area flag (403), and with every rule and the
 * flag (support-only routes still 403 for a non-support location; the others pass the checks).
 */

type Area = 'support' | 'departments' | 'sectors';
type AreaRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  rule: RuleId;
  body?: unknown;
  upload?: { filename: string; content: Buffer };
};
type Route = AreaRoute & { area: Area };

/** The routes of one area. */
const inArea = (area: Area, routes: AreaRoute[]): Route[] => routes.map((r) => ({ ...r, area }));

let t: TestApp;
let storageDir: string;
let call: ReturnType<typeof caller>;
let subject: Caller & { roleId: string };
let noFlags: Caller & { roleId: string };
let routes: Route[];

const clientBody = {
  name: PREFEITURA,
  cpfCnpj: '12.ABC.345/01DE-35',
  email: 'gabinete@exemplo.sp.gov.br',
  ...TEST_ADDRESS,
};

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'gp-matrix-'));
  t = await createTestApp({ storageDir });
  call = caller(t);
  const db = t.database.db;
  const prefeituraId = (await companyByName(db, PREFEITURA)).id;
  const saudeId = (await companyByName(db, 'Secretaria Municipal de Saúde')).id;
  const sectorId = (await companyByName(db, 'Vigilância Sanitária')).id;
  const adminId = (await userByUsername(db, 'admin')).id;
  const suporte = await signInAt(t.app, 'suporte');
  const consulta = await signInAt(t.app, 'consulta');
  const permission = (await call('GET', '/accessControl/permissions', suporte.headers)).json()[0];
  const file = await upload(t, `/empresas/files/create/${saudeId}`, suporte.headers, {
    filename: 'ata.pdf',
    content: SAMPLE.pdf,
  });
  const fileId = file.json().id as string;

  subject = await userWith(t, {
    companyId: prefeituraId,
    clientId: prefeituraId,
    rules: ALL_RULES,
    flags: { hasObras: true, hasPatrimonio: true, hasSetor: true, departments: true },
  });
  noFlags = await userWith(t, { companyId: prefeituraId, clientId: prefeituraId, rules: ALL_RULES });
  const pdf = { filename: 'doc.pdf', content: SAMPLE.pdf };
  const png = { filename: 'logo.png', content: SAMPLE.png };
  const user = { username: 'matriz.x', fullname: 'Matriz', email: 'm@exemplo.gov.br', redefine: false };

  routes = [
    ...inArea('support', [
      // Usuários (support)
      { method: 'GET', url: '/users', rule: 'users:read' },
      { method: 'GET', url: `/users/find/${adminId}`, rule: 'users:read' },
      {
        method: 'POST',
        url: '/users/create',
        rule: 'users:create',
        body: { ...user, password: 'Senha@123' },
      },
      { method: 'PUT', url: `/users/${adminId}`, rule: 'users:update', body: user },
      { method: 'PUT', url: '/users/id', rule: 'users:update', body: { id: adminId, ativo: true } },
      { method: 'POST', url: `/users/avatar/${adminId}`, rule: 'users:update', upload: png },
      // Clientes (support)
      { method: 'GET', url: '/empresas', rule: 'clients:read' },
      { method: 'GET', url: `/empresas/${prefeituraId}`, rule: 'clients:read' },
      { method: 'PUT', url: `/empresas/${prefeituraId}`, rule: 'clients:update', body: clientBody },
      {
        method: 'POST',
        url: '/empresas/create',
        rule: 'clients:create',
        body: { ...clientBody, is_cliente: true },
      },
      { method: 'GET', url: `/empresas/files/${prefeituraId}`, rule: 'clients:read' },
      { method: 'POST', url: `/empresas/files/create/${prefeituraId}`, rule: 'clients:update', upload: pdf },
      { method: 'POST', url: `/empresas/logo/${prefeituraId}`, rule: 'clients:update', upload: png },
      // Acessos (support)
      { method: 'GET', url: `/locais/empresa/${prefeituraId}`, rule: 'access:read' },
      {
        method: 'POST',
        url: '/locais/create',
        rule: 'access:create',
        body: { user_id: adminId, empresa_id: saudeId },
      },
      {
        method: 'PUT',
        url: `/locais/${consulta.localId}/role`,
        rule: 'access:update',
        body: { role_id: null },
      },
      ...(
        ['toggleAccess', 'toggleObras', 'togglePatrimonio', 'toggleDepartments', 'toggleSetor'] as const
      ).map(
        (toggle): AreaRoute => ({
          method: 'PUT',
          url: `/locais/${toggle}/${consulta.localId}`,
          rule: 'access:update',
        }),
      ),
      { method: 'POST', url: `/locais/verifyActivity/${consulta.localId}`, rule: 'access:read' },
      // Permissões (support)
      { method: 'GET', url: '/accessControl/permissions', rule: 'roles:read' },
      { method: 'GET', url: '/accessControl/permissionGroups', rule: 'roles:read' },
      { method: 'GET', url: `/accessControl/permissions/${permission.id}`, rule: 'roles:read' },
      {
        method: 'POST',
        url: '/accessControl/permissions/criar',
        rule: 'roles:create',
        body: { name: 'users:matrix', label: 'Matriz', permissionGroupId: permission.permissionGroupId },
      },
      {
        method: 'PUT',
        url: `/accessControl/permissions/${permission.id}`,
        rule: 'roles:update',
        body: {
          name: permission.name,
          label: permission.label,
          permissionGroupId: permission.permissionGroupId,
        },
      },
    ]),
    ...inArea('departments', [
      // Departamentos (support or departments)
      { method: 'GET', url: '/empresas/secretarias', rule: 'departments:read' },
      { method: 'GET', url: `/empresas/${saudeId}`, rule: 'departments:read' },
      {
        method: 'PUT',
        url: `/empresas/${saudeId}`,
        rule: 'departments:update',
        body: { name: 'Secretaria Municipal de Saúde' },
      },
      {
        method: 'POST',
        url: '/empresas/create',
        rule: 'departments:create',
        body: { name: 'Secretaria da Matriz', is_secretaria: true },
      },
      { method: 'GET', url: `/empresas/files/${saudeId}`, rule: 'departments:read' },
      { method: 'POST', url: `/empresas/files/create/${saudeId}`, rule: 'departments:update', upload: pdf },
      { method: 'GET', url: `/empresas/files/download/${fileId}`, rule: 'departments:read' },
      { method: 'POST', url: `/empresas/logo/${saudeId}`, rule: 'departments:update', upload: png },
      { method: 'DELETE', url: `/empresas/files/delete/${fileId}`, rule: 'departments:update' },
    ]),
    ...inArea('sectors', [
      // Setores (support or hasSetor)
      { method: 'GET', url: '/empresas/setores', rule: 'sectors:read' },
      { method: 'GET', url: `/empresas/setores/byempresa/${saudeId}`, rule: 'sectors:read' },
      { method: 'GET', url: `/empresas/setores/byroot/${prefeituraId}`, rule: 'sectors:read' },
      { method: 'GET', url: `/empresas/${sectorId}`, rule: 'sectors:read' },
      {
        method: 'PUT',
        url: `/empresas/${sectorId}`,
        rule: 'sectors:update',
        body: { name: 'Vigilância Sanitária', parentId: saudeId },
      },
      {
        method: 'POST',
        url: '/empresas/create',
        rule: 'sectors:create',
        body: { name: 'Setor da Matriz', is_setor: true, parentId: saudeId },
      },
      { method: 'GET', url: `/empresas/files/${sectorId}`, rule: 'sectors:read' },
    ]),
  ];
});
afterAll(async () => {
  await t.close();
  rmSync(storageDir, { recursive: true, force: true });
});

function send(route: Route, who: Caller) {
  if (route.upload) return upload(t, route.url, who.headers, route.upload);
  return call(route.method, route.url, who.headers, route.body);
}

const label = (r: Route) => `${r.method} ${r.url}`;

describe('permission matrix of the sistema area', () => {
  it('refuses every route to a role lacking its rule (403)', async () => {
    const rules = [...new Set(routes.map((r) => r.rule))];
    expect(rules.length).toBeGreaterThanOrEqual(15);
    const allowedThrough: string[] = [];
    for (const rule of rules) {
      await setRules(
        t.database.db,
        subject.roleId,
        ALL_RULES.filter((r) => r !== rule),
      );
      for (const route of routes.filter((r) => r.rule === rule)) {
        const res = await send(route, subject);
        if (res.statusCode !== 403) allowedThrough.push(`${label(route)} without ${rule}: ${res.statusCode}`);
      }
    }
    expect(allowedThrough).toEqual([]);
  });

  it('refuses the departments and sectors routes to a location without their flag, whatever its rules', async () => {
    const passed = [];
    for (const route of routes.filter((r) => r.area !== 'support')) {
      const res = await send(route, noFlags);
      if (res.statusCode !== 403) passed.push(`${label(route)}: ${res.statusCode}`);
    }
    expect(passed).toEqual([]);
    const picker = await call(
      'GET',
      `/empresas/secretarias/byempresa/${(await companyByName(t.database.db, PREFEITURA)).id}`,
      noFlags.headers,
    );
    expect(picker.statusCode).toBe(403);
  });

  it('with every rule and the flags: support routes still refuse a non-support location, the others pass', async () => {
    await setRules(t.database.db, subject.roleId, ALL_RULES);
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await send(route, subject);
      const expected = route.area === 'support' ? res.statusCode === 403 : res.statusCode < 300;
      if (!expected)
        wrong.push(`${label(route)} (${route.area}): ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lists every call of the area in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/users',
      '/users/find/{id}',
      '/users/create',
      '/users/{id}',
      '/users/id',
      '/users/avatar/{id}',
      '/empresas',
      '/empresas/secretarias',
      '/empresas/secretarias/byempresa/{id}',
      '/empresas/setores',
      '/empresas/setores/byempresa/{id}',
      '/empresas/setores/byroot/{id}',
      '/empresas/{id}',
      '/empresas/create',
      '/empresas/files/create/{id}',
      '/empresas/files/{id}',
      '/empresas/files/delete/{id}',
      '/empresas/files/download/{id}',
      '/locais',
      '/locais/{id}',
      '/locais/empresa/{id}',
      '/locais/create',
      '/locais/{id}/role',
      '/locais/toggleAccess/{id}',
      '/locais/toggleObras/{id}',
      '/locais/togglePatrimonio/{id}',
      '/locais/toggleDepartments/{id}',
      '/locais/toggleSetor/{id}',
      '/locais/verifyActivity/{id}',
      '/accessControl/permissions',
      '/accessControl/permissions/{id}',
      '/accessControl/permissions/criar',
      '/permissions/{localId}',
      '/exercicios/create',
    ]) {
      expect(paths, p).toContain(p);
    }
    expect(
      doc.paths['/users/id'].put.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('motivo');
    expect(
      doc.paths['/locais/create'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('role_id');
  });
});

describe('the sistema flow, as support', () => {
  it('client, department, sector, user, access with a profile; patrimônio off changes the user menu', async () => {
    const s = await signInAt(t.app, 'suporte');
    const h = s.headers;
    const client = await call('POST', '/empresas/create', h, {
      ...clientBody,
      name: 'Instituto de Previdência de Exemplo',
      cpfCnpj: '11.222.333/0001-81',
      is_cliente: true,
    });
    expect(client.statusCode).toBe(201);
    const clientId = client.json().id;
    const dept = await call('POST', '/empresas/create', h, {
      name: 'Diretoria de Benefícios',
      is_secretaria: true,
      rootId: clientId,
    });
    expect(dept.statusCode).toBe(201);
    const sector = await call('POST', '/empresas/create', h, {
      name: 'Perícia',
      is_setor: true,
      parentId: dept.json().id,
    });
    expect(sector.json()).toMatchObject({ rootId: clientId, parentId: dept.json().id });
    const exercicio = await call('POST', '/exercicios/create', h, {
      empresa_id: clientId,
      ano: 2030,
      mes: 1,
    });
    expect(exercicio.statusCode).toBe(201);
    const role = await t.app.inject({
      method: 'POST',
      url: '/v1/iam/roles',
      headers: h,
      payload: {
        name: 'Patrimônio',
        companyId: clientId,
        rules: ['assets:read', 'assets:create', 'departments:read'],
      },
    });
    expect(role.statusCode).toBe(201);
    const user = await call('POST', '/users/create', h, {
      username: 'joana.prev',
      fullname: 'Joana Previdência',
      email: 'joana@prev.exemplo.gov.br',
      password: 'Previd@2030',
      redefine: false,
      // She writes, so she is identified by CPF (decision 073).
      cpf: testCpf(),
    });
    expect(user.statusCode).toBe(201);
    const local = await call('POST', '/locais/create', h, {
      user_id: user.json().id,
      empresa_id: clientId,
      role_id: role.json().id,
    });
    expect(local.statusCode).toBe(201);
    const localId = local.json().id;
    await call('PUT', `/locais/togglePatrimonio/${localId}`, h, { value: true });
    await call('PUT', `/locais/toggleDepartments/${localId}`, h, { value: true });

    const session = await signIn(t.app, { username: 'joana.prev', password: 'Previd@2030' });
    expect(session.locais.map((l) => l.empresa.no_empresa)).toEqual(['Instituto de Previdência de Exemplo']);
    const userHeaders = { authorization: `Bearer ${session.token}` };
    const menuKeys = async () => {
      const perms = (await call('GET', `/permissions/${localId}`, userHeaders)).json<LocationPermissions>();
      return menuFor({ flags: perms.permissions, rules: perms.rules }).flatMap((g) =>
        g.items.map((i) => i.key),
      );
    };
    const before = await menuKeys();
    // The flags open the areas and the role's rules choose the screens: no Fornecedores nor XML without their read
    // rules; the aceites open with the asset list's (a receiver decides his own without the custody rule), and
    // so do the salas (the asset form picks one).
    expect(before).toEqual([
      'bens',
      'movimentacoes',
      'categorias',
      'ncm',
      'aceites',
      'salas',
      'departamentos',
    ]);
    expect(before).not.toContain('clientes');
    expect(before).not.toContain('setores');
    const joana = await signInTo(
      t,
      { id: user.json().id, username: 'joana.prev', password: 'Previd@2030' },
      localId,
    );
    const depts = await call('GET', '/empresas/secretarias', joana.headers);
    expect(depts.json().data.map((d: { name: string }) => d.name)).toEqual(['Diretoria de Benefícios']);

    await call('PUT', `/locais/togglePatrimonio/${localId}`, h);
    // Patrimônio and XML leave the menu; Departamentos stays.
    expect(await menuKeys()).toEqual(['departamentos']);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, clientId));
    expect(row?.cpfCnpj).toBe('11222333000181');
  });
});

import {
  ALL_RULES,
  type Exercicio,
  LOCAL_HEADER,
  type Location,
  type LocationPermissions,
  READ_RULES,
} from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, locations } from '../../src/db/schema.js';
import { brazilMonth } from '../../src/lib/brazil-time.js';
import {
  auditRows,
  CAMARA,
  companyByName,
  createApplication,
  createClient,
  createLocation,
  createUser,
  PREFEITURA,
} from '../support/factories.js';
import { createTestApp, signIn, signInAt, type TestApp } from '../support/test-app.js';

type Headers = Record<string, string>;
type Caller = { localId: string; headers: Headers };

let t: TestApp;
let prefeituraId = '';
let camaraId = '';
let adminPrefeitura: Caller;
let adminCamara: Caller;
let consulta: Caller;
let suporte: Caller;

// The current period is Brasília's month, as the API picks it.
const { ano: YEAR, mes: MONTH } = brazilMonth(new Date());

beforeAll(async () => {
  t = await createTestApp();
  prefeituraId = (await companyByName(t.database.db, PREFEITURA)).id;
  camaraId = (await companyByName(t.database.db, CAMARA)).id;
  adminPrefeitura = await signInAt(t.app, 'admin', 'Prefeitura');
  adminCamara = await signInAt(t.app, 'admin', 'Câmara');
  consulta = await signInAt(t.app, 'consulta');
  suporte = await signInAt(t.app, 'suporte');
});
afterAll(() => t.close());

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
/** The bearer token only, without a location. */
const tokenOnly = (c: Caller): Headers => ({ authorization: c.headers.authorization! });
const withLocal = (c: Caller, localId: string): Headers => ({ ...tokenOnly(c), [LOCAL_HEADER]: localId });

/** A user of its own on the Prefeitura, to switch its location or company off without touching the shared accounts. */
async function freshCaller(opts: { companyId?: string } = {}) {
  const db = t.database.db;
  const user = await createUser(db);
  const local = await createLocation(db, {
    userId: user.id,
    companyId: opts.companyId ?? prefeituraId,
    hasPatrimonio: true,
  });
  const session = await signIn(t.app, user);
  return { user, local, headers: { authorization: `Bearer ${session.token}`, [LOCAL_HEADER]: local.id } };
}

describe('GET /locais and /locais/{id}', () => {
  it('lists the caller’s own active locations with company and periods', async () => {
    const res = await get('/locais', tokenOnly(adminPrefeitura));
    expect(res.statusCode).toBe(200);
    const list = res.json<Location[]>();
    expect(list.map((l) => l.id).sort()).toEqual([adminPrefeitura.localId, adminCamara.localId].sort());
    for (const l of list) {
      expect(l.user.username).toBe('admin');
      expect(l.company.exercicios).toHaveLength(12);
      expect(l.role?.name).toBe('Administrador');
    }
  });

  it('answers one own location: the company, its application and its periods (current month first)', async () => {
    const res = await get(`/locais/${adminPrefeitura.localId}`, tokenOnly(adminPrefeitura));
    expect(res.statusCode).toBe(200);
    const l = res.json<Location>();
    expect(l).toMatchObject({
      id: adminPrefeitura.localId,
      companyId: prefeituraId,
      active: true,
      role: { name: 'Administrador' },
      permissions: {
        isSuporte: false,
        hasPatrimonio: true,
        hasSetor: true,
        departments: true,
        hasObras: false,
      },
      company: {
        id: prefeituraId,
        name: PREFEITURA,
        isClient: true,
        application: { name: 'Município de Exemplo' },
      },
    });
    expect(l.user).not.toHaveProperty('passwordHash');
    expect(l.company.exercicios).toHaveLength(12);
    expect(l.company.exercicios[0]).toMatchObject({
      ano: YEAR,
      mes: MONTH,
      empresa_id: prefeituraId,
      fechado: false,
    });
    // Then the earlier months, newest first, and the later ones afterwards.
    const order = l.company.exercicios.map((e) => e.mes);
    const past = Array.from({ length: MONTH }, (_, i) => MONTH - i);
    const future = Array.from({ length: 12 - MONTH }, (_, i) => MONTH + 1 + i);
    expect(order).toEqual([...past, ...future]);
  });

  it('refuses another user’s location with 403', async () => {
    const res = await get(`/locais/${consulta.localId}`, tokenOnly(adminPrefeitura));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'Error',
      request_id: expect.any(String),
      message: 'Este local de trabalho não pertence ao usuário.',
    });
  });

  it('refuses an inactive location with 403 and leaves it out of the list', async () => {
    const c = await freshCaller();
    expect((await get(`/locais/${c.local.id}`, c.headers)).statusCode).toBe(200);
    await setLocationActive(c.local.id, false);
    const res = await get(`/locais/${c.local.id}`, c.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'Error',
      request_id: expect.any(String),
      message: 'Este local de trabalho está inativo.',
    });
    expect((await get('/locais', c.headers)).json()).toEqual([]);
  });

  it('answers 404 for a location that does not exist', async () => {
    const res = await get('/locais/00000000-0000-4000-8000-000000000000', tokenOnly(adminPrefeitura));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      status: 'Error',
      request_id: expect.any(String),
      message: expect.any(String),
    });
  });
});

describe('GET /permissions/{localId}', () => {
  it('gives the admin every rule of the Administrador role', async () => {
    const res = await get(`/permissions/${adminPrefeitura.localId}`, tokenOnly(adminPrefeitura));
    expect(res.statusCode).toBe(200);
    const p = res.json<LocationPermissions>();
    expect(p.localId).toBe(adminPrefeitura.localId);
    expect(p.role?.name).toBe('Administrador');
    expect(p.rules).toHaveLength(ALL_RULES.length);
    expect([...p.rules].sort()).toEqual([...ALL_RULES].sort());
    expect(p.permissions.isSuporte).toBe(false);
  });

  it('gives consulta the read rules only', async () => {
    const p = (
      await get(`/permissions/${consulta.localId}`, tokenOnly(consulta))
    ).json<LocationPermissions>();
    expect(p.role?.name).toBe('Consulta');
    expect([...p.rules].sort()).toEqual([...READ_RULES].sort());
    expect(p.rules).toHaveLength(READ_RULES.length);
    expect(p.rules.every((r) => r.endsWith(':read'))).toBe(true);
  });

  it('gives support every rule, flagged isSuporte', async () => {
    const p = (await get(`/permissions/${suporte.localId}`, tokenOnly(suporte))).json<LocationPermissions>();
    expect(p.permissions.isSuporte).toBe(true);
    expect(p.rules).toHaveLength(ALL_RULES.length);
  });

  it('refuses the permissions of another user’s location', async () => {
    const res = await get(`/permissions/${adminPrefeitura.localId}`, tokenOnly(consulta));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      status: 'Error',
      request_id: expect.any(String),
      message: expect.any(String),
    });
  });
});

describe('X-Local-Id on calls that need a location', () => {
  const calls = () => [`/exercicios/empresa/${prefeituraId}`, '/dashboard'];

  it('refuses a call without a location with a Portuguese 403', async () => {
    for (const url of calls()) {
      const res = await get(url, tokenOnly(adminPrefeitura));
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({
        status: 'Error',
        request_id: expect.any(String),
        message: 'Selecione um local de trabalho para continuar.',
      });
    }
  });

  it('refuses another user’s location', async () => {
    for (const url of calls()) {
      const res = await get(url, withLocal(adminPrefeitura, consulta.localId));
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({
        status: 'Error',
        request_id: expect.any(String),
        message: 'Este local de trabalho não pertence ao usuário.',
      });
    }
  });

  it.each([
    ['not a uuid', 'abc'],
    ['an SQL fragment', "' or 1=1 --"],
    ['a uuid of no location', '00000000-0000-4000-8000-000000000000'],
  ])('refuses a location id that is %s', async (_label, localId) => {
    for (const url of calls()) {
      const res = await get(url, withLocal(adminPrefeitura, localId));
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({
        status: 'Error',
        request_id: expect.any(String),
        message: expect.stringMatching(/local de trabalho/i),
      });
    }
  });

  it('refuses an inactive location', async () => {
    const c = await freshCaller();
    expect((await get('/dashboard', c.headers)).statusCode).toBe(200);
    await setLocationActive(c.local.id, false);
    for (const url of calls()) {
      const res = await get(url, c.headers);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({
        status: 'Error',
        request_id: expect.any(String),
        message: 'Este local de trabalho está inativo.',
      });
    }
  });

  it('refuses a location on an inactive company', async () => {
    const client = await createClient(t.database.db);
    const c = await freshCaller({ companyId: client.id });
    expect((await get('/dashboard', c.headers)).statusCode).toBe(200);
    await t.database.db.update(companies).set({ active: false }).where(eq(companies.id, client.id));
    const res = await get('/dashboard', c.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'Error',
      request_id: expect.any(String),
      message: 'Este local de trabalho está inativo.',
    });
    expect((await get(`/locais/${c.local.id}`, c.headers)).statusCode).toBe(403);
  });
});

describe('exercícios', () => {
  const list = (c: Caller, empresaId: string, query = '') =>
    get(`/exercicios/empresa/${empresaId}${query}`, c.headers);

  it('lists the periods of the caller’s client, current month first', async () => {
    const res = await list(adminPrefeitura, prefeituraId);
    expect(res.statusCode).toBe(200);
    const body = res.json<Exercicio[]>();
    expect(body).toHaveLength(12);
    expect(body[0]).toMatchObject({ ano: YEAR, mes: MONTH, empresa_id: prefeituraId, fechado: false });
    expect(Object.keys(body[0]!).sort()).toEqual(['ano', 'empresa_id', 'fechado', 'id', 'mes']);
  });

  it('filters by year, with or without the trailing slash of the spec', async () => {
    const y = (await list(adminPrefeitura, prefeituraId, `?ano=${YEAR}`)).json<Exercicio[]>();
    expect(y).toHaveLength(12);
    expect(y.every((e) => e.ano === YEAR)).toBe(true);
    const slash = await list(adminPrefeitura, prefeituraId, `/?ano=${YEAR}`);
    expect(slash.statusCode).toBe(200);
    expect(slash.json()).toEqual(y);
    expect((await list(adminPrefeitura, prefeituraId, `/?ano=${YEAR - 5}`)).json()).toEqual([]);
  });

  it('tells whether a month exists', async () => {
    const yes = await get(`/exercicios/exists/${prefeituraId}?ano=${YEAR}&mes=3`, adminPrefeitura.headers);
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ exists: true });
    const no = await get(`/exercicios/exists/${prefeituraId}?ano=${YEAR + 3}&mes=3`, adminPrefeitura.headers);
    expect(no.json()).toEqual({ exists: false });
  });

  it('creates a period (201) with its audit entry, then refuses the same month with 409', async () => {
    const body = { empresa_id: prefeituraId, ano: YEAR + 1, mes: 2 };
    const res = await post('/exercicios/create', adminPrefeitura.headers, body);
    expect(res.statusCode).toBe(201);
    const created = res.json<Exercicio>();
    expect(created).toEqual({
      id: expect.any(String),
      empresa_id: prefeituraId,
      ano: YEAR + 1,
      mes: 2,
      fechado: false,
    });

    const audit = (await auditRows(t.database.db, { action: 'create', entity: 'exercicio' })).filter(
      (r) => r.entityId === created.id,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      clientId: prefeituraId,
      locationId: adminPrefeitura.localId,
      before: null,
    });
    expect(audit[0]!.after).toEqual(created);

    const exists = await get(
      `/exercicios/exists/${prefeituraId}?ano=${YEAR + 1}&mes=2`,
      adminPrefeitura.headers,
    );
    expect(exists.json()).toEqual({ exists: true });

    const dup = await post('/exercicios/create', adminPrefeitura.headers, body);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      status: 'Error',
      request_id: expect.any(String),
      message: `O exercício 02/${YEAR + 1} já existe para ${PREFEITURA}.`,
    });
  });

  it('refuses creation without the clients:update rule (consulta)', async () => {
    const res = await post('/exercicios/create', consulta.headers, {
      empresa_id: prefeituraId,
      ano: YEAR + 1,
      mes: 5,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'Error',
      request_id: expect.any(String),
      message: 'Você não tem permissão para realizar esta operação.',
    });
    const exists = await get(`/exercicios/exists/${prefeituraId}?ano=${YEAR + 1}&mes=5`, consulta.headers);
    expect(exists.json()).toEqual({ exists: false });
  });

  it('hides another client’s company as 404, for reading and creating', async () => {
    const notFound = { status: 'Error', request_id: expect.any(String), message: 'Empresa não encontrada.' };
    const l = await list(adminPrefeitura, camaraId);
    expect(l.statusCode).toBe(404);
    expect(l.json()).toEqual(notFound);
    const e = await get(`/exercicios/exists/${camaraId}?ano=${YEAR}&mes=1`, adminPrefeitura.headers);
    expect(e.statusCode).toBe(404);
    const c = await post('/exercicios/create', adminPrefeitura.headers, {
      empresa_id: camaraId,
      ano: YEAR + 1,
      mes: 7,
    });
    expect(c.statusCode).toBe(404);
    expect(c.json()).toEqual(notFound);
    // The same user, at the Câmara, sees the Câmara's periods and not the Prefeitura's.
    expect((await list(adminCamara, camaraId)).statusCode).toBe(200);
    expect((await list(adminCamara, prefeituraId)).statusCode).toBe(404);
  });

  it('answers 404 for a department (only clients hold periods) and for an unknown id', async () => {
    const [dept] = await t.database.db
      .select()
      .from(companies)
      .where(and(eq(companies.rootId, prefeituraId), eq(companies.isDepartment, true)));
    expect((await list(adminPrefeitura, dept!.id)).statusCode).toBe(404);
    expect((await list(adminPrefeitura, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('lets support list any client of its application, and no client of another', async () => {
    for (const id of [prefeituraId, camaraId]) {
      const res = await list(suporte, id);
      expect(res.statusCode).toBe(200);
      expect(res.json<Exercicio[]>().length).toBeGreaterThanOrEqual(12);
    }
    const otherApp = await createApplication(t.database.db);
    const foreign = await createClient(t.database.db, { applicationId: otherApp.id });
    expect((await list(suporte, foreign.id)).statusCode).toBe(404);
  });
});

describe('GET /dashboard', () => {
  it('counts the Prefeitura’s real departments, sectors and periods', async () => {
    const res = await get('/dashboard', adminPrefeitura.headers);
    expect(res.statusCode).toBe(200);
    const periods = (await periodsOf(adminPrefeitura, prefeituraId)).length;
    expect(res.json()).toMatchObject({
      client: { id: prefeituraId, name: PREFEITURA },
      departments: 3,
      sectors: 6,
      exercicios: { total: periods },
    });
    // Usuários is support's screen: a client's administrator is not given its count.
    expect(res.json().users).toBeNull();
  });

  it('shows the Câmara on its own location, without the counts of screens its flags close', async () => {
    const res = await get('/dashboard', adminCamara.headers);
    // The Câmara's location has neither `departments` nor `hasSetor`: no Departamentos nor Setores to count.
    expect(res.json()).toMatchObject({
      client: { id: camaraId, name: CAMARA },
      departments: null,
      sectors: null,
    });
  });
});

const periodsOf = async (c: Caller, empresaId: string) =>
  (await get(`/exercicios/empresa/${empresaId}`, c.headers)).json<Exercicio[]>();

async function setLocationActive(id: string, active: boolean) {
  await t.database.db.update(locations).set({ active }).where(eq(locations.id, id));
}

import { LOCAL_HEADER } from '@gp/shared-contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectErrorBody } from '../support/error-body.js';
import { createTestApp, signInAt, type TestApp } from '../support/test-app.js';

/**
 * Every call of the issue, fed malformed input: the answer is always a 4xx JSON error body
 * `{ status: 'Error', message }` in Portuguese (with field issues on validation), never a 500.
 */
let t: TestApp;
let auth: { user: Record<string, string>; local: Record<string, string> };
let prefeituraId = '';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInAt(t.app, 'admin', 'Prefeitura');
  const authorization = admin.headers.authorization;
  auth = { user: { authorization }, local: { authorization, [LOCAL_HEADER]: admin.localId } };
  const local = await t.app.inject({ method: 'GET', url: `/locais/${admin.localId}`, headers: auth.user });
  prefeituraId = local.json().companyId;
});
afterAll(() => t.close());

type Auth = 'none' | 'user' | 'local';
const headersFor = (a: Auth) => (a === 'none' ? {} : auth[a]);

const ANY_UUID = '00000000-0000-4000-8000-000000000000';
const LONG = 'x'.repeat(100_000);

type BodyRoute = {
  url: string;
  auth: Auth;
  valid: Record<string, unknown>;
  strings: string[];
  numbers?: string[];
};

/** The calls that take a JSON body, with a well-formed body to spoil one field at a time. */
const BODY_ROUTES: BodyRoute[] = [
  {
    url: '/session',
    auth: 'none',
    valid: { username: 'admin', password: 'Admin@123' },
    strings: ['username', 'password'],
  },
  {
    url: '/refresh-token',
    auth: 'none',
    valid: { refresh_token: 'a'.repeat(43) },
    strings: ['refresh_token'],
  },
  { url: '/password/forgot', auth: 'none', valid: { username: 'admin' }, strings: ['username'] },
  { url: '/password/verify', auth: 'none', valid: { token: 'a'.repeat(43) }, strings: ['token'] },
  {
    url: '/password/reset',
    auth: 'none',
    valid: { token: 'a'.repeat(43), password: 'NovaSenha2026' },
    strings: ['token', 'password'],
  },
  {
    url: '/exercicios/create',
    auth: 'local',
    valid: { empresa_id: ANY_UUID, ano: 2030, mes: 1 },
    strings: ['empresa_id'],
    numbers: ['ano', 'mes'],
  },
];

type RawBody = {
  label: string;
  payload?: string | Buffer;
  contentType?: string;
  status: number;
  issuePath?: string;
};

/** A JSON body the API must refuse with 400. */
const json = (label: string, payload: string): RawBody => ({
  label,
  payload,
  contentType: 'application/json',
  status: 400,
});

const RAW_BODIES: RawBody[] = [
  { label: 'no body at all', status: 400 },
  json('an empty JSON body', ''),
  json('invalid JSON', '{"username": "admin",'),
  json('single-quoted JSON', "{'username': 'admin'}"),
  json('JSON null', 'null'),
  json('a JSON array', '[1, 2]'),
  json('a JSON string', '"texto"'),
  json('a JSON number', '42'),
  json('an empty object', '{}'),
  json('deeply nested arrays', `${'['.repeat(20_000)}${']'.repeat(20_000)}`),
  json('a __proto__ key', '{"__proto__": {"admin": true}}'),
  json('a constructor.prototype key', '{"constructor": {"prototype": {"admin": true}}}'),
  { label: 'text/plain', payload: 'username=admin', contentType: 'text/plain', status: 415 },
  {
    label: 'a form',
    payload: 'username=admin&password=x',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
  },
  { label: 'XML', payload: '<a>1</a>', contentType: 'application/xml', status: 415 },
  {
    label: 'multipart',
    payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
    contentType: 'multipart/form-data; boundary=b',
    status: 415,
  },
  {
    label: 'a body over 1 MiB',
    payload: JSON.stringify({ a: 'x'.repeat(1024 * 1024) }),
    contentType: 'application/json',
    status: 413,
  },
];

/** One field spoiled at a time: each answer is 400 naming that field. */
function fieldCases(route: BodyRoute) {
  const cases: { label: string; body: Record<string, unknown>; path: string }[] = [];
  const spoil = (field: string, value: unknown, label: string) => {
    const body = { ...route.valid };
    if (value === undefined) delete body[field];
    else body[field] = value;
    cases.push({ label: `${field} ${label}`, body, path: field });
  };
  for (const f of route.strings) {
    spoil(f, undefined, 'missing');
    spoil(f, null, 'null');
    spoil(f, 12345, 'a number');
    spoil(f, true, 'a boolean');
    spoil(f, { $ne: '' }, 'an object (operator injection)');
    spoil(f, ['admin'], 'an array');
    spoil(f, '', 'empty');
    spoil(f, LONG, 'of 100 000 characters');
  }
  for (const f of route.numbers ?? []) {
    spoil(f, undefined, 'missing');
    spoil(f, null, 'null');
    spoil(f, '1', 'a numeric string');
    spoil(f, 1.5, 'a fraction');
    spoil(f, -1, 'negative');
    spoil(f, 1e308, 'huge');
    spoil(f, 0, 'zero');
    spoil(f, 100_000, 'out of range');
    spoil(f, [1], 'an array');
  }
  return cases;
}

/** Text the database cannot store or compare (NUL) and broken Unicode: any 4xx, never a 500. */
const HOSTILE_STRINGS = [
  ['a NUL character', 'ad\u0000min'],
  ['a lone surrogate', 'ad\ud800min'],
  ['control characters', '\u0001\u0002\u001b[31m'],
  ['an SQL fragment', "admin' or '1'='1"],
  ['a LIKE pattern', '%_%'],
] as const;

describe.each(BODY_ROUTES)('POST $url with a malformed body', (route) => {
  const send = (payload: InjectOptions['payload'], contentType?: string) =>
    t.app.inject({
      method: 'POST',
      url: route.url,
      headers: { ...headersFor(route.auth), ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });

  it.each(RAW_BODIES)('$label → $status', async ({ payload, contentType, status }) => {
    expectErrorBody(await send(payload, contentType), status);
  });

  it.each(fieldCases(route))('$label → 400 naming the field', async ({ body, path }) => {
    expectErrorBody(await send(body), 400, path);
  });

  it.each(HOSTILE_STRINGS.flatMap(([label, value]) => route.strings.map((f) => ({ label, f, value }))))(
    '$f with $label → 4xx, never 500',
    async ({ f, value }) => {
      const res = await send({ ...route.valid, [f]: value });
      // /password/forgot answers 202 to any username by design; everything else refuses.
      if (route.url === '/password/forgot' && res.statusCode === 202) return;
      expectErrorBody(res, '4xx');
    },
  );

  it('raw bytes that are not UTF-8 → 4xx, never 500', async () => {
    const json = Buffer.from(JSON.stringify(route.valid));
    const bytes = Buffer.concat([
      json.subarray(0, json.indexOf('"', 2) + 1),
      Buffer.from([0xff, 0xfe, 0xc3]),
      json.subarray(json.indexOf('"', 2) + 1),
    ]);
    const res = await send(bytes, 'application/json');
    if (route.url === '/password/forgot' && res.statusCode === 202) return;
    expectErrorBody(res, '4xx');
  });
});

/** Calls with ids in the path: anything but a uuid is a 400 naming the parameter. */
const PARAM_ROUTES = [
  { pattern: '/locais/:id', param: 'id', auth: 'user' as Auth },
  { pattern: '/permissions/:localId', param: 'localId', auth: 'user' as Auth },
  { pattern: '/exercicios/empresa/:empresaId', param: 'empresaId', auth: 'local' as Auth },
  { pattern: '/exercicios/exists/:empresaId?ano=2026&mes=1', param: 'empresaId', auth: 'local' as Auth },
];
const BAD_IDS = [
  'abc',
  '123',
  'null',
  'undefined',
  '%27%20or%201%3D1--',
  `${ANY_UUID}x`,
  ANY_UUID.slice(0, -1),
  ANY_UUID.replaceAll('-', ''),
  '%00',
  '%20',
  '..%2F..%2Fetc%2Fpasswd',
];

describe.each(PARAM_ROUTES)('GET $pattern with a malformed path parameter', ({ pattern, param, auth: a }) => {
  const get = (id: string) =>
    t.app.inject({ method: 'GET', url: pattern.replace(`:${param}`, id), headers: headersFor(a) });

  it.each(BAD_IDS)('%s → 400 naming the parameter', async (id) => {
    expectErrorBody(await get(id), 400, param);
  });

  it('an id longer than any route accepts → 4xx', async () => {
    expectErrorBody(await get('a'.repeat(500)), '4xx');
  });

  it('broken percent-encoding → 400', async () => {
    expectErrorBody(await get('%E0%A4%A'), 400);
  });
});

describe('query strings of the exercícios calls', () => {
  const get = (path: string) => t.app.inject({ method: 'GET', url: path, headers: auth.local });

  it.each([
    ['ano=abc', 'ano'],
    ['ano=', 'ano'],
    ['ano=1.5', 'ano'],
    ['ano=-1', 'ano'],
    ['ano=1e3', 'ano'],
    ['ano=99999', 'ano'],
    ['ano=1800', 'ano'],
    ['ano=%00', 'ano'],
    ['ano=2026&ano=2027', 'ano'],
  ])('/exercicios/empresa/{id}/?%s → 400 naming %s', async (query, path) => {
    expectErrorBody(await get(`/exercicios/empresa/${prefeituraId}/?${query}`), 400, path);
    expectErrorBody(await get(`/exercicios/empresa/${prefeituraId}?${query}`), 400, path);
  });

  it.each([
    ['', 'ano'],
    ['', 'mes'],
    ['ano=2026', 'mes'],
    ['mes=1', 'ano'],
    ['ano=2026&mes=13', 'mes'],
    ['ano=2026&mes=0', 'mes'],
    ['ano=2026&mes=abc', 'mes'],
    ['ano=2026&mes=-1', 'mes'],
    ['ano=2026&mes=1.0', 'mes'],
    ['ano=abc&mes=1', 'ano'],
    ['ano=2026&mes=1&mes=2', 'mes'],
  ])('/exercicios/exists/{id}?%s → 400 naming %s', async (query, path) => {
    expectErrorBody(await get(`/exercicios/exists/${prefeituraId}?${query}`), 400, path);
  });
});

describe('calls without a body or parameters', () => {
  it.each(['/locais', '/dashboard'])('GET %s with a malformed Authorization header → 401', async (url) => {
    for (const authorization of [
      'Bearer',
      'Bearer a.b',
      'Bearer \u00e9\u00e9',
      `Bearer ${'x'.repeat(8000)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { ...auth.local, authorization } });
      expectErrorBody(res, 401);
    }
  });

  it('GET /dashboard with a malformed X-Local-Id → 403', async () => {
    for (const localId of ['abc', ' ', 'x'.repeat(5000), `${ANY_UUID},${ANY_UUID}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { ...auth.user, [LOCAL_HEADER]: localId },
      });
      expectErrorBody(res, 403);
    }
  });

  it.each([
    ['GET', '/session'],
    ['PUT', '/exercicios/create'],
    ['DELETE', '/locais'],
    ['PATCH', '/refresh-token'],
  ] as const)('%s %s (a method the call does not have) → 404', async (method, url) => {
    expectErrorBody(await t.app.inject({ method, url, headers: auth.local }), 404);
  });
});

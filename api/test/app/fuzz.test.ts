import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { clientRecords } from '../support/client-records.js';
import { expectErrorBody } from '../support/error-body.js';
import { createClient } from '../support/factories.js';
import { knownIds, type OpenApiDocument, type Operation, operationsOf, requestsOf } from '../support/fuzz.js';
import { patrimonioIds } from '../support/patrimonio.js';
import { createTestApp, DB_KIND, signInAt } from '../support/test-app.js';

/**
 * Every call of the OpenAPI document (so a new route is fuzzed the day it is added), fed generated
 * malformed requests (support/fuzz.ts) as support, who gets past every rule to validation and the services,
 * and now and then as nobody or with a broken token. Whatever comes, the answer is never a 5xx, and an
 * error is the Portuguese JSON body with nothing of the server's insides (docs/api.md, "Errors").
 *
 * Fixed seeds: a failure names its seed and path and repeats. `FUZZ_RUNS` runs more cases per call,
 * `FUZZ_SEED` other ones; the fuzz runs on PGlite only, and on PostgreSQL too with `FUZZ_POSTGRES=1`.
 */
const FUZZ = DB_KIND === 'pglite' || process.env.FUZZ_POSTGRES === '1';
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 2026);

/** A seed per call, so each call's cases repeat whatever runs before it. */
const seedOf = (key: string) => {
  let h = SEED | 0;
  for (const c of key) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
};

async function setUp() {
  const storageDir = mkdtempSync(join(tmpdir(), 'gp-fuzz-'));
  const t = await createTestApp({ storageDir });
  const ids = await patrimonioIds(t.database.db);
  const suporte = await signInAt(t.app, 'suporte');
  // One record of every kind the routes take by id (files, an NF-e, a movement…), of a client of its own,
  // so the calls with an id get past "not found" to their rules.
  const client = await createClient(t.database.db);
  const records = await clientRecords(t, suporte, {
    applicationId: client.applicationId,
    clientId: client.id,
  });
  const doc = t.app.swagger() as unknown as OpenApiDocument;
  // The public calls last, those counting attempts (decision 003) at the very end: a 429 starves nothing.
  const rank = (o: Operation) => Number(o.auth === 'public') + Number(o.rateLimited);
  const operations = operationsOf(doc).sort((a, b) => rank(a) - rank(b));
  // Support's own user, locations, their companies and roles: a call switching one off would lock the fuzz out.
  const own = new Set<string>([suporte.session.user.id]);
  for (const local of suporte.session.locais) {
    own.add(local.id);
    const res = await t.app.inject({ method: 'GET', url: `/locais/${local.id}`, headers: suporte.headers });
    const { companyId, roleId } = res.json();
    for (const id of [companyId, roleId]) if (id) own.add(id);
  }
  const organisation = [
    ...Object.values(records),
    ids.prefeituraId,
    ids.camaraId,
    ids.adm.id,
    ...ids.adm.setores,
    ids.mobiliario,
    ids.terrenos,
  ];
  const known = await knownIds(t.app, operations, suporte.headers, organisation, own);
  const close = async () => {
    await t.close();
    rmSync(storageDir, { recursive: true, force: true });
  };
  return { t, close, operations, known, headers: suporte.headers };
}

/** The answer, or a failure when none comes in time (a call left waiting holds its connection for ever). */
async function answered<T>(answer: Promise<T>, ms = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

const setup = FUZZ ? await setUp() : undefined;
const statuses = new Map<number, number>();
let calls = 0;

describe.skipIf(!setup)('fuzz of every call of the OpenAPI document', () => {
  if (!setup) {
    it('runs on PGlite (FUZZ_POSTGRES=1 runs it on PostgreSQL too)', () => {});
    return;
  }
  const { t, close, operations, known, headers } = setup;

  afterAll(async () => {
    const counts = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.log(
      `fuzz: ${operations.length} operações × ${RUNS} casos = ${calls} chamadas; status: {${counts.join(', ')}}`,
    );
    await close();
  });

  it('reads every call, the public ones too', () => {
    const keys = operations.map((o) => o.key);
    expect(keys.length).toBeGreaterThanOrEqual(100);
    expect(keys).toEqual(
      expect.arrayContaining(['POST /session', 'POST /refresh-token', 'POST /password/reset', 'GET /users']),
    );
    expect(operations.filter((o) => o.upload).length).toBeGreaterThanOrEqual(8);
  });

  it.each(operations)(
    '$key: never a 5xx, every error in Portuguese and with nothing of the server',
    async (op: Operation) => {
      await fc.assert(
        fc.asyncProperty(requestsOf(op, known, headers), async (request) => {
          const res = await answered(t.app.inject(request.inject()));
          calls += 1;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode, `${op.key}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expectErrorBody(res, '4xx');
        }),
        { seed: seedOf(op.key), numRuns: RUNS },
      );
    },
    Math.max(60_000, RUNS * 2_000),
  );

  it('leaves support able to call (the fuzz was never locked out)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard', headers });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  });
});

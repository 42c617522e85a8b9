import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { LOCAL_HEADER, type SessionResponse } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/db/client.js';
import { type ApiProcess, startApiProcess, until } from '../support/api-process.js';
import { PG_ADMIN_URL } from '../support/global-setup.js';
import { nfeXml } from '../support/nfe.js';
import { PREFEITURA, TEST_USERS } from '../support/organisation.js';
import { type PatrimonioIds, patrimonioIds } from '../support/patrimonio.js';
import { createPgDatabase } from '../support/pg-database.js';
import { DB_KIND } from '../support/test-app.js';

/**
 * Nothing is lost or left half-written when the API process dies: the real server (src/server.ts) on a
 * copy of the test organisation — a PGlite data folder, or a PostgreSQL database — is killed with SIGKILL
 * while asset creations, transfers or an NF-e incorporation are in flight, then started again on the
 * same data. Every write it answered is there, and every write is whole or absent: an asset with its
 * incorporação, its code and the kept list totals; an asset where its last movement put it; a note
 * incorporated with all its assets or still pending with none.
 */

type Place = { secretaria: string; setor: string | null };
type Target = {
  env: Record<string, string>;
  open: () => Promise<Database>;
  remove: () => Promise<void>;
  /** PostgreSQL only: whether a transaction of the API has written something not yet committed. */
  writing?: () => Promise<boolean>;
};

let pgliteTemplate = '';
beforeAll(async () => {
  if (DB_KIND !== 'pglite') return;
  pgliteTemplate = mkdtempSync(join(tmpdir(), 'gp-crash-template-'));
  const client = await PGlite.create({
    dataDir: join(pgliteTemplate, 'data'),
    loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
  });
  await client.close();
});
afterAll(() => {
  if (pgliteTemplate) rmSync(pgliteTemplate, { recursive: true, force: true });
});

const servers: ApiProcess[] = [];
const targets: Target[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) server.child.kill('SIGKILL');
  for (const target of targets.splice(0)) await target.remove();
});

/** A copy of the test organisation for one test, on the project's database. */
async function newTarget(): Promise<Target> {
  const files = mkdtempSync(join(tmpdir(), 'gp-crash-'));
  let target: Target;
  if (DB_KIND === 'postgres') {
    const created = await createPgDatabase(
      PG_ADMIN_URL,
      `gp_crash_${randomBytes(5).toString('hex')}`,
      inject('pgTemplate'),
    );
    const name = new URL(created.url).pathname.slice(1);
    target = {
      env: { DATABASE_URL: created.url, STORAGE_DIR: join(files, 'storage') },
      open: () => openPostgres(created.url, 2),
      remove: async () => {
        await created.drop();
        rmSync(files, { recursive: true, force: true });
      },
      // A backend with a transaction id has written in its open transaction.
      writing: async () => {
        const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
        await admin.connect();
        try {
          const found = await admin.query(
            'select 1 from pg_stat_activity where datname = $1 and backend_xid is not null',
            [name],
          );
          return (found.rowCount ?? 0) > 0;
        } finally {
          await admin.end();
        }
      },
    };
  } else {
    cpSync(join(pgliteTemplate, 'data'), join(files, 'data'), { recursive: true });
    target = {
      env: { DATA_DIR: join(files, 'data'), STORAGE_DIR: join(files, 'storage') },
      open: () => openPglite(join(files, 'data')),
      remove: async () => rmSync(files, { recursive: true, force: true }),
    };
  }
  targets.push(target);
  return target;
}

async function start(target: Target) {
  const server = await startApiProcess(target.env);
  servers.push(server);
  return server;
}

/** Reads the database with the API stopped (an embedded database has one owner at a time). */
async function inspect<T>(target: Target, read: (db: Database['db']) => Promise<T>): Promise<T> {
  const database = await target.open();
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

const rows = async <T>(db: Database['db'], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

async function signIn(server: ApiProcess) {
  const res = await fetch(`${server.url}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: TEST_USERS.admin.username, password: TEST_USERS.admin.password }),
  });
  const session = (await res.json()) as SessionResponse;
  const local = session.locais.find((l) => l.empresa.no_empresa.includes(PREFEITURA));
  if (!local) throw new Error('admin sem local na Prefeitura');
  return { authorization: `Bearer ${session.token}`, [LOCAL_HEADER]: local.id };
}

type Headers = Record<string, string>;
const post = (server: ApiProcess, headers: Headers, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Runs `workers` loops of `call` against the server and kills it (SIGKILL) once `answered` calls have
 * succeeded, with the others still in flight. Returns what the succeeded calls answered.
 */
async function killMidway<T>(
  server: ApiProcess,
  opts: { workers: number; answered: number; call: (i: number) => Promise<Response>; status: number },
) {
  const acknowledged: T[] = [];
  let sent = 0;
  let inFlightAtKill = 0;
  let inFlight = 0;
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const i = sent++;
      inFlight++;
      try {
        const res = await opts.call(i);
        const body = await res.json();
        if (res.status !== opts.status) throw new Error(`${res.status} ${JSON.stringify(body)}`);
        if (!killed) acknowledged.push(body as T);
      } catch (error) {
        if (!killed) throw error;
      } finally {
        inFlight--;
      }
      if (!killed && acknowledged.length >= opts.answered) {
        killed = true;
        inFlightAtKill = inFlight;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: opts.workers }, worker));
  expect(await server.exited).toBeNull();
  return { acknowledged, inFlightAtKill };
}

const bemBody = (ids: PatrimonioIds, place: Place, i: number) => ({
  descricao: `Cadeira giratória ${i}`,
  categoria_id: ids.mobiliario,
  tipo: 'movel',
  estado_conservacao: 'novo',
  TipoIncorporacao: 1,
  data_aquisicao: '2025-03-15',
  valor_aquisicao: `${100 + i}.25`,
  secretaria_id: place.secretaria,
  setor_id: place.setor,
  responsavel: 'Maria Souza',
});

/** Every asset whole: its incorporação movement, a code below the next one, kept totals equal to a count. */
async function expectAssetsWhole(db: Database['db']) {
  const orphans = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bens_patrimoniais b where not exists (select 1 from movimentacoes_bens m where m.bem_id = b.id)`,
  );
  expect(orphans[0]?.n).toBe(0);
  const codes = await rows<{ client_id: string; maior: number; proximo: number }>(
    db,
    sql`select b.client_id, max(b.codigo_bem)::int as maior, s.proximo from bens_patrimoniais b join bens_sequencias s on s.client_id = b.client_id group by b.client_id, s.proximo`,
  );
  for (const c of codes) expect(c.proximo).toBeGreaterThan(c.maior);
  const drift = await rows<{ client_id: string; kept: number; counted: number }>(
    db,
    sql`select c.client_id, c.quantidade::int as kept, (select count(*)::int from bens_patrimoniais b where b.client_id = c.client_id) as counted
        from bens_contagens c where c.dimensao = 'total'`,
  );
  for (const d of drift) expect(d.kept, `totais mantidos do cliente ${d.client_id}`).toBe(d.counted);
}

async function idsOf(target: Target) {
  const ids = await inspect(target, (db) => patrimonioIds(db));
  const places: Place[] = [
    { secretaria: ids.adm.id, setor: ids.adm.setores[0] ?? null },
    { secretaria: ids.saude.id, setor: ids.saude.setores[0] ?? null },
  ];
  return { ids, places };
}

describe('a SIGKILL in the middle of writes', () => {
  it('asset creations: each one answered is kept, each asset is whole', async () => {
    const target = await newTarget();
    const { ids, places } = await idsOf(target);
    const server = await start(target);
    const headers = await signIn(server);
    const { acknowledged, inFlightAtKill } = await killMidway<{ id: string; CodigoBEM: number }>(server, {
      workers: 6,
      answered: 20,
      status: 201,
      call: (i) =>
        post(server, headers, '/patrimonio/bempatrimonial/create', bemBody(ids, places[i % 2]!, i)),
    });
    expect(inFlightAtKill).toBeGreaterThan(0);

    // Started again on the same data: it recovers and every answered creation is there.
    const again = await start(target);
    const headersAgain = await signIn(again);
    for (const bem of acknowledged) {
      const res = await fetch(`${again.url}/patrimonio/bempatrimonial/${bem.id}`, { headers: headersAgain });
      expect(res.status, bem.id).toBe(200);
      expect(((await res.json()) as { CodigoBEM: number }).CodigoBEM).toBe(bem.CodigoBEM);
    }
    // And it goes on: the next creation gets a new code.
    const next = await post(
      again,
      headersAgain,
      '/patrimonio/bempatrimonial/create',
      bemBody(ids, places[0]!, 999),
    );
    expect(next.status).toBe(201);
    await again.stop();
    await inspect(target, expectAssetsWhole);
  }, 120_000);

  it('transfers: each asset is where its last movement put it', async () => {
    const target = await newTarget();
    const { ids, places } = await idsOf(target);
    const server = await start(target);
    const headers = await signIn(server);
    const bens: { id: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post(
        server,
        headers,
        '/patrimonio/bempatrimonial/create',
        bemBody(ids, places[0]!, i),
      );
      expect(res.status).toBe(201);
      bens.push((await res.json()) as { id: string });
    }
    // Each worker moves its own assets back and forth between the two places.
    const { acknowledged, inFlightAtKill } = await killMidway<{ id: string }>(server, {
      workers: 6,
      answered: 20,
      status: 201,
      call: (i) => {
        const bem = bens[i % bens.length]!;
        const to = places[(Math.floor(i / bens.length) + 1) % 2]!;
        return post(server, headers, '/patrimonio/movimentacaobem/create', {
          bempatrimonial_id: bem.id,
          TipoMovimentacao: 2,
          secretaria_id: to.secretaria,
          setor_id: to.setor,
          Observacao: `Remanejamento ${i}`,
        });
      },
    });
    expect(inFlightAtKill).toBeGreaterThan(0);

    const again = await start(target);
    await again.stop();
    await inspect(target, async (db) => {
      const kept = await rows<{ id: string }>(
        db,
        sql`select id from movimentacoes_bens where id in (${sql.join(
          acknowledged.map((m) => sql`${m.id}::uuid`),
          sql`, `,
        )})`,
      );
      expect(kept).toHaveLength(acknowledged.length);
      // Where the latest movement of each asset says it went, the asset is.
      const misplaced = await rows<{ id: string }>(
        db,
        sql`select b.id from bens_patrimoniais b
            join lateral (select m.secretaria_id, m.setor_id from movimentacoes_bens m where m.bem_id = b.id
                          order by m.data desc, m.created_at desc limit 1) last on true
            where b.secretaria_id <> last.secretaria_id or b.setor_id is distinct from last.setor_id`,
      );
      expect(misplaced).toEqual([]);
      await expectAssetsWhole(db);
    });
  }, 120_000);

  it('an NF-e incorporation: the note is incorporated with all its assets, or pending with none', async () => {
    const target = await newTarget();
    const { ids } = await idsOf(target);
    const server = await start(target);
    const headers = await signIn(server);
    // 120 lines of 3 units: 360 assets written in one transaction, long enough to die in the middle.
    const { xml } = nfeXml({
      linhas: Array.from({ length: 120 }, (_, i) => ({
        descricao: `CADEIRA ESCOLAR MODELO ${i}`,
        qCom: '3.0000',
        vUnCom: '100.00',
        vProd: '300.00',
      })),
    });
    const form = new FormData();
    form.append('file', new Blob([xml], { type: 'application/xml' }), 'cadeiras.xml');
    const uploaded = await fetch(`${server.url}/xml/upload`, { method: 'POST', headers, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const nota = (await uploaded.json()) as { id: string };
    const body = {
      secretaria_id: ids.adm.id,
      setor_id: ids.adm.setores[0],
      estado_conservacao: 'novo',
      data_incorporacao: '2026-03-12',
      itens: Array.from({ length: 120 }, (_, i) => ({
        item: i + 1,
        modo: 'unidade',
        categoria_id: ids.mobiliario,
      })),
    };
    const answer = post(server, headers, `/xml/${nota.id}/incorporar`, body).catch(() => null);
    // Killed once the request is being handled and its transaction has begun writing: seen in the server's
    // activity on PostgreSQL; on PGlite (one process owns it) a moment after the request's log line.
    await until('a incorporação começar', () =>
      server.logs().some((l) => l.includes(`/xml/${nota.id}/incorporar`)) ? true : undefined,
    );
    const { writing } = target;
    if (writing) await until('a transação escrever', async () => ((await writing()) ? true : undefined));
    else await new Promise((r) => setTimeout(r, 150));
    server.child.kill('SIGKILL');
    expect(await answer).toBeNull();

    const again = await start(target);
    await again.stop();
    const state = await inspect(target, async (db) => {
      const [note] = await rows<{ situacao: string; bens: number }>(
        db,
        sql`select n.situacao, (select count(*)::int from xml_notas_bens nb where nb.nota_id = n.id) as bens
            from xml_notas n where n.id = ${nota.id}`,
      );
      await expectAssetsWhole(db);
      return note;
    });
    expect(state).toBeDefined();
    if (state!.situacao === 'incorporada') expect(state!.bens).toBe(360);
    else expect(state).toEqual({ situacao: 'pendente', bens: 0 });

    // Absent means absent: the same incorporation can be made again, whole.
    if (state!.situacao === 'pendente') {
      const third = await start(target);
      const res = await post(third, await signIn(third), `/xml/${nota.id}/incorporar`, body);
      expect(res.status, await res.clone().text()).toBe(201);
      await third.stop();
      const n = await inspect(target, (db) =>
        rows<{ n: number }>(
          db,
          sql`select count(*)::int as n from xml_notas_bens where nota_id = ${nota.id}`,
        ),
      );
      expect(n[0]?.n).toBe(360);
    }
  }, 180_000);
});

/**
 * The carga page at scale (docs/domain.md, "Carga patrimonial"): the demo plus generated assets, all of the
 * Prefeitura's put in one setor and under one servidor (its head), then p50/p95 of
 * GET /patrimonio/carga/setor/{id} and GET /patrimonio/carga/responsavel/{id} (page 1 and a deep page, with
 * the count and the exact total value) over real HTTP, on PostgreSQL. Target: p95 < 300 ms at 20,000 assets.
 *
 * Run: `pnpm --filter @gp/api bench:carga`. Options: --assets=N (generated, default 45000, about 20,000 of
 * them the Prefeitura's), --runs=N (default 40). BENCH_PG_URL: the PostgreSQL admin database. Cleans up.
 */
import { sql } from 'drizzle-orm';
import { seedDemo } from '../src/db/seed.js';
import { startBenchServer } from './bench-server.js';
import { benchPostgres, cleanups, demoPrefeitura, logMachine, option, runBench } from './bench-support.js';
import { generateAssets } from './generate-assets.js';
import { measure } from './measure.js';

const ASSETS = option('assets', 45_000);
const RUNS = option('runs', 40);
const TARGET_MS = 300;

const one = async <T>(
  db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> },
  q: ReturnType<typeof sql>,
) => ((await db.execute(q)) as { rows: T[] }).rows[0]!;

async function main() {
  logMachine();
  const database = await benchPostgres();
  const db = database.db;
  await seedDemo(db);
  await generateAssets(db, { assets: ASSETS, secretarias: 2, setoresPorSecretaria: 2, suppliers: 20 });
  const cliente = await demoPrefeitura(database);
  const setor = await one<{ id: string; parent_id: string }>(
    db,
    sql`select id, parent_id from companies where is_sector and root_id = ${cliente.id} limit 1`,
  );
  const servidor = await one<{ id: string }>(
    db,
    sql`insert into servidores (client_id, nome, matricula) values (${cliente.id}, 'Chefe da carga', '9999') returning id`,
  );
  await db.execute(
    sql`insert into setores_responsaveis (setor_id, client_id, servidor_id) values (${setor.id}, ${cliente.id}, ${servidor.id})`,
  );
  await db.execute(sql`update bens_patrimoniais set setor_id = ${setor.id}, secretaria_id = ${setor.parent_id},
    responsavel_id = ${servidor.id} where client_id = ${cliente.id}`);
  await db.execute(sql`analyze bens_patrimoniais`);
  const { n } = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from bens_patrimoniais where setor_id = ${setor.id} and situacao <> 'baixado'`,
  );

  const { base, headers } = await startBenchServer(database, cleanups);
  const get = (path: string) => async () => {
    const res = await fetch(`${base}${path}`, { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const deep = Math.max(1, Math.floor(n / 100));
  const cases = [
    ['setor, página 1', `/patrimonio/carga/setor/${setor.id}?limit=100`],
    [`setor, página ${deep}`, `/patrimonio/carga/setor/${setor.id}?limit=100&page=${deep}`],
    ['servidor, página 1', `/patrimonio/carga/responsavel/${servidor.id}?limit=100`],
  ] as const;
  console.log(
    `${n.toLocaleString('pt-BR')} bens no setor e sob o servidor; ${RUNS} chamadas medidas por caso`,
  );
  for (const [name, path] of cases) {
    const { p50, p95 } = await measure(get(path), { warmup: 5, runs: RUNS });
    const ok = p95 < TARGET_MS ? 'ok' : 'ACIMA DA META';
    console.log(
      `${name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (meta p95 < ${TARGET_MS} ms: ${ok})`,
    );
  }
}

runBench(main);

/**
 * Backup and restore times (`pnpm backup` / `pnpm restore`, src/db/backup.ts) for the demo data and for a
 * database of 1,000,000 assets (generate-assets.ts), on PostgreSQL and on PGlite, with the sizes of the
 * copies. The API is stopped meanwhile (the embedded database is copied by this process); a backup taken
 * while the API runs is covered by api/test/app/backup.test.ts.
 *
 * Run: `pnpm --filter @gp/api bench:backup`. Options: --assets=N (default 1000000), --pglite-assets=N
 * (default 1000000), --pglite-budget-min=N (stop generating PGlite data after N minutes, default 15),
 * --no-pglite, --no-postgres. BENCH_PG_URL: the PostgreSQL admin database
 * (default postgres://postgres@127.0.0.1:5432/postgres). Cleans up what it creates.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { createBackup, restoreBackup } from '../src/db/backup.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed.js';
import { seedDemoPatrimonio } from '../src/db/seed-patrimonio.js';
import { createPgDatabase } from '../test/support/pg-database.js';
import { cleanup, cleanups, flag, option, PG_ADMIN_URL, runBench } from './bench-support.js';
import { generateAssets } from './generate-assets.js';

const PG_ASSETS = option('assets', 1_000_000);
const PGLITE_ASSETS = option('pglite-assets', 1_000_000);
const PGLITE_BUDGET_MS = option('pglite-budget-min', 15) * 60_000;

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * A database of `kind`: the demo data (its patrimônio created through the API) when `assets` is 0, else the
 * demo organisation with `assets` generated assets.
 */
async function prepare(kind: 'postgres' | 'pglite', assets: number) {
  const dir = mkdtempSync(join(tmpdir(), 'gp-bench-backup-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  let database: Database;
  let env: Record<string, string>;
  if (kind === 'postgres') {
    const created = await createPgDatabase(PG_ADMIN_URL, `gp_bench_${randomBytes(4).toString('hex')}`);
    cleanups.push(created.drop);
    database = await openPostgres(created.url, 4);
    env = { DATABASE_URL: created.url };
  } else {
    database = await openPglite(join(dir, 'data'));
    env = { DATA_DIR: join(dir, 'data') };
  }
  const config = loadConfig({
    ...env,
    STORAGE_DIR: join(dir, 'storage'),
    JWT_SECRET: 'bench-secret-with-at-least-thirty-two-characters!!',
    LOG_LEVEL: 'silent',
  });
  await seedDemo(database.db);
  let generated = 0;
  if (assets === 0) {
    const app = await buildApp({ config, database, logger: false });
    await seedDemoPatrimonio(app);
    await app.close();
  } else {
    // As the asset benchmark: the organisation of the demo, then the generated register.
    const result = await generateAssets(database.db, {
      assets,
      ...(kind === 'pglite' ? { budgetMs: PGLITE_BUDGET_MS } : {}),
      log: (line) => console.log(`    ${line}`),
    });
    generated = result.assets;
  }
  await database.close();
  return { config, dir, generated };
}

async function bench(kind: 'postgres' | 'pglite', assets: number) {
  const label = `${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${assets ? 'demonstração + bens gerados' : 'dados de demonstração'}`;
  console.log(`\n=== ${label} ===`);
  const { config, dir, generated } = await prepare(kind, assets);
  const backup = await createBackup(config, join(dir, 'copias'));
  const restored = await restoreBackup(config, backup.dir);
  console.log(
    `  ${generated ? `${generated.toLocaleString('pt-BR')} bens gerados; ` : ''}cópia ${s(backup.ms)} ` +
      `(banco ${mb(backup.manifest.arquivo_banco.bytes)}, ${backup.manifest.arquivos.length} arquivos), ` +
      `restauração ${s(restored.ms)} — carga 1 min ${loadavg()[0]?.toFixed(2)}`,
  );
  await cleanup();
}

async function main() {
  console.log(`Cópia e restauração — ${cpus().length} núcleos, carga 1 min ${loadavg()[0]?.toFixed(2)}`);
  if (!flag('no-postgres')) {
    await bench('postgres', 0);
    await bench('postgres', PG_ASSETS);
  }
  if (!flag('no-pglite')) {
    await bench('pglite', 0);
    await bench('pglite', PGLITE_ASSETS);
  }
}

runBench(main);

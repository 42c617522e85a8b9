/**
 * Sign-in timing of an unknown user against a known user with a wrong password (decision 032): a
 * difference would tell an attacker which usernames exist. Alternates the kinds, --tries=N of each
 * (default 200), on PostgreSQL and on PGlite with the demo data, in the API's own process (app.inject,
 * so the network adds no noise), each try from its own address, with the production's limits: a fresh
 * unknown name and a fresh known account per try (as an attacker sweeping a list of names sends them).
 * A third series tries one known account over and over: past its 10 failed sign-ins it is answered 429
 * without any password check, which is fast — comparing that series with unknown names (each new, so
 * never limited) compares a 429 with a 401, not a known user with an unknown one.
 *
 * Run: `pnpm --filter @gp/api bench:signin`. Options: --tries=N, --no-pglite, --no-postgres.
 * Target: medians within 5 ms.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { seedDemo } from '../src/db/seed.js';
import { hashPassword } from '../src/lib/crypto.js';
import { createPgDatabase } from '../test/support/pg-database.js';
import { percentile } from './measure.js';

const args = process.argv.slice(2);
const arg = args.find((a) => a.startsWith('--tries='));
const TRIES = arg ? Number(arg.split('=')[1]) : 200;
const WARMUP = 20;
const PG_ADMIN_URL =
  process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function measure(label: string, database: Database) {
  await seedDemo(database.db);
  const config = {
    ...loadConfig({ JWT_SECRET: 'bench-secret-with-at-least-thirty-two-characters!!', LOG_LEVEL: 'silent' }),
    // Off: injected requests answered from microtasks alone would keep the sampler from ever running.
    loadShedding: { maxEventLoopDelayMs: 0, maxDbWaiting: 0, retryAfterSeconds: 2, sampleMs: 250 },
  };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  let address = 0;
  const nextIp = () => {
    address++;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };
  const tryOnce = async (username: string) => {
    const began = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/session',
      payload: { username, password: 'SenhaErrada@1' },
      remoteAddress: nextIp(),
    });
    return { ms: performance.now() - began, status: res.statusCode };
  };
  const unknownName = () => `ninguem.${randomBytes(6).toString('hex')}`;
  for (let i = 0; i < WARMUP; i++) {
    await tryOnce(unknownName());
    await tryOnce('consulta');
  }
  // Known accounts, each tried once, as the unknown names are (an attacker sweeping a list of names).
  const names = Array.from({ length: TRIES }, (_, i) => `conhecido.${i}.${randomBytes(3).toString('hex')}`);
  const passwordHash = await hashPassword('SenhaCerta@1');
  await database.db
    .insert(users)
    .values(
      names.map((username) => ({ username, fullname: `Usuário ${username}`, email: null, passwordHash })),
    );
  const unknown: { ms: number; status: number }[] = [];
  const known: { ms: number; status: number }[] = [];
  const sameAccount: { ms: number; status: number }[] = [];
  for (let i = 0; i < TRIES; i++) {
    unknown.push(await tryOnce(unknownName()));
    known.push(await tryOnce(names[i]!));
    // One account tried over and over: past its 10 failures the answer is a 429 without a password check.
    sameAccount.push(await tryOnce('admin'));
  }
  const line = (what: string, list: { ms: number; status: number }[]) => {
    const times = list.map((x) => x.ms).sort((a, b) => a - b);
    const statuses = Object.entries(
      list.reduce<Record<number, number>>((acc, x) => {
        acc[x.status] = (acc[x.status] ?? 0) + 1;
        return acc;
      }, {}),
    )
      .map(([s, n]) => `${n} × ${s}`)
      .join(', ');
    console.log(
      `  ${what.padEnd(40)} mediana ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(
        times,
        95,
      )
        .toFixed(1)
        .padStart(6)} ms  (${statuses})`,
    );
    return percentile(times, 50);
  };
  console.log(
    `\n=== ${label}: ${TRIES} tentativas de cada, alternadas (carga 1 min ${loadavg()[0]?.toFixed(2)}) ===`,
  );
  const a = line('usuário inexistente', unknown);
  const b = line('usuário existente, senha errada', known);
  console.log(`  diferença das medianas: ${Math.abs(a - b).toFixed(1)} ms (meta: até 5 ms)`);
  line('o mesmo usuário existente, 200 vezes', sameAccount);
  await app.close();
}

async function main() {
  console.log(`${cpus().length} núcleos, carga 1 min ${loadavg()[0]?.toFixed(2)}`);
  if (!args.includes('--no-postgres')) {
    const created = await createPgDatabase(PG_ADMIN_URL, `gp_bench_${randomBytes(4).toString('hex')}`);
    const database = await openPostgres(created.url);
    try {
      await measure('PostgreSQL', database);
    } finally {
      await database.close();
      await created.drop();
    }
  }
  if (!args.includes('--no-pglite')) {
    const database = await openPglite(await PGlite.create());
    try {
      await measure('PGlite', database);
    } finally {
      await database.close();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

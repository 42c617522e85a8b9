/**
 * The NF-e import through the API (decision 016): on the demo data, upload + validation of a 41-line note
 * and the incorporation of all its units, p50/p95 over several notes, on PGlite and on PostgreSQL; and a
 * generated 990-line note (the layout's limit) incorporated in one transaction.
 *
 * The server runs in this process, listening on 127.0.0.1, called with fetch (real HTTP, multipart).
 *
 * Run: `pnpm --filter @gp/api bench:xml`. Options: --runs=N (41-line notes per database, default 10),
 * --no-pglite, --no-postgres. BENCH_PG_URL: the PostgreSQL admin database
 * (default postgres://postgres@127.0.0.1:5432/postgres). Cleans up: bench database dropped, temp dirs
 * removed, server closed.
 */
import type { BemUtils } from '@gp/shared-contracts';
import { seedDemo } from '../src/db/seed.js';
import { type NfeLine, nfeXml } from '../test/support/nfe.js';
import { startBenchServer } from './bench-server.js';
import { benchDatabase, cleanup, cleanups, flag, logMachine } from './bench-support.js';
import { percentile } from './measure.js';

const runsArg = process.argv.slice(2).find((a) => a.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.split('=')[1]) : 10;
const ms = (x: number) => x.toFixed(0);

/** Lines of a note: `n` lines of `units(i)` units each, with freight and, on some, a discount. */
function lines(n: number, units: (i: number) => number = () => 1): NfeLine[] {
  return Array.from({ length: n }, (_, i) => {
    const q = units(i);
    const unit = 100 + i * 7;
    return {
      descricao: `ITEM DE TESTE ${i + 1}`,
      qCom: `${q}.0000`,
      vUnCom: `${unit}.00`,
      vProd: `${q * unit}.00`,
      vFrete: '1.11',
      vDesc: i % 5 === 0 ? '0.50' : undefined,
    };
  });
}

async function benchOn(kind: 'postgres' | 'pglite') {
  const database = await benchDatabase(kind);
  await seedDemo(database.db);
  const { base, headers } = await startBenchServer(database, cleanups);
  const utils = (await (await fetch(`${base}/utils/bempatrimonial`, { headers })).json()) as BemUtils;
  const categoria = utils.categorias.find((c) => c.tipo_bem === 'movel');
  const secretaria = utils.secretarias[0];
  if (!categoria || !secretaria) throw new Error('demo sem categoria ou secretaria');

  async function upload(xml: string) {
    const form = new FormData();
    form.append('file', new Blob([xml], { type: 'application/xml' }), 'nota.xml');
    const t0 = performance.now();
    const res = await fetch(`${base}/xml/upload`, { method: 'POST', headers, body: form });
    const body = (await res.json()) as { id: string; message?: string };
    const elapsed = performance.now() - t0;
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${body.message}`);
    return { id: body.id, elapsed };
  }
  async function incorporate(id: string, n: number) {
    const t0 = performance.now();
    const res = await fetch(`${base}/xml/${id}/incorporar`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        secretaria_id: secretaria!.id,
        estado_conservacao: 'novo',
        data_incorporacao: '2026-03-12',
        itens: Array.from({ length: n }, (_, i) => ({
          item: i + 1,
          modo: 'unidade',
          categoria_id: categoria!.id,
        })),
      }),
    });
    const body = (await res.json()) as { bens: unknown[]; message?: string };
    const elapsed = performance.now() - t0;
    if (res.status !== 201) throw new Error(`incorporar: ${res.status} ${body.message}`);
    return { elapsed, bens: body.bens.length };
  }

  const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  // Warm-up: one note, not counted.
  const warm = await upload(nfeXml({ linhas: lines(41) }).xml);
  await incorporate(warm.id, 41);
  /** RUNS notes of 41 lines whose lines have `units(i)` units each: upload and incorporation times. */
  async function notes(units: (i: number) => number) {
    const uploads: number[] = [];
    const incorporations: number[] = [];
    let assets = 0;
    for (let run = 0; run < RUNS; run++) {
      const up = await upload(nfeXml({ linhas: lines(41, units) }).xml);
      uploads.push(up.elapsed);
      const inc = await incorporate(up.id, 41);
      incorporations.push(inc.elapsed);
      assets = inc.bens;
    }
    uploads.sort((a, b) => a - b);
    incorporations.sort((a, b) => a - b);
    console.log(
      `${label}: nota de 41 itens (${assets} bens): upload + validação p50 ${ms(percentile(uploads, 50))} ms, ` +
        `p95 ${ms(percentile(uploads, 95))} ms (meta < 150 ms); incorporação p50 ${ms(percentile(incorporations, 50))} ms, ` +
        `p95 ${ms(percentile(incorporations, 95))} ms (meta < 1000 ms) — ${RUNS} notas`,
    );
  }
  await notes(() => 1);
  await notes((i) => (i % 3) + 1);
  const big = nfeXml({ linhas: lines(990, () => 1) });
  const bigUp = await upload(big.xml);
  const bigInc = await incorporate(bigUp.id, 990);
  console.log(
    `${label}: nota de 990 itens (${(big.xml.length / 1024).toFixed(0)} KB): upload ${ms(bigUp.elapsed)} ms; ` +
      `incorporação de ${bigInc.bens} bens numa transação ${ms(bigInc.elapsed)} ms` +
      (kind === 'postgres' ? ' (meta < 10 000 ms)' : ''),
  );
}

async function main() {
  logMachine();
  try {
    if (!flag('no-pglite')) await benchOn('pglite');
    if (!flag('no-postgres')) await benchOn('postgres');
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

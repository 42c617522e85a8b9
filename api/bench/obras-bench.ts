/**
 * A work at scale on PostgreSQL: a budget sheet of 2,000 items (imported from a CSV through the API), 36
 * medições by item (200 items each, each paid in two payments) and a 36-month schedule; then, over real
 * HTTP, p50/p95 of the work's page (the work, its sheet, its S-curve and its payments, the calls the page
 * makes), the time of a boletim PDF and
 * p50/p95 of the public work page and of its items' JSON. Targets: work page p95 < 300 ms, boletim < 2 s,
 * public page p95 < 100 ms.
 *
 * Run: `pnpm --filter @gp/api bench:obras`. Options: --itens=N (default 2000), --medicoes=N (default 36),
 * --runs=N (default 30), --pdf=path (keeps the boletim). BENCH_PG_URL as in the other benchmarks.
 */
import { writeFileSync } from 'node:fs';
import { completeCnpj } from '@gp/shared-contracts';
import { args, option, runBench } from './bench-support.js';
import { measure } from './measure.js';
import { ms, obraAtScale } from './obra-at-scale.js';

const ITENS = option('itens', 2000);
const MEDICOES = option('medicoes', 36);
const RUNS = option('runs', 30);
const PDF_OUT = args.find((a) => a.startsWith('--pdf='))?.slice(6);
const CNPJ = completeCnpj('123456780001');

async function main() {
  const { base, headers, obraId, ultima } = await obraAtScale(ITENS, MEDICOES);
  let t0 = 0;

  const cases = [
    { name: 'obra', url: `/obras/obra/${obraId}`, auth: true },
    { name: 'planilha (2.000 itens)', url: `/obras/obra/${obraId}/planilha`, auth: true },
    { name: 'cronograma e curva S', url: `/obras/obra/${obraId}/cronograma`, auth: true },
    { name: 'pagamentos (72)', url: `/obras/obra/${obraId}/pagamentos`, auth: true },
    {
      name: 'página pública da obra',
      url: `/publico/entidades/${CNPJ}/obras/${obraId}`,
      auth: false,
      target: 100,
    },
    { name: 'itens públicos (JSON)', url: `/publico/entidades/${CNPJ}/obras/${obraId}/itens`, auth: false },
  ];
  console.log(`\n  ${'chamada'.padEnd(30)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}`);
  const get = (url: string, auth: boolean) =>
    fetch(`${base}${url}`, auth ? { headers } : {}).then(async (r) => {
      if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
      await r.arrayBuffer();
    });
  for (const c of cases) {
    const r = await measure(() => get(c.url, c.auth), { warmup: 3, runs: RUNS });
    const meta = c.target ? (r.p95 < c.target ? '  (meta < 100 ms: ok)' : '  ← acima da meta de 100 ms') : '';
    console.log(`  ${c.name.padEnd(30)} ${ms(r.p50).padStart(7)} ${ms(r.p95).padStart(7)}${meta}`);
  }
  // The work's own calls the page makes at once: the work, its sheet, its S-curve and its payments.
  const pageCalls = cases.filter((c) => c.auth);
  const page = await measure(() => Promise.all(pageCalls.map((c) => get(c.url, true))), {
    warmup: 3,
    runs: RUNS,
  });
  console.log(
    `  ${`página da obra (as ${pageCalls.length} juntas)`.padEnd(30)} ${ms(page.p50).padStart(7)} ${ms(page.p95).padStart(7)}` +
      (page.p95 < 300 ? '  (meta < 300 ms: ok)' : '  ← acima da meta de 300 ms'),
  );
  const times: number[] = [];
  let pdf = Buffer.alloc(0);
  for (let i = 0; i < 3; i++) {
    t0 = performance.now();
    const res = await fetch(`${base}/obras/medicao/${ultima}/boletim`, { headers });
    pdf = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`boletim: ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  boletim PDF (200 itens): mediana ${ms(times[1]!)} ms, ${(pdf.length / 1024).toFixed(0)} KiB` +
      (times[1]! < 2000 ? '  (meta < 2 s: ok)' : '  ← acima da meta de 2 s'),
  );
  if (PDF_OUT) writeFileSync(PDF_OUT, pdf);
}

runBench(main);

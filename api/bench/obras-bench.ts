/**
 * A work at scale on PostgreSQL: a budget sheet of 2,000 items (imported from a CSV through the API), 36
 * medições by item (200 items each) and a 36-month schedule; then, over real HTTP, p50/p95 of the work's
 * page (the work, its sheet and its S-curve, the three calls the page makes), the time of a boletim PDF and
 * p50/p95 of the public work page and of its items' JSON. Targets: work page p95 < 300 ms, boletim < 2 s,
 * public page p95 < 100 ms.
 *
 * Run: `pnpm --filter @gp/api bench:obras`. Options: --itens=N (default 2000), --medicoes=N (default 36),
 * --runs=N (default 30), --pdf=path (keeps the boletim). BENCH_PG_URL as in the other benchmarks.
 */
import { writeFileSync } from 'node:fs';
import { completeCnpj, LOCAL_HEADER, type SessionResponse } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../src/db/seed.js';
import { multipart } from '../test/support/sistema.js';
import { startBenchServer } from './bench-server.js';
import { args, benchPostgres, cleanups, logMachine, option, runBench } from './bench-support.js';
import { measure } from './measure.js';

const ITENS = option('itens', 2000);
const MEDICOES = option('medicoes', 36);
const RUNS = option('runs', 30);
const PDF_OUT = args.find((a) => a.startsWith('--pdf='))?.slice(6);
const CNPJ = completeCnpj('123456780001');
const ms = (x: number) => x.toFixed(1);

async function main() {
  logMachine();
  const database = await benchPostgres();
  await seedDemo(database.db);
  const { base } = await startBenchServer(database, cleanups);
  const session = (await (
    await fetch(`${base}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'suporte', password: 'Suporte@123' }),
    })
  ).json()) as SessionResponse;
  const local = session.locais[0];
  if (!local) throw new Error('suporte sem local');
  const headers = { authorization: `Bearer ${session.token}`, [LOCAL_HEADER]: local.id };
  const json = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const [prefeitura] = (
    (await database.db.execute(
      sql`select c.id, (select s.id from companies s where s.root_id = c.id and s.id <> c.id limit 1) as secretaria
          from companies c where c.is_client and c.name like 'Prefeitura%' limit 1`,
    )) as unknown as { rows: { id: string; secretaria: string }[] }
  ).rows;
  if (!prefeitura?.secretaria) throw new Error('demo sem Prefeitura ou secretaria');

  const obra = await json('POST', '/obras/obra/create', {
    numero: 'BENCH-1/2026',
    objeto: 'Obra de referência do benchmark',
    tipo: 'pavimentacao',
    secretaria_id: prefeitura.secretaria,
    valor_contratado: '999999999.00',
    data_inicio: '2023-01-02',
    cliente_id: prefeitura.id,
  });
  const obraId = obra.id as string;
  const lines = ['Código;Descrição;Unidade;Quantidade;Preço unitário;BDI (%)'];
  for (let i = 1; i <= ITENS; i++)
    lines.push(
      `${90000 + i};Serviço de referência ${i} com descrição longa de planilha SINAPI;m2;${100 + (i % 50)},5;${(i % 997) + 1},37;`,
    );
  const body = multipart({ filename: 'planilha.csv', content: Buffer.from(lines.join('\r\n')) });
  let t0 = performance.now();
  const imp = await fetch(`${base}/obras/obra/${obraId}/planilha/importar?bdi=24.23`, {
    method: 'POST',
    headers: { ...headers, ...body.headers },
    body: body.payload,
  });
  if (imp.status !== 200) throw new Error(`importar: ${imp.status} ${await imp.text()}`);
  const planilha = (await imp.json()) as { itens: { id: string }[]; total: string };
  console.log(
    `importação de ${ITENS.toLocaleString('pt-BR')} itens (CSV): ${ms(performance.now() - t0)} ms; total R$ ${planilha.total}`,
  );

  t0 = performance.now();
  let ultima = '';
  for (let m = 0; m < MEDICOES; m++) {
    const y = 2023 + Math.floor(m / 12);
    const mes = String((m % 12) + 1).padStart(2, '0');
    const itens = Array.from({ length: 200 }, (_, k) => ({
      item_id: planilha.itens[(m * 55 + k) % planilha.itens.length]!.id,
      quantidade: '1.25',
    }));
    const med = await json('POST', '/obras/medicao/create', {
      obra_id: obraId,
      tipo: 1,
      periodo_inicio: `${y}-${mes}-01`,
      periodo_fim: `${y}-${mes}-25`,
      data_entrega: `${y}-${mes}-27`,
      itens,
      conferencia_data: `${y}-${mes}-28`,
      conferencia_percentual: '100',
      conferencia_responsaveis: 'Eng. Fiscal de Referência',
    });
    ultima = med.id as string;
  }
  console.log(`${MEDICOES} medições de 200 itens: ${ms((performance.now() - t0) / MEDICOES)} ms por medição`);
  await json('PUT', `/obras/obra/${obraId}/cronograma`, {
    meses: Array.from({ length: 36 }, (_, m) => ({
      mes: `${2023 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`,
      valor_previsto: '1000000.00',
      percentual_fisico: m < 4 ? '3.00' : '2.75',
    })),
  });
  await database.db.execute(sql`analyze`);

  const cases = [
    { name: 'obra', url: `/obras/obra/${obraId}`, auth: true },
    { name: 'planilha (2.000 itens)', url: `/obras/obra/${obraId}/planilha`, auth: true },
    { name: 'cronograma e curva S', url: `/obras/obra/${obraId}/cronograma`, auth: true },
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
  const page = await measure(() => Promise.all(cases.slice(0, 3).map((c) => get(c.url, true))), {
    warmup: 3,
    runs: RUNS,
  });
  console.log(
    `  ${'página da obra (as 3 juntas)'.padEnd(30)} ${ms(page.p50).padStart(7)} ${ms(page.p95).padStart(7)}` +
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

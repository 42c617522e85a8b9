/**
 * Counting offline (decision 068) at its targets, on PostgreSQL with the demo and 12,000 generated assets,
 * over real HTTP: a sala holding 500 assets downloaded for offline use (GET .../pacote: time and bytes, as
 * JSON and as gzip would send it; target < 2 s and < 1 MB), then 5,000 scans queued on a phone sent as the
 * phone sends them, in pieces of 500 one after the other (target < 10 s). The scan's own time on the phone
 * (from Enter to the queue) is measured in Chromium by the front benchmark (e2e/bench/contagem.bench.ts).
 *
 * Run: `pnpm --filter @gp/api bench:contagem`. BENCH_PG_URL: the PostgreSQL admin database (default
 * postgres://postgres@127.0.0.1:5432/postgres). Cleans up: bench database dropped, server closed.
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LEITURAS_MAX } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import { startBenchServer } from './bench-server.js';
import { cleanups, documentsBench, runBench } from './bench-support.js';

const SALA_BENS = 500;
const SCANS = 5000;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
type Row = Record<string, string>;
const rows = (r: unknown) => (r as { rows: Row[] }).rows;

async function main() {
  const { database, prefeitura } = await documentsBench();
  const { base, headers } = await startBenchServer(database, cleanups);
  const json = { ...headers, 'content-type': 'application/json' };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? headers : json,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await res.json()) as T & { message?: string };
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${answer.message}`);
    return answer;
  };

  // A setor of the Prefeitura, a sala in it, and 500 assets moved into it.
  const [setor] = rows(
    await database.db.execute(sql`
      select id, parent_id from companies where root_id = ${prefeitura.id} and is_sector order by name limit 1`),
  );
  const sala = await call<{ id: string }>('POST', '/patrimonio/salas/create', {
    setor_id: setor!.id,
    codigo: 'BENCH-500',
    nome: 'Sala de 500 bens',
  });
  await database.db.execute(sql`
    update bens_patrimoniais set secretaria_id = ${setor!.parent_id}, setor_id = ${setor!.id}, sala_id = ${sala.id}
    where id in (select id from bens_patrimoniais where client_id = ${prefeitura.id} and situacao <> 'baixado'
                 order by codigo_bem limit ${SALA_BENS})`);
  await database.db.execute(sql`analyze bens_patrimoniais`);
  await database.db.execute(sql`
    insert into servidores (client_id, nome, matricula, user_id)
    select ${prefeitura.id}, 'Presidente do bench', 'B-INV', id from users where username = 'admin'
    on conflict do nothing`);
  const [servidor] = rows(
    await database.db.execute(
      sql`select id from servidores where client_id = ${prefeitura.id} and matricula = 'B-INV'`,
    ),
  );
  const inv = await call<{ id: string }>('POST', '/patrimonio/inventario/create', {
    titulo: 'Inventário do bench',
    tipo: 'ciclico',
    escopo: 'sala',
    sala_id: sala.id,
    portaria_numero: '1/2026',
    portaria_data: '2026-01-10',
    data_abertura: '2026-01-15',
    data_prevista_encerramento: '2026-12-31',
    comissao: [{ servidor_id: servidor!.id, presidente: true }],
  });

  // The download, warm (a second call: the first pays the statements' planning once per process).
  await fetch(`${base}/patrimonio/inventario/${inv.id}/pacote`, { headers });
  const t0 = performance.now();
  const res = await fetch(`${base}/patrimonio/inventario/${inv.id}/pacote`, { headers });
  const text = await res.text();
  const ms = performance.now() - t0;
  const pacote = JSON.parse(text) as { bens: unknown[] | null };
  const bytes = Buffer.byteLength(text);
  console.log(
    `PostgreSQL: sala de ${pacote.bens?.length.toLocaleString('pt-BR')} bens baixada em ${ms.toFixed(0)} ms ` +
      `(meta < 2000 ms: ${ms < 2000 ? 'ok' : 'NÃO'}); ${kb(bytes)} em JSON, ${kb(gzipSync(text).length)} em gzip ` +
      `(meta < 1 MB: ${bytes < 1024 * 1024 ? 'ok' : 'NÃO'})`,
  );

  // 5,000 scans of the client's assets, queued on a phone, sent as it sends them.
  const codigos = rows(
    await database.db.execute(sql`
      select codigo_bem::text as c from bens_patrimoniais where client_id = ${prefeitura.id}
      order by codigo_bem limit ${SCANS}`),
  ).map((r) => r.c!);
  const fila = codigos.map((c, i) => ({
    id: randomUUID(),
    leitura: c,
    sala_id: sala.id,
    contado_em: new Date(Date.UTC(2026, 1, 3, 10, 0, i)).toISOString(),
    dispositivo: 'Celular do bench',
  }));
  const t1 = performance.now();
  let gravadas = 0;
  for (let i = 0; i < fila.length; i += LEITURAS_MAX) {
    const r = await call<{ gravadas: number }>('POST', `/patrimonio/inventario/${inv.id}/contagens`, {
      leituras: fila.slice(i, i + LEITURAS_MAX),
    });
    gravadas += r.gravadas;
  }
  const sync = performance.now() - t1;
  console.log(
    `PostgreSQL: ${gravadas.toLocaleString('pt-BR')} leituras da fila enviadas em ${Math.ceil(SCANS / LEITURAS_MAX)} ` +
      `envios de ${LEITURAS_MAX}: ${sync.toFixed(0)} ms (meta < 10000 ms: ${sync < 10_000 ? 'ok' : 'NÃO'})`,
  );
  // The comparison right after (the commission's first look).
  const t2 = performance.now();
  await call('GET', `/patrimonio/inventario/${inv.id}/divergencias?limit=50`);
  console.log(`PostgreSQL: comparação depois das 5.000 leituras: ${(performance.now() - t2).toFixed(0)} ms`);
}

runBench(main);

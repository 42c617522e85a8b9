/**
 * Batch movements (decision 052) at their limit: a transfer of 5,000 assets chosen by a filter of the
 * list, on PostgreSQL with 12,000 generated assets, over real HTTP, in one transaction; then the termo
 * listing all 5,000 (its PDF issued and stored). Then the carga's batches (decision 059) over the same
 * 5,000 assets: a transferência de responsabilidade and then a cautela, each asked (5,000 pending aceites)
 * and accepted by the receiver in one call (5,000 movements booked), and the cautelas returned in one call
 * (decision 062); before them, the same 5,000 transferred to a setor, which waits for its head's aceite:
 * the request and the acceptance (decision 062). Prints the time of each, the movements written and the
 * process's peak RSS. Target: each 5,000-asset write in under 5 s.
 *
 * Run: `pnpm --filter @gp/api bench:lote`. BENCH_PG_URL: the PostgreSQL admin database (default
 * postgres://postgres@127.0.0.1:5432/postgres). Cleans up: bench database dropped, server closed.
 */
import { sql } from 'drizzle-orm';
import { startBenchServer } from './bench-server.js';
import { cleanups, documentsBench, fetchPdf, rssPeak, runBench } from './bench-support.js';

const TARGET_MS = 5000;
const N = 5000;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

type Row = Record<string, string>;
const rows = (r: unknown) => (r as { rows: Row[] }).rows;

async function main() {
  const { database, prefeitura } = await documentsBench();
  // 5,000 assets not written off, marked in their description so a filter of the list matches exactly them.
  await database.db.execute(sql`
    update bens_patrimoniais set descricao = descricao || ' lotecinco'
    where id in (select id from bens_patrimoniais where client_id = ${prefeitura.id} and situacao <> 'baixado'
                 order by codigo_bem limit ${N})`);
  await database.db.execute(sql`analyze bens_patrimoniais`);
  // The destination: a secretaria of the Prefeitura none of the marked assets is in with no setor.
  const [destino] = rows(
    await database.db.execute(sql`
      select id from companies where root_id = ${prefeitura.id} and is_department order by name limit 1`),
  );

  const { base, headers } = await startBenchServer(database, cleanups);
  const json = { ...headers, 'content-type': 'application/json' };
  const stop = rssPeak();
  const t0 = performance.now();
  const res = await fetch(`${base}/patrimonio/movimentacaobem/lote`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      TipoMovimentacao: 2,
      secretaria_id: destino!.id,
      filtros: { descricao: 'lotecinco' },
    }),
  });
  const ms = performance.now() - t0;
  const body = (await res.json()) as { id: string; quantidade: number; termo: string; message?: string };
  if (res.status !== 201) throw new Error(`lote: ${res.status} ${body.message}`);
  const [written] = rows(
    await database.db.execute(
      sql`select count(*)::text as n from movimentacoes_bens where lote_id = ${body.id}`,
    ),
  );
  console.log(
    `PostgreSQL: transferência em lote de ${body.quantidade.toLocaleString('pt-BR')} bens: ${ms.toFixed(0)} ms ` +
      `(meta < ${TARGET_MS} ms: ${ms < TARGET_MS ? 'ok' : 'NÃO'}); ${Number(written!.n).toLocaleString('pt-BR')} movimentações gravadas`,
  );
  const termo = await fetchPdf(
    `${base}${body.termo}`,
    { ...headers, 'content-type': 'application/json' },
    'POST',
  );
  console.log(
    `PostgreSQL: termo do lote (${body.quantidade.toLocaleString('pt-BR')} bens): ${termo.total.toFixed(0)} ms, PDF ${mb(termo.bytes)} MB; ` +
      `pico de RSS do processo ${mb(stop())} MB`,
  );

  // The carga's batches (decision 059) and the transfer to a setor (decision 062): the bench's user is
  // the receiver (and the setor's head), so it accepts in the app.
  await database.db.execute(sql`
    insert into servidores (client_id, nome, matricula, user_id)
    select ${prefeitura.id}, 'Recebedor do bench', 'B-5000', id from users where username = 'admin'
    on conflict do nothing`);
  const [recebedor] = rows(
    await database.db.execute(sql`
      select s.id from servidores s join users u on u.id = s.user_id
      where u.username = 'admin' and s.client_id = ${prefeitura.id}`),
  );
  await transferenciaLocalBench(
    database,
    base,
    json,
    headers,
    destino!.id ?? '',
    recebedor!.id ?? '',
    prefeitura.id,
  );
  const amanha = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  for (const tipo of ['transferencia', 'cautela'] as const) {
    const t1 = performance.now();
    const pedido = await fetch(`${base}/patrimonio/carga/lote`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        tipo,
        recebedor_id: recebedor!.id,
        motivo: 'Bench',
        destino: 'Depósito do bench',
        data_prevista_retorno: amanha,
        filtros: { descricao: 'lotecinco' },
      }),
    });
    const pedidoMs = performance.now() - t1;
    const lote = (await pedido.json()) as { id: string; quantidade: number; message?: string };
    if (pedido.status !== 201) throw new Error(`carga/lote ${tipo}: ${pedido.status} ${lote.message}`);
    const [one] = rows(
      await database.db.execute(sql`select id from aceites where lote_id = ${lote.id} limit 1`),
    );
    const t2 = performance.now();
    const aceite = await fetch(`${base}/patrimonio/carga/aceites/${one!.id}/aceitar`, {
      method: 'POST',
      headers,
    });
    const aceiteMs = performance.now() - t2;
    if (aceite.status !== 200) throw new Error(`aceitar ${tipo}: ${aceite.status} ${await aceite.text()}`);
    const [booked] = rows(
      await database.db.execute(
        sql`select count(*)::text as n from movimentacoes_bens where lote_id = ${lote.id}`,
      ),
    );
    const ok = (x: number) => (x < TARGET_MS ? 'ok' : 'NÃO');
    console.log(
      `PostgreSQL: ${tipo === 'cautela' ? 'cautela' : 'transferência de responsabilidade'} em lote de ` +
        `${lote.quantidade.toLocaleString('pt-BR')} bens: pedido ${pedidoMs.toFixed(0)} ms (meta: ${ok(pedidoMs)}), ` +
        `aceite do lote ${aceiteMs.toFixed(0)} ms (meta: ${ok(aceiteMs)}); ` +
        `${Number(booked!.n).toLocaleString('pt-BR')} movimentações gravadas`,
    );
    if (tipo === 'cautela') await devolucaoBench(base, json, lote.id, lote.quantidade);
  }
  console.log(`pico de RSS do processo ${mb(stop())} MB`);
}

type BenchDatabase = Awaited<ReturnType<typeof documentsBench>>['database'];

/**
 * The batch transfer to a setor (decision 062): the same 5,000 assets to a setor of the secretaria they
 * are in, which waits for the setor head's aceite: the request (5,000 pending aceites under one batch id)
 * and the acceptance in the app (5,000 movements booked with the batch id), each timed over HTTP.
 */
async function transferenciaLocalBench(
  database: BenchDatabase,
  base: string,
  json: Record<string, string>,
  headers: Record<string, string>,
  secretariaId: string,
  headId: string,
  clientId: string,
) {
  const [setor] = rows(
    await database.db.execute(sql`
      select id from companies where parent_id = ${secretariaId} and is_sector order by name limit 1`),
  );
  if (!setor) throw new Error('transferência de local: a secretaria de destino não tem setor');
  await database.db.execute(sql`
    insert into setores_responsaveis (setor_id, client_id, servidor_id)
    values (${setor.id}, ${clientId}, ${headId})
    on conflict (setor_id) do update set servidor_id = excluded.servidor_id`);
  const t1 = performance.now();
  const pedido = await fetch(`${base}/patrimonio/movimentacaobem/lote`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      TipoMovimentacao: 2,
      secretaria_id: secretariaId,
      setor_id: setor.id,
      filtros: { descricao: 'lotecinco' },
    }),
  });
  const pedidoMs = performance.now() - t1;
  const lote = (await pedido.json()) as {
    id: string;
    quantidade: number;
    aceite: { id: string };
    message?: string;
  };
  if (pedido.status !== 202) throw new Error(`lote para o setor: ${pedido.status} ${lote.message}`);
  const t2 = performance.now();
  const aceite = await fetch(`${base}/patrimonio/carga/aceites/${lote.aceite.id}/aceitar`, {
    method: 'POST',
    headers,
  });
  const aceiteMs = performance.now() - t2;
  if (aceite.status !== 200) throw new Error(`aceitar o lote: ${aceite.status} ${await aceite.text()}`);
  const [booked] = rows(
    await database.db.execute(
      sql`select count(*)::text as n from movimentacoes_bens where lote_id = ${lote.id}`,
    ),
  );
  const ok = (x: number) => (x < TARGET_MS ? 'ok' : 'NÃO');
  console.log(
    `PostgreSQL: transferência em lote de ${lote.quantidade.toLocaleString('pt-BR')} bens para um setor ` +
      `(aguarda o aceite): pedido ${pedidoMs.toFixed(0)} ms (meta: ${ok(pedidoMs)}), aceite do lote ` +
      `${aceiteMs.toFixed(0)} ms (meta: ${ok(aceiteMs)}); ${Number(booked!.n).toLocaleString('pt-BR')} movimentações gravadas`,
  );
}

/** The return of the accepted 5,000-cautela batch in one call (decision 062): 5,000 returns booked. */
async function devolucaoBench(base: string, json: Record<string, string>, loteId: string, n: number) {
  const t = performance.now();
  const res = await fetch(`${base}/patrimonio/carga/devolucao`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ lote_id: loteId }),
  });
  const ms = performance.now() - t;
  const body = (await res.json()) as { quantidade: number; message?: string };
  if (res.status !== 200) throw new Error(`devolucao: ${res.status} ${body.message}`);
  console.log(
    `PostgreSQL: devolução em lote de ${body.quantidade.toLocaleString('pt-BR')} de ${n.toLocaleString('pt-BR')} ` +
      `cautelas: ${ms.toFixed(0)} ms (meta < ${TARGET_MS} ms: ${ms < TARGET_MS ? 'ok' : 'NÃO'})`,
  );
}

runBench(main);

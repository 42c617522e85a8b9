/**
 * The inventory campaign's panel at scale (docs/domain.md, "Inventário"; decision 067): the demo plus
 * generated assets, the Prefeitura's (100,000) all in one setor, a campaign of that setor and
 * a count over it (most assets read in place, some elsewhere, some in another state, some labels without
 * record, some never read), then p50/p95 over real HTTP, on PostgreSQL, of the panel's comparison
 * GET /patrimonio/inventario/{id}/divergencias (page 1 of all kinds, of one kind, and a deep page), then the
 * closing (divergences stored and the commission's termo with the unit's analytic inventory) timed once,
 * and the closed campaign's stored divergences. Target: p95 < 300 ms.
 *
 * Run: `pnpm --filter @gp/api bench:inventario`. Options: --assets=N (generated, default 200000, half
 * of them the Prefeitura's, all in one setor), --runs=N (default 40), --no-close (skip the closing),
 * --recontagem (then the whole setor recounted, decision 070: the comparison weighing two counts),
 * --explicar (with --recontagem: the plans of the closing's statements printed before it runs, each timed
 * alone), --sem-painel (skip the panel's timings). BENCH_PG_URL: the PostgreSQL admin database. Cleans up.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { inventarios } from '../src/db/schema-inventario.js';
import { seedDemo } from '../src/db/seed.js';
import {
  comparacaoLocal,
  divergencias,
  empatesPendentes,
  rodadas,
} from '../src/modules/patrimonio/inventario/contagens.repository.js';
import { analitico, gravarDivergencias } from '../src/modules/patrimonio/inventario/liquidacao.repository.js';
import { startBenchServer } from './bench-server.js';
import {
  benchPostgres,
  cleanups,
  demoPrefeitura,
  flag,
  logMachine,
  option,
  rssPeak,
  runBench,
} from './bench-support.js';
import { generateAssets } from './generate-assets.js';
import { measure } from './measure.js';

const ASSETS = option('assets', 200_000);
const RUNS = option('runs', 40);
const TARGET_MS = 300;

type Exec = { execute: (q: ReturnType<typeof sql>) => Promise<unknown> };
const one = async <T>(db: Exec, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as { rows: T[] }).rows[0]!;

async function main() {
  logMachine();
  const database = await benchPostgres();
  const db = database.db;
  await seedDemo(db);
  const t0 = performance.now();
  // One secretaria of one setor per client: every generated asset of the Prefeitura is in that setor.
  await generateAssets(db, { assets: ASSETS, secretarias: 2, setoresPorSecretaria: 1, suppliers: 20 });
  const cliente = await demoPrefeitura(database);
  const setor = await one<{ id: string; parent_id: string }>(
    db,
    sql`select c.id, c.parent_id from companies c join bens_patrimoniais b on b.setor_id = c.id
         where c.is_sector and c.root_id = ${cliente.id} group by c.id, c.parent_id order by count(*) desc limit 1`,
  );
  const outro = await one<{ id: string; parent_id: string }>(
    db,
    sql`select id, parent_id from companies where is_sector and root_id = ${cliente.id} and id <> ${setor.id} limit 1`,
  );
  // A few hundred assets of another setor, read in this one (found elsewhere).
  await db.execute(sql`update bens_patrimoniais set setor_id = ${outro.id}, secretaria_id = ${outro.parent_id}
    where id in (select id from bens_patrimoniais where client_id = ${cliente.id} order by codigo_bem desc limit 300)`);
  const servidor = await one<{ id: string }>(
    db,
    sql`insert into servidores (client_id, nome, matricula) values (${cliente.id}, 'Presidente da comissão', '1') returning id`,
  );
  const admin = await one<{ id: string }>(db, sql`select id from users where username = 'admin'`);
  const inv = await one<{ id: string }>(
    db,
    sql`insert into inventarios (client_id, titulo, tipo, escopo, secretaria_id, setor_id, portaria_numero,
          portaria_data, data_abertura, data_prevista_encerramento, criado_por)
        values (${cliente.id}, 'Inventário anual do setor', 'ciclico', 'setor', ${setor.parent_id}, ${setor.id},
          '1/2026', '2026-01-10', '2026-01-15', '2026-12-31', ${admin.id}) returning id`,
  );
  await db.execute(sql`insert into inventarios_comissao (inventario_id, servidor_id, client_id, presidente)
    values (${inv.id}, ${servidor.id}, ${cliente.id}, true)`);
  // The count: every asset but one in fifty read once (one in twenty in another state), some read twice
  // (the last reading counts), and a thousand labels naming no asset.
  await db.execute(sql`insert into inventario_contagens (id, client_id, inventario_id, bem_id, leitura, setor_id,
      estado_conservacao, contado_em, contado_por)
    select gen_random_uuid(), b.client_id, ${inv.id}, b.id, b.codigo_bem::text, ${setor.id},
           case when b.codigo_bem % 20 = 0 then 'ruim' else null end,
           now() - interval '1 day' + (b.codigo_bem % 1000) * interval '1 second', ${admin.id}
      from bens_patrimoniais b
     where b.client_id = ${cliente.id} and b.situacao <> 'baixado' and b.codigo_bem % 50 <> 0`);
  await db.execute(sql`insert into inventario_contagens (id, client_id, inventario_id, bem_id, leitura, setor_id,
      contado_em, contado_por)
    select gen_random_uuid(), b.client_id, ${inv.id}, b.id, b.codigo_bem::text, ${setor.id}, now(), ${admin.id}
      from bens_patrimoniais b where b.client_id = ${cliente.id} and b.codigo_bem % 10 = 1`);
  await db.execute(sql`insert into inventario_contagens (id, client_id, inventario_id, leitura, setor_id,
      contado_em, contado_por)
    select gen_random_uuid(), ${cliente.id}, ${inv.id}, 'ETIQUETA-' || g, ${setor.id}, now(), ${admin.id}
      from generate_series(1, 1000) g`);
  await db.execute(sql`analyze bens_patrimoniais`);
  await db.execute(sql`analyze inventario_contagens`);
  const { n } = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from bens_patrimoniais where setor_id = ${setor.id} and situacao <> 'baixado'`,
  );
  const { k } = await one<{ k: number }>(
    db,
    sql`select count(*)::int as k from inventario_contagens where inventario_id = ${inv.id}`,
  );
  console.log(
    `preparo: ${((performance.now() - t0) / 1000).toFixed(0)} s; ${n.toLocaleString('pt-BR')} bens esperados no setor, ${k.toLocaleString('pt-BR')} leituras`,
  );

  const { base, headers } = await startBenchServer(database, cleanups);
  const get = (path: string) => async () => {
    const res = await fetch(`${base}${path}`, { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const report = async (name: string, path: string) => {
    if (flag('sem-painel')) return;
    const { p50, p95 } = await measure(get(path), { warmup: 3, runs: RUNS });
    const ok = p95 < TARGET_MS ? 'ok' : 'ACIMA DA META';
    console.log(
      `${name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (meta p95 < ${TARGET_MS} ms: ${ok})`,
    );
  };
  const painel = `/patrimonio/inventario/${inv.id}/divergencias`;
  const first = (await get(`${painel}?limit=10`)()) as { resumo: Record<string, number>; total: number };
  console.log(`resumo: ${JSON.stringify(first.resumo)}`);
  await report('painel, todas as divergências, página 1', `${painel}?limit=10`);
  await report('painel, não encontrados, página 1', `${painel}?limit=10&tipo=nao_encontrado`);
  await report('painel, inventário analítico, página 50', `${painel}?limit=100&page=50&conformes=true`);
  await report('campanha (o registro)', `/patrimonio/inventario/${inv.id}`);

  if (flag('recontagem')) {
    // The worst case of decision 070: the whole setor recounted (concluded), a second count of every asset
    // but one in fifty (those the first missed found now, one in twenty-five in another state): the
    // comparison weighs both counts of every reading.
    await db.execute(sql`insert into inventario_recontagens (client_id, inventario_id, setor_id, servidor_id,
        contador_id, estado, pedido_por) values (${cliente.id}, ${inv.id}, ${setor.id}, ${servidor.id}, ${admin.id},
        'concluida', ${admin.id})`);
    await db.execute(sql`insert into inventario_contagens (id, client_id, inventario_id, bem_id, leitura, setor_id,
        estado_conservacao, contado_em, contado_por, rodada)
      select gen_random_uuid(), b.client_id, ${inv.id}, b.id, b.codigo_bem::text, ${setor.id},
             case when b.codigo_bem % 25 = 0 then 'ruim' else null end, now(), ${admin.id}, 2
        from bens_patrimoniais b
       where b.client_id = ${cliente.id} and b.situacao <> 'baixado' and b.codigo_bem % 50 <> 1`);
    await db.execute(sql`analyze inventario_contagens`);
    const weighed = (await get(`${painel}?limit=10`)()) as { resumo: Record<string, number> };
    console.log(`resumo com o setor recontado: ${JSON.stringify(weighed.resumo)}`);
    await report('painel, setor inteiro recontado, página 1', `${painel}?limit=10`);
    await report('painel, setor inteiro recontado, empates', `${painel}?limit=10&tipo=empate`);
    await report('recontagens e empates', `/patrimonio/inventario/${inv.id}/recontagens`);
    // The president decides every tie for the second count, so the closing runs.
    await db.execute(sql`insert into inventario_empates (client_id, inventario_id, bem_id, rodada, decidido_por)
      select distinct ${cliente.id}::uuid, ${inv.id}::uuid, bem_id, 2, ${admin.id}::uuid from inventario_contagens
       where inventario_id = ${inv.id} and bem_id is not null`);
    if (flag('explicar')) await explicar(db, inv.id);
  }

  if (flag('no-close')) return;
  const peak = rssPeak();
  const c0 = performance.now();
  const closed = await fetch(`${base}/patrimonio/inventario/${inv.id}/encerrar`, { method: 'POST', headers });
  if (closed.status !== 200) throw new Error(`encerrar: ${closed.status} ${await closed.text()}`);
  const ms = performance.now() - c0;
  const termo = await one<{ bytes: number }>(
    db,
    sql`select length(t.pdf)::int as bytes from termos_emitidos t join inventarios i on i.termo_inventario_id = t.id where i.id = ${inv.id}`,
  );
  console.log(
    `encerramento (divergências gravadas e termo da comissão, ${n.toLocaleString('pt-BR')} bens): ${(ms / 1000).toFixed(1)} s, termo de ${(termo.bytes / 1024 / 1024).toFixed(1)} MB, pico de memória da API ${(peak() / 1024 / 1024).toFixed(0)} MB`,
  );
  await report(
    'divergências registradas, página 1',
    `/patrimonio/inventario/${inv.id}/divergencias-registradas?limit=10`,
  );
  await report(
    'divergências registradas, pendentes de um tipo',
    `/patrimonio/inventario/${inv.id}/divergencias-registradas?limit=10&tipo=nao_encontrado&situacao=pendentes`,
  );
}

/**
 * The closing's statements at this scale, each planned and then run alone in a transaction with the
 * comparison's settings (as the closing runs them), with its time: where a closing spends it.
 */
async function explicar(db: Database['db'], id: string) {
  const [row] = await db.select().from(inventarios).where(eq(inventarios.id, id));
  const inv = row!;
  const plans: [string, ReturnType<typeof sql>][] = [
    ['empates pendentes', sql`with ${rodadas(inv)} select count(*)::int as n from rodadas where empate`],
    ['comparação inteira', sql`with d as materialized (${divergencias(inv)}) select count(*) from d`],
  ];
  for (const [name, statement] of plans) {
    const plan = (await db.execute(sql`explain ${statement}`)) as { rows: Record<string, string>[] };
    console.log(`plano, ${name}:\n${plan.rows.map((r) => Object.values(r)[0]).join('\n')}`);
  }
  // Each step of the closing alone, in a transaction undone after it, with the closing's settings.
  const steps: [string, (tx: Database['db']) => Promise<unknown>][] = [
    ['empates pendentes', (tx) => empatesPendentes(tx, inv)],
    ['divergências gravadas', (tx) => gravarDivergencias(tx, inv)],
    ['inventário analítico', (tx) => analitico(tx, inv)],
  ];
  for (const [name, step] of steps) {
    const t0 = performance.now();
    const done = await db
      .transaction(async (tx) => {
        await comparacaoLocal(tx);
        await tx.execute(sql`set local statement_timeout = '200s'`);
        await step(tx);
        tx.rollback();
      })
      .then(
        () => true,
        (e: unknown) => String(e).includes('Rollback'),
      );
    const ms = performance.now() - t0;
    console.log(`${name}: ${done ? `${(ms / 1000).toFixed(2)} s` : 'mais de 200 s (interrompido)'}`);
  }
}

runBench(main);

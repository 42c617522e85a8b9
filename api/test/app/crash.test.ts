import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giveHead, moveAccepted } from '../support/aceite-termo.js';
import { type ApiProcess, until } from '../support/api-process.js';
import { nfeXml } from '../support/nfe.js';
import { type PatrimonioIds, patrimonioIds } from '../support/patrimonio.js';
import {
  type Db,
  inspect,
  postJson,
  rows,
  signInOver,
  type Target,
  useProcessTargets,
} from '../support/process-target.js';

/**
 * Nothing is lost or left half-written when the API process dies: the real server (src/server.ts) on a
 * copy of the test organisation — a PGlite data folder, or a PostgreSQL database — is killed with SIGKILL
 * while asset creations, transfers or an NF-e incorporation are in flight, then started again on the
 * same data. Every write it answered is there, and every write is whole or absent: an asset with its
 * incorporação, its code and the kept list totals; an asset where its last movement put it; a note
 * incorporated with all its assets or still pending with none.
 */

type Place = { secretaria: string; setor: string | null };

const { newTarget, start } = useProcessTargets();

/**
 * Runs `workers` loops of `call` against the server and kills it (SIGKILL) once `answered` calls have
 * succeeded, with the others still in flight. Returns what the succeeded calls answered.
 */
async function killMidway<T>(
  server: ApiProcess,
  opts: {
    workers: number;
    answered: number;
    /** The `i`-th call, made by worker `w` (each worker waits for its answer before its next call). */
    call: (i: number, w: number) => Promise<Response>;
    status: number;
  },
) {
  const acknowledged: T[] = [];
  let sent = 0;
  let inFlightAtKill = 0;
  let inFlight = 0;
  let killed = false;
  const worker = async (_: unknown, w: number) => {
    while (!killed) {
      const i = sent++;
      inFlight++;
      try {
        const res = await opts.call(i, w);
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
async function expectAssetsWhole(db: Db) {
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
    const headers = await signInOver(server);
    const { acknowledged, inFlightAtKill } = await killMidway<{ id: string; CodigoBEM: number }>(server, {
      workers: 6,
      answered: 20,
      status: 201,
      call: (i) =>
        postJson(server, headers, '/patrimonio/bempatrimonial/create', bemBody(ids, places[i % 2]!, i)),
    });
    expect(inFlightAtKill).toBeGreaterThan(0);

    // Started again on the same data: it recovers and every answered creation is there.
    const again = await start(target);
    const headersAgain = await signInOver(again);
    for (const bem of acknowledged) {
      const res = await fetch(`${again.url}/patrimonio/bempatrimonial/${bem.id}`, { headers: headersAgain });
      expect(res.status, bem.id).toBe(200);
      expect(((await res.json()) as { CodigoBEM: number }).CodigoBEM).toBe(bem.CodigoBEM);
    }
    // And it goes on: the next creation gets a new code.
    const next = await postJson(
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
    const headers = await signInOver(server);
    const bens: { id: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await postJson(
        server,
        headers,
        '/patrimonio/bempatrimonial/create',
        bemBody(ids, places[0]!, i),
      );
      expect(res.status).toBe(201);
      bens.push((await res.json()) as { id: string });
    }
    // Each worker moves its own assets back and forth between the two places: each move waits for the
    // destination setor head's aceite, recorded by the paper termo (two transactions, each killed or not).
    for (const place of places) if (place.setor) await giveHead(server.url, headers, place.setor);
    const turns = Array.from({ length: 6 }, () => 0);
    const here = bens.map(() => 0);
    const { acknowledged, inFlightAtKill } = await killMidway<{ id: string }>(server, {
      workers: 6,
      answered: 20,
      status: 201,
      call: (i, w) => {
        // Worker w moves only its own two assets, in turn, each to the other place: never one asset twice
        // at once, never to where it already is.
        const mine = w + (turns[w]! % 2) * 6;
        turns[w]! += 1;
        const bem = bens[mine]!;
        const to = places[(here[mine]! + 1) % 2]!;
        here[mine] = (here[mine]! + 1) % 2;
        return moveAccepted(server.url, headers, {
          bempatrimonial_id: bem.id,
          TipoMovimentacao: 2,
          secretaria_id: to.secretaria,
          setor_id: to.setor,
          Observacao: `Remanejamento ${i}`,
        }).then((res) => new Response(res.body, { status: res.statusCode }));
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
    const LINES = 200;
    const target = await newTarget();
    const { ids } = await idsOf(target);
    const server = await start(target);
    const headers = await signInOver(server);
    // 200 lines of 3 units: 600 assets written in one transaction, long enough to die in the middle.
    const { xml } = nfeXml({
      linhas: Array.from({ length: LINES }, (_, i) => ({
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
      itens: Array.from({ length: LINES }, (_, i) => ({
        item: i + 1,
        modo: 'unidade',
        categoria_id: ids.mobiliario,
      })),
    };
    const writes = target.watchWrites();
    const answer = postJson(server, headers, `/xml/${nota.id}/incorporar`, body).catch(() => null);
    // Killed once its transaction has begun writing, with most of the note still to write.
    await until('a transação escrever', async () => ((await writes()) ? true : undefined));
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
    if (state!.situacao === 'incorporada') expect(state!.bens).toBe(LINES * 3);
    else expect(state).toEqual({ situacao: 'pendente', bens: 0 });

    // Absent means absent: the same incorporation can be made again, whole.
    if (state!.situacao === 'pendente') {
      const third = await start(target);
      const res = await postJson(third, await signInOver(third), `/xml/${nota.id}/incorporar`, body);
      expect(res.status, await res.clone().text()).toBe(201);
      await third.stop();
      const n = await inspect(target, (db) =>
        rows<{ n: number }>(
          db,
          sql`select count(*)::int as n from xml_notas_bens where nota_id = ${nota.id}`,
        ),
      );
      expect(n[0]?.n).toBe(LINES * 3);
    }
  }, 180_000);
  it('a depreciation run: the month is whole or absent, and never stays "processando"', async () => {
    const target = await newTarget();
    const { ids } = await idsOf(target);
    const month = (() => {
      const [ano, mes] = new Date()
        .toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' })
        .split('-')
        .map(Number) as [number, number];
      return { ano, mes };
    })();
    // 5,000 assets of the Prefeitura in use since 2020 (written straight, with their incorporação), so the
    // run lasts long enough to die in the middle.
    await inspect(target, async (db) => {
      const [client] = await rows<{ id: string }>(
        db,
        sql`select client_id as id from categorias_bens where id = ${ids.mobiliario}`,
      );
      await db.execute(sql`
        insert into bens_patrimoniais (client_id, codigo_bem, descricao, categoria_id, tipo, situacao,
          estado_conservacao, tipo_incorporacao_id, data_aquisicao, data_incorporacao, data_inicio_uso,
          valor_aquisicao, valor_residual, valor_atual, vida_util_meses, depreciavel, conta_contabil, secretaria_id)
        select ${client!.id}, g, 'Cadeira ' || g, ${ids.mobiliario}, 'movel', 'em_uso', 'bom', 1,
          date '2020-01-10', date '2020-01-10', date '2020-01-10', 1000 + g, 100, 1000 + g, 120, true,
          '1.2.3.1.1.03.03', ${ids.adm.id}
        from generate_series(1, 5000) g`);
      await db.execute(sql`
        insert into movimentacoes_bens (client_id, bem_id, codigo_bem, data, tipo_movimentacao_id,
          tipo_incorporacao_id, conta_contabil, valor, secretaria_id, secretaria_anterior_id, situacao_anterior,
          situacao, valor_anterior)
        select client_id, id, codigo_bem, timestamptz '2020-01-10 10:00-03', 1, 1, 123110303, valor_atual,
          secretaria_id, secretaria_id, 'em_uso', 'em_uso', valor_atual
        from bens_patrimoniais where client_id = ${client!.id}`);
      await db.execute(sql`
        insert into bens_sequencias (client_id, proximo) values (${client!.id}, 5001)
        on conflict (client_id) do update set proximo = 5001`);
    });
    const server = await start(target);
    const headers = await signInOver(server);
    const put = await fetch(`${server.url}/patrimonio/depreciacao/configuracao`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ primeiro_mes: 'integral', implantacao: month }),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const writes = target.watchWrites();
    const res = await postJson(server, headers, '/patrimonio/depreciacao/processar', {
      ...month,
      confirmado: true,
    });
    expect(res.status, await res.clone().text()).toBe(202);
    // Killed once the run's transaction has begun writing (it goes on after the 202).
    await until('a execução escrever', async () => ((await writes()) ? true : undefined));
    server.child.kill('SIGKILL');
    expect(await server.exited).toBeNull();

    // The run's job is failed by the new process once the dead one's heartbeat is stale (decision 033).
    const again = await start(target, { JOBS_STALE_SECONDS: '2' });
    const headersAgain = await signInOver(again);
    const estado = await until('o mês deixar de estar "processando"', async () => {
      const months = (await (
        await fetch(`${again.url}/patrimonio/depreciacao?ano=${month.ano}`, { headers: headersAgain })
      ).json()) as { meses: { estado: string }[] };
      const found = months.meses[month.mes - 1]!.estado;
      return found === 'processando' ? undefined : found;
    });
    expect(['nao_processado', 'processado']).toContain(estado);
    await again.stop();
    const state = await inspect(target, async (db) => {
      const [mes] = await rows<{ n: number; itens: number }>(
        db,
        sql`select count(*)::int as n, coalesce(max(quantidade_itens), 0)::int as itens from depreciacoes_meses
            where ano = ${month.ano} and mes = ${month.mes}`,
      );
      const [itens] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from depreciacoes_itens where ano = ${month.ano} and mes = ${month.mes}`,
      );
      // Each asset's book value is its item's (processed) or its acquisition value (absent), and the
      // list's kept total is the sum of the book values.
      const [drift] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from bens_patrimoniais b
            left join depreciacoes_itens i on i.bem_id = b.id and i.ano = ${month.ano} and i.mes = ${month.mes}
            where b.codigo_bem <= 5000 and b.valor_atual <> coalesce(i.valor_atual, b.valor_aquisicao)`,
      );
      const [kept] = await rows<{ ok: boolean }>(
        db,
        sql`select c.valor_atual = (select sum(valor_atual) from bens_patrimoniais b where b.client_id = c.client_id) as ok
            from bens_contagens c join categorias_bens k on k.client_id = c.client_id
            where k.id = ${ids.mobiliario} and c.dimensao = 'total'`,
      );
      await expectAssetsWhole(db);
      return { meses: mes!.n, itensDoMes: mes!.itens, itens: itens!.n, drift: drift!.n, kept: kept!.ok };
    });
    expect(state.drift).toBe(0);
    expect(state.kept).toBe(true);
    if (state.meses === 0) expect(state.itens).toBe(0);
    else expect(state.itens).toBe(state.itensDoMes);
    expect(estado).toBe(state.meses === 0 ? 'nao_processado' : 'processado');
  }, 180_000);
});

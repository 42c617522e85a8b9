import type { DepreciacaoItem, DepreciacaoMeses } from '@gp/shared-contracts';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, exercicios } from '../../../src/db/schema.js';
import { bensContagens, bensPatrimoniais, categoriasBens } from '../../../src/db/schema-patrimonio.js';
import { seedCategorias } from '../../../src/modules/patrimonio/categorias/categorias.seed.js';
import {
  itensDoBem,
  lockMonth,
  monthsRunning,
} from '../../../src/modules/patrimonio/depreciacao/depreciacao.repository.js';
import { depreciacaoTestHooks } from '../../../src/modules/patrimonio/depreciacao/depreciacao-run.service.js';
import { companyByName, createClient, PREFEITURA } from '../../support/factories.js';
import { caller, type Headers, userWith } from '../../support/sistema.js';
import { createTestApp, DB_KIND, signInAt, type TestApp } from '../../support/test-app.js';

/**
 * The monthly depreciation (docs/domain.md, "Depreciação"; decision 019). Every expected figure is worked
 * out by hand in the comments, in centavos, never by the code under test. Each scenario works on a client
 * of its own (the months of a client are processed in order), as support naming the client.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };
let admin: { headers: Headers };
let consulta: { headers: Headers };

/**
 * Every kept sum of the client's asset list (each value of each dimension: count and book value) equals a
 * recount from the assets: a run and a reversal move them in one set-based statement, never row by row.
 */
async function expectCountsExact(clientId: string) {
  const result = await t.database.db.execute(sql`
    with recount as (
      select 'total' as dimensao, '' as valor, count(*)::int as quantidade, sum(valor_atual) as valor_atual
        from bens_patrimoniais where client_id = ${clientId}
      union all select 'situacao', situacao, count(*)::int, sum(valor_atual)
        from bens_patrimoniais where client_id = ${clientId} group by 2
      union all select 'estado_conservacao', estado_conservacao, count(*)::int, sum(valor_atual)
        from bens_patrimoniais where client_id = ${clientId} group by 2
      union all select 'categoria_id', categoria_id::text, count(*)::int, sum(valor_atual)
        from bens_patrimoniais where client_id = ${clientId} group by 2
      union all select 'secretaria_id', secretaria_id::text, count(*)::int, sum(valor_atual)
        from bens_patrimoniais where client_id = ${clientId} group by 2
      union all select 'setor_id', coalesce(setor_id::text, ''), count(*)::int, sum(valor_atual)
        from bens_patrimoniais where client_id = ${clientId} group by 2
      union all select 'fornecedor_id', coalesce(fornecedor_id::text, ''), count(*)::int, sum(valor_atual)
        from bens_patrimoniais where client_id = ${clientId} group by 2
    )
    select coalesce(r.dimensao, k.dimensao) as dimensao, coalesce(r.valor, k.valor) as valor,
      coalesce(r.quantidade, 0) as contado, coalesce(k.quantidade, 0) as mantido,
      coalesce(r.valor_atual, 0)::text as somado, coalesce(k.valor_atual, 0)::text as mantido_valor
    from recount r
    full join (select * from bens_contagens where client_id = ${clientId}) k
      on k.dimensao = r.dimensao and k.valor = r.valor
    where coalesce(r.quantidade, 0) <> coalesce(k.quantidade, 0)
      or coalesce(r.valor_atual, 0) <> coalesce(k.valor_atual, 0)`);
  expect((result as unknown as { rows: unknown[] }).rows).toEqual([]);
}

const BASE = '/patrimonio/depreciacao';
type Month = { ano: number; mes: number };
const label = (m: Month) => `${String(m.mes).padStart(2, '0')}/${m.ano}`;
const now = new Date();
const brazil = (opts: Intl.DateTimeFormatOptions) =>
  Number(now.toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo', ...opts }));
const CUR: Month = { ano: brazil({ year: 'numeric' }), mes: brazil({ month: 'numeric' }) };
const shift = (m: Month, n: number): Month => {
  const i = m.ano * 12 + m.mes - 1 + n;
  return { ano: Math.floor(i / 12), mes: (i % 12) + 1 };
};
const ymd = (m: Month, day: number) =>
  `${m.ano}-${String(m.mes).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  suporte = await signInAt(t.app, 'suporte');
  admin = await signInAt(t.app, 'admin', 'Prefeitura');
  consulta = await signInAt(t.app, 'consulta');
});
afterAll(() => t.close());

/** A client of its own: a secretaria, the STN categories, and open exercícios from 2024 to now. */
async function newClient() {
  const db = t.database.db;
  const client = await createClient(db);
  const [dept] = await db
    .insert(companies)
    .values({
      applicationId: client.applicationId,
      rootId: client.id,
      name: 'Secretaria de Teste',
      isDepartment: true,
    })
    .returning();
  await seedCategorias(db, client.id);
  const months: { empresaId: string; ano: number; mes: number }[] = [];
  for (let m: Month = { ano: 2024, mes: 1 }; m.ano * 12 + m.mes <= CUR.ano * 12 + CUR.mes; m = shift(m, 1))
    months.push({ empresaId: client.id, ...m });
  await db.insert(exercicios).values(months).onConflictDoNothing();
  const cats = await db.select().from(categoriasBens).where(eq(categoriasBens.clientId, client.id));
  const cat = (nome: string) => cats.find((c) => c.nome === nome)!.id;
  return {
    id: client.id,
    deptId: dept!.id,
    mobiliario: cat('Mobiliário em geral'),
    terrenos: cat('Terrenos'),
  };
}
type Client = Awaited<ReturnType<typeof newClient>>;

async function bem(c: Client, o: Record<string, unknown>) {
  const res = await call('POST', '/patrimonio/bempatrimonial/create', suporte.headers, {
    descricao: 'Mesa de reunião',
    categoria_id: c.mobiliario,
    tipo: 'movel',
    estado_conservacao: 'novo',
    TipoIncorporacao: 1,
    secretaria_id: c.deptId,
    ...o,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; CodigoBEM: number; valor_atual: string };
}

async function configure(c: Client, implantacao: Month | null, primeiro_mes = 'integral') {
  const res = await call('PUT', `${BASE}/configuracao`, suporte.headers, {
    cliente_id: c.id,
    primeiro_mes,
    implantacao,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const meses = async (c: Client, ano: number, headers = suporte.headers) => {
  const res = await call('GET', `${BASE}?ano=${ano}&cliente_id=${c.id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DepreciacaoMeses;
};

/**
 * POST processar (202), then polls the months until the run is over; the month's row. Confirmed: the
 * current month is refused without it (see 'asks to confirm the current month').
 */
async function processar(c: Client, m: Month) {
  const res = await call('POST', `${BASE}/processar`, suporte.headers, {
    ...m,
    cliente_id: c.id,
    confirmado: true,
  });
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json().estado).toBe('processando');
  // The run goes on in the background: a loaded machine (CI on 2 cores) may take seconds.
  const deadline = Date.now() + 25_000;
  while (Date.now() < deadline) {
    const mes = (await meses(c, m.ano)).meses[m.mes - 1]!;
    if (mes.estado !== 'processando') return mes;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('a execução não terminou em 25 s');
}

async function itens(c: Client, m: Month): Promise<Map<number, DepreciacaoItem>> {
  const res = await call(
    'GET',
    `${BASE}/${m.mes}/${m.ano}/itens?limit=100&cliente_id=${c.id}`,
    suporte.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json().data as DepreciacaoItem[]).map((i) => [i.CodigoBEM, i]));
}

async function valorAtual(id: string) {
  const [row] = await t.database.db
    .select({ v: bensPatrimoniais.valorAtual })
    .from(bensPatrimoniais)
    .where(eq(bensPatrimoniais.id, id));
  return row!.v;
}

const post = (action: string, c: Client, body: Record<string, unknown>, headers = suporte.headers) =>
  call('POST', `${BASE}/${action}`, headers, { ...body, cliente_id: c.id });

// First in the file: it needs the items table empty when it is analysed.
describe('the run at scale', () => {
  it('leaves the planner’s statistics counting the month it wrote', async () => {
    // Statistics taken while the table was empty (a client's first months, before autovacuum analyses it)
    // made the next month's join to this one read all of it once per asset: hours at a million assets.
    const reltuples = async () => {
      const result = await t.database.db.execute(
        sql`select reltuples::float8 as n from pg_class where relname = 'depreciacoes_itens'`,
      );
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
    };
    await t.database.db.execute(sql`analyze depreciacoes_itens`);
    expect(await reltuples()).toBeLessThanOrEqual(0);
    const c = await newClient();
    for (let k = 0; k < 5; k++) {
      await bem(c, {
        data_aquisicao: '2024-01-10',
        valor_aquisicao: '1200.00',
        valor_residual: '0.00',
        vida_util_meses: 60,
      });
    }
    const previous = shift(CUR, -1);
    await configure(c, previous);
    expect((await processar(c, previous)).estado).toBe('processado');
    expect(await reltuples()).toBe(5);
  });

  it('reads one asset’s months, and a run’s look-up of its previous month, by the index of code and month', async () => {
    // At a million assets the items grow by a million rows a month: the asset's page read by its uuid scanned
    // every item of the client, and an index of (client, code) alone made each look-up of the previous month
    // visit the asset's rows of every other month too.
    const c = await newClient();
    const a = await bem(c, {
      data_aquisicao: '2024-01-10',
      valor_aquisicao: '1200.00',
      valor_residual: '0.00',
      vida_util_meses: 60,
    });
    const previous = shift(CUR, -1);
    await configure(c, previous);
    expect((await processar(c, previous)).estado).toBe('processado');
    expect((await processar(c, CUR)).estado).toBe('processado');
    const [row] = await t.database.db
      .select({ clientId: bensPatrimoniais.clientId, codigo: bensPatrimoniais.codigoBem })
      .from(bensPatrimoniais)
      .where(eq(bensPatrimoniais.id, a.id));
    type PlanNode = { 'Node Type': string; 'Index Name'?: string; Filter?: string; Plans?: PlanNode[] };
    const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];
    // The plan as at scale, where reading the whole table is never the cheaper way (a few rows here).
    const plan = (query: SQLWrapper) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const result = await tx.execute(sql`explain (format json) ${query}`);
        const out = (result as unknown as { rows: { 'QUERY PLAN': unknown }[] }).rows[0]!['QUERY PLAN'];
        const [top] = (typeof out === 'string' ? JSON.parse(out) : out) as { Plan: PlanNode }[];
        return nodes(top!.Plan);
      });
    const history = await plan(itensDoBem(t.database.db, row!.clientId, row!.codigo));
    expect(history.map((n) => n['Node Type'])).toEqual(['Index Scan']);
    expect(history[0]).toMatchObject({ 'Index Name': 'depreciacoes_itens_bem_mes_idx' });
    expect(history[0]!.Filter).toBeUndefined();
    const lookUp = await plan(sql`
      select valor_atual from depreciacoes_itens where client_id = ${row!.clientId} and ano = ${previous.ano}
        and mes = ${previous.mes} and codigo_bem = ${row!.codigo}`);
    expect(lookUp.filter((n) => n.Filter)).toEqual([]);
    const res = await call('GET', `${BASE}/bem/${a.id}?cliente_id=${c.id}`, suporte.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meses.map((m: Month) => `${m.mes}/${m.ano}`)).toEqual([
      `${previous.mes}/${previous.ano}`,
      `${CUR.mes}/${CUR.ano}`,
    ]);
  });
});

describe('a month’s run, worked by hand', () => {
  it('depreciates straight-line over the remaining life and lands exactly on the residual (7 months, odd)', async () => {
    const c = await newClient();
    // 1000.00 − residual 100.00 = 900.00 over 7 months; each month: what is left ÷ months left, to the centavo.
    const a = await bem(c, {
      data_aquisicao: '2025-01-10',
      data_inicio_uso: '2025-01-10',
      valor_aquisicao: '1000.00',
      valor_residual: '100.00',
      vida_util_meses: 7,
    });
    await configure(c, { ano: 2025, mes: 1 });
    const expected = [
      // [quota, valor atual, acumulada, %]: 900/7 = 128.571 → 128.57; 771.43/6 = 128.5716 → 128.57; …
      ['128.57', '871.43', '128.57', '14.29'],
      ['128.57', '742.86', '257.14', '28.57'],
      ['128.57', '614.29', '385.71', '42.86'],
      ['128.57', '485.72', '514.28', '57.14'],
      ['128.57', '357.15', '642.85', '71.43'],
      // 257.15 / 2 = 128.575 → 128.58 (half away from zero)
      ['128.58', '228.57', '771.43', '85.71'],
      // the last month takes what is left: 228.57 − 100.00
      ['128.57', '100.00', '900.00', '100.00'],
    ];
    for (const [i, [quota, atual, acumulada, pct]] of expected.entries()) {
      const m = { ano: 2025, mes: i + 1 };
      const mes = await processar(c, m);
      expect(mes.estado, mes.erro ?? '').toBe('processado');
      expect(mes.valor_depreciado).toBe(quota);
      expect(mes.quantidade_bens).toBe(1);
      const item = (await itens(c, m)).get(a.CodigoBEM)!;
      expect([item.quota, item.valor_atual, item.depreciacao_acumulada, item.percentual]).toEqual([
        quota,
        atual,
        acumulada,
        pct,
      ]);
      expect(item.meses_restantes).toBe(6 - i);
    }
    expect(await valorAtual(a.id)).toBe('100.00');
    // Fully depreciated: the eighth month has no quota, and says why.
    const mes8 = await processar(c, { ano: 2025, mes: 8 });
    expect(mes8.valor_depreciado).toBe('0.00');
    const item8 = (await itens(c, { ano: 2025, mes: 8 })).get(a.CodigoBEM)!;
    expect([item8.quota, item8.valor_atual, item8.motivo]).toEqual([
      '0.00',
      '100.00',
      'totalmente_depreciado',
    ]);
    expect(await valorAtual(a.id)).toBe('100.00');

    // The asset's page reads the same months, oldest first: its book value over time.
    const historico = await call('GET', `${BASE}/bem/${a.id}`, suporte.headers);
    expect(historico.statusCode, historico.body).toBe(200);
    const linhas = historico.json().meses as { mes: number; quota: string; valor_atual: string }[];
    expect(linhas.map((l) => [l.mes, l.quota, l.valor_atual])).toEqual([
      ...expected.map(([quota, atual], i) => [i + 1, quota, atual]),
      [8, '0.00', '100.00'],
    ]);
    // Another client's asset, as for every asset call: 404.
    const outro = await call('GET', `${BASE}/bem/${a.id}`, admin.headers);
    expect(outro.statusCode).toBe(404);
  });

  it('charges the first month by the days in use under the pro-rata rule; skips non-depreciable with the reason', async () => {
    const c = await newClient();
    // 1200.00, no residual, 12 months, in use from 11/01: 21 of January's 31 days.
    const a = await bem(c, {
      data_aquisicao: '2025-01-11',
      data_inicio_uso: '2025-01-11',
      valor_aquisicao: '1200.00',
      valor_residual: '0.00',
      vida_util_meses: 12,
    });
    const terreno = await bem(c, {
      descricao: 'Terreno',
      categoria_id: c.terrenos,
      tipo: 'imovel',
      data_aquisicao: '2024-06-01',
      valor_aquisicao: '50000.00',
    });
    const naoDepreciavel = await bem(c, {
      data_aquisicao: '2024-06-01',
      valor_aquisicao: '300.00',
      depreciavel: false,
    });
    await configure(c, { ano: 2025, mes: 1 }, 'pro_rata');
    await processar(c, { ano: 2025, mes: 1 });
    let list = await itens(c, { ano: 2025, mes: 1 });
    // 1200.00 × 21 / (12 × 31) = 67.7419 → 67.74
    expect(list.get(a.CodigoBEM)!.quota).toBe('67.74');
    expect(list.get(a.CodigoBEM)!.valor_atual).toBe('1132.26');
    expect(list.get(terreno.CodigoBEM)).toMatchObject({
      quota: '0.00',
      valor_atual: '50000.00',
      motivo: 'categoria_nao_depreciavel',
    });
    expect(list.get(naoDepreciavel.CodigoBEM)).toMatchObject({
      quota: '0.00',
      motivo: 'bem_nao_depreciavel',
    });
    await processar(c, { ano: 2025, mes: 2 });
    list = await itens(c, { ano: 2025, mes: 2 });
    // What the first month left is spread over the 11 months left: 1132.26 / 11 = 102.9327 → 102.93
    expect(list.get(a.CodigoBEM)!.quota).toBe('102.93');
    expect(list.get(a.CodigoBEM)!.valor_atual).toBe('1029.33');
    expect(await valorAtual(terreno.id)).toBe('50000.00');
  });

  it('enters assets in use before the implantação with their depreciation: computed, or typed (saldo de implantação)', async () => {
    const c = await newClient();
    const body = {
      data_aquisicao: '2025-01-05',
      data_inicio_uso: '2025-01-05',
      valor_aquisicao: '1200.00',
      valor_residual: '200.00',
      vida_util_meses: 10,
    };
    const calculado = await bem(c, body);
    const informado = await bem(c, { ...body, saldo_implantacao: '250.00' });
    const cheio = await bem(c, { ...body, saldo_implantacao: '1000.00' });
    const tooMuch = await call('POST', '/patrimonio/bempatrimonial/create', suporte.headers, {
      descricao: 'x',
      categoria_id: c.mobiliario,
      tipo: 'movel',
      estado_conservacao: 'novo',
      TipoIncorporacao: 1,
      secretaria_id: c.deptId,
      ...body,
      saldo_implantacao: '1000.01',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().issues[0].path).toBe('saldo_implantacao');

    await configure(c, { ano: 2025, mes: 4 });
    const mes = await processar(c, { ano: 2025, mes: 4 });
    const list = await itens(c, { ano: 2025, mes: 4 });
    // Computed: 3 months (Jan–Mar) of (1200 − 200) / 10 = 300.00; then 700.00 over the 7 months left = 100.00.
    expect(list.get(calculado.CodigoBEM)).toMatchObject({
      implantacao: { valor: '300.00', origem: 'calculado' },
      valor_anterior: '900.00',
      quota: '100.00',
      valor_atual: '800.00',
      depreciacao_acumulada: '400.00',
      percentual: '40.00',
    });
    // Typed 250.00: 750.00 over 7 months = 107.142 → 107.14.
    expect(list.get(informado.CodigoBEM)).toMatchObject({
      implantacao: { valor: '250.00', origem: 'informado' },
      valor_anterior: '950.00',
      quota: '107.14',
      valor_atual: '842.86',
      depreciacao_acumulada: '357.14',
    });
    // Typed as the whole depreciable amount: enters at its residual, nothing left to depreciate.
    expect(list.get(cheio.CodigoBEM)).toMatchObject({
      implantacao: { valor: '1000.00', origem: 'informado' },
      quota: '0.00',
      valor_atual: '200.00',
      motivo: 'totalmente_depreciado',
    });
    expect(mes.valor_depreciado).toBe('207.14');
    expect(mes.valor_implantacao).toBe('1550.00');
    expect(await valorAtual(calculado.id)).toBe('800.00');
    // The next month reads the value the first left: 700.00 − 100.00 = 600.00 over 6 = 100.00.
    await processar(c, { ano: 2025, mes: 5 });
    expect((await itens(c, { ano: 2025, mes: 5 })).get(calculado.CodigoBEM)).toMatchObject({
      implantacao: null,
      quota: '100.00',
      valor_atual: '700.00',
    });
  });

  it('gives the same numbers when run twice, and after an estorno and a new run', async () => {
    const c = await newClient();
    const a = await bem(c, {
      data_aquisicao: '2025-01-02',
      valor_aquisicao: '100.00',
      valor_residual: '0.00',
      vida_util_meses: 3,
    });
    await configure(c, { ano: 2025, mes: 1 });
    await processar(c, { ano: 2025, mes: 1 });
    // 100.00 / 3 = 33.33
    const first = await itens(c, { ano: 2025, mes: 1 });
    expect(first.get(a.CodigoBEM)!.quota).toBe('33.33');
    const contagem = async () =>
      (
        await t.database.db
          .select({ v: bensContagens.valorAtual })
          .from(bensContagens)
          .where(and(eq(bensContagens.clientId, c.id), eq(bensContagens.dimensao, 'total')))
      )[0]!.v;
    expect(await contagem()).toBe('66.67');
    await expectCountsExact(c.id);

    await processar(c, { ano: 2025, mes: 1 });
    expect(await itens(c, { ano: 2025, mes: 1 })).toEqual(first);
    expect(await valorAtual(a.id)).toBe('66.67');
    expect(await contagem()).toBe('66.67');

    const estorno = await post('estornar', c, { ano: 2025, mes: 1 });
    expect(estorno.statusCode, estorno.body).toBe(200);
    expect(await valorAtual(a.id)).toBe('100.00');
    expect(await contagem()).toBe('100.00');
    await expectCountsExact(c.id);
    expect((await meses(c, 2025)).meses[0]!.estado).toBe('nao_processado');
    const gone = await call('GET', `${BASE}/1/2025/itens?cliente_id=${c.id}`, suporte.headers);
    expect(gone.json()).toMatchObject({ data: [], total: 0 });

    await processar(c, { ano: 2025, mes: 1 });
    expect(await itens(c, { ano: 2025, mes: 1 })).toEqual(first);
    await processar(c, { ano: 2025, mes: 2 });
    // 66.67 / 2 = 33.335 → 33.34; then the last month 33.33: 33.33 + 33.34 + 33.33 = 100.00
    expect((await itens(c, { ano: 2025, mes: 2 })).get(a.CodigoBEM)!.quota).toBe('33.34');
    await processar(c, { ano: 2025, mes: 3 });
    expect((await itens(c, { ano: 2025, mes: 3 })).get(a.CodigoBEM)!.quota).toBe('33.33');
    expect(await valorAtual(a.id)).toBe('0.00');
    await expectCountsExact(c.id);
    // Only the latest processed month can be reversed.
    const older = await post('estornar', c, { ano: 2025, mes: 2 });
    expect(older.statusCode).toBe(409);
    expect(older.json().message).toContain('03/2025');

    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.clientId, c.id), eq(auditLog.entity, 'depreciacao')));
    expect(audit.map((r) => r.action).sort()).toEqual([
      'depreciation-reverse',
      'depreciation-run',
      'depreciation-run',
      'depreciation-run',
      'depreciation-run',
      'depreciation-run',
    ]);
  });

  it('reports per account, exports CSV and XLSX, and shows the position at the end of a month', async () => {
    const c = await newClient();
    await bem(c, {
      data_aquisicao: '2025-01-02',
      valor_aquisicao: '100.00',
      valor_residual: '0.00',
      vida_util_meses: 4,
    });
    await bem(c, {
      data_aquisicao: '2025-01-02',
      valor_aquisicao: '200.00',
      valor_residual: '0.00',
      vida_util_meses: 4,
      conta_contabil: '1.2.3.1.1.01.01',
    });
    await configure(c, { ano: 2025, mes: 1 });
    await processar(c, { ano: 2025, mes: 1 });
    const res = await call('GET', `${BASE}/1/2025/contas?cliente_id=${c.id}`, suporte.headers);
    expect(res.statusCode, res.body).toBe(200);
    const contas = res.json();
    expect(contas.data).toHaveLength(2);
    // 100/4 = 25.00 and 200/4 = 50.00
    expect(contas.total).toMatchObject({ quantidade_bens: 2, quota: '75.00', valor_atual: '225.00' });
    expect(
      contas.data.find((x: { conta_contabil: string }) => x.conta_contabil === '1.2.3.1.1.01.01').quota,
    ).toBe('50.00');
    const csv = await call(
      'GET',
      `${BASE}/1/2025/itens/exportar?formato=csv&cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(';25,00;75,00;');
    const xlsx = await call(
      'GET',
      `${BASE}/1/2025/contas/exportar?formato=xlsx&cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const posicao = await call('GET', `${BASE}/posicao?mes=1&ano=2025&cliente_id=${c.id}`, suporte.headers);
    expect(posicao.statusCode, posicao.body).toBe(200);
    expect(posicao.json().total_contas).toMatchObject({
      valor_contabil: '225.00',
      depreciacao_acumulada: '75.00',
    });
    expect(posicao.json()).toMatchObject({ total: 2, page: 1 });
    // The position as files: per asset (book value and accumulated) and per account with the total.
    const posicaoBens = await call(
      'GET',
      `${BASE}/posicao/exportar?mes=1&ano=2025&formato=csv&cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(posicaoBens.statusCode, posicaoBens.body).toBe(200);
    expect(posicaoBens.headers['content-disposition']).toContain('depreciacao-posicao-bens-2025-01.csv');
    const bensLines = posicaoBens.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(bensLines[0]).toBe(
      'Código;Descrição;Categoria;Conta contábil;Valor contábil;Depreciação acumulada',
    );
    expect(bensLines).toHaveLength(3);
    expect(bensLines.some((l) => l.endsWith(';1.2.3.1.1.01.01;150,00;50,00'))).toBe(true);
    const posicaoContas = await call(
      'GET',
      `${BASE}/posicao/exportar?mes=1&ano=2025&formato=csv&por=contas&cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(posicaoContas.statusCode, posicaoContas.body).toBe(200);
    const contasLines = posicaoContas.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(contasLines[0]).toBe('Conta contábil;Nº de bens;Valor contábil;Depreciação acumulada');
    expect(contasLines.at(-1)).toMatch(/;2;225,00;75,00$/);
    const posicaoXlsx = await call(
      'GET',
      `${BASE}/posicao/exportar?mes=1&ano=2025&formato=xlsx&por=contas&cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(posicaoXlsx.statusCode).toBe(200);
    expect(posicaoXlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // A month not processed has no position to export; a bad 'por' is a 400 in Portuguese.
    const naoProcessado = await call(
      'GET',
      `${BASE}/posicao/exportar?mes=2&ano=2025&formato=csv&cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(naoProcessado.statusCode).toBe(409);
    const badPor = await call(
      'GET',
      `${BASE}/posicao/exportar?mes=1&ano=2025&formato=csv&por=setor&cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(badPor.statusCode).toBe(400);
    expect(badPor.json().message).toContain('por=bens ou por=contas');
    const search = await call('GET', `${BASE}/1/2025/itens?search=mesa&cliente_id=${c.id}`, suporte.headers);
    expect(search.json()).toMatchObject({ total: 2, total_exato: true });
    // The dashboard: the book value after depreciation (300.00 − 75.00) and the latest months.
    const gestor = await userWith(t, {
      companyId: c.id,
      clientId: c.id,
      rules: ['assets:read'],
      flags: { hasPatrimonio: true },
    });
    const painel = (await call('GET', '/dashboard', gestor.headers)).json();
    expect(painel.patrimonio).toMatchObject({
      valorContabil: '225.00',
      depreciacao: { ultimoProcessado: { ano: 2025, mes: 1 }, ultimoFechado: null },
    });
  });
});

describe('the actions each month offers', () => {
  const acoes = (list: DepreciacaoMeses, m: Month) =>
    list.meses[m.mes - 1]!.acoes.map((a) => (a.aviso ? `${a.acao}!` : a.acao));

  it('offers only what the API accepts, for the caller’s rules; the current month with its warning', async () => {
    const c = await newClient();
    const prev = shift(CUR, -1);
    const next = shift(CUR, 1);
    await bem(c, { data_aquisicao: ymd(prev, 1), valor_aquisicao: '1200.00', vida_util_meses: 12 });
    // No implantação month: nothing to run.
    expect(acoes(await meses(c, CUR.ano), CUR)).toEqual([]);
    await configure(c, prev);
    // The next month only: not the current one (out of order), not a future one.
    expect(acoes(await meses(c, prev.ano), prev)).toEqual(['processar']);
    expect(acoes(await meses(c, CUR.ano), CUR)).toEqual([]);
    expect(acoes(await meses(c, next.ano), next)).toEqual([]);
    const refused = await post('processar', c, CUR, suporte.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('MES_FORA_DE_ORDEM');

    await processar(c, prev);
    expect(acoes(await meses(c, prev.ano), prev)).toEqual(['processar', 'estornar', 'fechar']);
    // The current month, unfinished: offered with what processing it locks.
    const current = (await meses(c, CUR.ano)).meses[CUR.mes - 1]!;
    const month = new Intl.DateTimeFormat('pt-BR', { month: 'long' }).format(new Date(2000, CUR.mes - 1, 1));
    const nome = `${month[0]!.toUpperCase()}${month.slice(1)} de ${CUR.ano}`;
    const warning =
      `${nome} ainda não terminou. Processado, o mês fica travado até o estorno da sua depreciação: ` +
      `baixas, incorporações de NF-e, incorporações de obras e qualquer outra movimentação datadas em ` +
      `${label(CUR)} serão recusadas. Processar ${nome} mesmo assim?`;
    expect(current.acoes).toEqual([{ acao: 'processar', aviso: warning }]);
    // The API refuses the run without the confirmation, with the same words, and runs nothing.
    const unconfirmed = await post('processar', c, CUR);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({ code: 'CONFIRMAR_MES_CORRENTE', message: warning });
    expect((await meses(c, CUR.ano)).meses[CUR.mes - 1]!.estado).toBe('nao_processado');

    // Each action needs its rule: a profile with only `create` is offered Processar and nothing else.
    const criador = await userWith(t, {
      companyId: c.id,
      clientId: c.id,
      rules: ['depreciations:read', 'depreciations:create'],
      flags: { hasPatrimonio: true },
    });
    const fechador = await userWith(t, {
      companyId: c.id,
      clientId: c.id,
      rules: ['depreciations:read', 'depreciations:update'],
      flags: { hasPatrimonio: true },
    });
    const own = async (headers: Headers, ano: number) => {
      const res = await call('GET', `${BASE}?ano=${ano}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as DepreciacaoMeses;
    };
    expect(acoes(await own(criador.headers, prev.ano), prev)).toEqual(['processar']);
    expect(acoes(await own(criador.headers, CUR.ano), CUR)).toEqual(['processar!']);
    expect(acoes(await own(fechador.headers, prev.ano), prev)).toEqual(['fechar']);
    expect(acoes(await own(fechador.headers, CUR.ano), CUR)).toEqual([]);

    // Closed: Reabrir only (the current month still runs: the months go in order, closed or not).
    expect((await post('fechar', c, prev)).statusCode).toBe(200);
    expect(acoes(await meses(c, prev.ano), prev)).toEqual(['reabrir']);
    expect((await post('estornar', c, prev)).statusCode).toBe(409);

    // Confirmed, the current month runs; then it offers what a processed latest month offers.
    expect((await processar(c, CUR)).estado).toBe('processado');
    expect(acoes(await meses(c, CUR.ano), CUR)).toEqual(['processar', 'estornar', 'fechar']);
    expect(acoes(await meses(c, prev.ano), prev)).toEqual(['reabrir']);
  });
});

describe('order and locks', () => {
  it('refuses a month out of order naming the next, a month before the implantação and a future month', async () => {
    const c = await newClient();
    await bem(c, { data_aquisicao: '2025-01-02', valor_aquisicao: '100.00', vida_util_meses: 10 });
    const none = await post('processar', c, { ano: 2025, mes: 1 });
    expect(none.statusCode).toBe(409);
    await configure(c, { ano: 2025, mes: 1 });
    expect((await meses(c, 2025)).proximo).toEqual({ ano: 2025, mes: 1 });
    const skip = await post('processar', c, { ano: 2025, mes: 3 });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(
      'Processe antes a depreciação de 01/2025: os meses são processados em ordem.',
    );
    expect((await post('processar', c, { ano: 2024, mes: 12 })).statusCode).toBe(409);
    const future = shift(CUR, 1);
    expect((await post('processar', c, future)).statusCode).toBe(409);
    await processar(c, { ano: 2025, mes: 1 });
    expect((await meses(c, 2025)).proximo).toEqual({ ano: 2025, mes: 2 });
    // The implantação month does not change once a month is processed.
    const change = await call('PUT', `${BASE}/configuracao`, suporte.headers, {
      cliente_id: c.id,
      primeiro_mes: 'integral',
      implantacao: { ano: 2025, mes: 2 },
    });
    expect(change.statusCode).toBe(409);
  });

  it('recomputes after a revaluation and an impairment; stops at a baixa; locks processed and closed months', async () => {
    const c = await newClient();
    const m1 = shift(CUR, -2);
    const m2 = shift(CUR, -1);
    // Each: 1200.00, no residual, 6 months from m1: 200.00 a month.
    const body = {
      data_aquisicao: ymd(m1, 1),
      valor_aquisicao: '1200.00',
      valor_residual: '0.00',
      vida_util_meses: 6,
    };
    const reavaliado = await bem(c, body);
    const reduzido = await bem(c, body);
    const baixado = await bem(c, body);
    await configure(c, m1);
    await processar(c, m1);
    // A revaluation needs every earlier month processed.
    const early = await call('POST', '/patrimonio/movimentacaobem/create', suporte.headers, {
      bempatrimonial_id: reavaliado.id,
      TipoMovimentacao: 5,
      Valor: '1500.00',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain(`Processe antes a depreciação de ${label(m2)}`);
    await processar(c, m2);
    expect(await valorAtual(reavaliado.id)).toBe('800.00');

    const move = (id: string, b: Record<string, unknown>) =>
      call('POST', '/patrimonio/movimentacaobem/create', suporte.headers, { bempatrimonial_id: id, ...b });
    expect((await move(reavaliado.id, { TipoMovimentacao: 5, Valor: '1500.00' })).statusCode).toBe(201);
    expect((await move(reduzido.id, { TipoMovimentacao: 6, Valor: '600.00' })).statusCode).toBe(201);
    expect((await move(baixado.id, { TipoMovimentacao: 4, MotivoBaixa: 4 })).statusCode).toBe(201);

    await processar(c, CUR);
    const list = await itens(c, CUR);
    // The movement's month keeps the schedule it had (800.00 / 4 = 200.00), charged on the new value.
    expect(list.get(reavaliado.CodigoBEM)).toMatchObject({
      valor_anterior: '1500.00',
      quota: '200.00',
      valor_atual: '1300.00',
    });
    expect(list.get(reduzido.CodigoBEM)).toMatchObject({
      valor_anterior: '600.00',
      quota: '200.00',
      valor_atual: '400.00',
    });
    // Baixado in the month: no quota from then on, its value stays.
    expect(list.has(baixado.CodigoBEM)).toBe(false);
    expect(await valorAtual(baixado.id)).toBe('800.00');

    // From the next month, the new base over the 3 months left:
    // 1300.00: 433.33, 433.34 (866.67/2 = 433.335), 433.33; 400.00: 133.33, 133.34, 133.33.
    const previsao = await call('GET', `${BASE}/previsao?cliente_id=${c.id}`, suporte.headers);
    expect(previsao.statusCode, previsao.body).toBe(200);
    const meses12 = previsao.json().meses as { valor_depreciado: string; quantidade_bens: number }[];
    expect(meses12.slice(0, 4).map((m) => [m.valor_depreciado, m.quantidade_bens])).toEqual([
      ['566.66', 2],
      ['566.68', 2],
      ['566.66', 2],
      ['0.00', 0],
    ]);
    // The forecast as a file: the twelve months and their total (566.66 + 566.68 + 566.66).
    const previsaoCsv = await call(
      'GET',
      `${BASE}/previsao/exportar?formato=csv&cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(previsaoCsv.statusCode, previsaoCsv.body).toBe(200);
    const previsaoLines = previsaoCsv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(previsaoLines[0]).toBe('Mês;Nº de bens;Depreciação prevista');
    expect(previsaoLines).toHaveLength(14);
    expect(previsaoLines[2]).toMatch(/^\d\d\/\d{4};2;566,68$/);
    expect(previsaoLines[13]).toBe('Total;;1700,00');

    await expectCountsExact(c.id);

    // A movement dated in a processed month is refused with the message.
    const late = await move(reavaliado.id, { TipoMovimentacao: 3, Responsavel: 'Beltrano' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'MES_DEPRECIADO',
      message:
        `mês já depreciado: estorne a depreciação de ${label(CUR)} para lançar esta movimentação. ` +
        'Pode estornar, em Patrimônio › Depreciação: o suporte ou quem tem a permissão Depreciação › Excluir no Patrimônio.',
      link: {
        href: `/app/patrimonio/depreciacao?ano=${CUR.ano}`,
        label: `Abrir a depreciação de ${CUR.ano}`,
      },
    });

    // Closed: movements, value changes and every depreciation action in it are refused.
    expect((await post('fechar', c, CUR)).statusCode).toBe(200);
    expect((await meses(c, CUR.ano)).meses[CUR.mes - 1]!.estado).toBe('fechado');
    const closed = await move(reduzido.id, { TipoMovimentacao: 3, Responsavel: 'Fulano' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain('fechado');
    const current = (await call('GET', `/patrimonio/bempatrimonial/${reduzido.id}`, suporte.headers)).json();
    const edit = await call('PUT', `/patrimonio/bempatrimonial/${reduzido.id}`, suporte.headers, {
      id: reduzido.id,
      descricao: current.descricao,
      categoria_id: current.categoria_id,
      tipo: 'movel',
      estado_conservacao: 'novo',
      TipoIncorporacao: 1,
      data_aquisicao: current.data_aquisicao,
      valor_aquisicao: '1300.00',
      secretaria_id: c.deptId,
    });
    expect(edit.statusCode, edit.body).toBe(409);
    expect((await post('estornar', c, CUR)).statusCode).toBe(409);
    expect((await post('processar', c, CUR)).statusCode).toBe(409);

    // Reopening needs the rule and a reason.
    expect((await post('reabrir', c, { ...CUR, motivo: '' })).statusCode).toBe(400);
    expect((await post('reabrir', c, CUR)).statusCode).toBe(400);
    const reason = 'Correção de lançamento da reavaliação';
    expect((await post('reabrir', c, { ...CUR, motivo: reason })).statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, c.id), eq(auditLog.action, 'depreciation-reopen')));
    expect((entry!.after as { motivo: string }).motivo).toBe(reason);
    expect(entry!.userId).not.toBeNull();

    // Reversed, the month gives back its quotas: the revalued asset is 1500.00 again.
    expect((await post('estornar', c, CUR)).statusCode).toBe(200);
    expect(await valorAtual(reavaliado.id)).toBe('1500.00');
    expect(await valorAtual(reduzido.id)).toBe('600.00');
  });

  it('refuses each action without its rule (403) and another client’s (404)', async () => {
    const c = await newClient();
    const clientId = (await companyByName(t.database.db, PREFEITURA)).id;
    const cases = [
      ['depreciations:read', 'GET', `${BASE}?ano=2025`, undefined],
      ['depreciations:create', 'POST', `${BASE}/processar`, { ano: 2025, mes: 1 }],
      ['depreciations:delete', 'POST', `${BASE}/estornar`, { ano: 2025, mes: 1 }],
      ['depreciations:update', 'POST', `${BASE}/fechar`, { ano: 2025, mes: 1 }],
      [
        'depreciations:delete',
        'POST',
        `${BASE}/reabrir`,
        { ano: 2025, mes: 1, motivo: 'Um motivo qualquer' },
      ],
      [
        'depreciations:update',
        'PUT',
        `${BASE}/configuracao`,
        { primeiro_mes: 'integral', implantacao: null },
      ],
      ['depreciations:read', 'GET', `${BASE}/1/2025/itens`, undefined],
    ] as const;
    const all = [
      'depreciations:read',
      'depreciations:create',
      'depreciations:update',
      'depreciations:delete',
    ] as const;
    for (const [rule, method, url, body] of cases) {
      const user = await userWith(t, {
        companyId: clientId,
        clientId,
        rules: all.filter((r) => r !== rule),
        flags: { hasPatrimonio: true },
      });
      const res = await call(method, url, user.headers, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(403);
    }
    // The consulta (read rules) reads but does not run.
    expect((await call('GET', `${BASE}?ano=2025`, consulta.headers)).statusCode).toBe(200);
    expect(
      (await call('POST', `${BASE}/processar`, consulta.headers, { ano: 2025, mes: 1 })).statusCode,
    ).toBe(403);
    // Another client's: not found.
    for (const [method, url, body] of [
      ['GET', `${BASE}?ano=2025&cliente_id=${c.id}`, undefined],
      ['POST', `${BASE}/processar`, { ano: 2025, mes: 1, cliente_id: c.id }],
      ['GET', `${BASE}/1/2025/itens?cliente_id=${c.id}`, undefined],
    ] as const) {
      const res = await call(method, url, admin.headers, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('the derived "processando"', () => {
  it.runIf(DB_KIND === 'postgres')(
    'is read from the run’s lock, so another connection (another API process) sees it',
    async () => {
      const c = await newClient();
      const m = { ano: 2025, mes: 3 };
      await t.database.db.transaction(async (tx) => {
        await lockMonth(tx, c.id, m);
        expect(await monthsRunning(t.database.db, c.id, 2025)).toEqual([3]);
        expect((await meses(c, 2025)).meses[2]!.estado).toBe('processando');
        expect((await post('processar', c, m)).statusCode).toBe(409);
      });
      expect(await monthsRunning(t.database.db, c.id, 2025)).toEqual([]);
    },
  );
});

describe('a run that fails midway', () => {
  it('leaves the month absent: no items, no state, values and totals untouched', async () => {
    const c = await newClient();
    const a = await bem(c, {
      data_aquisicao: '2025-01-02',
      valor_aquisicao: '100.00',
      valor_residual: '0.00',
      vida_util_meses: 4,
    });
    await configure(c, { ano: 2025, mes: 1 });
    depreciacaoTestHooks.afterItens = async () => {
      throw new Error('falha injetada depois do primeiro comando');
    };
    try {
      const mes = await processar(c, { ano: 2025, mes: 1 });
      expect(mes.estado).toBe('nao_processado');
      expect(mes.erro).toBe('Falha inesperada ao processar a depreciação.');
    } finally {
      depreciacaoTestHooks.afterItens = null;
    }
    expect(await valorAtual(a.id)).toBe('100.00');
    expect((await call('GET', `${BASE}/1/2025/itens?cliente_id=${c.id}`, suporte.headers)).json().total).toBe(
      0,
    );
    const notProcessed = await call(
      'GET',
      `${BASE}/1/2025/itens/exportar?formato=csv&cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(notProcessed.statusCode).toBe(409);
    // Whole afterwards: 100.00 / 4 = 25.00.
    const mes = await processar(c, { ano: 2025, mes: 1 });
    expect(mes.valor_depreciado).toBe('25.00');
    expect(mes.erro).toBeNull();
  });
});

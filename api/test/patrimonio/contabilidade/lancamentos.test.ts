import { createHash } from 'node:crypto';
import type { Lancamento, LancamentosPage, Rmb, RmbLinha } from '@gp/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, exercicios } from '../../../src/db/schema.js';
import { categoriasBens } from '../../../src/db/schema-patrimonio.js';
import { seedCategorias } from '../../../src/modules/patrimonio/categorias/categorias.seed.js';
import { insertLines } from '../../../src/modules/patrimonio/contabilidade/lancamentos.repository.js';
import { companyByName, createClient, PREFEITURA } from '../../support/factories.js';
import { caller, type Headers, userWith } from '../../support/sistema.js';
import { createTestApp, signInAt, type TestApp } from '../../support/test-app.js';

/**
 * Lançamentos contábeis and the RMB (docs/domain.md, "Lançamentos contábeis e RMB"; decision 065). Every
 * movement is registered now (an asset's incorporation is dated at its creation), so the month processed is
 * the current one, the client's implantação month. Expected figures are worked out by hand, in reais.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers; session: { user: { id: string } } };
let admin: { headers: Headers };

const BASE = '/patrimonio/contabilidade';
const DEP = '/patrimonio/depreciacao';
type Month = { ano: number; mes: number };
const now = new Date();
const brazil = (opts: Intl.DateTimeFormatOptions) =>
  Number(now.toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo', ...opts }));
const CUR: Month = { ano: brazil({ year: 'numeric' }), mes: brazil({ month: 'numeric' }) };
const T = { reavaliacao: 5, reducao: 6, baixa: 4, estorno: 11 };

const rows = <R>(r: unknown) => (r as { rows: R[] }).rows;

async function newClient() {
  const db = t.database.db;
  const client = await createClient(db);
  const [dept] = await db
    .insert(companies)
    .values({
      applicationId: client.applicationId,
      rootId: client.id,
      name: 'Secretaria',
      isDepartment: true,
    })
    .returning();
  await seedCategorias(db, client.id);
  await db
    .insert(exercicios)
    .values({ empresaId: client.id, ...CUR })
    .onConflictDoNothing();
  // An intangible category (software): amortized, with its own accounts filled by the defaults.
  await db.insert(categoriasBens).values({
    clientId: client.id,
    nome: 'Softwares',
    tipoBem: 'intangivel',
    contaContabil: '1.2.4.1.1.01.00',
    vidaUtilAnos: 5,
    valorResidualPercentual: '0.00',
    depreciavel: true,
  });
  const cats = await db.select().from(categoriasBens).where(eq(categoriasBens.clientId, client.id));
  const cat = (nome: string) => cats.find((c) => c.nome === nome)!;
  const res = await call('PUT', `${DEP}/configuracao`, suporte.headers, {
    cliente_id: client.id,
    primeiro_mes: 'integral',
    implantacao: CUR,
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    id: client.id,
    deptId: dept!.id,
    mobiliario: cat('Mobiliário em geral'),
    terrenos: cat('Terrenos'),
    software: cat('Softwares'),
  };
}
type Client = Awaited<ReturnType<typeof newClient>>;

async function bem(c: Client, categoria: { id: string; tipoBem: string }, o: Record<string, unknown>) {
  const res = await call('POST', '/patrimonio/bempatrimonial/create', suporte.headers, {
    descricao: 'Bem contábil',
    categoria_id: categoria.id,
    tipo: categoria.tipoBem,
    estado_conservacao: 'novo',
    TipoIncorporacao: 1,
    secretaria_id: c.deptId,
    // In the implantação month: no depreciation before it to bring in (the opening balance stays whole).
    data_aquisicao: `${CUR.ano}-${String(CUR.mes).padStart(2, '0')}-01`,
    ...o,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; CodigoBEM: number };
}

const move = (b: { id: string }, body: Record<string, unknown>) =>
  call('POST', '/patrimonio/movimentacaobem/create', suporte.headers, { bempatrimonial_id: b.id, ...body });
async function moved(b: { id: string }, body: Record<string, unknown>) {
  const res = await move(b, body);
  expect(res.statusCode, res.body).toBe(201);
}

async function processar(c: Client, m: Month) {
  const res = await call('POST', `${DEP}/processar`, suporte.headers, {
    ...m,
    cliente_id: c.id,
    confirmado: true,
  });
  expect(res.statusCode, res.body).toBe(202);
  const deadline = Date.now() + 25_000;
  while (Date.now() < deadline) {
    const r = await call('GET', `${DEP}?ano=${m.ano}&cliente_id=${c.id}`, suporte.headers);
    const mes = r.json().meses[m.mes - 1];
    if (mes.estado !== 'processando') {
      expect(mes.estado, mes.erro ?? '').toBe('processado');
      return mes;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('a execução não terminou em 25 s');
}

async function lancamentos(c: Client, m: Month, headers = suporte.headers): Promise<LancamentosPage> {
  const res = await call(
    'GET',
    `${BASE}/lancamentos?ano=${m.ano}&mes=${m.mes}&limit=100&cliente_id=${c.id}`,
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function rmb(c: Client, m: Month): Promise<Rmb> {
  const res = await call('GET', `${BASE}/rmb?ano=${m.ano}&mes=${m.mes}&cliente_id=${c.id}`, suporte.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const cents = (x: string) => Math.round(Number(x) * 100);
const SINAL: Record<string, number> = {
  reavaliacao_positiva: 1,
  reavaliacao_negativa: -1,
  reducao: -1,
  baixa_acumulada: 0,
  transferencia_conta: 1,
  depreciacao: -1,
  amortizacao: -1,
};
/** What an event did to its account's book value, worked out from its kind (never read from the API). */
function efeito(l: Lancamento, all: Lancamento[]): number {
  if (l.evento === 'estorno') {
    const target = all.find((x) => x.ano === l.estorna!.ano && x.numero === l.estorna!.numero)!;
    return -efeito(target, all);
  }
  const s = l.evento.startsWith('incorporacao_')
    ? 1
    : l.evento.startsWith('baixa_') && l.evento !== 'baixa_acumulada'
      ? -1
      : SINAL[l.evento]!;
  return s * cents(l.valor);
}

/** Each column of each account equals the sum of the month's events of its nature, to the centavo. */
function expectTies(r: Rmb, events: Lancamento[]) {
  const linhas = r.grupos.flatMap((g) => g.linhas);
  const col: Record<string, keyof RmbLinha> = {
    incorporacao: 'incorporacoes',
    reavaliacao: 'reavaliacoes',
    reducao: 'reducoes',
    baixa: 'baixas',
    depreciacao: 'depreciacao',
    amortizacao: 'depreciacao',
  };
  for (const l of linhas) {
    const sums: Record<string, number> = {};
    for (const e of events.filter((x) => x.conta_bem === l.conta_contabil)) {
      const k = e.natureza === 'transferencia_entrada' ? 'transferencias_entrada' : col[e.natureza]!;
      sums[k] = (sums[k] ?? 0) + efeito(e, events);
    }
    // A transfer between accounts leaves the account it names as its origin.
    for (const e of events.filter((x) => x.conta_origem === l.conta_contabil)) {
      sums.transferencias_saida = (sums.transferencias_saida ?? 0) - efeito(e, events);
    }
    for (const k of [
      'incorporacoes',
      'transferencias_entrada',
      'transferencias_saida',
      'reavaliacoes',
      'reducoes',
      'baixas',
      'depreciacao',
    ] as const) {
      expect(cents(l[k]), `${l.conta_contabil} ${k}`).toBe(sums[k] ?? 0);
    }
    const moves = [
      'incorporacoes',
      'transferencias_entrada',
      'transferencias_saida',
      'reavaliacoes',
      'reducoes',
      'baixas',
      'depreciacao',
    ] as const;
    expect(cents(l.saldo_final)).toBe(cents(l.saldo_anterior) + moves.reduce((s, k) => s + cents(l[k]), 0));
  }
}

/** The register's book value per account (assets not written off), straight from the table. */
async function registro(clientId: string) {
  const r = rows<{ conta: string; valor: string }>(
    await t.database.db.execute(sql`select conta_contabil as conta, sum(valor_atual)::text as valor
      from bens_patrimoniais where client_id = ${clientId} and situacao <> 'baixado' group by conta_contabil`),
  );
  return new Map(r.map((x) => [x.conta, cents(x.valor)]));
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  suporte = await signInAt(t.app, 'suporte');
  admin = await signInAt(t.app, 'admin', 'Prefeitura');
});
afterAll(() => t.close());

describe('lançamentos contábeis of a processed month', () => {
  let c: Client;
  let page: LancamentosPage;
  let transferido: { id: string; CodigoBEM: number };
  const by = (evento: string) => page.data.filter((l) => l.evento === evento);

  beforeAll(async () => {
    c = await newClient();
    // The client's own credit account for a donation: the table is per client.
    const own = await call('PUT', `${BASE}/eventos/incorporacao_2`, suporte.headers, {
      cliente_id: c.id,
      debito: '[bem]',
      credito: '4.5.2.2.1.00.00',
      historico: 'Doação recebida de particular',
    });
    expect(own.statusCode, own.body).toBe(200);
    transferido = await bem(c, c.mobiliario, {
      valor_aquisicao: '1200.00',
      descricao: 'Mesa a reclassificar',
    });
    await bem(c, c.mobiliario, { valor_aquisicao: '500.00', TipoIncorporacao: 2 });
    await bem(c, c.mobiliario, { valor_aquisicao: '800.00', TipoIncorporacao: 11 });
    const reav = await bem(c, c.mobiliario, { valor_aquisicao: '2000.00' });
    await moved(reav, { TipoMovimentacao: T.reavaliacao, Valor: '2500.00' });
    const red = await bem(c, c.mobiliario, { valor_aquisicao: '700.00' });
    await moved(red, { TipoMovimentacao: T.reducao, Valor: '600.00' });
    const baixa = await bem(c, c.mobiliario, { valor_aquisicao: '300.00' });
    await moved(baixa, { TipoMovimentacao: T.baixa, MotivoBaixa: 4 });
    const est = await bem(c, c.mobiliario, { valor_aquisicao: '400.00' });
    await moved(est, { TipoMovimentacao: T.reavaliacao, Valor: '450.00' });
    await moved(est, { TipoMovimentacao: T.estorno });
    await bem(c, c.terrenos, { valor_aquisicao: '10000.00' });
    await bem(c, c.software, { valor_aquisicao: '6000.00' });
    await processar(c, CUR);
    page = await lancamentos(c, CUR);
  });

  it('reads the client’s table of events: the MCASP defaults and its own rows', async () => {
    const res = await call('GET', `${BASE}/eventos?cliente_id=${c.id}`, suporte.headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { evento: string; debito: string; credito: string; proprio: boolean }[];
    expect(data.find((e) => e.evento === 'incorporacao_1')).toMatchObject({
      debito: '[bem]',
      credito: '2.1.3.1.1.01.00',
      proprio: false,
    });
    expect(data.find((e) => e.evento === 'incorporacao_2')).toMatchObject({
      credito: '4.5.2.2.1.00.00',
      proprio: true,
    });
    // The implantação's kind has no event.
    expect(data.find((e) => e.evento === 'incorporacao_11')).toBeUndefined();
    const bad = await call('PUT', `${BASE}/eventos/reducao`, suporte.headers, {
      cliente_id: c.id,
      debito: 'conta qualquer',
      credito: '[reducao]',
      historico: 'x',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('writes each movement kind’s events with the table’s accounts, and none for the implantação', () => {
    const mob = c.mobiliario.contaContabil;
    // Incorporations: compra 1.200 + 2.000 + 700 + 300 + 400 and doação 500 = 5.100 (mobiliário), 10.000 (terreno), 6.000 (software).
    const compras = by('incorporacao_1');
    expect(compras.map((l) => [l.debito, l.credito, l.valor]).sort()).toEqual(
      [
        [mob, '2.1.3.1.1.01.00', '1200.00'],
        [mob, '2.1.3.1.1.01.00', '2000.00'],
        [mob, '2.1.3.1.1.01.00', '700.00'],
        [mob, '2.1.3.1.1.01.00', '300.00'],
        [mob, '2.1.3.1.1.01.00', '400.00'],
        [c.terrenos.contaContabil, '2.1.3.1.1.01.00', '10000.00'],
        ['1.2.4.1.1.01.00', '2.1.3.1.1.01.00', '6000.00'],
      ].sort(),
    );
    expect(by('incorporacao_2').map((l) => [l.debito, l.credito, l.valor])).toEqual([
      [mob, '4.5.2.2.1.00.00', '500.00'],
    ]);
    expect(by('incorporacao_11')).toEqual([]);
    expect(page.data.filter((l) => l.valor === '800.00')).toEqual([]);
    // Revaluation 2.000 → 2.500: +500; impairment 700 → 600: 100 to the category's impairment account.
    expect(
      by('reavaliacao_positiva')
        .map((l) => [l.debito, l.credito, l.valor])
        .sort(),
    ).toEqual(
      [
        [mob, '4.6.1.1.1.00.00', '500.00'],
        [mob, '4.6.1.1.1.00.00', '50.00'],
      ].sort(),
    );
    expect(by('reducao').map((l) => [l.debito, l.credito, l.valor])).toEqual([
      ['3.6.1.7.1.00.00', '1.2.3.9.1.01.00', '100.00'],
    ]);
    // Baixa by inservibilidade of a 300,00 asset with nothing depreciated: its book value only.
    expect(by('baixa_4').map((l) => [l.debito, l.credito, l.valor])).toEqual([
      ['3.6.5.1.1.00.00', mob, '300.00'],
    ]);
    expect(by('baixa_acumulada')).toEqual([]);
    // The estorno of the 50,00 revaluation: a new event, accounts swapped, pointing at it.
    const [estorno] = by('estorno');
    const reversed = page.data.find((l) => l.numero === estorno!.estorna!.numero)!;
    expect(reversed).toMatchObject({ evento: 'reavaliacao_positiva', valor: '50.00' });
    expect(reversed.estornado_por).toEqual({ ano: estorno!.ano, numero: estorno!.numero });
    expect([estorno!.debito, estorno!.credito, estorno!.valor]).toEqual([
      reversed.credito,
      reversed.debito,
      '50.00',
    ]);
    for (const l of page.data.filter((x) => x.codigo_bem !== null)) expect(l.movimentacao_id).not.toBeNull();
  });

  it('writes one depreciation event per account and one amortization for the intangível, with their assets', async () => {
    const deps = by('depreciacao');
    expect(deps.map((l) => l.conta_bem)).toEqual([c.mobiliario.contaContabil]);
    expect(deps[0]!.credito).toBe('1.2.3.8.1.01.00');
    expect(deps[0]!.debito).toBe('3.3.3.1.1.00.00');
    const amort = by('amortizacao');
    expect(amort.map((l) => [l.conta_bem, l.debito, l.credito])).toEqual([
      ['1.2.4.1.1.01.00', '3.3.3.2.1.00.00', '1.2.4.8.1.01.00'],
    ]);
    // The month's quota of the account, as the depreciation reports it.
    const contas = await call(
      'GET',
      `${DEP}/${CUR.mes}/${CUR.ano}/contas?cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(contas.statusCode, contas.body).toBe(200);
    const conta = (contas.json().data as { conta_contabil: string; quota: string }[]).find(
      (x) => x.conta_contabil === c.mobiliario.contaContabil,
    )!;
    expect(deps[0]!.valor).toBe(conta.quota);
    const res = await call(
      'GET',
      `${BASE}/lancamentos/${deps[0]!.ano}/${deps[0]!.numero}/bens?cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(deps[0]!.valor);
    expect(res.json().bens.length).toBeGreaterThan(1);
  });

  it('numbers the client’s events 1, 2, 3… in the year, without gaps', () => {
    const numbers = page.data.map((l) => l.numero);
    expect(numbers).toEqual(numbers.map((_, k) => k + 1));
    expect(page.total).toBe(page.data.length);
  });

  it('never changes an event: no route to do it, and the table refuses an update', async () => {
    const l = page.data[0]!;
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await call(
        method,
        `${BASE}/lancamentos/${l.ano}/${l.numero}?cliente_id=${c.id}`,
        suporte.headers,
        {},
      );
      expect(res.statusCode).toBe(404);
    }
    await expect(
      t.database.db.execute(sql`update contabilidade_lancamentos set valor = 1 where client_id = ${c.id}`),
    ).rejects.toThrow();
  });

  it('ties the RMB to the events to the centavo, and its closing to the register', async () => {
    const r = await rmb(c, CUR);
    expect(r.fechado).toBe(false);
    expect(r.grupos.map((g) => g.tipo_bem)).toEqual(['movel', 'imovel', 'intangivel']);
    expectTies(r, page.data);
    const reg = await registro(c.id);
    for (const l of r.grupos.flatMap((g) => g.linhas)) {
      expect(cents(l.saldo_final), l.conta_contabil).toBe(reg.get(l.conta_contabil) ?? 0);
    }
    // The implantação asset (800,00) is the opening balance: already in accounting.
    const mob = r.grupos[0]!.linhas.find((l) => l.conta_contabil === c.mobiliario.contaContabil)!;
    expect(mob.saldo_anterior).toBe('800.00');
    expect(mob.incorporacoes).toBe('5100.00');
    expect(mob.reavaliacoes).toBe('500.00');
    expect(mob.reducoes).toBe('-100.00');
    expect(mob.baixas).toBe('-300.00');
  });

  it('exports the month as CSV, XLSX and JSON, each export’s SHA-256 recorded', async () => {
    for (const formato of ['csv', 'xlsx', 'json'] as const) {
      const res = await call(
        'GET',
        `${BASE}/lancamentos/exportar?ano=${CUR.ano}&mes=${CUR.mes}&formato=${formato}&cliente_id=${c.id}`,
        suporte.headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      const hash = createHash('sha256').update(res.rawPayload).digest('hex');
      expect(res.headers['x-conteudo-sha256']).toBe(hash);
      const after = await lancamentos(c, CUR);
      expect(after.ultima_exportacao).toMatchObject({ formato, sha256: hash, quantidade: page.total });
    }
    const json = await call(
      'GET',
      `${BASE}/lancamentos/exportar?ano=${CUR.ano}&mes=${CUR.mes}&formato=json&cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(json.json().lancamentos).toHaveLength(page.total);
    const csv = await call(
      'GET',
      `${BASE}/lancamentos/exportar?ano=${CUR.ano}&mes=${CUR.mes}&formato=csv&cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(csv.body).toContain('Número;Data;Débito;Crédito;Valor');
  });

  it('names the user of every event, identified by CPF; the accountant’s export has the CPF whole', async () => {
    // Every movement and the run here were made by support (decision 073).
    const suporteId = suporte.session.user.id;
    expect(page.data.length).toBeGreaterThan(0);
    for (const l of page.data)
      expect(l.usuario).toEqual({ id: suporteId, nome: 'Equipe de Suporte', cpf: '39053344705' });
    const q = `ano=${CUR.ano}&mes=${CUR.mes}&cliente_id=${c.id}`;
    const csv = await call('GET', `${BASE}/lancamentos/exportar?${q}&formato=csv`, suporte.headers);
    expect(csv.body).toContain('Usuário (id);Usuário;CPF do usuário');
    expect(csv.body).toContain(`${suporteId};Equipe de Suporte;390.533.447-05`);
    const json = await call('GET', `${BASE}/lancamentos/exportar?${q}&formato=json`, suporte.headers);
    expect(json.json().lancamentos[0].usuario).toEqual({
      id: suporteId,
      nome: 'Equipe de Suporte',
      cpf: '39053344705',
    });
  });

  it('reverses the depreciation events when the month is reversed, and writes new ones when it is run again', async () => {
    const dep = by('depreciacao')[0]!;
    const estornar = await call('POST', `${DEP}/estornar`, suporte.headers, { ...CUR, cliente_id: c.id });
    expect(estornar.statusCode, estornar.body).toBe(200);
    const reversed = await lancamentos(c, CUR);
    const rev = reversed.data.filter((l) => l.estorna?.numero === dep.numero);
    expect(rev).toHaveLength(1);
    expect([rev[0]!.debito, rev[0]!.credito, rev[0]!.valor]).toEqual([dep.credito, dep.debito, dep.valor]);
    // No movement event was reversed: the movements stand.
    expect(reversed.data.filter((l) => l.evento === 'estorno')).toHaveLength(3);
    await processar(c, CUR);
    const again = await lancamentos(c, CUR);
    expect(again.data.map((l) => l.numero)).toEqual(again.data.map((_, k) => k + 1));
    expect(again.data.filter((l) => l.evento === 'depreciacao' && l.estornado_por === null)).toHaveLength(1);
    // Movements are not written twice.
    expect(again.data.filter((l) => l.evento === 'incorporacao_1')).toHaveLength(7);
    const r = await rmb(c, CUR);
    expectTies(r, again.data);
    const reg = await registro(c.id);
    for (const l of r.grupos.flatMap((g) => g.linhas))
      expect(cents(l.saldo_final)).toBe(reg.get(l.conta_contabil) ?? 0);
  });

  it('freezes the RMB at the close: the stored statement is the computed one, and stays so', async () => {
    const before = await rmb(c, CUR);
    const fechar = await call('POST', `${DEP}/fechar`, suporte.headers, { ...CUR, cliente_id: c.id });
    expect(fechar.statusCode, fechar.body).toBe(200);
    const closed = await rmb(c, CUR);
    expect(closed.fechado).toBe(true);
    expect(closed.grupos).toEqual(before.grupos);
    expect(closed.total).toEqual(before.total);
    const stored = rows<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from contabilidade_rmb where client_id = ${c.id}`,
      ),
    );
    expect(Number(stored[0]!.n)).toBe(before.grupos.flatMap((g) => g.linhas).length);
    const pdf = await call(
      'GET',
      `${BASE}/rmb/pdf?ano=${CUR.ano}&mes=${CUR.mes}&cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const xlsx = await call(
      'GET',
      `${BASE}/rmb/exportar?ano=${CUR.ano}&mes=${CUR.mes}&formato=xlsx&cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const reabrir = await call('POST', `${DEP}/reabrir`, suporte.headers, {
      ...CUR,
      cliente_id: c.id,
      motivo: 'Conferência do RMB',
    });
    expect(reabrir.statusCode, reabrir.body).toBe(200);
    expect((await rmb(c, CUR)).fechado).toBe(false);
  });

  it('moves an asset’s balance between accounts when its account changes: one event, both accounts in the RMB', async () => {
    const destino = '1.2.3.1.1.03.99';
    const [{ valor }] = rows<{ valor: string }>(
      await t.database.db.execute(
        sql`select valor_atual::text as valor from bens_patrimoniais where id = ${transferido.id}`,
      ),
    ) as [{ valor: string }];
    const res = await call('PUT', `/patrimonio/bempatrimonial/${transferido.id}`, suporte.headers, {
      id: transferido.id,
      descricao: 'Mesa a reclassificar',
      categoria_id: c.mobiliario.id,
      tipo: 'movel',
      estado_conservacao: 'novo',
      TipoIncorporacao: 1,
      secretaria_id: c.deptId,
      data_aquisicao: `${CUR.ano}-${String(CUR.mes).padStart(2, '0')}-01`,
      valor_aquisicao: '1200.00',
      conta_contabil: destino,
    });
    expect(res.statusCode, res.body).toBe(200);
    const all = await lancamentos(c, CUR);
    const [tr] = all.data.filter((l) => l.evento === 'transferencia_conta');
    // Its book value after the month's quota leaves mobiliário for the new account.
    expect([tr!.debito, tr!.credito, tr!.valor, tr!.conta_origem]).toEqual([
      destino,
      c.mobiliario.contaContabil,
      valor,
      c.mobiliario.contaContabil,
    ]);
    const r = await rmb(c, CUR);
    expectTies(r, all.data);
    const linhas = r.grupos.flatMap((g) => g.linhas);
    expect(linhas.find((l) => l.conta_contabil === destino)!.transferencias_entrada).toBe(valor);
    expect(linhas.find((l) => l.conta_contabil === c.mobiliario.contaContabil)!.transferencias_saida).toBe(
      `-${valor}`,
    );
    const reg = await registro(c.id);
    for (const l of linhas)
      expect(cents(l.saldo_final), l.conta_contabil).toBe(reg.get(l.conta_contabil) ?? 0);
  });
});

describe('refusals, numbering and access', () => {
  it('refuses a movement whose category lacks the account it needs, naming it', async () => {
    const c = await newClient();
    const b = await bem(c, c.mobiliario, { valor_aquisicao: '700.00' });
    // The accountant clears the category's impairment account (its default was the PCASP's for móveis).
    const cat = c.mobiliario;
    const put = await call('PUT', `/patrimonio/categoriabem/${cat.id}`, suporte.headers, {
      nome: cat.nome,
      tipo_bem: cat.tipoBem,
      conta_contabil: cat.contaContabil,
      conta_reducao: null,
      vida_util_anos: cat.vidaUtilAnos,
      valor_residual_percentual: cat.valorResidualPercentual,
      depreciavel: cat.depreciavel,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ conta_depreciacao: '1.2.3.8.1.01.00', conta_reducao: null });
    const res = await move(b, { TipoMovimentacao: T.reducao, Valor: '600.00' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('Mobiliário em geral');
    expect(res.json().message).toContain('redução ao valor recuperável');
    await t.database.db
      .update(categoriasBens)
      .set({ contaDepreciacao: null })
      .where(eq(categoriasBens.id, c.mobiliario.id));
    const baixa = await move(b, { TipoMovimentacao: T.baixa, MotivoBaixa: 4 });
    expect(baixa.statusCode).toBe(422);
    expect(baixa.json().message).toContain('depreciação (ou amortização) acumulada');
  });

  it('refuses the month’s run when a category lacks the accumulated depreciation account, naming it', async () => {
    const c = await newClient();
    await bem(c, c.mobiliario, { valor_aquisicao: '1200.00' });
    await t.database.db
      .update(categoriasBens)
      .set({ contaDepreciacao: null })
      .where(eq(categoriasBens.id, c.mobiliario.id));
    const res = await call('POST', `${DEP}/processar`, suporte.headers, {
      ...CUR,
      cliente_id: c.id,
      confirmado: true,
    });
    expect(res.statusCode, res.body).toBe(202);
    const deadline = Date.now() + 25_000;
    let mes: { estado: string; erro: string | null } | undefined;
    while (Date.now() < deadline) {
      mes = (await call('GET', `${DEP}?ano=${CUR.ano}&cliente_id=${c.id}`, suporte.headers)).json().meses[
        CUR.mes - 1
      ];
      if (mes!.estado !== 'processando') break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(mes!.estado).toBe('nao_processado');
    expect(mes!.erro).toContain('Mobiliário em geral');
    expect(mes!.erro).toContain('depreciação (ou amortização) acumulada');
    expect((await lancamentos(c, CUR)).total).toBe(0);
  });

  it('keeps the numbering gapless under concurrent writers', async () => {
    const c = await newClient();
    const line = sql`select '2026-01-31'::date as data, 'depreciacao' as evento, 'depreciacao' as natureza,
      '3.3.3.1.1.00.00' as debito, '1.2.3.8.1.01.00' as credito, 1.00::numeric as valor, -1.00::numeric as efeito,
      'teste' as historico, '1.2.3.1.1.01.00' as conta_bem, 'movel' as tipo_bem, null::uuid as movimentacao_id,
      1 as linha, null::uuid as bem_id, null::int as codigo_bem, null::int as estorna_ano, null::int as estorna_numero,
      null::text as categoria, null::text as conta_origem, null::uuid as user_id from generate_series(1, 3)`;
    const m = { ano: 2031, mes: 1 };
    await Promise.all(
      Array.from({ length: 6 }, () =>
        t.database.db.transaction((tx) => insertLines(tx, c.id, m, null, line)),
      ),
    );
    const numbers = rows<{ numero: number }>(
      await t.database.db.execute(sql`select numero from contabilidade_lancamentos
        where client_id = ${c.id} and ano = 2031 order by numero`),
    ).map((r) => Number(r.numero));
    expect(numbers).toEqual(Array.from({ length: 18 }, (_, k) => k + 1));
  });

  it('refuses without the depreciation’s rules (403) and another client’s (404)', async () => {
    const c = await newClient();
    const clientId = (await companyByName(t.database.db, PREFEITURA)).id;
    const q = `ano=${CUR.ano}&mes=${CUR.mes}`;
    const reader = await userWith(t, {
      companyId: clientId,
      clientId,
      rules: ['depreciations:read'],
      flags: { hasPatrimonio: true },
    });
    const none = await userWith(t, {
      companyId: clientId,
      clientId,
      rules: ['assets:read'],
      flags: { hasPatrimonio: true },
    });
    for (const url of [
      `${BASE}/lancamentos?${q}`,
      `${BASE}/rmb?${q}`,
      `${BASE}/eventos`,
      `${BASE}/lancamentos/exportar?${q}&formato=csv`,
    ]) {
      expect((await call('GET', url, none.headers)).statusCode, url).toBe(403);
    }
    const list = await call('GET', `${BASE}/lancamentos?${q}`, reader.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().acoes).toEqual({ exportar: true, editar_eventos: false });
    const put = await call('PUT', `${BASE}/eventos/reducao`, reader.headers, {
      debito: '3.6.1.7.1.00.00',
      credito: '[reducao]',
      historico: 'Redução',
    });
    expect(put.statusCode).toBe(403);
    for (const url of [
      `${BASE}/lancamentos?${q}&cliente_id=${c.id}`,
      `${BASE}/rmb?${q}&cliente_id=${c.id}`,
      `${BASE}/eventos?cliente_id=${c.id}`,
    ]) {
      expect((await call('GET', url, admin.headers)).statusCode, url).toBe(404);
    }
  });
});

import type { Conciliacao, Lancamento, Rmb } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, exercicios } from '../../../src/db/schema.js';
import { categoriasBens } from '../../../src/db/schema-patrimonio.js';
import { brazilDate } from '../../../src/lib/brazil-time.js';
import { seedCategorias } from '../../../src/modules/patrimonio/categorias/categorias.seed.js';
import { companyByName, createClient, PREFEITURA } from '../../support/factories.js';
import { pdfText } from '../../support/pdf.js';
import { caller, type Headers, userWith } from '../../support/sistema.js';
import { createTestApp, signInAt, type TestApp } from '../../support/test-app.js';

/**
 * Relatórios legais da prestação de contas (docs/domain.md, "Relatórios legais"; decision 072): the
 * inventário analítico per account ties to the RMB's closing balance to the centavo, the Modelo 12 and the
 * yearly summary to the events, the monthly conciliação takes the RMB's month; a month not processed or
 * not closed says so in Portuguese, and the routes keep the RMB's guard.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };

const BASE = '/patrimonio/contabilidade';
const DEP = '/patrimonio/depreciacao';
const [ANO, MES] = brazilDate(new Date()).split('-').map(Number) as [number, number];
const CUR = { ano: ANO, mes: MES };
const ANTERIOR = MES === 1 ? { ano: ANO - 1, mes: 12 } : { ano: ANO, mes: MES - 1 };
const cents = (x: string | undefined) => Math.round(Number(x ?? '0') * 100);

/** The CSV's rows as cells (the BOM and header dropped), decimal comma or point read as a number. */
function csv(body: string) {
  const [header, ...lines] = body
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r\n/);
  return {
    header: header!.split(';'),
    rows: lines.map((l) => l.split(';').map((c) => c.replace(/^"|"$/g, ''))),
  };
}
const num = (cell: string | undefined) => cents((cell ?? '0').replace(/\./g, '').replace(',', '.'));

async function cliente(comBens: boolean) {
  const db = t.database.db;
  const client = await createClient(db);
  const [dept] = await db
    .insert(companies)
    .values({
      applicationId: client.applicationId,
      rootId: client.id,
      name: 'Secretaria de Obras',
      isDepartment: true,
    })
    .returning();
  await seedCategorias(db, client.id);
  await db
    .insert(exercicios)
    .values({ empresaId: client.id, ...CUR })
    .onConflictDoNothing();
  const cats = await db.select().from(categoriasBens).where(eq(categoriasBens.clientId, client.id));
  const cat = (nome: string) => cats.find((c) => c.nome === nome)!;
  const config = await call('PUT', `${DEP}/configuracao`, suporte.headers, {
    cliente_id: client.id,
    primeiro_mes: 'integral',
    implantacao: CUR,
  });
  expect(config.statusCode, config.body).toBe(200);
  const bem = async (categoria: { id: string; tipoBem: string }, o: Record<string, unknown>) => {
    const res = await call('POST', '/patrimonio/bempatrimonial/create', suporte.headers, {
      descricao: 'Bem',
      categoria_id: categoria.id,
      tipo: categoria.tipoBem,
      estado_conservacao: 'novo',
      TipoIncorporacao: 1,
      secretaria_id: dept!.id,
      data_aquisicao: `${ANO}-${String(MES).padStart(2, '0')}-01`,
      ...o,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; CodigoBEM: number };
  };
  const move = async (b: { id: string }, body: Record<string, unknown>) => {
    const res = await call('POST', '/patrimonio/movimentacaobem/create', suporte.headers, {
      bempatrimonial_id: b.id,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  let mesa: { id: string; corpo: Record<string, unknown> } | null = null;
  if (comBens) {
    const corpo = {
      descricao:
        'Mesa de reunião em madeira maciça com tampo de vidro temperado de 10 mm, oito cadeiras estofadas, ' +
        'gaveteiro com chave e painel acústico para a sala do gabinete do secretário',
      categoria_id: cat('Mobiliário em geral').id,
      tipo: 'movel',
      estado_conservacao: 'novo',
      TipoIncorporacao: 1,
      secretaria_id: dept!.id,
      data_aquisicao: `${ANO}-${String(MES).padStart(2, '0')}-01`,
      valor_aquisicao: '1234.56',
    };
    mesa = { id: (await bem(cat('Mobiliário em geral'), corpo)).id, corpo };
    await bem(cat('Mobiliário em geral'), { valor_aquisicao: '800.00', TipoIncorporacao: 11 });
    const reavaliado = await bem(cat('Mobiliário em geral'), { valor_aquisicao: '2000.00' });
    await move(reavaliado, { TipoMovimentacao: 5, Valor: '2500.00' });
    const baixa = await bem(cat('Mobiliário em geral'), { valor_aquisicao: '300.00' });
    await move(baixa, { TipoMovimentacao: 4, MotivoBaixa: 4 });
    await bem(cat('Terrenos'), { valor_aquisicao: '10000.00' });
    await bem(cat('Equipamentos de processamento de dados'), { valor_aquisicao: '4599.99' });
  }
  const processar = await call('POST', `${DEP}/processar`, suporte.headers, {
    ...CUR,
    cliente_id: client.id,
    confirmado: true,
  });
  expect(processar.statusCode, processar.body).toBe(202);
  const deadline = Date.now() + 25_000;
  for (;;) {
    const r = await call('GET', `${DEP}?ano=${ANO}&cliente_id=${client.id}`, suporte.headers);
    const mes = r.json().meses[MES - 1];
    if (mes.estado !== 'processando') {
      expect(mes.estado, mes.erro ?? '').toBe('processado');
      break;
    }
    if (Date.now() > deadline) throw new Error('a execução não terminou em 25 s');
    await new Promise((r) => setTimeout(r, 25));
  }
  return { id: client.id, mesa };
}
type Cliente = Awaited<ReturnType<typeof cliente>>;

const q = (c: Cliente, extra = '') => `ano=${ANO}&mes=${MES}&cliente_id=${c.id}${extra}`;
async function get(url: string, headers = suporte.headers) {
  const res = await call('GET', url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
async function rmb(c: Cliente): Promise<Rmb> {
  return (await get(`${BASE}/rmb?${q(c)}`)).json();
}
const linhasRmb = (r: Rmb) => r.grupos.flatMap((g) => g.linhas);

/** The inventory's CSV: each account's asset lines and its subtotal line. */
async function inventario(c: Cliente) {
  const { header, rows } = csv(
    (await get(`${BASE}/inventario-analitico/exportar?${q(c, '&formato=csv')}`)).body,
  );
  const liquido = header.indexOf('Valor contábil líquido');
  const acumulada = header.indexOf('Depreciação/amortização acumulada');
  const bruto = header.indexOf('Valor bruto');
  const bens = rows.filter((r) => !r[0]!.startsWith('Subtotal') && r[0] !== 'Total geral');
  const subtotais = new Map(
    rows.filter((r) => r[0]!.startsWith('Subtotal da conta ')).map((r) => [r[0]!.slice(18), num(r[liquido])]),
  );
  const total = rows.find((r) => r[0] === 'Total geral')!;
  return { header, bens, subtotais, total, liquido, acumulada, bruto };
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  suporte = await signInAt(t.app, 'suporte');
});
afterAll(() => t.close());

describe('relatórios legais of a processed month', () => {
  let c: Cliente;
  beforeAll(async () => {
    c = await cliente(true);
  });

  it('ties the inventário analítico per account to the RMB’s closing balance, to the centavo', async () => {
    const r = await rmb(c);
    const inv = await inventario(c);
    expect(inv.header.slice(0, 3)).toEqual(['Conta contábil', 'Código', 'Descrição']);
    for (const l of linhasRmb(r)) {
      expect(inv.subtotais.get(l.conta_contabil), l.conta_contabil).toBe(cents(l.saldo_final));
      const doBem = inv.bens.filter((b) => b[0] === l.conta_contabil);
      expect(
        doBem.reduce((s, b) => s + num(b[inv.liquido]), 0),
        l.conta_contabil,
      ).toBe(cents(l.saldo_final));
    }
    expect(num(inv.total[inv.liquido])).toBe(cents(r.total.saldo_final));
    // Each line: gross = accumulated + book value; the written-off asset is not in the inventory.
    for (const b of inv.bens) expect(num(b[inv.bruto])).toBe(num(b[inv.acumulada]) + num(b[inv.liquido]));
    expect(inv.bens).toHaveLength(5);
    // The description is whole, however long.
    expect(inv.bens.some((b) => b[2]!.endsWith('para a sala do gabinete do secretário'))).toBe(true);
  });

  it('keeps the tie when an asset changes account after the run: it is in its new account, both subtotals move', async () => {
    const destino = '1.2.3.1.1.03.99';
    const res = await call('PUT', `/patrimonio/bempatrimonial/${c.mesa!.id}`, suporte.headers, {
      id: c.mesa!.id,
      ...c.mesa!.corpo,
      conta_contabil: destino,
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = await rmb(c);
    const inv = await inventario(c);
    expect(linhasRmb(r).map((l) => l.conta_contabil)).toContain(destino);
    for (const l of linhasRmb(r)) expect(inv.subtotais.get(l.conta_contabil)).toBe(cents(l.saldo_final));
    expect(inv.bens.find((b) => b[0] === destino)![2]).toBe(c.mesa!.corpo.descricao);
  });

  it('prints the inventory whole in a PDF and says the month is not closed', async () => {
    const res = await get(`${BASE}/inventario-analitico/pdf?${q(c)}`);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Inventário analítico dos bens por conta contábil');
    expect(text).toContain('não está fechado');
    expect(text).toContain('para a sala do gabinete do secretário');
    expect(text).toContain('Total geral');
    expect(text).not.toContain('…');
  });

  it('ties the Modelo 12 of the month to the events of each nature and to the RMB', async () => {
    const lanc = (await get(`${BASE}/lancamentos?${q(c)}&limit=100`)).json().data as Lancamento[];
    const { header, rows } = csv(
      (
        await get(
          `${BASE}/modelo-12/exportar?ano=${ANO}&mes_de=${MES}&mes_ate=${MES}&cliente_id=${c.id}&formato=csv`,
        )
      ).body,
    );
    expect(header).toEqual([
      'Conta contábil',
      'Saldo anterior',
      'Incorporações',
      'Baixas',
      'Transferências',
      'Reavaliações',
      'Reduções ao valor recuperável',
      'Depreciação/amortização',
      'Saldo atual',
    ]);
    const r = await rmb(c);
    for (const l of linhasRmb(r)) {
      const row = rows.find((x) => x[0] === l.conta_contabil)!;
      const doConta = lanc.filter((e) => e.conta_bem === l.conta_contabil);
      const incorporado = doConta
        .filter((e) => e.natureza === 'incorporacao' && e.estorna === null)
        .reduce((s, e) => s + cents(e.valor), 0);
      expect(num(row[2]), l.conta_contabil).toBe(incorporado);
      expect(num(row[1])).toBe(cents(l.saldo_anterior));
      expect(num(row[5])).toBe(cents(l.reavaliacoes));
      expect(num(row[7])).toBe(cents(l.depreciacao));
      expect(num(row[8])).toBe(cents(l.saldo_final));
      expect(num(row[8])).toBe([1, 2, 3, 4, 5, 6, 7].reduce((s, k) => s + num(row[k]), 0));
    }
    const pdf = await get(`${BASE}/modelo-12/pdf?ano=${ANO}&mes_de=${MES}&mes_ate=${MES}&cliente_id=${c.id}`);
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, ' ')).toContain(
      'Demonstrativo da movimentação dos bens por conta (Modelo 12)',
    );
  });

  it('sums the year in the resumo anual: closing as the RMB’s, gross = accumulated + net, and the methods', async () => {
    const { header, rows } = csv(
      (await get(`${BASE}/resumo-anual/exportar?ano=${ANO}&cliente_id=${c.id}&formato=csv`)).body,
    );
    const r = await rmb(c);
    const [fim, bruto, acum, liq] = [
      'Saldo final',
      'Valor bruto',
      'Depreciação/amortização acumulada',
      'Valor contábil líquido',
    ].map((h) => header.indexOf(h)) as [number, number, number, number];
    for (const l of linhasRmb(r)) {
      const row = rows.find((x) => x[0] === l.conta_contabil)!;
      expect(num(row[fim])).toBe(cents(l.saldo_final));
      expect(num(row[liq])).toBe(cents(l.saldo_final));
      expect(num(row[bruto])).toBe(num(row[acum]) + num(row[liq]));
    }
    const pdf = await get(`${BASE}/resumo-anual/pdf?ano=${ANO}&cliente_id=${c.id}`);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Métodos de depreciação e amortização');
    expect(text).toContain('Linear (quotas constantes)');
  });

  it('takes the monthly conciliação against the RMB’s month: equal balances agree, others show the difference', async () => {
    const inv = await inventario(c);
    const r = await rmb(c);
    const [primeira, segunda] = linhasRmb(r);
    const brutoDe = (conta: string) =>
      inv.bens.filter((b) => b[0] === conta).reduce((s, b) => s + num(b[inv.bruto]), 0);
    const res = await call('POST', '/patrimonio/conciliacoes', suporte.headers, {
      cliente_id: c.id,
      data_balancete: brazilDate(new Date()),
      competencia: CUR,
      saldos: [
        {
          conta_contabil: primeira!.conta_contabil,
          saldo: (brutoDe(primeira!.conta_contabil) / 100).toFixed(2),
        },
        {
          conta_contabil: segunda!.conta_contabil,
          saldo: ((brutoDe(segunda!.conta_contabil) + 1) / 100).toFixed(2),
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const conc = res.json() as Conciliacao;
    expect(conc.competencia).toEqual(CUR);
    const a = conc.linhas.find((l) => l.conta_contabil === primeira!.conta_contabil)!;
    expect(a.valor_liquido).toBe(primeira!.saldo_final);
    expect(a.confere).toBe(true);
    const b = conc.linhas.find((l) => l.conta_contabil === segunda!.conta_contabil)!;
    expect([b.diferenca, b.confere]).toEqual(['0.01', false]);
    const pdf = await get(`/patrimonio/conciliacoes/${conc.id}/pdf`);
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, ' ')).toContain('saldo atual do RMB do mês');
  });
});

describe('months not processed, empty months and access', () => {
  it('refuses a month not processed, in Portuguese (409), for every report and the monthly conciliação', async () => {
    const c = await cliente(false);
    const qa = `ano=${ANTERIOR.ano}&mes=${ANTERIOR.mes}&cliente_id=${c.id}`;
    for (const url of [
      `${BASE}/inventario-analitico/pdf?${qa}`,
      `${BASE}/inventario-analitico/exportar?${qa}&formato=xlsx`,
      `${BASE}/modelo-12/pdf?ano=${ANTERIOR.ano}&mes_de=1&mes_ate=${ANTERIOR.mes}&cliente_id=${c.id}`,
    ]) {
      const res = await call('GET', url, suporte.headers);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe(
        `O mês ${String(ANTERIOR.mes).padStart(2, '0')}/${ANTERIOR.ano} não foi processado na depreciação: processe-o para gerar os lançamentos e os relatórios legais.`,
      );
    }
    const conc = await call('POST', '/patrimonio/conciliacoes', suporte.headers, {
      cliente_id: c.id,
      data_balancete: brazilDate(new Date()),
      competencia: ANTERIOR,
      saldos: [{ conta_contabil: '1.2.3.1.1.03.01', saldo: '1.00' }],
    });
    expect(conc.statusCode).toBe(409);
    const inverso = await call(
      'GET',
      `${BASE}/modelo-12/pdf?ano=${ANO}&mes_de=12&mes_ate=1&cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(inverso.statusCode).toBe(400);
    expect(inverso.json().message).toContain('O mês inicial deve ser anterior ou igual ao mês final.');
  });

  it('makes the reports of an empty month: no asset, zero totals', async () => {
    const c = await cliente(false);
    const inv = await inventario(c);
    expect(inv.bens).toHaveLength(0);
    expect(num(inv.total[inv.liquido])).toBe(0);
    const pdf = await get(`${BASE}/inventario-analitico/pdf?${q(c)}`);
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, ' ')).toContain(
      `Nenhum bem no fim de ${String(MES).padStart(2, '0')}/${ANO}.`,
    );
    const m12 = await get(`${BASE}/modelo-12/pdf?ano=${ANO}&mes_de=1&mes_ate=${MES}&cliente_id=${c.id}`);
    expect(pdfText(m12.rawPayload).replace(/\s+/g, ' ')).toContain(
      'Nenhuma conta com saldo ou lançamento no período.',
    );
  });

  it('keeps the RMB’s guard: 403 without the depreciation’s rules, 404 for another client', async () => {
    const c = await cliente(false);
    const clientId = (await companyByName(t.database.db, PREFEITURA)).id;
    const none = await userWith(t, {
      companyId: clientId,
      clientId,
      rules: ['assets:read'],
      flags: { hasPatrimonio: true },
    });
    const admin = await signInAt(t.app, 'admin', 'Prefeitura');
    const urls = (id?: string) => {
      const cli = id ? `&cliente_id=${id}` : '';
      return [
        `${BASE}/inventario-analitico/pdf?ano=${ANO}&mes=${MES}${cli}`,
        `${BASE}/inventario-analitico/exportar?ano=${ANO}&mes=${MES}&formato=csv${cli}`,
        `${BASE}/modelo-12/pdf?ano=${ANO}&mes_de=1&mes_ate=${MES}${cli}`,
        `${BASE}/modelo-12/exportar?ano=${ANO}&mes_de=1&mes_ate=${MES}&formato=xlsx${cli}`,
        `${BASE}/resumo-anual/pdf?ano=${ANO}${cli}`,
        `${BASE}/resumo-anual/exportar?ano=${ANO}&formato=csv${cli}`,
      ];
    };
    for (const url of urls()) expect((await call('GET', url, none.headers)).statusCode, url).toBe(403);
    for (const url of urls(c.id)) expect((await call('GET', url, admin.headers)).statusCode, url).toBe(404);
  });
});

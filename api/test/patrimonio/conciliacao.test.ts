import type { Conciliacao, ConciliacaoConta } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, exercicios } from '../../src/db/schema.js';
import { bensPatrimoniais, categoriasBens } from '../../src/db/schema-patrimonio.js';
import { seedCategorias } from '../../src/modules/patrimonio/categorias/categorias.seed.js';
import { createClient } from '../support/factories.js';
import { pdfText } from '../support/pdf.js';
import { caller, type Headers } from '../support/sistema.js';
import { createTestApp, signInAt, type TestApp } from '../support/test-app.js';

/**
 * Conciliação contábil (docs/domain.md, "Conciliação com a contabilidade"): the register's position per
 * PCASP account against the balancete. Figures are worked out by hand in the comments, in reais.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };
let admin: { headers: Headers };
let consulta: { headers: Headers };

const BASE = '/patrimonio/conciliacoes';
type Month = { ano: number; mes: number };
const now = new Date();
const brazil = (opts: Intl.DateTimeFormatOptions) =>
  Number(now.toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo', ...opts }));
const CUR: Month = { ano: brazil({ year: 'numeric' }), mes: brazil({ month: 'numeric' }) };
const PREVIOUS: Month = CUR.mes === 1 ? { ano: CUR.ano - 1, mes: 12 } : { ano: CUR.ano, mes: CUR.mes - 1 };

/** A client of its own (support names it): a secretaria, the STN categories, the months open. */
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
    .values([PREVIOUS, CUR].map((m) => ({ empresaId: client.id, ...m })))
    .onConflictDoNothing();
  const cats = await db.select().from(categoriasBens).where(eq(categoriasBens.clientId, client.id));
  const cat = (nome: string) => cats.find((c) => c.nome === nome)!;
  return {
    id: client.id,
    deptId: dept!.id,
    mobiliario: cat('Mobiliário em geral'),
    terrenos: cat('Terrenos'),
  };
}
type Client = Awaited<ReturnType<typeof newClient>>;

async function bem(c: Client, categoria: { id: string }, o: Record<string, unknown>) {
  const res = await call('POST', '/patrimonio/bempatrimonial/create', suporte.headers, {
    descricao: 'Bem da conciliação',
    categoria_id: categoria.id,
    tipo: 'movel',
    estado_conservacao: 'novo',
    TipoIncorporacao: 1,
    secretaria_id: c.deptId,
    data_aquisicao: '2024-01-10',
    ...o,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

const conciliar = (c: Client, saldos: unknown[], headers = suporte.headers) =>
  call('POST', BASE, headers, { cliente_id: c.id, data_balancete: '2026-10-31', saldos });

const linha = (c: Conciliacao, conta: string) => c.linhas.find((l) => l.conta_contabil === conta);

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  suporte = await signInAt(t.app, 'suporte');
  admin = await signInAt(t.app, 'admin', 'Prefeitura');
  consulta = await signInAt(t.app, 'consulta');
});
afterAll(() => t.close());

describe('conciliação contábil', () => {
  let c: Client;
  let divergente: Conciliacao;

  beforeAll(async () => {
    c = await newClient();
    // Mobiliário: 1.000,00 with 200,00 depreciated before the implantação, and 500,00; the written-off
    // 300,00 is not in the register's position. Terrenos: 10.000,00, never depreciated.
    await bem(c, c.mobiliario, { valor_aquisicao: '1000.00', saldo_implantacao: '200.00' });
    await bem(c, c.mobiliario, { valor_aquisicao: '500.00' });
    const baixado = await bem(c, c.mobiliario, { valor_aquisicao: '300.00' });
    await bem(c, c.terrenos, { valor_aquisicao: '10000.00', tipo: 'imovel' });
    // Written off straight in the table: the movement's own rules are not what this file is about.
    await t.database.db
      .update(bensPatrimoniais)
      .set({ situacao: 'baixado' })
      .where(eq(bensPatrimoniais.id, baixado.id));
  });

  it('sets each account of the register against the balancete, an account on one side only included', async () => {
    const res = await conciliar(c, [
      { conta_contabil: c.mobiliario.contaContabil, saldo: '1500.00', depreciacao: '150.00' },
      { conta_contabil: '1.2.3.1.1.99.99', saldo: '10.00' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    divergente = res.json();
    // Mobiliário: gross 1.000 + 500 = 1.500 agrees; depreciation 150 against 200: −50.
    expect(linha(divergente, c.mobiliario.contaContabil)).toEqual({
      conta_contabil: c.mobiliario.contaContabil,
      quantidade_bens: 2,
      valor_bruto: '1500.00',
      depreciacao_acumulada: '200.00',
      valor_liquido: '1300.00',
      saldo_contabil: '1500.00',
      diferenca: '0.00',
      depreciacao_contabil: '150.00',
      diferenca_depreciacao: '-50.00',
      confere: false,
    } satisfies ConciliacaoConta);
    // Terrenos is not in the balancete: zero there, −10.000. The balancete's extra account: +10.
    expect(linha(divergente, c.terrenos.contaContabil)).toMatchObject({
      quantidade_bens: 1,
      saldo_contabil: null,
      diferenca: '-10000.00',
      confere: false,
    });
    expect(linha(divergente, '1.2.3.1.1.99.99')).toMatchObject({
      quantidade_bens: 0,
      valor_bruto: '0.00',
      diferenca: '10.00',
      confere: false,
    });
    expect(divergente.total).toMatchObject({
      quantidade_bens: 3,
      valor_bruto: '11500.00',
      saldo_contabil: '1510.00',
      diferenca: '-9990.00',
      diferenca_depreciacao: '-50.00',
      confere: false,
    });
    expect([divergente.contas, divergente.contas_divergentes]).toEqual([3, 3]);
  });

  it('agrees when the balancete has every account at the register’s gross value', async () => {
    const res = await conciliar(c, [
      { conta_contabil: c.mobiliario.contaContabil, saldo: '1500.00', depreciacao: '200.00' },
      { conta_contabil: c.terrenos.contaContabil, saldo: '10000.00' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body: Conciliacao = res.json();
    expect(body.total.confere).toBe(true);
    expect(body.contas_divergentes).toBe(0);
  });

  it('keeps each conciliação as taken, the newest first in the list', async () => {
    await bem(c, c.mobiliario, { valor_aquisicao: '99.99' });
    const again = await call('GET', `${BASE}/${divergente.id}`, suporte.headers);
    expect(again.json()).toEqual(divergente);
    const list = await call('GET', `${BASE}?cliente_id=${c.id}`, suporte.headers);
    expect(list.json().data.map((x: { contas_divergentes: number }) => x.contas_divergentes)).toEqual([0, 3]);
  });

  it('moves value from net to accumulated with a depreciation run, never the gross value', async () => {
    const other = await newClient();
    // In use since twelve months before the month run: 48 months of its 60 remain at the run.
    const mm = String(PREVIOUS.mes).padStart(2, '0');
    await bem(other, other.mobiliario, {
      data_aquisicao: `${PREVIOUS.ano - 1}-${mm}-01`,
      valor_aquisicao: '1200.00',
      valor_residual: '0.00',
      vida_util_meses: 60,
      saldo_implantacao: '240.00',
    });
    const saldos = [{ conta_contabil: other.mobiliario.contaContabil, saldo: '1200.00' }];
    const before: Conciliacao = (await conciliar(other, saldos)).json();
    const config = await call('PUT', '/patrimonio/depreciacao/configuracao', suporte.headers, {
      cliente_id: other.id,
      primeiro_mes: 'integral',
      implantacao: PREVIOUS,
    });
    expect(config.statusCode, config.body).toBe(200);
    const run = await call('POST', '/patrimonio/depreciacao/processar', suporte.headers, {
      ...PREVIOUS,
      cliente_id: other.id,
      confirmado: true,
    });
    expect(run.statusCode, run.body).toBe(202);
    let after: Conciliacao = before;
    for (const deadline = Date.now() + 25_000; Date.now() < deadline; ) {
      after = (await conciliar(other, saldos)).json();
      if (after.total.depreciacao_acumulada !== before.total.depreciacao_acumulada) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // Before: 240 typed, net 960. After the month: 240 + one quota of 960 / 48 = 20 → 260, net 940.
    expect(before.total).toMatchObject({
      valor_bruto: '1200.00',
      depreciacao_acumulada: '240.00',
      valor_liquido: '960.00',
    });
    expect(after.total).toMatchObject({
      valor_bruto: '1200.00',
      depreciacao_acumulada: '260.00',
      valor_liquido: '940.00',
    });
  });

  it('prints the report as a PDF and exports its table, the total last', async () => {
    const pdf = await call('GET', `${BASE}/${divergente.id}/pdf`, suporte.headers);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Conciliação contábil');
    expect(text).toContain(`${c.mobiliario.contaContabil} *`);
    expect(text).toContain('R$ 11.500,00');
    expect(text).toContain('-R$ 9.990,00');
    expect(text).toContain('não consta');
    expect(text).toContain('O cadastro não confere com o balancete.');
    const csv = await call('GET', `${BASE}/${divergente.id}/exportar?formato=csv`, suporte.headers);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('Conta contábil;Bens;Valor bruto');
    expect(lines.at(-1)).toBe('Total;3;11500,00;200,00;11300,00;1510,00;-9990,00;150,00;-50,00;Não');
  });

  it('refuses a balancete with a repeated account, and support without the client, in Portuguese', async () => {
    const conta = c.mobiliario.contaContabil;
    const twice = await conciliar(c, [
      { conta_contabil: conta, saldo: '1.00' },
      { conta_contabil: conta, saldo: '2.00' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('Cada conta aparece uma vez no balancete');
    const noClient = await call('POST', BASE, suporte.headers, {
      data_balancete: '2026-10-31',
      saldos: [{ conta_contabil: conta, saldo: '1.00' }],
    });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().message).toContain('Informe o cliente');
  });

  it('keeps another client’s conciliação out of reach, and taking one to who may run a month', async () => {
    expect((await call('GET', `${BASE}/${divergente.id}`, admin.headers)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${divergente.id}/pdf`, admin.headers)).statusCode).toBe(404);
    const list = await call('GET', BASE, admin.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((x: { id: string }) => x.id)).not.toContain(divergente.id);
    const readOnly = await call('POST', BASE, consulta.headers, {
      data_balancete: '2026-10-31',
      saldos: [{ conta_contabil: '1.2.3.1.1.01.01', saldo: '1.00' }],
    });
    expect(readOnly.statusCode).toBe(403);
  });
});

import type { EventosContabeis, IntangiveisIndefinidos } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, exercicios } from '../../../src/db/schema.js';
import { bensPatrimoniais, categoriasBens } from '../../../src/db/schema-patrimonio.js';
import { brazilDate } from '../../../src/lib/brazil-time.js';
import { seedCategorias } from '../../../src/modules/patrimonio/categorias/categorias.seed.js';
import { companyByName, createClient, PREFEITURA } from '../../support/factories.js';
import { caller, type Headers, userWith } from '../../support/sistema.js';
import { createTestApp, signInAt, type TestApp } from '../../support/test-app.js';

/**
 * The table of events as the screen reads it (what the caller may do, the MCASP default, restoring it), the
 * categories' accumulated depreciation and impairment accounts, and the intangíveis of indefinite useful
 * life (decision 071): never amortized by the run, listed with their latest impairment test.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };

const BASE = '/patrimonio/contabilidade';
const DEP = '/patrimonio/depreciacao';
type Month = { ano: number; mes: number };
const HOJE = brazilDate(new Date());
const CUR: Month = { ano: Number(HOJE.slice(0, 4)), mes: Number(HOJE.slice(5, 7)) };
const T = { reducao: 6, estorno: 11 };

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
  const [software] = await db
    .insert(categoriasBens)
    .values({
      clientId: client.id,
      nome: 'Softwares e marcas',
      tipoBem: 'intangivel',
      contaContabil: '1.2.4.1.1.01.00',
      vidaUtilAnos: 5,
      valorResidualPercentual: '0.00',
      depreciavel: true,
    })
    .returning();
  const [mobiliario] = await db
    .select()
    .from(categoriasBens)
    .where(and(eq(categoriasBens.clientId, client.id), eq(categoriasBens.nome, 'Mobiliário em geral')));
  const res = await call('PUT', `${DEP}/configuracao`, suporte.headers, {
    cliente_id: client.id,
    primeiro_mes: 'integral',
    implantacao: CUR,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: client.id, deptId: dept!.id, software: software!, mobiliario: mobiliario! };
}
type Client = Awaited<ReturnType<typeof newClient>>;

const bemBody = (c: Client, o: Record<string, unknown>) => ({
  descricao: 'Intangível',
  categoria_id: c.software.id,
  tipo: 'intangivel',
  estado_conservacao: 'novo',
  TipoIncorporacao: 1,
  secretaria_id: c.deptId,
  data_aquisicao: `${CUR.ano}-${String(CUR.mes).padStart(2, '0')}-01`,
  ...o,
});
async function bem(c: Client, o: Record<string, unknown>) {
  const res = await call('POST', '/patrimonio/bempatrimonial/create', suporte.headers, bemBody(c, o));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; CodigoBEM: number; vida_util_indefinida: boolean };
}
async function moved(b: { id: string }, body: Record<string, unknown>) {
  const res = await call('POST', '/patrimonio/movimentacaobem/create', suporte.headers, {
    bempatrimonial_id: b.id,
    ...body,
  });
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
      return;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('a execução não terminou em 25 s');
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  suporte = await signInAt(t.app, 'suporte');
});
afterAll(() => t.close());

describe('the table of events on screen', () => {
  it('says who may edit it, with the rule that guards the writes, and restores the MCASP default', async () => {
    const clientId = (await companyByName(t.database.db, PREFEITURA)).id;
    const reader = await userWith(t, {
      companyId: clientId,
      clientId,
      rules: ['depreciations:read'],
      flags: { hasPatrimonio: true },
    });
    const editor = await userWith(t, {
      companyId: clientId,
      clientId,
      rules: ['depreciations:read', 'depreciations:update'],
      flags: { hasPatrimonio: true },
    });
    const read = await call('GET', `${BASE}/eventos`, reader.headers);
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json() as EventosContabeis).acoes).toEqual({ editar: false });
    expect((read.json() as EventosContabeis).data.find((e) => e.evento === 'reducao')).toMatchObject({
      debito: '3.6.1.7.1.00.00',
      credito: '[reducao]',
      proprio: false,
      padrao: { debito: '3.6.1.7.1.00.00', credito: '[reducao]' },
    });
    // What the list denies, the API refuses.
    expect((await call('DELETE', `${BASE}/eventos/reducao`, reader.headers)).statusCode).toBe(403);

    const own = { debito: '3.6.1.7.1.01.00', credito: '[reducao]', historico: 'Perda por impairment' };
    const put = await call('PUT', `${BASE}/eventos/reducao`, editor.headers, own);
    expect(put.statusCode, put.body).toBe(200);
    const saved = put.json() as EventosContabeis;
    expect(saved.acoes).toEqual({ editar: true });
    expect(saved.data.find((e) => e.evento === 'reducao')).toMatchObject({ ...own, proprio: true });

    const restored = await call('DELETE', `${BASE}/eventos/reducao`, editor.headers);
    expect(restored.statusCode, restored.body).toBe(200);
    const reducao = (restored.json() as EventosContabeis).data.find((e) => e.evento === 'reducao')!;
    expect(reducao).toMatchObject({ debito: '3.6.1.7.1.00.00', proprio: false });
    expect(reducao.historico).toBe(reducao.padrao.historico);
    // Again: nothing to restore, the same table.
    expect((await call('DELETE', `${BASE}/eventos/reducao`, editor.headers)).statusCode).toBe(200);
    expect((await call('DELETE', `${BASE}/eventos/nao_existe`, editor.headers)).statusCode).toBe(404);

    const bad = await call('PUT', `${BASE}/eventos/reducao`, editor.headers, { ...own, credito: '[outra]' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Conta de crédito: use uma conta do PCASP (ex.: 3.3.3.1.1.00.00) ou uma conta da categoria do bem.',
    );
  });
});

describe('the categories’ accounts', () => {
  it('takes the accumulated depreciation and the impairment accounts, PCASP-checked, and answers them', async () => {
    const c = await newClient();
    const body = {
      cliente_id: c.id,
      nome: 'Licenças perpétuas',
      tipo_bem: 'intangivel',
      conta_contabil: '1.2.4.1.1.02.00',
      conta_depreciacao: '1.2.4.8.1.02.00',
      conta_reducao: '1.2.4.9.1.02.00',
      vida_util_anos: 0,
      valor_residual_percentual: '0',
      depreciavel: false,
    };
    const created = await call('POST', '/patrimonio/categoriabem/create', suporte.headers, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      conta_depreciacao: '1.2.4.8.1.02.00',
      conta_reducao: '1.2.4.9.1.02.00',
    });
    const { cliente_id: _, ...edit } = body;
    const put = await call('PUT', `/patrimonio/categoriabem/${created.json().id}`, suporte.headers, {
      ...edit,
      conta_reducao: '1.2.4.9.1.03.00',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      conta_depreciacao: '1.2.4.8.1.02.00',
      conta_reducao: '1.2.4.9.1.03.00',
    });
    const bad = await call('POST', '/patrimonio/categoriabem/create', suporte.headers, {
      ...body,
      nome: 'Outra',
      conta_reducao: '1249',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      {
        path: 'conta_reducao',
        message: 'A conta de redução ao valor recuperável: use o formato do PCASP, ex.: 1.2.3.1.1.01.01.',
      },
    ]);
  });
});

describe('intangíveis of indefinite useful life', () => {
  let c: Client;
  let finita: { id: string; CodigoBEM: number };
  let pendente: { id: string; CodigoBEM: number };
  let testada: { id: string; CodigoBEM: number };
  let estornada: { id: string; CodigoBEM: number };

  beforeAll(async () => {
    c = await newClient();
    finita = await bem(c, { descricao: 'Sistema de protocolo', valor_aquisicao: '6000.00' });
    pendente = await bem(c, {
      descricao: 'Marca do município',
      valor_aquisicao: '9000.00',
      vida_util_indefinida: true,
    });
    testada = await bem(c, {
      descricao: 'Direito de uso perpétuo',
      valor_aquisicao: '4000.00',
      vida_util_indefinida: true,
    });
    estornada = await bem(c, {
      descricao: 'Licença perpétua',
      valor_aquisicao: '1000.00',
      vida_util_indefinida: true,
    });
    await moved(testada, { TipoMovimentacao: T.reducao, Valor: '3500.00' });
    await moved(estornada, { TipoMovimentacao: T.reducao, Valor: '900.00' });
    await moved(estornada, { TipoMovimentacao: T.estorno });
    await processar(c, CUR);
  });

  it('refuses the flag on an asset that is not an intangível, and an asset that stops being one loses it', async () => {
    // A client of its own: the month of the one above is processed (no asset may enter it now).
    const c = await newClient();
    const res = await call(
      'POST',
      '/patrimonio/bempatrimonial/create',
      suporte.headers,
      bemBody(c, {
        categoria_id: c.mobiliario.id,
        tipo: 'movel',
        valor_aquisicao: '10.00',
        vida_util_indefinida: true,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'vida_util_indefinida', message: 'Só um bem intangível pode ter vida útil indefinida.' },
    ]);
    const b = await bem(c, {
      descricao: 'A reclassificar',
      valor_aquisicao: '10.00',
      vida_util_indefinida: true,
    });
    expect(b.vida_util_indefinida).toBe(true);
    const put = await call(
      'PUT',
      `/patrimonio/bempatrimonial/${b.id}`,
      suporte.headers,
      bemBody(c, {
        id: b.id,
        descricao: 'A reclassificar',
        valor_aquisicao: '10.00',
        categoria_id: c.mobiliario.id,
        tipo: 'movel',
      }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().vida_util_indefinida).toBe(false);
  });

  it('is never amortized by the run: no quota, its reason, its value whole, out of the amortization event', async () => {
    const res = await call(
      'GET',
      `${DEP}/${CUR.mes}/${CUR.ano}/itens?limit=100&cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const itens = new Map(
      (
        res.json().data as { CodigoBEM: number; quota: string; valor_atual: string; motivo: string | null }[]
      ).map((i) => [i.CodigoBEM, i]),
    );
    // 6000.00 / 60 months = 100.00 in the first month (integral).
    expect(itens.get(finita.CodigoBEM)).toMatchObject({ quota: '100.00', motivo: null });
    expect(itens.get(pendente.CodigoBEM)).toMatchObject({
      quota: '0.00',
      valor_atual: '9000.00',
      motivo: 'vida_util_indefinida',
    });
    expect(itens.get(testada.CodigoBEM)).toMatchObject({ quota: '0.00', valor_atual: '3500.00' });
    const [row] = await t.database.db
      .select({ v: bensPatrimoniais.valorAtual })
      .from(bensPatrimoniais)
      .where(eq(bensPatrimoniais.id, pendente.id));
    expect(row!.v).toBe('9000.00');
    const page = await call(
      'GET',
      `${BASE}/lancamentos?ano=${CUR.ano}&mes=${CUR.mes}&limit=100&cliente_id=${c.id}`,
      suporte.headers,
    );
    const amortizacao = page.json().data.filter((l: { evento: string }) => l.evento === 'amortizacao');
    expect(amortizacao.map((l: { valor: string }) => l.valor)).toEqual(['100.00']);
  });

  it('lists each one with its value and its latest impairment, the annual test pending when none is this year', async () => {
    const res = await call('GET', `${BASE}/intangiveis-indefinidos?cliente_id=${c.id}`, suporte.headers);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as IntangiveisIndefinidos;
    expect(r.exercicio).toBe(CUR.ano);
    expect(r.data.map((d) => [d.codigo_bem, d.valor_atual, d.ultima_reducao, d.teste_pendente])).toEqual([
      [pendente.CodigoBEM, '9000.00', null, true],
      [testada.CodigoBEM, '3500.00', HOJE, false],
      // The impairment reversed is no test.
      [estornada.CodigoBEM, '1000.00', null, true],
    ]);
    expect(r).toMatchObject({ valor_total: '13500.00', pendentes: 2 });
    expect(r.data[0]).toMatchObject({ categoria: 'Softwares e marcas', conta_contabil: '1.2.4.1.1.01.00' });

    const xlsx = await call(
      'GET',
      `${BASE}/intangiveis-indefinidos/exportar?formato=csv&cliente_id=${c.id}`,
      suporte.headers,
    );
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.body).toContain('Teste anual pendente');
    expect(xlsx.body).toContain(`${HOJE.split('-').reverse().join('/')};Testado no exercício`);
  });

  it('is read with the depreciation’s rules only, in the caller’s own client', async () => {
    const clientId = (await companyByName(t.database.db, PREFEITURA)).id;
    const none = await userWith(t, {
      companyId: clientId,
      clientId,
      rules: ['assets:read'],
      flags: { hasPatrimonio: true },
    });
    expect((await call('GET', `${BASE}/intangiveis-indefinidos`, none.headers)).statusCode).toBe(403);
    const admin = await signInAt(t.app, 'admin', 'Prefeitura');
    expect(
      (await call('GET', `${BASE}/intangiveis-indefinidos?cliente_id=${c.id}`, admin.headers)).statusCode,
    ).toBe(404);
  });
});

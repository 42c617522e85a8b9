import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../src/db/schema.js';
import { obras } from '../../src/db/schema-obras.js';
import { bensPatrimoniais, depreciacoesMeses, localizacoesImoveis } from '../../src/db/schema-patrimonio.js';
import { brazilDate } from '../../src/lib/brazil-time.js';
import { INCORPORAR_SEM_PATRIMONIO } from '../../src/modules/obras/incorporacao.service.js';
import { companyByName, createLocation, createUser } from '../support/factories.js';
import { iniciarObra, receberObra } from '../support/obras.js';
import { bemBody, expectAskedToConfirm, type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import { type caller, type Headers, otherApplicationSupport, signInTo } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * A work received definitively enters the asset register (docs/domain.md, "Obras"): as a new imóvel or as
 * an improvement of an existing one, once, in one transaction, only for a caller with the patrimônio area.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };
let edificacoes: string;

beforeAll(async () => {
  ({ t, call, ids, suporte } = await patrimonioApp());
  const res = await call('POST', '/patrimonio/categoriabem/create', suporte.headers, {
    cliente_id: ids.prefeituraId,
    nome: 'Edificações',
    tipo_bem: 'imovel',
    conta_contabil: '1.2.3.2.1.01.01',
    vida_util_anos: 50,
    valor_residual_percentual: '10.00',
    depreciavel: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  edificacoes = res.json().id;
});
afterAll(() => t.close());

const hoje = () => brazilDate(new Date());
let seq = 0;

/**
 * A work of the Prefeitura with a measurement of `medido`, started and received by its records (docs/domain.md,
 * "Recebimento da obra"): definitively unless `recebimento` says (null: not received).
 */
async function obraRecebida(
  medido = '150000.00',
  recebimento: 'provisorio' | 'definitivo' | null = 'definitivo',
) {
  const created = await call('POST', '/obras/obra/create', suporte.headers, {
    numero: `INC-${++seq}/2026`,
    objeto: 'Construção da Unidade Básica de Saúde do bairro Jardim',
    tipo: 'construcao',
    cep: '01001-000',
    endereco: 'Rua das Palmeiras, 45',
    bairro: 'Jardim',
    cidade: 'Exemplo',
    uf: 'SP',
    latitude: -23.55052,
    longitude: -46.633308,
    secretaria_id: ids.saude.id,
    valor_contratado: '200000.00',
    data_inicio: '2026-01-10',
    cliente_id: ids.prefeituraId,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const medicao = await call('POST', '/obras/medicao/create', suporte.headers, {
    obra_id: id,
    tipo: 1,
    periodo_inicio: '2026-02-01',
    periodo_fim: '2026-02-28',
    data_entrega: '2026-03-05',
    valor: medido,
  });
  expect(medicao.statusCode, medicao.body).toBe(201);
  if (recebimento) {
    await iniciarObra(call, suporte.headers, id);
    await receberObra(call, suporte.headers, id, recebimento);
  }
  return id;
}

const incorporar = (id: string, body: Record<string, unknown>, headers = suporte.headers) =>
  call('POST', `/obras/obra/incorporar/${id}`, headers, { data_incorporacao: hoje(), ...body });

async function imovel(overrides: Record<string, unknown> = {}) {
  const res = await call(
    'POST',
    '/patrimonio/bempatrimonial/create',
    suporte.headers,
    bemBody(ids, {
      descricao: 'Prédio da Secretaria de Saúde',
      tipo: 'imovel',
      categoria_id: edificacoes,
      valor_aquisicao: '500000.00',
      nota_fiscal_chave: undefined,
      ...overrides,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; CodigoBEM: number };
}

async function bensDaPrefeitura() {
  return t.database.db
    .select({ id: bensPatrimoniais.id })
    .from(bensPatrimoniais)
    .where(eq(bensPatrimoniais.clientId, ids.prefeituraId));
}

describe('new imóvel', () => {
  it('creates the imóvel with Σ measured, its movement and location, and links both ways', async () => {
    const id = await obraRecebida('150000.00');
    const res = await incorporar(id, { modo: 'imovel' });
    expect(res.statusCode, res.body).toBe(201);
    const obra = res.json();
    expect(obra.bem).toMatchObject({
      incorporacao: 'imovel',
      descricao: 'Construção da Unidade Básica de Saúde do bairro Jardim',
    });
    const bemId = obra.bem.id as string;

    const got = await call('GET', `/obras/obra/${id}`, suporte.headers);
    expect(got.json().bem).toEqual(obra.bem);

    const bem = (await call('GET', `/patrimonio/bempatrimonial/${bemId}`, suporte.headers)).json();
    expect(bem).toMatchObject({
      tipo: 'imovel',
      categoria_id: edificacoes,
      secretaria_id: ids.saude.id,
      valor_aquisicao: '150000.00',
      valor_atual: '150000.00',
      valor_residual: '15000.00',
      vida_util_meses: 600,
      TipoIncorporacao: 6,
      data_incorporacao: hoje(),
      CodigoBEM: obra.bem.CodigoBEM,
      obras: [
        {
          id,
          numero: expect.stringMatching(/^INC-/),
          objeto: 'Construção da Unidade Básica de Saúde do bairro Jardim',
          incorporacao: 'imovel',
        },
      ],
    });
    expect(bem.localizacao).toMatchObject({
      descricao: 'Construção da Unidade Básica de Saúde do bairro Jardim',
      endereco: 'Rua das Palmeiras, 45',
      bairro: 'Jardim',
      cep: '01001000',
      municipio: 'Exemplo',
      uf: 'SP',
      latitude: '-23.550520',
      longitude: '-46.633308',
    });
    const historia = (await call('GET', `/patrimonio/movimentacaobem/${bemId}`, suporte.headers)).json();
    expect(historia.map((m: { TipoMovimentacao: number }) => m.TipoMovimentacao)).toEqual([1]);
    const [row] = await t.database.db.select().from(obras).where(eq(obras.id, id));
    expect(row).toMatchObject({ bemId, bemIncorporacao: 'imovel' });
  });

  it('takes the value, category, description and setor the user chose', async () => {
    const id = await obraRecebida('80000.00');
    const res = await incorporar(id, {
      modo: 'imovel',
      valor: '81234.56',
      categoria_id: ids.terrenos,
      descricao: 'UBS Jardim',
    });
    expect(res.statusCode, res.body).toBe(201);
    const bem = (
      await call('GET', `/patrimonio/bempatrimonial/${res.json().bem.id}`, suporte.headers)
    ).json();
    expect(bem).toMatchObject({
      descricao: 'UBS Jardim',
      categoria_id: ids.terrenos,
      valor_aquisicao: '81234.56',
    });
  });

  it('asks to confirm an imóvel above the client’s ceiling; confirmed, it is incorporated', async () => {
    const id = await obraRecebida('80000.00');
    const body = { modo: 'imovel', valor: '10000000.01', categoria_id: ids.terrenos };
    const asked = await incorporar(id, body);
    expectAskedToConfirm(asked, 'O valor do imóvel da obra', '10.000.000,01');
    // Nothing was written: the work is still to incorporate.
    const ok = await incorporar(id, { ...body, confirmar_valor: true });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses a category of movable assets (400) and a value of zero (400)', async () => {
    const id = await obraRecebida();
    const movel = await incorporar(id, { modo: 'imovel', categoria_id: ids.mobiliario });
    expect(movel.statusCode).toBe(400);
    expect(movel.json().issues[0]).toEqual({
      path: 'categoria_id',
      message: 'A categoria "Mobiliário em geral" não é de bens imóveis.',
    });
    const zero = await incorporar(id, { modo: 'imovel', valor: '0.00' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().issues[0].message).toBe('O valor da incorporação deve ser maior que zero.');
  });
});

describe('melhoria', () => {
  it('raises the imóvel’s value by a revaluation and links the work to it', async () => {
    const predio = await imovel();
    const id = await obraRecebida('30000.00');
    const res = await incorporar(id, { modo: 'melhoria', bem_id: predio.id, valor: '25000.50' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().bem).toEqual({
      id: predio.id,
      CodigoBEM: predio.CodigoBEM,
      descricao: 'Prédio da Secretaria de Saúde',
      incorporacao: 'melhoria',
    });
    const bem = (await call('GET', `/patrimonio/bempatrimonial/${predio.id}`, suporte.headers)).json();
    expect(bem.valor_atual).toBe('525000.50');
    expect(bem.obras).toEqual([expect.objectContaining({ id, incorporacao: 'melhoria' })]);
    const historia = (await call('GET', `/patrimonio/movimentacaobem/${predio.id}`, suporte.headers)).json();
    expect(historia[0]).toMatchObject({ TipoMovimentacao: 5, Valor: '525000.50' });
  });

  it('asks to confirm an improvement that takes the imóvel above the client’s ceiling', async () => {
    const predio = await imovel();
    const id = await obraRecebida('30000.00');
    const body = { modo: 'melhoria', bem_id: predio.id, valor: '9600000.00' };
    const asked = await incorporar(id, body);
    expectAskedToConfirm(asked, 'O valor reavaliado', '10.100.000,00');
    const before = (await call('GET', `/patrimonio/bempatrimonial/${predio.id}`, suporte.headers)).json();
    expect(before.valor_atual).toBe('500000.00');
    const ok = await incorporar(id, { ...body, confirmar_valor: true });
    expect(ok.statusCode, ok.body).toBe(201);
    const after = (await call('GET', `/patrimonio/bempatrimonial/${predio.id}`, suporte.headers)).json();
    expect(after.valor_atual).toBe('10100000.00');
  });

  it('refuses another client’s asset (404), a movable asset and a baixado imóvel (409)', async () => {
    const id = await obraRecebida();
    const camara = await call(
      'POST',
      '/patrimonio/bempatrimonial/create',
      suporte.headers,
      bemBody(ids, {
        categoria_id: ids.mobiliarioCamara,
        secretaria_id: ids.camaraDeptId,
        setor_id: undefined,
      }),
    );
    expect(camara.statusCode, camara.body).toBe(201);
    const outro = await incorporar(id, { modo: 'melhoria', bem_id: camara.json().id });
    expect(outro.statusCode).toBe(404);
    expect(outro.json().message).toBe('Bem patrimonial não encontrado.');

    const cadeira = await call('POST', '/patrimonio/bempatrimonial/create', suporte.headers, bemBody(ids));
    const movel = await incorporar(id, { modo: 'melhoria', bem_id: cadeira.json().id });
    expect(movel.statusCode).toBe(409);
    expect(movel.json().message).toMatch(/não é um imóvel/);

    const baixado = await imovel();
    const baixa = await call('POST', '/patrimonio/movimentacaobem/create', suporte.headers, {
      bempatrimonial_id: baixado.id,
      TipoMovimentacao: 4,
      MotivoBaixa: 4,
    });
    expect(baixa.statusCode, baixa.body).toBe(201);
    const closed = await incorporar(id, { modo: 'melhoria', bem_id: baixado.id });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Este bem está baixado: só aceita o estorno da baixa.');

    const semBem = await incorporar(id, { modo: 'melhoria' });
    expect(semBem.statusCode).toBe(400);
    expect(semBem.json().issues[0]).toEqual({
      path: 'bem_id',
      message: 'Escolha o imóvel que a obra melhorou.',
    });
    const [row] = await t.database.db.select().from(obras).where(eq(obras.id, id));
    expect(row?.bemId).toBeNull();
  });
});

describe('refusals', () => {
  it('refuses a work not received definitively and a work already incorporated (409)', async () => {
    const aberta = await obraRecebida('1000.00', 'provisorio');
    const res = await incorporar(aberta, { modo: 'imovel' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Só uma obra recebida definitivamente pode ser incorporada ao patrimônio.',
      code: 'OBRA_NAO_RECEBIDA',
    });
    const id = await obraRecebida('1000.00');
    expect((await incorporar(id, { modo: 'imovel' })).statusCode).toBe(201);
    const again = await incorporar(id, { modo: 'imovel' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta obra já foi incorporada ao patrimônio.');
  });

  it('refuses support without the patrimônio area at its location (403) and another application (404)', async () => {
    const id = await obraRecebida('1000.00');
    const db = t.database.db;
    const office = await companyByName(db, 'Gestão Pública Suporte Ltda');
    const user = await createUser(db);
    const local = await createLocation(db, {
      userId: user.id,
      companyId: office.id,
      isSuporte: true,
      hasObras: true,
      hasPatrimonio: false,
    });
    const semPatrimonio = await signInTo(t, user, local.id);
    expect((await call('GET', `/obras/obra/${id}`, semPatrimonio.headers)).statusCode).toBe(200);
    const res = await incorporar(id, { modo: 'imovel' }, semPatrimonio.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(INCORPORAR_SEM_PATRIMONIO);

    const other = await otherApplicationSupport(t);
    await db
      .update(locations)
      .set({ hasObras: true, hasPatrimonio: true })
      .where(eq(locations.id, other.localId));
    expect((await incorporar(id, { modo: 'imovel' }, other.headers)).statusCode).toBe(404);
  });

  it('leaves nothing behind when the movement is refused after the asset was written', async () => {
    const id = await obraRecebida('1000.00');
    const antes = (await bensDaPrefeitura()).length;
    const [ano, mes] = hoje().split('-').map(Number) as [number, number];
    const db = t.database.db;
    // The current month processed in the depreciation: the incorporation movement is refused.
    await db.insert(depreciacoesMeses).values({
      clientId: ids.prefeituraId,
      ano,
      mes,
      estado: 'processado',
      valorDepreciado: '0',
      valorImplantacao: '0',
      quantidadeBens: 0,
      quantidadeItens: 0,
      processadoEm: new Date(),
    });
    try {
      const res = await incorporar(id, { modo: 'imovel' });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('MES_DEPRECIADO');
      // Who can reverse the month, by name (a works user may not open that page), and the link to it.
      expect(res.json().message).toContain(
        'Pode estornar, em Patrimônio › Depreciação: o suporte ou quem tem a permissão Depreciação › Excluir no Patrimônio (Administrador da Prefeitura',
      );
      expect(res.json().link).toEqual({
        href: `/app/patrimonio/depreciacao?ano=${ano}`,
        label: `Abrir a depreciação de ${ano}`,
      });
    } finally {
      await db
        .delete(depreciacoesMeses)
        .where(
          and(
            eq(depreciacoesMeses.clientId, ids.prefeituraId),
            eq(depreciacoesMeses.ano, ano),
            eq(depreciacoesMeses.mes, mes),
          ),
        );
    }
    expect((await bensDaPrefeitura()).length).toBe(antes);
    const [row] = await db.select().from(obras).where(eq(obras.id, id));
    expect(row?.bemId).toBeNull();
    const locs = await db
      .select()
      .from(localizacoesImoveis)
      .where(eq(localizacoesImoveis.endereco, 'Rua das Palmeiras, 45'));
    const bens = new Set((await bensDaPrefeitura()).map((b) => b.id));
    expect(locs.every((l) => bens.has(l.bemId))).toBe(true);
    // Afterwards the same work is incorporated normally.
    expect((await incorporar(id, { modo: 'imovel' })).statusCode).toBe(201);
  });

  it('lets one of two concurrent incorporations of a work through and refuses the other (409)', async () => {
    const id = await obraRecebida('2000.00');
    const antes = (await bensDaPrefeitura()).length;
    const answers = await Promise.all([
      incorporar(id, { modo: 'imovel' }),
      incorporar(id, { modo: 'imovel' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await bensDaPrefeitura()).length).toBe(antes + 1);
  });
});

import { ALL_RULES, type Bem } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema.js';
import { bensContagens, bensPatrimoniais, categoriasBens } from '../../../src/db/schema-patrimonio.js';
import { createClient } from '../../support/factories.js';
import {
  bemBody,
  createBem,
  expectFieldErrors,
  fornecedorBody,
  HUGE_INTEGERS,
  issuePaths,
  jsonWith,
  type PatrimonioIds,
  patrimonioApp,
} from '../../support/patrimonio.js';
import { type caller, type Headers, SAMPLE, upload, userWith } from '../../support/sistema.js';
import type { TestApp } from '../../support/test-app.js';
import { OFFICE_SAMPLE } from '../../support/zip.js';

/** Assets, categories, the asset form's utils, files and the change history. */
let t: TestApp;
let ids: PatrimonioIds;
type Who = { headers: Headers };
let admin: Who;
let adminCamara: Who;
let consulta: Who;
let suporte: Who;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara, consulta, suporte } = await patrimonioApp());
});
afterAll(() => t.close());

async function created(overrides: Record<string, unknown> = {}): Promise<Bem> {
  const res = await createBem(t, admin.headers, bemBody(ids, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const list = (query: string, headers: Headers = admin.headers) =>
  call('GET', `/patrimonio/bempatrimonial${query ? `?${query}` : ''}`, headers);
const codes = (res: { json(): { data: { CodigoBEM: number }[] } }) => res.json().data.map((b) => b.CodigoBEM);

describe('GET /utils/bempatrimonial', () => {
  it('gives the form its option lists and the next code of the caller client', async () => {
    const res = await call('GET', '/utils/bempatrimonial', admin.headers);
    expect(res.statusCode).toBe(200);
    const utils = res.json();
    expect(utils.cliente_id).toBe(ids.prefeituraId);
    expect(utils.proximoCodigo).toBe(1);
    expect(utils.categorias).toHaveLength(16);
    expect(utils.categorias).toContainEqual(
      expect.objectContaining({ nome: 'Equipamentos de processamento de dados', vida_util_anos: 5 }),
    );
    expect(utils.tiposIncorporacao.map((x: { id: number }) => x.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(utils.tiposMovimentacao).toHaveLength(13);
    expect(utils.tiposMovimentacao[1]).toMatchObject({ id: 2, efeito: 'transferencia', exige_destino: true });
    expect(utils.motivosBaixa).toHaveLength(8);
    expect(utils.secretarias).toHaveLength(3);
    expect(utils.setores).toHaveLength(6);
    expect(utils.situacoes.map((s: { value: string }) => s.value)).toContain('baixado');
  });

  it('is readable by consulta; support names the client; another client is not found', async () => {
    expect((await call('GET', '/utils/bempatrimonial', consulta.headers)).statusCode).toBe(200);
    const noClient = await call('GET', '/utils/bempatrimonial', suporte.headers);
    expect(noClient.statusCode).toBe(400);
    expect(issuePaths(noClient)).toEqual(['cliente_id']);
    const camara = await call('GET', `/utils/bempatrimonial?cliente_id=${ids.camaraId}`, suporte.headers);
    expect(camara.json()).toMatchObject({
      cliente_id: ids.camaraId,
      secretarias: [{ id: ids.camaraDeptId }],
    });
    expect(
      (await call('GET', `/utils/bempatrimonial?cliente_id=${ids.camaraId}`, admin.headers)).statusCode,
    ).toBe(404);
  });

  it('refuses a location without the patrimônio flag, whatever its rules', async () => {
    const noFlag = await userWith(t, {
      companyId: ids.prefeituraId,
      clientId: ids.prefeituraId,
      rules: ALL_RULES,
    });
    const res = await call('GET', '/utils/bempatrimonial', noFlag.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Patrimônio/);
    expect((await list('', noFlag.headers)).statusCode).toBe(403);
  });
});

describe('POST /patrimonio/bempatrimonial/create', () => {
  it('creates with the sequence code and the category defaults, exact money, the incorporation and an audit entry', async () => {
    const bem = await created();
    expect(bem).toMatchObject({
      cliente_id: ids.prefeituraId,
      CodigoBEM: 1,
      situacao: 'em_uso',
      valor_aquisicao: '1234.56',
      valor_residual: '123.46',
      valor_atual: '1234.56',
      vida_util_meses: 120,
      depreciavel: true,
      conta_contabil: '1.2.3.1.1.03.03',
      data_incorporacao: '2024-03-15',
      categoria: { nome: 'Mobiliário em geral' },
      secretaria: { id: ids.adm.id },
      setor: { id: ids.adm.setores[0] },
    });
    const history = await call('GET', `/patrimonio/movimentacaobem/${bem.id}`, admin.headers);
    expect(history.json()).toEqual([
      expect.objectContaining({
        TipoMovimentacao: 1,
        CodigoBEM: 1,
        Valor: '1234.56',
        ContaContabil: 123110303,
      }),
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'asset'), eq(auditLog.entityId, bem.id)));
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect((await call('GET', '/utils/bempatrimonial', admin.headers)).json().proximoCodigo).toBe(2);
  });

  it('asks to confirm a value above the client’s plausibility ceiling, on create and on a change of value', async () => {
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(bensPatrimoniais)
          .where(eq(bensPatrimoniais.clientId, ids.prefeituraId))
      ).length;
    const before = await count();
    // The default ceiling: R$ 10.000.000,00. A typo of a few digits is not saved silently.
    const huge = await createBem(t, admin.headers, bemBody(ids, { valor_aquisicao: '9999999999999.99' }));
    expect(huge.statusCode).toBe(409);
    expect(huge.json()).toMatchObject({
      code: 'CONFIRMAR_VALOR',
      confirmar: true,
      message:
        'O valor de aquisição, R$ 9.999.999.999.999,99, passa do teto de plausibilidade de um bem deste ' +
        'cliente (R$ 10.000.000,00). Confira o valor: se estiver correto, confirme para salvar.',
    });
    expect(await count()).toBe(before);
    // At the ceiling: saved without asking; above it and confirmed: saved.
    expect(
      (await createBem(t, admin.headers, bemBody(ids, { valor_aquisicao: '10000000.00' }))).statusCode,
    ).toBe(201);
    const confirmed = await createBem(
      t,
      admin.headers,
      bemBody(ids, { valor_aquisicao: '10000000.01', confirmar_valor: true }),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);

    // The client's own ceiling (support edits the client): R$ 50.000,00.
    const prefeitura = (await call('GET', `/empresas/${ids.prefeituraId}`, suporte.headers)).json();
    const setTeto = (tetoValorBem: string | null) =>
      call('PUT', `/empresas/${ids.prefeituraId}`, suporte.headers, { ...prefeitura, tetoValorBem });
    expect((await setTeto('0')).statusCode).toBe(400);
    const set = await setTeto('50000.00');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().tetoValorBem).toBe('50000.00');
    try {
      const bem = await created({ valor_aquisicao: '40000.00' });
      const edit = (valor: string, extra: Record<string, unknown> = {}) =>
        call('PUT', `/patrimonio/bempatrimonial/${bem.id}`, admin.headers, {
          ...bemBody(ids),
          id: bem.id,
          valor_aquisicao: valor,
          ...extra,
        });
      const above = await edit('60000.00');
      expect(above.statusCode).toBe(409);
      expect(above.json().message).toContain('(R$ 50.000,00)');
      expect((await edit('60000.00', { confirmar_valor: true })).statusCode).toBe(200);
      // Its value unchanged, an asset above the ceiling is edited without asking again.
      expect((await edit('60000.00', { descricao: 'Outra descrição' })).statusCode).toBe(200);
    } finally {
      expect((await setTeto(null)).statusCode).toBe(200);
    }
  });

  it('keeps a code given by the user and moves the sequence past it; a taken code is a conflict', async () => {
    const given = await created({ CodigoBEM: 500 });
    expect(given.CodigoBEM).toBe(500);
    expect((await created()).CodigoBEM).toBe(501);
    // A code behind the sequence (an old plaqueta) is kept and does not move it back.
    expect((await created({ CodigoBEM: 300 })).CodigoBEM).toBe(300);
    expect((await created()).CodigoBEM).toBe(502);
    const dup = await createBem(t, admin.headers, bemBody(ids, { CodigoBEM: 500 }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/código 500/);
  });

  it('accepts money as a number only when nothing is lost', async () => {
    expect((await created({ valor_aquisicao: 99.9 })).valor_aquisicao).toBe('99.90');
    const float = await createBem(t, admin.headers, bemBody(ids, { valor_aquisicao: 0.1 + 0.2 }));
    expect(float.statusCode).toBe(400);
    expect(issuePaths(float)).toEqual(['valor_aquisicao']);
  });

  it('validates fields, dates, money, the NF-e key and that the category fits the kind', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ valor_aquisicao: '12,50' }, 'valor_aquisicao'],
      [{ valor_aquisicao: '-1.00' }, 'valor_aquisicao'],
      [{ data_aquisicao: '2023-02-30' }, 'data_aquisicao'],
      [{ data_aquisicao: '1899-12-31' }, 'data_aquisicao'],
      [{ data_incorporacao: '2024-01-01' }, 'data_incorporacao'],
      [{ descricao: '   ' }, 'descricao'],
      [{ estado_conservacao: 'otimo demais' }, 'estado_conservacao'],
      [{ situacao: 'baixado' }, 'situacao'],
      [{ CodigoBEM: 1.5 }, 'CodigoBEM'],
      [{ categoria_id: 'nao-e-uuid' }, 'categoria_id'],
      [{ nota_fiscal_chave: '3'.repeat(44) }, 'nota_fiscal_chave'],
      [{ valor_residual: '2000.00' }, 'valor_residual'],
      [{ setor_id: ids.saude.setores[0] }, 'setor_id'],
      [{ tipo: 'imovel' }, 'tipo'],
      [
        { veiculo: { tipo: 'veiculo', placa: 'ABC1234' }, tipo: 'imovel', categoria_id: ids.terrenos },
        'veiculo',
      ],
    ];
    await expectFieldErrors(cases, (overrides) => createBem(t, admin.headers, bemBody(ids, overrides)));
  });

  it('refuses an integer past its column with 400 naming the field, on create and update', async () => {
    const bem = await created();
    const fields = [
      ['TipoIncorporacao', 'Tipo de incorporação inválido.'],
      ['CodigoBEM', 'O código do bem (CodigoBEM) é grande demais.'],
      ['vida_util_meses', 'A vida útil deve ser de no máximo 1200 meses.'],
    ] as const;
    for (const [field, message] of fields) {
      for (const literal of HUGE_INTEGERS) {
        const create = jsonWith(admin.headers, bemBody(ids), field, literal);
        const update = jsonWith(admin.headers, { ...bemBody(ids), id: bem.id }, field, literal);
        for (const res of [
          await t.app.inject({ method: 'POST', url: '/patrimonio/bempatrimonial/create', ...create }),
          await t.app.inject({ method: 'PUT', url: `/patrimonio/bempatrimonial/${bem.id}`, ...update }),
        ]) {
          expect(res.statusCode, `${field}: ${literal} ${res.body}`).toBe(400);
          expect(res.json(), `${field}: ${literal}`).toEqual({
            status: 'Error',
            request_id: expect.any(String),
            message,
            issues: [{ path: field, message }],
          });
        }
      }
    }
  });

  it("answers 404 for another client's secretaria, category or NCM, and refuses consulta", async () => {
    for (const overrides of [
      { secretaria_id: ids.camaraDeptId, setor_id: null },
      { categoria_id: ids.mobiliarioCamara },
      { fornecedor_id: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const res = await createBem(t, admin.headers, bemBody(ids, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(404);
    }
    expect((await createBem(t, consulta.headers, bemBody(ids))).statusCode).toBe(403);
  });

  it('lets support create for the client of the secretaria it names', async () => {
    const res = await createBem(
      t,
      suporte.headers,
      bemBody(ids, { secretaria_id: ids.camaraDeptId, setor_id: null, categoria_id: ids.mobiliarioCamara }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ cliente_id: ids.camaraId, CodigoBEM: 1 });
  });

  it('saves the vehicle of a movable asset and the location of a property in the same call', async () => {
    const carro = await created({
      descricao: 'Caminhonete cabine dupla',
      categoria_id: ids.veiculos,
      veiculo: {
        tipo: 'veiculo',
        placa: 'abc-1d23',
        ano_fabricacao: 2022,
        ano_modelo: 2023,
        combustivel: 'diesel',
      },
    });
    expect(carro.veiculo).toMatchObject({
      placa: 'ABC1D23',
      ano_modelo: 2023,
      bem: { CodigoBEM: carro.CodigoBEM },
    });
    const terreno = await created({
      descricao: 'Terreno da escola municipal',
      tipo: 'imovel',
      categoria_id: ids.terrenos,
      localizacao: { descricao: 'Lote 12', cep: '01001-000', area_terreno: '1250.5', latitude: -23.55052 },
    });
    expect(terreno.localizacao).toMatchObject({
      descricao: 'Lote 12',
      cep: '01001000',
      area_terreno: '1250.50',
      latitude: '-23.550520',
    });
    const dupPlaca = await createBem(
      t,
      admin.headers,
      bemBody(ids, { categoria_id: ids.veiculos, veiculo: { tipo: 'veiculo', placa: 'ABC1D23' } }),
    );
    expect(dupPlaca.statusCode).toBe(409);
    expect(issuePaths(dupPlaca)).toEqual(['placa']);

    // The kind of an asset with such a record stays, or the record would belong to no asset.
    const retype = (bem: Bem, overrides: Record<string, unknown>) =>
      call('PUT', `/patrimonio/bempatrimonial/${bem.id}`, admin.headers, {
        ...bemBody(ids),
        id: bem.id,
        descricao: bem.descricao,
        ...overrides,
      });
    const carroImovel = await retype(carro, { tipo: 'imovel', categoria_id: ids.terrenos });
    expect(carroImovel.statusCode).toBe(409);
    expect(carroImovel.json().message).toBe(
      'Este bem tem veículo ou equipamento cadastrado: só pode ser do tipo móvel.',
    );
    const terrenoMovel = await retype(terreno, { tipo: 'movel', categoria_id: ids.mobiliario });
    expect(terrenoMovel.statusCode).toBe(409);
    expect(terrenoMovel.json().message).toBe(
      'Este bem tem localização de imóvel cadastrada: só pode ser do tipo imóvel.',
    );
  });
});

describe('CodigoBEM under concurrent creation', () => {
  it('gives 20 simultaneous creations 20 different, consecutive codes', async () => {
    const client = await createClient(t.database.db);
    const [dept] = await t.database.db
      .insert((await import('../../../src/db/schema.js')).companies)
      .values({
        applicationId: client.applicationId,
        rootId: client.id,
        name: 'Secretaria X',
        isDepartment: true,
      })
      .returning();
    const { exercicios } = await import('../../../src/db/schema.js');
    const now = new Date();
    await t.database.db.insert(exercicios).values({
      empresaId: client.id,
      ano: Number(now.toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' })),
      mes: Number(now.toLocaleString('en-CA', { timeZone: 'America/Sao_Paulo', month: 'numeric' })),
    });
    const cats = await call('GET', `/patrimonio/categoriabem?cliente_id=${client.id}`, suporte.headers);
    const mobiliario = cats.json().find((c: { nome: string }) => c.nome === 'Mobiliário em geral').id;
    const body = bemBody(ids, { secretaria_id: dept!.id, setor_id: null, categoria_id: mobiliario });
    const results = await Promise.all(Array.from({ length: 20 }, () => createBem(t, suporte.headers, body)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const got = results.map((r) => r.json().CodigoBEM).sort((a, b) => a - b);
    expect(got).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const rows = await t.database.db
      .select()
      .from(bensPatrimoniais)
      .where(eq(bensPatrimoniais.clientId, client.id));
    expect(new Set(rows.map((r) => r.codigoBem)).size).toBe(20);

    // A creation refused inside its transaction (a plate already on another asset) gives its code back:
    // the next creation takes it, and the numbering has no gap.
    const veiculo = (placa: string) =>
      bemBody(ids, {
        secretaria_id: dept!.id,
        setor_id: null,
        categoria_id: cats.json().find((c: { nome: string }) => c.nome === 'Veículos de tração mecânica').id,
        veiculo: { tipo: 'veiculo', placa },
      });
    const first = await createBem(t, suporte.headers, veiculo('QRS1A23'));
    expect(first.json().CodigoBEM).toBe(21);
    const refused = await createBem(t, suporte.headers, veiculo('QRS1A23'));
    expect(refused.statusCode).toBe(409);
    const next = await createBem(t, suporte.headers, body);
    expect(next.json().CodigoBEM).toBe(22);
  });
});

describe('GET /patrimonio/bempatrimonial', () => {
  let fornecedorId: string;
  const mine: Bem[] = [];

  beforeAll(async () => {
    const f = await call('POST', '/patrimonio/fornecedor/create', admin.headers, fornecedorBody());
    fornecedorId = f.json().id;
    mine.push(
      await created({
        descricao: 'Mesa de reunião oval',
        valor_aquisicao: '800.00',
        data_aquisicao: '2019-05-01',
      }),
      await created({
        descricao: 'Notebook Dell Latitude',
        categoria_id: ids.informatica,
        estado_conservacao: 'bom',
        fornecedor_id: fornecedorId,
        valor_aquisicao: '5899.90',
        data_aquisicao: '2021-07-10',
        secretaria_id: ids.saude.id,
        setor_id: ids.saude.setores[1],
      }),
      await created({
        descricao: 'Armário de aço',
        situacao: 'ocioso',
        estado_conservacao: 'ruim',
        valor_aquisicao: '350.00',
      }),
    );
  });

  it('pages with an exact total, in code order by default', async () => {
    const all = await list('limit=100');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total_exato).toBe(true);
    expect(body.total).toBe(body.data.length);
    expect(codes(all)).toEqual([...codes(all)].sort((a, b) => a - b));
    const page2 = await list('page=2&limit=2');
    expect(page2.json()).toMatchObject({ page: 2, limit: 2, total: body.total });
    expect(codes(page2)).toEqual(codes(all).slice(2, 4));
    const [row] = await t.database.db
      .select()
      .from(bensContagens)
      .where(and(eq(bensContagens.clientId, ids.prefeituraId), eq(bensContagens.dimensao, 'total')));
    expect(row?.quantidade).toBe(body.total);
  });

  it('filters by each field, searches words without accents, sorts both ways', async () => {
    const [mesa, notebook, armario] = mine as [Bem, Bem, Bem];
    const only = async (query: string) => codes(await list(query));
    expect(await only('search=notebook%20LATI')).toEqual([notebook.CodigoBEM]);
    expect(await only('descricao=reuniao')).toEqual([mesa.CodigoBEM]);
    expect(await only(`search=${armario.CodigoBEM}`)).toEqual([armario.CodigoBEM]);
    expect(await only(`codigo=${mesa.CodigoBEM}`)).toEqual([mesa.CodigoBEM]);
    expect(await only(`categoria_id=${ids.informatica}`)).toEqual([notebook.CodigoBEM]);
    expect(await only('situacao=ocioso')).toEqual([armario.CodigoBEM]);
    expect(await only('estado_conservacao=ruim')).toEqual([armario.CodigoBEM]);
    expect(await only(`secretaria_id=${ids.saude.id}`)).toEqual([notebook.CodigoBEM]);
    expect(await only(`setor_id=${ids.saude.setores[1]}`)).toEqual([notebook.CodigoBEM]);
    expect(await only(`fornecedor_id=${fornecedorId}`)).toEqual([notebook.CodigoBEM]);
    expect(await only('data_de=2019-01-01&data_ate=2019-12-31')).toEqual([mesa.CodigoBEM]);
    expect(await only('valor_de=5000&valor_ate=6000')).toEqual([notebook.CodigoBEM]);
    expect(await only('situacao=ocioso&search=armario')).toEqual([armario.CodigoBEM]);
    expect(await only('search=%21%21')).toEqual([]);
    // By kind: the works area looks for imóveis among every asset of the client.
    const lote = await created({
      descricao: 'Lote do parque linear',
      tipo: 'imovel',
      categoria_id: ids.terrenos,
    });
    const imoveis = (await list('tipo=imovel&limit=100')).json();
    expect(imoveis.data.map((b: { tipo: string }) => b.tipo)).toEqual(imoveis.data.map(() => 'imovel'));
    expect(imoveis.total).toBe(imoveis.data.length);
    expect(codes({ json: () => imoveis })).toContain(lote.CodigoBEM);
    expect(await only('tipo=imovel&search=parque%20linear')).toEqual([lote.CodigoBEM]);
    expect(await only('tipo=movel&search=armario')).toEqual([armario.CodigoBEM]);
    expect(await only('tipo=imovel&search=armario')).toEqual([]);
    const byValue = await list('sort=valor_aquisicao&order=desc&limit=100');
    const values = byValue.json().data.map((b: { valor_aquisicao: string }) => Number(b.valor_aquisicao));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const byName = await list('sort=descricao&limit=100');
    const names = byName.json().data.map((b: { descricao: string }) => b.descricao);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('keeps each client to its own assets; support sees them all or one client', async () => {
    const camara = await list('limit=100', adminCamara.headers);
    expect(camara.json().data.every((b: { cliente_id: string }) => b.cliente_id === ids.camaraId)).toBe(true);
    expect((await list(`cliente_id=${ids.prefeituraId}`, adminCamara.headers)).statusCode).toBe(404);
    const all = await list('limit=100', suporte.headers);
    const clients = new Set(all.json().data.map((b: { cliente_id: string }) => b.cliente_id));
    expect([...clients]).toEqual(expect.arrayContaining([ids.prefeituraId, ids.camaraId]));
    const one = await list(`cliente_id=${ids.camaraId}&limit=100`, suporte.headers);
    expect(one.json().total).toBe(camara.json().total);
    expect((await list('', consulta.headers)).statusCode).toBe(200);
  });

  it('validates the query', async () => {
    for (const query of [
      'limit=500',
      'page=0',
      'sort=preco',
      'valor_de=10&valor_ate=5',
      'data_de=2024-13-01',
      'situacao=perdido',
      'tipo=predio',
      'secretaria_id=x',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('lists through findByAplicacao for the caller application only', async () => {
    const own = await call(
      'GET',
      `/patrimonio/bempatrimonial/findByAplicacao/${ids.applicationId}`,
      admin.headers,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().total).toBe((await list('')).json().total);
    const other = await call(
      'GET',
      '/patrimonio/bempatrimonial/findByAplicacao/00000000-0000-4000-8000-000000000000',
      admin.headers,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('GET and PUT /patrimonio/bempatrimonial/{id}', () => {
  it("reads an asset with its names; another client's is not found", async () => {
    const bem = await created();
    const res = await call('GET', `/patrimonio/bempatrimonial/${bem.id}`, consulta.headers);
    expect(res.json()).toMatchObject({
      id: bem.id,
      secretaria: { name: 'Secretaria Municipal de Administração' },
    });
    expect((await call('GET', `/patrimonio/bempatrimonial/${bem.id}`, adminCamara.headers)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/patrimonio/bempatrimonial/nao-e-uuid', admin.headers)).statusCode).toBe(400);
  });

  it('updates the asset, keeps absent fields, audits before and after and shows it in the history', async () => {
    const bem = await created({ marca: 'Flexform' });
    const res = await call('PUT', `/patrimonio/bempatrimonial/${bem.id}`, admin.headers, {
      ...bemBody(ids),
      id: bem.id,
      descricao: 'Cadeira giratória executiva',
      valor_aquisicao: '1500.00',
      marca: undefined,
      situacao: 'ocioso',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      descricao: 'Cadeira giratória executiva',
      valor_aquisicao: '1500.00',
      valor_atual: '1500.00',
      marca: 'Flexform',
      situacao: 'ocioso',
    });
    const history = await call('GET', `/patrimonio/bempatrimonial/historico/${bem.id}`, admin.headers);
    expect(history.statusCode).toBe(200);
    const [latest] = history.json();
    expect(latest).toMatchObject({
      action: 'update',
      entity: 'asset',
      user: { fullname: 'Administrador da Prefeitura' },
    });
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { field: 'descricao', before: 'Cadeira giratória com braços', after: 'Cadeira giratória executiva' },
        { field: 'valor_aquisicao', before: '1234.56', after: '1500.00' },
      ]),
    );
  });

  it('keeps location, holder and code to movements; checks the id; refuses consulta and other clients', async () => {
    const bem = await created();
    const put = (headers: Headers, body: Record<string, unknown>, id = bem.id) =>
      call('PUT', `/patrimonio/bempatrimonial/${id}`, headers, { ...bemBody(ids), id: bem.id, ...body });
    const moved = await put(admin.headers, { secretaria_id: ids.saude.id, setor_id: null });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('USE_MOVIMENTACAO');
    expect((await put(admin.headers, { responsavel: 'Outra Pessoa' })).statusCode).toBe(409);
    expect((await put(admin.headers, { CodigoBEM: 9999 })).statusCode).toBe(409);
    expect((await put(admin.headers, {}, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(400);
    expect((await put(consulta.headers, {})).statusCode).toBe(403);
    expect((await put(adminCamara.headers, {})).statusCode).toBe(404);
  });
});

describe('files of an asset', () => {
  const uploadTo = (
    headers: Headers,
    id: string,
    file: { filename: string; content: Buffer },
    name?: string,
  ) => upload(t, `/patrimonio/bempatrimonial/upload/${id}`, headers, file, name);

  it('uploads photos and PDFs one per request, lists, downloads and previews them; history shows them', async () => {
    const bem = await created();
    const photo = await uploadTo(admin.headers, bem.id, { filename: 'foto.png', content: SAMPLE.png });
    expect(photo.statusCode, photo.body).toBe(201);
    const pdf = await uploadTo(
      admin.headers,
      bem.id,
      { filename: 'x.pdf', content: SAMPLE.pdf },
      'Nota fiscal.pdf',
    );
    expect(pdf.json()).toMatchObject({ name: 'Nota fiscal.pdf', mime: 'application/pdf' });
    const listed = await call('GET', `/patrimonio/bempatrimonial/files/${bem.id}`, consulta.headers);
    expect(listed.json().map((f: { name: string }) => f.name)).toEqual(['foto.png', 'Nota fiscal.pdf']);

    const download = await call('GET', `/patrimonio/arquivo/${pdf.json().id}`, consulta.headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Nota fiscal.pdf"/);
    expect(download.rawPayload.equals(SAMPLE.pdf)).toBe(true);
    const preview = await call('GET', `/patrimonio/arquivo/${photo.json().id}?inline=true`, admin.headers);
    expect(preview.headers['content-disposition']).toMatch(/^inline/);

    const history = await call('GET', `/patrimonio/bempatrimonial/historico/${bem.id}`, admin.headers);
    expect(history.json().filter((h: { entity: string }) => h.entity === 'asset-file')).toHaveLength(2);
  });

  it('refuses other types by content, consulta uploads and other clients', async () => {
    const bem = await created();
    const exe = await uploadTo(admin.headers, bem.id, { filename: 'foto.png', content: SAMPLE.exe });
    expect(exe.statusCode).toBe(415);
    expect(
      (await uploadTo(consulta.headers, bem.id, { filename: 'a.png', content: SAMPLE.png })).statusCode,
    ).toBe(403);
    expect(
      (await uploadTo(adminCamara.headers, bem.id, { filename: 'a.png', content: SAMPLE.png })).statusCode,
    ).toBe(404);
    const ok = await uploadTo(admin.headers, bem.id, { filename: 'a.png', content: SAMPLE.png });
    expect((await call('GET', `/patrimonio/arquivo/${ok.json().id}`, adminCamara.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/patrimonio/bempatrimonial/files/${bem.id}`, adminCamara.headers)).statusCode,
    ).toBe(404);
  });

  it('refuses XML, SVG and XHTML, naming what it takes', async () => {
    const bem = await created();
    for (const [filename, content] of [
      ['nota.xml', '<?xml version="1.0"?><nfeProc><NFe/></nfeProc>'],
      [
        'foto.svg',
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ],
      [
        'pagina.xhtml',
        '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
      ],
    ] as const) {
      const res = await uploadTo(admin.headers, bem.id, { filename, content: Buffer.from(content) });
      expect(res.statusCode, filename).toBe(415);
      expect(res.json().message).toBe(
        `O conteúdo de "${filename}" não é de um tipo aceito. Envie: imagem (PNG, JPEG, GIF ou WebP); PDF; ` +
          'documento do Office/LibreOffice (DOCX, XLSX, ODT, ODS).',
      );
    }
    expect((await call('GET', `/patrimonio/bempatrimonial/files/${bem.id}`, admin.headers)).json()).toEqual(
      [],
    );
  });

  it('takes an office file only if its container says so', async () => {
    const bem = await created();
    const docx = await uploadTo(admin.headers, bem.id, {
      filename: 'termo.docx',
      content: OFFICE_SAMPLE.docx,
    });
    expect(docx.statusCode, docx.body).toBe(201);
    expect(docx.json().mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    for (const content of [OFFICE_SAMPLE.zip, OFFICE_SAMPLE.docm, OFFICE_SAMPLE.odt]) {
      expect((await uploadTo(admin.headers, bem.id, { filename: 'termo.docx', content })).statusCode).toBe(
        415,
      );
    }
    expect(
      (await call('GET', `/patrimonio/bempatrimonial/files/${bem.id}`, admin.headers)).json(),
    ).toHaveLength(1);
  });

  it('shows only images and PDFs in place, and lets no downloaded file run anything', async () => {
    const bem = await created();
    const docx = (
      await uploadTo(admin.headers, bem.id, { filename: 'termo.docx', content: OFFICE_SAMPLE.docx })
    ).json();
    const pdf = (await uploadTo(admin.headers, bem.id, { filename: 'nota.pdf', content: SAMPLE.pdf })).json();
    const asOffice = await call('GET', `/patrimonio/arquivo/${docx.id}?inline=true`, admin.headers);
    expect(asOffice.statusCode).toBe(200);
    expect(asOffice.headers['content-disposition']).toMatch(/^attachment; filename="termo.docx"/);
    const asPdf = await call('GET', `/patrimonio/arquivo/${pdf.id}?inline=true`, admin.headers);
    expect(asPdf.headers['content-disposition']).toMatch(/^inline; filename="nota.pdf"/);
    for (const res of [asOffice, asPdf]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('categories', () => {
  const categoria = {
    nome: 'Instrumentos musicais',
    tipo_bem: 'movel',
    conta_contabil: '1.2.3.1.1.04.09',
    vida_util_anos: 10,
    valor_residual_percentual: '10',
    depreciavel: true,
  };

  it('lists the STN seed per client and seeds a new client on first use', async () => {
    const res = await call('GET', '/patrimonio/categoriabem', consulta.headers);
    expect(res.json()).toHaveLength(16);
    expect(res.json().find((c: { nome: string }) => c.nome === 'Terrenos')).toMatchObject({
      tipo_bem: 'imovel',
      depreciavel: false,
    });
    const client = await createClient(t.database.db);
    const fresh = await call('GET', `/patrimonio/categoriabem?cliente_id=${client.id}`, suporte.headers);
    expect(fresh.json()).toHaveLength(16);
    const again = await call('GET', `/patrimonio/categoriabem?cliente_id=${client.id}`, suporte.headers);
    expect(again.json()).toHaveLength(16);
    const seeded = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seed'), eq(auditLog.clientId, client.id)));
    expect(seeded).toHaveLength(1);
  });

  it('creates and edits a category (the accountant keeps its PCASP account); names are unique per client', async () => {
    const res = await call('POST', '/patrimonio/categoriabem/create', admin.headers, categoria);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ cliente_id: ids.prefeituraId, valor_residual_percentual: '10.00' });
    const dup = await call('POST', '/patrimonio/categoriabem/create', admin.headers, {
      ...categoria,
      nome: 'INSTRUMENTOS MUSICAIS',
    });
    expect(dup.statusCode).toBe(409);
    const put = await call('PUT', `/patrimonio/categoriabem/${res.json().id}`, admin.headers, {
      ...categoria,
      conta_contabil: '1.2.3.1.1.04.10',
    });
    expect(put.json().conta_contabil).toBe('1.2.3.1.1.04.10');
    expect((await call('GET', `/patrimonio/categoriabem/${res.json().id}`, admin.headers)).statusCode).toBe(
      200,
    );
  });

  it('deactivates a category only by its status call, with the reason, as every register', async () => {
    const res = await call('POST', '/patrimonio/categoriabem/create', admin.headers, {
      ...categoria,
      nome: 'Instrumentos de sopro',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    // Not by the edit: its status has its own call, which asks the reason.
    const put = await call('PUT', `/patrimonio/categoriabem/${id}`, admin.headers, {
      ...categoria,
      nome: 'Instrumentos de sopro',
      ativo: false,
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe('Para inativar a categoria, use Inativar: o motivo é obrigatório.');
    const status = (body: Record<string, unknown>) =>
      call('PUT', '/patrimonio/categoriabem/id', admin.headers, { id, ...body });
    const semMotivo = await status({ ativo: false });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().issues.map((i: { path: string }) => i.path)).toEqual(['motivo']);
    const off = await status({ ativo: false, motivo: 'Categoria substituída pela de instrumentos' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ ativo: false, motivo: 'Categoria substituída pela de instrumentos' });
    expect(off.json().user_id_inativa).toEqual(expect.any(String));
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'deactivate')));
    expect(entry?.after).toMatchObject({ motivo: 'Categoria substituída pela de instrumentos' });
    const on = await status({ ativo: true });
    expect(on.json()).toMatchObject({ ativo: true, motivo: null, user_id_inativa: null });
    expect(
      (await call('PUT', '/patrimonio/categoriabem/id', consulta.headers, { id, ativo: true })).statusCode,
    ).toBe(403);
  });

  it('validates, refuses consulta and hides other clients', async () => {
    const bad = await call('POST', '/patrimonio/categoriabem/create', admin.headers, {
      ...categoria,
      nome: 'Outra',
      conta_contabil: '123',
      vida_util_anos: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad)).toEqual(expect.arrayContaining(['conta_contabil', 'vida_util_anos']));
    expect(
      (await call('POST', '/patrimonio/categoriabem/create', consulta.headers, categoria)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/patrimonio/categoriabem/${ids.mobiliarioCamara}`, admin.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/patrimonio/categoriabem/${ids.mobiliarioCamara}`, admin.headers, categoria))
        .statusCode,
    ).toBe(404);
    const [cat] = await t.database.db
      .select()
      .from(categoriasBens)
      .where(eq(categoriasBens.id, ids.mobiliarioCamara));
    expect(cat?.nome).toBe('Mobiliário em geral');
  });
});

describe('OpenAPI document', () => {
  it('lists every patrimônio call in scope, with its method and path', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const listed = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const registers = (base: string, upload: boolean) => [
      `GET ${base}`,
      `GET ${base}/{id}`,
      `POST ${base}/create`,
      `PUT ${base}/{id}`,
      `PUT ${base}/id`,
      ...(upload ? [`POST ${base}/upload/{id}`] : []),
    ];
    const expected = [
      'GET /patrimonio/bempatrimonial',
      'GET /patrimonio/bempatrimonial/{id}',
      'GET /patrimonio/bempatrimonial/findByAplicacao/{id}',
      'POST /patrimonio/bempatrimonial/create',
      'PUT /patrimonio/bempatrimonial/{id}',
      'POST /patrimonio/bempatrimonial/upload/{id}',
      'GET /patrimonio/bempatrimonial/files/{id}',
      'GET /patrimonio/bempatrimonial/historico/{id}',
      'GET /patrimonio/categoriabem',
      'POST /patrimonio/categoriabem/create',
      'PUT /patrimonio/categoriabem/{id}',
      'GET /utils/bempatrimonial',
      'GET /patrimonio/arquivo/{id}',
      'GET /patrimonio/movimentacaobem',
      'GET /patrimonio/movimentacaobem/{id}',
      'POST /patrimonio/movimentacaobem/create',
      ...registers('/patrimonio/veiculoequipamento', false),
      ...registers('/patrimonio/fornecedor', true),
      'GET /patrimonio/fornecedor/findByAplicacao/{id}',
      'GET /patrimonio/fornecedor/findByRoot/{id}',
      ...registers('/refncm', true),
      ...registers('/patrimonio/localizacaoimovel', true),
    ];
    expect(expected.filter((call) => !listed.has(call))).toEqual([]);
    expect(
      [...listed].filter((call) => call.includes('movimentacaobem') && /^(PUT|PATCH|DELETE)/.test(call)),
    ).toEqual([]);
  });
});

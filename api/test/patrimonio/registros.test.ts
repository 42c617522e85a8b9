import { completeCpf } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import {
  bemBody,
  createBem,
  expectFieldErrors,
  fornecedorBody,
  issuePaths,
  type PatrimonioIds,
  patrimonioApp,
} from '../support/patrimonio.js';
import { type caller, type Headers, SAMPLE, upload } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The registers (suppliers, vehicles and equipment, property locations, NCM references):
 * list, one, create, update, the literal `PUT .../id` status call and uploads, with scope and rules.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
type Who = { headers: Headers; session: { user: { id: string } } };
let admin: Who;
let adminCamara: Who;
let consulta: Who;
let suporte: Who;

beforeAll(async () => {
  ({ t, call, ids, admin, adminCamara, consulta, suporte } = await patrimonioApp());
});
afterAll(() => t.close());

async function newBem(overrides: Record<string, unknown> = {}) {
  const res = await createBem(t, admin.headers, bemBody(ids, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; CodigoBEM: number };
}

describe('fornecedores', () => {
  const base = '/patrimonio/fornecedor';

  it('registers a company (alphanumeric CNPJ too) and a person, masks removed, unique per application', async () => {
    const pj = await call(
      'POST',
      `${base}/create`,
      admin.headers,
      fornecedorBody({ cpf_cnpj: '12.ABC.345/01DE-35' }),
    );
    expect(pj.statusCode, pj.body).toBe(201);
    expect(pj.json()).toMatchObject({
      cpf_cnpj: '12ABC34501DE35',
      root_id: ids.prefeituraId,
      aplicacao_id: ids.applicationId,
      cep: '01001000',
      telefone: '1133334444',
      uf: 'SP',
      ativo: true,
    });
    const pf = await call(
      'POST',
      `${base}/create`,
      admin.headers,
      fornecedorBody({ tipo_pessoa: 'F', cpf_cnpj: completeCpf('123456789'), razao_social: 'José da Silva' }),
    );
    expect(pf.statusCode, pf.body).toBe(201);
    const dup = await call(
      'POST',
      `${base}/create`,
      adminCamara.headers,
      fornecedorBody({ cpf_cnpj: '12ABC34501DE35' }),
    );
    expect(dup.statusCode).toBe(409);
    expect(issuePaths(dup)).toEqual(['cpf_cnpj']);
  });

  it('validates check digits, the kind of person, e-mail, phone, CEP and UF', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cpf_cnpj: '12.ABC.345/01DE-36' }, 'cpf_cnpj'],
      [{ tipo_pessoa: 'F' }, 'cpf_cnpj'],
      [{ tipo_pessoa: 'X' }, 'tipo_pessoa'],
      [{ razao_social: '' }, 'razao_social'],
      [{ email: 'nao-e-email' }, 'email'],
      [{ telefone: '123' }, 'telefone'],
      [{ cep: '0100' }, 'cep'],
      [{ uf: 'XX' }, 'uf'],
    ];
    await expectFieldErrors(cases, (overrides) =>
      call('POST', `${base}/create`, admin.headers, fornecedorBody(overrides)),
    );
  });

  it('lists the application register with search (accents, CNPJ digits), filters and the two find calls', async () => {
    const f = (
      await call(
        'POST',
        `${base}/create`,
        admin.headers,
        fornecedorBody({ razao_social: 'Papelaria Açaí Ltda' }),
      )
    ).json();
    const search = async (q: string, headers = admin.headers) =>
      (await call('GET', `${base}?${q}`, headers)).json().data.map((x: { id: string }) => x.id);
    expect(await search('search=papelaria%20acai')).toEqual([f.id]);
    expect(await search(`search=${f.cpf_cnpj.slice(0, 8)}`)).toEqual([f.id]);
    // Shared by the application: the Câmara sees and can use the Prefeitura's supplier.
    expect(await search('search=acai', adminCamara.headers)).toEqual([f.id]);
    expect(await search(`cliente_id=${ids.prefeituraId}&limit=100`)).toContain(f.id);
    expect(await search('tipo_pessoa=F&limit=100')).not.toContain(f.id);
    const byApp = await call(
      'GET',
      `${base}/findByAplicacao/${ids.applicationId}?search=acai`,
      consulta.headers,
    );
    expect(byApp.json()).toMatchObject({ total: 1, data: [{ id: f.id }] });
    expect((await call('GET', `${base}/findByAplicacao/${ids.prefeituraId}`, admin.headers)).statusCode).toBe(
      404,
    );
    const byRoot = await call('GET', `${base}/findByRoot/${ids.prefeituraId}?limit=100`, admin.headers);
    expect(byRoot.json().data.every((x: { root_id: string }) => x.root_id === ids.prefeituraId)).toBe(true);
    expect(
      (await call('GET', `${base}/findByRoot/${ids.prefeituraId}`, adminCamara.headers)).statusCode,
    ).toBe(404);
    expect((await call('GET', `${base}?sort=nome`, admin.headers)).statusCode).toBe(400);
  });

  it('is kept by the client that registered it (and support); others read it only', async () => {
    const f = (await call('POST', `${base}/create`, admin.headers, fornecedorBody())).json();
    const put = await call('PUT', `${base}/${f.id}`, admin.headers, {
      ...fornecedorBody({ cpf_cnpj: f.cpf_cnpj }),
      razao_social: 'Nova Razão',
    });
    expect(put.json().razao_social).toBe('Nova Razão');
    expect((await call('GET', `${base}/${f.id}`, adminCamara.headers)).statusCode).toBe(200);
    expect(
      (await call('PUT', `${base}/${f.id}`, adminCamara.headers, fornecedorBody({ cpf_cnpj: f.cpf_cnpj })))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `${base}/${f.id}`, consulta.headers, fornecedorBody({ cpf_cnpj: f.cpf_cnpj })))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', `${base}/create`, consulta.headers, fornecedorBody())).statusCode).toBe(403);
    const other = (await call('POST', `${base}/create`, admin.headers, fornecedorBody())).json();
    const taken = await call(
      'PUT',
      `${base}/${f.id}`,
      admin.headers,
      fornecedorBody({ cpf_cnpj: other.cpf_cnpj }),
    );
    expect(taken.statusCode).toBe(409);
    expect(
      (await call('PUT', `${base}/${f.id}`, suporte.headers, fornecedorBody({ cpf_cnpj: f.cpf_cnpj })))
        .statusCode,
    ).toBe(200);
  });

  it("gives each caller the supplier's pode_alterar, which the edit, status and upload follow", async () => {
    const mine = (await call('POST', `${base}/create`, admin.headers, fornecedorBody())).json();
    expect(mine.pode_alterar).toBe(true);
    const supportOwn = await call('POST', `${base}/create`, suporte.headers, fornecedorBody());
    expect(supportOwn.json().pode_alterar).toBe(true);
    const callers = { admin, adminCamara, consulta, suporte };
    // Registered by the prefeitura: its administrator and support keep it; the câmara and consulta do not.
    // Registered by support for no client: support alone.
    const expected: Record<string, Record<keyof typeof callers, boolean>> = {
      [mine.id]: { admin: true, adminCamara: false, consulta: false, suporte: true },
      [supportOwn.json().id]: { admin: false, adminCamara: false, consulta: false, suporte: true },
    };
    for (const [id, who] of Object.entries(expected)) {
      const f = (await call('GET', `${base}/${id}`, suporte.headers)).json();
      for (const [name, caller] of Object.entries(callers) as [keyof typeof callers, Who][]) {
        const one = await call('GET', `${base}/${id}`, caller.headers);
        expect(one.json().pode_alterar, `${name} GET`).toBe(who[name]);
        const listed = (await call('GET', `${base}?search=${f.cpf_cnpj}`, caller.headers)).json().data;
        expect(
          listed.map((x: { pode_alterar: boolean }) => x.pode_alterar),
          `${name} list`,
        ).toEqual([who[name]]);
        // What the API enforces agrees: the edit, the status and the upload pass exactly when pode_alterar.
        const put = await call(
          'PUT',
          `${base}/${id}`,
          caller.headers,
          fornecedorBody({ cpf_cnpj: f.cpf_cnpj }),
        );
        expect(put.statusCode, `${name} PUT`).toBe(who[name] ? 200 : 403);
        if (who[name]) expect(put.json().pode_alterar).toBe(true);
        const status = await call('PUT', `${base}/id`, caller.headers, { id, ativo: true });
        expect(status.statusCode, `${name} status`).toBe(who[name] ? 200 : 403);
        if (who[name]) expect(status.json().pode_alterar).toBe(true);
        const file = await upload(t, `${base}/upload/${id}`, caller.headers, {
          filename: 'contrato.pdf',
          content: SAMPLE.pdf,
        });
        expect(file.statusCode, `${name} upload`).toBe(who[name] ? 201 : 403);
      }
    }
    // The audit keeps the supplier's data, not one caller's pode_alterar.
    const [created] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'fornecedor'), eq(auditLog.entityId, mine.id), eq(auditLog.action, 'create')),
      );
    expect(created?.after).not.toHaveProperty('pode_alterar');
  });

  it('deactivates through PUT .../id with a reason by the caller, reactivates, and an inactive one is not used', async () => {
    const f = (await call('POST', `${base}/create`, admin.headers, fornecedorBody())).json();
    const noReason = await call('PUT', `${base}/id`, admin.headers, { ...f, ativo: false });
    expect(noReason.statusCode).toBe(400);
    expect(issuePaths(noReason)).toEqual(['motivo']);
    const someoneElse = await call('PUT', `${base}/id`, admin.headers, {
      id: f.id,
      ativo: false,
      motivo: 'Empresa encerrada',
      user_id_inativa: suporte.session.user.id,
    });
    expect(someoneElse.statusCode).toBe(400);
    const off = await call('PUT', `${base}/id`, admin.headers, {
      ...f,
      ativo: false,
      user_id_inativa: admin.session.user.id,
      motivo: 'Empresa encerrada',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      ativo: false,
      user_id_inativa: admin.session.user.id,
      motivo: 'Empresa encerrada',
    });
    expect(
      (await call('GET', `${base}?ativo=false&limit=100`, admin.headers))
        .json()
        .data.map((x: { id: string }) => x.id),
    ).toContain(f.id);
    const used = await createBem(t, admin.headers, bemBody(ids, { fornecedor_id: f.id }));
    expect(used.statusCode).toBe(409);
    const on = await call('PUT', `${base}/id`, admin.headers, { id: f.id, ativo: true });
    expect(on.json()).toMatchObject({ ativo: true, user_id_inativa: null, motivo: null });
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'fornecedor'), eq(auditLog.entityId, f.id)));
    expect(trail.map((a) => a.action).sort()).toEqual(['activate', 'create', 'deactivate']);
    expect(
      (
        await call('PUT', `${base}/id`, adminCamara.headers, {
          id: f.id,
          ativo: false,
          motivo: 'x'.repeat(5),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps documents of a supplier', async () => {
    const f = (await call('POST', `${base}/create`, admin.headers, fornecedorBody())).json();
    const res = await upload(t, `${base}/upload/${f.id}`, admin.headers, {
      filename: 'contrato.pdf',
      content: SAMPLE.pdf,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      (await upload(t, `${base}/upload/${f.id}`, admin.headers, { filename: 'a.exe', content: SAMPLE.exe }))
        .statusCode,
    ).toBe(415);
    const files = await call('GET', `${base}/files/${f.id}`, adminCamara.headers);
    expect(files.json().map((x: { name: string }) => x.name)).toEqual(['contrato.pdf']);
    expect((await call('GET', `/patrimonio/arquivo/${res.json().id}`, adminCamara.headers)).statusCode).toBe(
      200,
    );
    expect(
      (
        await upload(t, `${base}/upload/${f.id}`, adminCamara.headers, {
          filename: 'b.pdf',
          content: SAMPLE.pdf,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('veículos e equipamentos', () => {
  const base = '/patrimonio/veiculoequipamento';
  const veiculo = (bemId: string, overrides: Record<string, unknown> = {}) => ({
    bempatrimonial_id: bemId,
    tipo: 'veiculo',
    placa: 'BRA2E19',
    renavam: '00639884962',
    chassi: '9BWZZZ377VT004251',
    marca: 'Volkswagen',
    modelo: 'Gol',
    ano_fabricacao: 2020,
    ano_modelo: 2021,
    combustivel: 'flex',
    odometro: 35_000,
    ...overrides,
  });

  it('details a movable asset once; identifiers are validated and unique per client', async () => {
    const bem = await newBem({ categoria_id: ids.veiculos, descricao: 'Automóvel' });
    const res = await call('POST', `${base}/create`, admin.headers, veiculo(bem.id));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      placa: 'BRA2E19',
      bem: { id: bem.id, CodigoBEM: bem.CodigoBEM },
      ativo: true,
    });
    expect((await call('POST', `${base}/create`, admin.headers, veiculo(bem.id))).statusCode).toBe(409);
    const other = await newBem({ categoria_id: ids.veiculos });
    const samePlate = await call(
      'POST',
      `${base}/create`,
      admin.headers,
      veiculo(other.id, { renavam: null, chassi: null }),
    );
    expect(samePlate.statusCode).toBe(409);
    expect(issuePaths(samePlate)).toEqual(['placa']);
    await expectFieldErrors(
      [
        [{ placa: 'AB12345' }, 'placa'],
        [{ renavam: '00639884961' }, 'renavam'],
        [{ chassi: '9BWZZZ377VT00425I' }, 'chassi'],
        [{ ano_modelo: 2023 }, 'ano_modelo'],
        [{ tipo: 'navio' }, 'tipo'],
      ] as const,
      (overrides) => call('POST', `${base}/create`, admin.headers, veiculo(other.id, overrides)),
    );
    const terreno = await newBem({ tipo: 'imovel', categoria_id: ids.terrenos });
    expect(
      (await call('POST', `${base}/create`, admin.headers, veiculo(terreno.id, { placa: null }))).statusCode,
    ).toBe(409);
  });

  it('lists, reads, updates and changes status in scope only', async () => {
    const bem = await newBem({ categoria_id: ids.veiculos });
    const v = (
      await call(
        'POST',
        `${base}/create`,
        admin.headers,
        veiculo(bem.id, { placa: 'QWE1A23', renavam: null, chassi: null }),
      )
    ).json();
    const listed = await call('GET', `${base}?search=qwe1&limit=100`, consulta.headers);
    expect(listed.json().data.map((x: { id: string }) => x.id)).toEqual([v.id]);
    expect((await call('GET', `${base}?bempatrimonial_id=${bem.id}`, admin.headers)).json().total).toBe(1);
    const put = await call('PUT', `${base}/${v.id}`, admin.headers, {
      tipo: 'veiculo',
      placa: 'QWE1A23',
      odometro: 40_000,
    });
    expect(put.json()).toMatchObject({ odometro: 40_000, marca: null });
    const off = await call('PUT', `${base}/id`, admin.headers, {
      id: v.id,
      ativo: false,
      motivo: 'Em leilão',
    });
    expect(off.json()).toMatchObject({ ativo: false, motivo: 'Em leilão' });
    expect((await call('GET', `${base}/${v.id}`, adminCamara.headers)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/${v.id}`, adminCamara.headers, { tipo: 'veiculo' })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `${base}/id`, adminCamara.headers, { id: v.id, ativo: true })).statusCode).toBe(
      404,
    );
    expect((await call('POST', `${base}/create`, consulta.headers, veiculo(bem.id))).statusCode).toBe(403);
    expect((await call('GET', `${base}?limit=100`, adminCamara.headers)).json().total).toBe(0);
  });
});

describe('localizações de imóveis', () => {
  const base = '/patrimonio/localizacaoimovel';

  it('details a property: create, list, update, status and documents; not for a movable asset', async () => {
    const terreno = await newBem({ tipo: 'imovel', categoria_id: ids.terrenos, descricao: 'Terreno da UBS' });
    const body = {
      bempatrimonial_id: terreno.id,
      descricao: 'Lote 7, quadra B',
      endereco: 'Av. Brasil',
      cep: '01001-000',
      municipio: 'Exemplo',
      uf: 'SP',
      matricula: '12.345',
      area_terreno: '450.00',
      longitude: '-46.633308',
    };
    const res = await call('POST', `${base}/create`, admin.headers, body);
    expect(res.statusCode, res.body).toBe(201);
    const loc = res.json();
    expect(loc).toMatchObject({ cep: '01001000', area_terreno: '450.00', longitude: '-46.633308' });
    expect((await call('POST', `${base}/create`, admin.headers, body)).statusCode).toBe(409);
    const movel = await newBem();
    expect(
      (await call('POST', `${base}/create`, admin.headers, { ...body, bempatrimonial_id: movel.id }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `${base}/create`, admin.headers, { ...body, latitude: '91' })).statusCode,
    ).toBe(400);

    const listed = await call('GET', `${base}?search=quadra`, consulta.headers);
    expect(listed.json().data.map((x: { id: string }) => x.id)).toEqual([loc.id]);
    const put = await call('PUT', `${base}/${loc.id}`, admin.headers, {
      ...body,
      id: loc.id,
      area_construida: 120,
    });
    expect(put.json().area_construida).toBe('120.00');
    const doc = await upload(t, `${base}/upload/${loc.id}`, admin.headers, {
      filename: 'matricula.pdf',
      content: SAMPLE.pdf,
    });
    expect(doc.statusCode).toBe(201);
    expect((await call('GET', `${base}/files/${loc.id}`, admin.headers)).json()).toHaveLength(1);
    expect((await call('GET', `${base}/files/${loc.id}`, adminCamara.headers)).statusCode).toBe(404);
    const off = await call('PUT', `${base}/id`, admin.headers, {
      id: loc.id,
      ativo: false,
      motivo: 'Imóvel desapropriado',
    });
    expect(off.json().ativo).toBe(false);
    expect((await call('GET', `${base}/${loc.id}`, adminCamara.headers)).statusCode).toBe(404);
  });
});

describe('referências NCM', () => {
  const base = '/refncm';

  it('keeps 8-digit codes per client with a suggested category and rate', async () => {
    const res = await call('POST', `${base}/create`, admin.headers, {
      codigo: '8471.30.12',
      descricao: 'Computadores portáteis',
      categoria_id: ids.informatica,
      taxa_depreciacao: '20',
    });
    expect(res.statusCode, res.body).toBe(201);
    const ncm = res.json();
    expect(ncm).toMatchObject({
      codigo: '84713012',
      taxa_depreciacao: '20.00',
      categoria: { nome: 'Equipamentos de processamento de dados' },
    });
    expect(
      (await call('POST', `${base}/create`, admin.headers, { codigo: '84713012', descricao: 'x' }))
        .statusCode,
    ).toBe(409);
    expect(
      issuePaths(await call('POST', `${base}/create`, admin.headers, { codigo: '8471301', descricao: 'x' })),
    ).toEqual(['codigo']);
    expect(
      (
        await call('POST', `${base}/create`, admin.headers, {
          codigo: '94033000',
          descricao: 'x',
          categoria_id: ids.mobiliarioCamara,
        })
      ).statusCode,
    ).toBe(404);
    // The same code is another client's own reference.
    expect(
      (
        await call('POST', `${base}/create`, adminCamara.headers, {
          codigo: '84713012',
          descricao: 'Notebooks',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', `${base}/create`, consulta.headers, { codigo: '94033000', descricao: 'x' }))
        .statusCode,
    ).toBe(403);

    const bem = await newBem({ categoria_id: ids.informatica, ncm_id: ncm.id });
    expect(
      (await call('GET', `/patrimonio/bempatrimonial/${bem.id}`, admin.headers)).json().ncm,
    ).toMatchObject({ codigo: '84713012' });
  });

  it('lists, searches by code or words, updates, changes status (an inactive one is not offered to assets) and keeps documents', async () => {
    const ncm = (
      await call('POST', `${base}/create`, admin.headers, {
        codigo: '94013090',
        descricao: 'Cadeiras giratórias',
      })
    ).json();
    const find = async (q: string) =>
      (await call('GET', `${base}?${q}`, consulta.headers)).json().data.map((x: { id: string }) => x.id);
    expect(await find('search=9401')).toEqual([ncm.id]);
    expect(await find('search=giratorias')).toEqual([ncm.id]);
    const put = await call('PUT', `${base}/${ncm.id}`, admin.headers, {
      id: ncm.id,
      codigo: '94013090',
      descricao: 'Cadeiras giratórias de escritório',
      categoria_id: ids.mobiliario,
    });
    expect(put.json()).toMatchObject({ categoria: { nome: 'Mobiliário em geral' } });
    const mismatch = await call('PUT', `${base}/${ncm.id}`, admin.headers, {
      id: ids.mobiliario,
      codigo: '94013090',
      descricao: 'x',
    });
    expect(mismatch.statusCode).toBe(400);
    const off = await call('PUT', `${base}/id`, admin.headers, {
      id: ncm.id,
      ativo: false,
      motivo: 'Código revogado',
    });
    expect(off.json()).toMatchObject({ ativo: false, user_id_inativa: admin.session.user.id });
    const onInactive = await createBem(t, admin.headers, bemBody(ids, { ncm_id: ncm.id }));
    expect(onInactive.statusCode).toBe(409);
    expect(onInactive.json().message).toBe('A referência NCM 94013090 está inativa.');
    const doc = await upload(t, `${base}/upload/${ncm.id}`, admin.headers, {
      filename: 'tabela.pdf',
      content: SAMPLE.pdf,
    });
    expect(doc.statusCode).toBe(201);
    expect((await call('GET', `${base}/files/${ncm.id}`, admin.headers)).json()).toHaveLength(1);
    expect((await call('GET', `${base}/${ncm.id}`, adminCamara.headers)).statusCode).toBe(404);
    expect(
      (await call('PUT', `${base}/id`, adminCamara.headers, { id: ncm.id, ativo: true })).statusCode,
    ).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientRecords, clientRecords } from '../support/client-records.js';
import { createClient } from '../support/factories.js';
import { caller, type Headers } from '../support/sistema.js';
import { createTestApp, signInAt, type TestApp } from '../support/test-app.js';

/**
 * The lists' files (docs/api.md, "Exportações"): each list's `.../exportar` writes what the list's
 * filters match, every page of it, as CSV for a Brazilian spreadsheet or XLSX, within the caller's
 * scope. Two clients of the same application, with one record of each kind registered through the API.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };
let A: ClientRecords;
let B: ClientRecords;
let secretariaA: string;
let secretariaB: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  suporte = await signInAt(t.app, 'suporte');
  const db = t.database.db;
  const [a, b] = [await createClient(db), await createClient(db)];
  A = await clientRecords(t, suporte, { applicationId: a.applicationId, clientId: a.id });
  B = await clientRecords(t, suporte, { applicationId: b.applicationId, clientId: b.id });
  const secretariaOf = async (bemId: string) =>
    (await call('GET', `/patrimonio/bempatrimonial/${bemId}`, suporte.headers)).json().secretaria
      .name as string;
  secretariaA = await secretariaOf(A.bemId);
  secretariaB = await secretariaOf(B.bemId);
  expect(secretariaA).not.toBe(secretariaB);
  // More assets of A, so the asset list has several rows and one with a formula-like description.
  for (const [descricao, valor] of [
    ['Mesa de reunião; oval', '1234.50'],
    ['=SOMA(A1:A2)', '10.00'],
  ] as const) {
    const res = await call('POST', '/patrimonio/bempatrimonial/create', suporte.headers, {
      descricao,
      categoria_id: A.categoriaId,
      tipo: 'movel',
      estado_conservacao: 'bom',
      TipoIncorporacao: 1,
      data_aquisicao: '2025-02-07',
      valor_aquisicao: valor,
      secretaria_id: A.departmentId,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

const csvRows = (body: string) => {
  expect(body.startsWith('\ufeff')).toBe(true);
  return body.slice(1).split('\r\n').slice(0, -1);
};

/** Each list, the header its file starts with, and what A's and B's rows show. */
const LISTS = [
  {
    path: '/patrimonio/bempatrimonial',
    header:
      'Código;Descrição;Tipo;Categoria;Situação;Estado de conservação;Secretaria;Setor;Fornecedor;Data de aquisição;Valor de aquisição;Valor atual',
    shows: 'Camionete da sonda',
  },
  {
    path: '/patrimonio/movimentacaobem',
    header:
      'Data;Código do bem;Tipo;Secretaria;Setor;Situação anterior;Situação;Valor anterior;Valor;Responsável;Motivo da baixa;Observação;Estornada;Registrada por',
    shows: 'Servidor da sonda',
  },
  { path: '/patrimonio/fornecedor', header: 'CPF/CNPJ;Tipo de pessoa;Razão social / nome', shows: null },
  {
    path: '/patrimonio/veiculoequipamento',
    header: 'Código do bem;Bem;Tipo;Placa',
    shows: 'Camionete da sonda',
  },
  {
    path: '/patrimonio/localizacaoimovel',
    header: 'Código do bem;Bem;Descrição;Endereço',
    shows: 'Lote da sonda',
  },
  {
    path: '/patrimonio/categoriabem',
    header: 'Nome;Tipo de bem;Conta contábil (PCASP);Vida útil (anos);Valor residual (%);Depreciável;Ativo',
    shows: 'Mobiliário em geral',
  },
  {
    path: '/refncm',
    header: 'Código NCM;Descrição;Categoria;Taxa de depreciação (%);Ativo',
    shows: 'Móveis de madeira para escritórios',
  },
];

describe('list exports', () => {
  for (const list of LISTS) {
    it(`${list.path}: every row of the client's list, and none of another client's, as CSV and XLSX`, async () => {
      const query = `cliente_id=${A.clientId}`;
      const page = await call('GET', `${list.path}?${query}&limit=100`, suporte.headers);
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json() as { total: number } | unknown[];
      const total = Array.isArray(body) ? body.length : body.total;
      expect(total).toBeGreaterThan(0);

      const csv = await call('GET', `${list.path}/exportar?${query}&formato=csv`, suporte.headers);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(
        /^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(csv.headers['x-content-type-options']).toBe('nosniff');
      const rows = csvRows(csv.body);
      expect(rows[0]!.startsWith(list.header)).toBe(true);
      expect(rows).toHaveLength(total + 1);
      if (list.shows) expect(csv.body).toContain(list.shows);
      // The files with a secretaria column show A's, never B's.
      if (csv.body.includes(';Secretaria;')) {
        expect(csv.body).toContain(secretariaA);
        expect(csv.body).not.toContain(secretariaB);
      }

      const xlsx = await call('GET', `${list.path}/exportar?${query}&formato=xlsx`, suporte.headers);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });
  }

  it('writes the assets in pt-BR (dd/MM/yyyy, comma decimals, labels) and formulas as text', async () => {
    const csv = await call(
      'GET',
      `/patrimonio/bempatrimonial/exportar?cliente_id=${A.clientId}&sort=descricao&formato=csv`,
      suporte.headers,
    );
    const body = csv.body;
    expect(body).toMatch(
      /;"Mesa de reunião; oval";Móvel;Mobiliário em geral;Em uso;Bom;[^;]+;;;07\/02\/2025;1234,50;1234,50;/,
    );
    // The list's columns first, then the rest of the asset form and its opening balances (decision 069),
    // then an imóvel's location (decision 074).
    const [cabecalho] = body.replace('\ufeff', '').split('\r\n');
    expect(cabecalho!.split(';').slice(11, 14)).toEqual(['Valor atual', 'Chave de origem', 'Especificação']);
    expect(cabecalho!.split(';').slice(32, 34)).toEqual(['Observações', 'Endereço do imóvel']);
    expect(cabecalho!.split(';')).toHaveLength(47);
    expect(body).toContain(";'=SOMA(A1:A2);");
    expect(body).not.toContain('em_uso');
  });

  it('exports a filter and a search the same as the list finds them', async () => {
    for (const filter of ['search=mesa', 'valor_de=1000.00', 'situacao=baixado']) {
      const q = `cliente_id=${A.clientId}&${filter}`;
      const page = await call('GET', `/patrimonio/bempatrimonial?${q}`, suporte.headers);
      const csv = await call('GET', `/patrimonio/bempatrimonial/exportar?${q}&formato=csv`, suporte.headers);
      expect(csvRows(csv.body), filter).toHaveLength(page.json().total + 1);
    }
  });

  it('refuses a bad format or filter with a 400 in Portuguese', async () => {
    const bad = await call('GET', '/patrimonio/veiculoequipamento/exportar?formato=pdf', suporte.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Formato inválido: use csv ou xlsx.');
    const order = await call(
      'GET',
      `/patrimonio/bempatrimonial/exportar?formato=csv&cliente_id=${A.clientId}&data_de=2026-02-01&data_ate=2026-01-01`,
      suporte.headers,
    );
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toContain('A data inicial deve ser anterior à final.');
  });
});

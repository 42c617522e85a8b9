import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientRecords, clientRecords } from '../support/client-records.js';
import { createClient } from '../support/factories.js';
import { caller, type Headers } from '../support/sistema.js';
import { createTestApp, signInAt, type TestApp } from '../support/test-app.js';

/**
 * The works area's files (docs/api.md, "Exportações"): each list's `.../exportar` writes what the list's
 * filters match as CSV or XLSX, within the caller's scope. Two clients of one application, each with a
 * work and one record of each register, registered through the API.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };
let A: ClientRecords;
let B: ClientRecords;
let obraA: string;
let obraB: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  suporte = await signInAt(t.app, 'suporte');
  const db = t.database.db;
  const [a, b] = [await createClient(db), await createClient(db)];
  A = await clientRecords(t, suporte, { applicationId: a.applicationId, clientId: a.id });
  B = await clientRecords(t, suporte, { applicationId: b.applicationId, clientId: b.id });
  const numero = async (id: string) =>
    (await call('GET', `/obras/obra/${id}`, suporte.headers)).json().numero as string;
  [obraA, obraB] = [await numero(A.obraId), await numero(B.obraId)];
  expect(obraA).not.toBe(obraB);
});
afterAll(() => t.close());

const csvRows = (body: string) => {
  expect(body.startsWith('\ufeff')).toBe(true);
  return body.slice(1).split('\r\n').slice(0, -1);
};

/** Each list and the header its file starts with. */
const LISTS = [
  {
    path: '/obras/obra',
    header:
      'Número;Objeto;Tipo;Secretaria;Contrato;Contratada;Valor contratado;Aditivos;Valor da obra;Medido;% executado',
  },
  { path: '/obras/medicao', header: 'Obra;Número;Tipo;Início do período;Fim do período;Entrega;Valor' },
  { path: '/obras/ordemservico', header: 'Obra;Número;Contrato;Emissão;Início;Prazo (dias)' },
  { path: '/obras/cadastronacional', header: 'Obra;CNO;Registro;Categoria;Destinação;Área;Unidade' },
  {
    path: '/obras/licencaambiental',
    header: 'Obra;Tipo;Número;Órgão emissor;Processo;Emissão;Validade;Vencimento',
  },
  { path: '/obras/responsabilidadetecnica', header: 'Obra;Tipo;Conselho;Número;Profissional;CPF' },
  { path: '/obras/acompanhamento', header: 'Obra;Data;Tipo;% físico;Responsável;Descrição;Ativo' },
];

describe('the works lists as files', () => {
  for (const list of LISTS) {
    it(`${list.path}: the client's rows and none of another client's, as CSV and XLSX`, async () => {
      const query = `cliente_id=${A.clientId}`;
      const page = await call('GET', `${list.path}?${query}&limit=100`, suporte.headers);
      expect(page.statusCode, page.body).toBe(200);
      const total = (page.json() as { total: number }).total;
      expect(total).toBeGreaterThan(0);

      const csv = await call('GET', `${list.path}/exportar?${query}&formato=csv`, suporte.headers);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(
        /^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const rows = csvRows(csv.body);
      expect(rows[0]!.startsWith(list.header)).toBe(true);
      expect(rows).toHaveLength(total + 1);
      expect(csv.body).toContain(obraA);
      expect(csv.body).not.toContain(obraB);

      const xlsx = await call('GET', `${list.path}/exportar?${query}&formato=xlsx`, suporte.headers);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });
  }

  it("writes the work's figures in pt-BR and keeps the list's filters", async () => {
    const csv = await call(
      'GET',
      `/obras/obra/exportar?cliente_id=${A.clientId}&search=${encodeURIComponent(obraA)}&formato=csv`,
      suporte.headers,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const [, row, ...rest] = csvRows(csv.body);
    expect(rest).toEqual([]);
    // Contract 100000.00 + amendment 1000.00, 10.00 measured: 0,00 % executed (truncated).
    expect(row).toContain(`${obraA};Obra da sonda;Reforma;`);
    expect(row).toContain(';100000,00;1000,00;101000,00;10,00;0,00;');
    const refused = await call(
      'GET',
      `/obras/obra/exportar?inicio_de=2026-02-01&inicio_ate=2026-01-01&formato=csv`,
      suporte.headers,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('O fim do período deve ser posterior ao início.');
    const noFormat = await call('GET', '/obras/medicao/exportar', suporte.headers);
    expect(noFormat.statusCode).toBe(400);
  });
});

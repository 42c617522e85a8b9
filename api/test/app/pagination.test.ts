import { completeCnpj, INT32_MAX } from '@gp/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePaths, type PatrimonioIds, patrimonioApp } from '../support/patrimonio.js';
import type { caller, Headers } from '../support/sistema.js';
import type { TestApp } from '../support/test-app.js';

/**
 * Every paginated list (a GET whose query takes `page`, read from the OpenAPI document so a new list is
 * covered too) bounds its page with the one list query schema: up to INT32_MAX answers (an empty page past
 * the last), past it is a 400 naming `page`, never a 500 from an offset the database cannot take.
 */
let t: TestApp;
let ids: PatrimonioIds;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };
let lists: string[] = [];
/** A servidor of the Prefeitura, whose carga is one of the lists. */
let servidorId = '';
/** An inventory campaign of the Prefeitura, whose comparison is one of the lists. */
let inventarioId = '';
type Parameter = { in: string; name: string; schema?: { type?: string; minimum?: number; maximum?: number } };
let doc: { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

beforeAll(async () => {
  ({ t, call, ids, suporte } = await patrimonioApp());
  servidorId = (
    await call('POST', '/patrimonio/servidor/create', suporte.headers, {
      nome: 'Servidor da paginação',
      cliente_id: ids.prefeituraId,
    })
  ).json().id;
  inventarioId = (
    await call('POST', '/patrimonio/inventario/create', suporte.headers, {
      titulo: 'Inventário da paginação',
      tipo: 'ciclico',
      escopo: 'setor',
      setor_id: ids.adm.setores[0],
      portaria_numero: '1/2026',
      portaria_data: '2026-01-10',
      data_abertura: '2026-01-15',
      data_prevista_encerramento: '2026-12-31',
      comissao: [{ servidor_id: servidorId, presidente: true }],
      cliente_id: ids.prefeituraId,
    })
  ).json().id;
  doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
  lists = Object.entries(doc.paths)
    .filter(([, ops]) => ops.get?.parameters?.some((p) => p.in === 'query' && p.name === 'page'))
    .map(([path]) => path);
});
afterAll(() => t.close());

/** The id each list with one in its path is asked for: one the caller reaches, so the list is read. */
function urlOf(path: string) {
  const listIds: Record<string, string> = {
    '/locais/empresa/{id}': ids.prefeituraId,
    '/patrimonio/bempatrimonial/findByAplicacao/{id}': ids.applicationId,
    '/patrimonio/fornecedor/findByAplicacao/{id}': ids.applicationId,
    '/patrimonio/fornecedor/findByRoot/{id}': ids.prefeituraId,
    '/patrimonio/carga/responsavel/{id}': servidorId,
    '/patrimonio/carga/setor/{id}': ids.adm.setores[0]!,
    '/patrimonio/inventario/{id}/divergencias': inventarioId,
    '/patrimonio/inventario/{id}/divergencias-registradas': inventarioId,
  };
  const id = listIds[path];
  // Lists of a month (the depreciation's): support names the client; a month not processed is an empty page.
  const months: Record<string, string> = {
    '/patrimonio/depreciacao/{mes}/{ano}/itens': `/patrimonio/depreciacao/1/2025/itens?cliente_id=${ids.prefeituraId}`,
    '/patrimonio/depreciacao/posicao': `/patrimonio/depreciacao/posicao?mes=1&ano=2025&cliente_id=${ids.prefeituraId}`,
    '/patrimonio/contabilidade/lancamentos': `/patrimonio/contabilidade/lancamentos?mes=1&ano=2025&cliente_id=${ids.prefeituraId}`,
  };
  if (months[path]) return months[path];
  // The public lists name their entity by its document (the test Prefeitura's).
  if (path.includes('{cpf_cnpj}')) return path.replace('{cpf_cnpj}', completeCnpj('123456780001'));
  if (path.includes('{id}') && !id) throw new Error(`no id for the list ${path}: add one here`);
  return path.replace('{id}', id ?? '');
}
/** `url` with more query parameters. */
const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

describe('the page of every list', () => {
  it('finds every paginated list', () => {
    expect(lists.length).toBeGreaterThanOrEqual(14);
    expect(lists).toEqual(expect.arrayContaining(['/users', '/patrimonio/bempatrimonial', '/refncm']));
  });

  it('documents the bounds of page and limit, and of every integer a query takes', () => {
    const integers = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.values(ops).flatMap((op) =>
        (op.parameters ?? [])
          .filter((p) => p.in === 'query' && p.schema?.type === 'integer')
          .map((p) => ({ at: `${path} ${p.name}`, minimum: p.schema?.minimum, maximum: p.schema?.maximum })),
      ),
    );
    expect(integers.length).toBeGreaterThanOrEqual(2 * lists.length);
    for (const p of integers) {
      expect(p.minimum, p.at).toEqual(expect.any(Number));
      expect(p.maximum, p.at).toEqual(expect.any(Number));
    }
    const bens = doc.paths['/patrimonio/bempatrimonial']?.get?.parameters ?? [];
    expect(bens.find((p) => p.name === 'page')?.schema).toMatchObject({ minimum: 1, maximum: INT32_MAX });
    expect(bens.find((p) => p.name === 'limit')?.schema).toMatchObject({ minimum: 1, maximum: 100 });
  });

  it('answers the largest page, empty', async () => {
    for (const path of lists) {
      const res = await call('GET', withQuery(urlOf(path), `page=${INT32_MAX}&limit=100`), suporte.headers);
      expect(res.statusCode, `${path} ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.json(), path).toMatchObject({ data: [], page: INT32_MAX, limit: 100 });
    }
  });

  it('refuses a page past it with 400 naming the page', async () => {
    for (const path of lists) {
      for (const page of ['1000000000000000000', '1e20', String(INT32_MAX + 1), '1.5', '-1']) {
        const res = await call('GET', withQuery(urlOf(path), `page=${page}`), suporte.headers);
        const context = `${path}?page=${page} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, context).toBe(400);
        expect(issuePaths(res), context).toEqual(['page']);
        expect(res.json().message, context).toMatch(
          /^(Página inválida\.|A página deve ser no máximo \d+\.)$/,
        );
      }
    }
  });
});

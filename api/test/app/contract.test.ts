import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { completeCnpj, LOCAL_HEADER } from '@gp/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient, uploadForm } from '../../client/index.js';
import { acceptByTermo, giveHead } from '../support/aceite-termo.js';
import { SAMPLE } from '../support/sistema.js';
import { createTestApp, DB_KIND, type TestApp } from '../support/test-app.js';

/**
 * The contract (decision 031): the typed client generated from the OpenAPI document drives a real
 * workflow against the API listening on a port, on PostgreSQL — sign in, choose a location, create a
 * supplier, an asset with an attachment, transfer it, list with filters, read its public page. Every call
 * is typed by the committed `client/openapi.gen.ts`, and the first test regenerates those types from the
 * running server's document: a route that changes without them fails here (and a call that no longer fits
 * fails the type-check).
 */
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  if (DB_KIND !== 'postgres') return;
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

/** The answer's data, failing with the error body when the call did not succeed. */
function ok<D>(result: { data?: D; error?: unknown; response: Response }, status = 200): D {
  expect(result.response.status, JSON.stringify(result.error)).toBe(status);
  return result.data as D;
}

describe.runIf(DB_KIND === 'postgres')('the generated client against the running API', () => {
  it("has the types the server's document gives (regenerated: no drift)", async () => {
    // Loaded here: the generator brings openapi-typescript and TypeScript, which the PGlite run skips.
    const { TYPES_FILE, typesOf } = await import('../../client/generate.js');
    const document = await (await fetch(`${baseUrl}/docs/json`)).json();
    const committed = readFileSync(TYPES_FILE, 'utf8');
    const generated = await typesOf(document);
    // On a difference: `pnpm --filter @gp/api openapi`, then review and commit client/openapi.gen.ts.
    expect(generated === committed, 'client/openapi.gen.ts difere do documento: rode pnpm openapi').toBe(
      true,
    );
  });

  it('signs in, chooses a location and registers, attaches, transfers, lists and publishes an asset', async () => {
    const anonymous = createApiClient(baseUrl);

    // Sign in and choose the Prefeitura's location, as the back office does.
    const session = ok(
      await anonymous.POST('/session', { body: { username: 'admin', password: 'Admin@123' } }),
    );
    const local = session.locais.find((l) => l.empresa.no_empresa.includes('Prefeitura'));
    expect(local).toBeDefined();
    const api: ApiClient = createApiClient(baseUrl, { token: session.token, localId: local!.id });
    const location = ok(await api.GET('/locais/{id}', { params: { path: { id: local!.id } } }));
    const grant = ok(await api.GET('/permissions/{localId}', { params: { path: { localId: local!.id } } }));
    expect(grant.permissions.hasPatrimonio).toBe(true);

    // What the forms offer: a category, the departments and their sectors.
    const categorias = ok(await api.GET('/patrimonio/categoriabem'));
    const mobiliario = categorias.find((c) => c.nome === 'Mobiliário em geral')!;
    const secretarias = ok(await api.GET('/empresas/secretarias', { params: { query: { limit: 100 } } }));
    const adm = secretarias.data.find((s) => s.name.includes('Administração'))!;
    const saude = secretarias.data.find((s) => s.name.includes('Saúde'))!;
    const setoresOf = async (id: string) =>
      ok(await api.GET('/empresas/setores/byempresa/{id}', { params: { path: { id } } }));
    const [setorAdm] = await setoresOf(adm.id);
    const [setorSaude] = await setoresOf(saude.id);

    // A supplier.
    const cnpj = completeCnpj('445566770001');
    const fornecedor = ok(
      await api.POST('/patrimonio/fornecedor/create', {
        body: {
          tipo_pessoa: 'J',
          cpf_cnpj: cnpj,
          razao_social: 'Contrato Móveis Ltda',
          nome_fantasia: 'Contrato Móveis',
          email: 'vendas@contrato.com.br',
          uf: 'SP',
        },
      }),
      201,
    );

    // An asset bought from it, with an attachment sent as multipart.
    const bem = ok(
      await api.POST('/patrimonio/bempatrimonial/create', {
        body: {
          descricao: 'Armário de aço do contrato',
          categoria_id: mobiliario.id,
          tipo: 'movel',
          estado_conservacao: 'novo',
          TipoIncorporacao: 1,
          data_aquisicao: '2025-02-10',
          valor_aquisicao: '2500.90',
          secretaria_id: adm.id,
          setor_id: setorAdm!.id,
          fornecedor_id: fornecedor.id,
        },
      }),
      201,
    );
    const anexo = ok(
      await api.POST('/patrimonio/bempatrimonial/upload/{id}', {
        params: { path: { id: bem.id } },
        body: { file: new Blob([SAMPLE.pdf]), name: 'nota-fiscal.pdf' },
        bodySerializer: uploadForm,
      }),
      201,
    );
    // Fields read by name, not matched as an object: a name the answer's type lacks fails the type-check.
    expect([anexo.name, anexo.mime]).toEqual(['nota-fiscal.pdf', 'application/pdf']);
    const baixado = ok(
      await api.GET('/patrimonio/arquivo/{id}', { params: { path: { id: anexo.id } }, parseAs: 'blob' }),
    );
    expect(Buffer.from(await baixado.arrayBuffer()).equals(SAMPLE.pdf)).toBe(true);
    const anexos = ok(
      await api.GET('/patrimonio/bempatrimonial/files/{id}', { params: { path: { id: bem.id } } }),
    );
    expect(anexos.map((a) => a.id)).toEqual([anexo.id]);

    // Transferred to Saúde: it waits for the aceite of the setor's head, recorded by the paper termo.
    const headers = { authorization: `Bearer ${session.token}`, [LOCAL_HEADER]: local!.id };
    await giveHead(t, headers, setorSaude!.id);
    const pedido = ok(
      await api.POST('/patrimonio/movimentacaobem/create', {
        body: {
          bempatrimonial_id: bem.id,
          CodigoBEM: bem.CodigoBEM,
          TipoMovimentacao: 2,
          secretaria_id: saude.id,
          setor_id: setorSaude!.id,
          Observacao: 'Remanejamento do contrato',
        },
      }),
      202,
    );
    expect(pedido && 'estado' in pedido ? pedido.estado : null).toBe('pendente');
    const aceito = await acceptByTermo(t, headers, (pedido as { id: string }).id);
    const historico = ok(
      await api.GET('/patrimonio/movimentacaobem/{id}', { params: { path: { id: bem.id } } }),
    );
    const transferencia = historico.find((m) => m.id === aceito.movimentacao_id)!;
    expect([transferencia.secretaria_anterior_id, transferencia.secretaria?.id]).toEqual([adm.id, saude.id]);

    // The list, filtered by the new department, the supplier and a word of the description.
    const lista = ok(
      await api.GET('/patrimonio/bempatrimonial', {
        params: {
          query: { secretaria_id: saude.id, fornecedor_id: fornecedor.id, search: 'armario', limit: 10 },
        },
      }),
    );
    expect(lista.total).toBe(1);
    expect(lista.data.map((b) => [b.id, b.secretaria.id])).toEqual([[bem.id, saude.id]]);

    // Its public page, read without a token, and the entity's public list.
    const ficha = ok(
      await anonymous.GET('/patrimonio/bempatrimonial/transparencia/{id}', {
        params: { path: { id: bem.id } },
      }),
    );
    expect(ficha.descricao).toBe('Armário de aço do contrato');
    const publicos = ok(
      await anonymous.GET('/publico/entidades/{cpf_cnpj}/bens', {
        params: { path: { cpf_cnpj: location.company.cpfCnpj! }, query: { search: 'armario' } },
      }),
    );
    expect(publicos.data.map((b) => b.id)).toEqual([bem.id]);
  });
});

import type { Importacao } from '@gp/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bemBody, createBem, patrimonioApp } from '../support/patrimonio.js';
import { upload } from '../support/sistema.js';

/**
 * The vehicles' list exported by one client and imported into another (docs/domain.md, "Implantação";
 * decision 069): the Prefeitura's vehicle, every field of its form filled, brought into the Câmara whose
 * asset has the same número, by the suggested mapping alone (the export's own headers).
 */

let s: Awaited<ReturnType<typeof patrimonioApp>>;
const BASE = '/patrimonio/implantacao';
const CAMPOS = [
  'tipo',
  'placa',
  'renavam',
  'chassi',
  'marca',
  'modelo',
  'ano_fabricacao',
  'ano_modelo',
  'cor',
  'combustivel',
  'odometro',
  'horimetro',
] as const;
const campos = (r: Record<string, unknown>) => Object.fromEntries(CAMPOS.map((c) => [c, r[c] ?? null]));

beforeAll(async () => {
  s = await patrimonioApp();
});
afterAll(() => s.t.close());

describe('vehicles exported and imported into another client', () => {
  it('XLSX: every field of the vehicle’s form comes back equal, on the asset of the same número', async () => {
    const bem = await createBem(s.t, s.admin.headers, bemBody(s.ids, { descricao: 'Caminhonete da frota' }));
    expect(bem.statusCode, bem.body).toBe(201);
    const numero = bem.json().CodigoBEM as number;
    const daCamara = await createBem(
      s.t,
      s.adminCamara.headers,
      bemBody(s.ids, {
        descricao: 'Caminhonete da frota',
        categoria_id: s.ids.mobiliarioCamara,
        secretaria_id: s.ids.camaraDeptId,
        setor_id: null,
        CodigoBEM: numero,
      }),
    );
    expect(daCamara.statusCode, daCamara.body).toBe(201);
    const criado = await s.call('POST', '/patrimonio/veiculoequipamento/create', s.admin.headers, {
      bempatrimonial_id: bem.json().id,
      tipo: 'veiculo',
      placa: 'RTV1A23',
      renavam: '00639465870',
      chassi: '9BWZZZ377VT004251',
      marca: '=VW',
      modelo: 'Amarok',
      ano_fabricacao: 2021,
      ano_modelo: 2022,
      cor: 'Branca',
      combustivel: 'diesel',
      odometro: 12345,
      horimetro: 10,
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const original = campos(criado.json());
    const arq = await s.call(
      'GET',
      '/patrimonio/veiculoequipamento/exportar?formato=xlsx&search=RTV1A23',
      s.admin.headers,
    );
    expect(arq.statusCode, arq.body).toBe(200);
    const enviado = await upload(s.t, `${BASE}/bens/upload?tipo=veiculos`, s.adminCamara.headers, {
      filename: 'veiculos.xlsx',
      content: arq.rawPayload,
    });
    expect(enviado.statusCode, enviado.body).toBe(201);
    const imp: Importacao = enviado.json();
    const validada = await s.call('POST', `${BASE}/bens/${imp.id}/validar`, s.adminCamara.headers, {
      mapeamento: imp.sugestao,
    });
    const resumo = (validada.json() as Importacao).resumo;
    expect(resumo, validada.body).toMatchObject({ total: 1, validas: 1, com_erro: 0 });
    const gravar = await s.call('POST', `${BASE}/bens/${imp.id}/gravar`, s.adminCamara.headers);
    expect(gravar.statusCode, gravar.body).toBe(202);
    const trabalho = gravar.json().trabalho_id as string;
    for (let i = 0; i < 400; i++) {
      const job = (await s.call('GET', `/trabalhos/${trabalho}`, s.adminCamara.headers)).json();
      if (job.estado === 'concluido') break;
      if (job.estado === 'falhou') throw new Error(job.erro);
      await new Promise((r) => setTimeout(r, 50));
    }
    const lista = await s.call('GET', '/patrimonio/veiculoequipamento?search=RTV1A23', s.adminCamara.headers);
    const [copia] = lista.json().data;
    expect(copia.bem.CodigoBEM).toBe(numero);
    expect(campos(copia)).toEqual(original);
  });
});

import { type Bem, type Importacao, LOCALIZACAO_OPTIONAL_FIELDS } from '@gp/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brazilDate } from '../../src/lib/brazil-time.js';
import { bemBody, createBem, fornecedorBody, patrimonioApp } from '../support/patrimonio.js';
import { upload } from '../support/sistema.js';

/**
 * The assets' list exported by one client and imported into another (docs/domain.md, "Implantação";
 * decision 069): the Prefeitura's movable asset and its land, every field of the asset form the import
 * reads filled and an opening balance set, brought into the Câmara (by support, who may create its secretarias) by the suggested mapping alone
 * (the export's own headers), its secretaria, setor and supplier created by the import's options; read back, field by
 * field, with the opening balances (accumulated depreciation, residual value, useful life).
 */

let s: Awaited<ReturnType<typeof patrimonioApp>>;
const BASE = '/patrimonio/implantacao';
// The export counts the remaining life at its month (Brazil's calendar): the Câmara's cut-over is that month.
const [ano, mes] = brazilDate(new Date()).split('-').map(Number) as [number, number];
const corte = { ano, mes };

/** The asset as the form edits it: ids aside, references by what the other client knows them by. */
const comparavel = (b: Bem) => ({
  CodigoBEM: b.CodigoBEM,
  descricao: b.descricao,
  especificacao: b.especificacao,
  tipo: b.tipo,
  categoria: b.categoria.nome,
  estado_conservacao: b.estado_conservacao,
  data_aquisicao: b.data_aquisicao,
  data_incorporacao: b.data_incorporacao,
  data_inicio_uso: b.data_inicio_uso,
  valor_aquisicao: b.valor_aquisicao,
  valor_residual: b.valor_residual,
  vida_util_meses: b.vida_util_meses,
  depreciavel: b.depreciavel,
  saldo_implantacao: b.saldo_implantacao,
  conta_contabil: b.conta_contabil,
  fornecedor: b.fornecedor?.cpf_cnpj ?? null,
  ncm: b.ncm?.codigo ?? null,
  nota_fiscal_numero: b.nota_fiscal_numero,
  nota_fiscal_serie: b.nota_fiscal_serie,
  nota_fiscal_chave: b.nota_fiscal_chave,
  empenho: b.empenho,
  secretaria: b.secretaria.name,
  setor: b.setor?.name ?? null,
  responsavel: b.responsavel,
  numero_serie: b.numero_serie,
  marca: b.marca,
  modelo: b.modelo,
  observacoes: b.observacoes,
  // An imóvel's location: every field the asset import reads (its description is the asset's).
  localizacao: b.localizacao
    ? {
        descricao: b.localizacao.descricao,
        ...Object.fromEntries(LOCALIZACAO_OPTIONAL_FIELDS.map((c) => [c, b.localizacao?.[c] ?? null])),
      }
    : null,
});

beforeAll(async () => {
  s = await patrimonioApp();
  const config = await s.call('PUT', '/patrimonio/depreciacao/configuracao', s.suporte.headers, {
    cliente_id: s.ids.camaraId,
    primeiro_mes: 'integral',
    implantacao: corte,
  });
  expect(config.statusCode, config.body).toBe(200);
});
afterAll(() => s.t.close());

async function esperar(trabalho: string) {
  for (let i = 0; i < 400; i++) {
    const job = (await s.call('GET', `/trabalhos/${trabalho}`, s.suporte.headers)).json();
    if (job.estado === 'concluido') return job;
    if (job.estado === 'falhou') throw new Error(job.erro);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('a gravação não terminou');
}

describe('assets exported and imported into another client', () => {
  it('XLSX: every field the import reads and the opening balances come back equal', async () => {
    const fornecedor = await s.call(
      'POST',
      '/patrimonio/fornecedor/create',
      s.admin.headers,
      fornecedorBody(),
    );
    expect(fornecedor.statusCode, fornecedor.body).toBe(201);
    // NCM references are each client's: the Câmara has the same code (the import names it by code).
    const ncm = {
      codigo: '94033000',
      descricao: 'Móveis de madeira para escritórios',
      taxa_depreciacao: '10',
    };
    const ncms = await Promise.all(
      [s.ids.prefeituraId, s.ids.camaraId].map((cliente_id) =>
        s.call('POST', '/refncm/create', s.suporte.headers, { ...ncm, cliente_id }),
      ),
    );
    for (const res of ncms) expect(res.statusCode, res.body).toBe(201);
    const movel = await createBem(
      s.t,
      s.admin.headers,
      bemBody(s.ids, {
        CodigoBEM: 880001,
        descricao: 'Mesa de reunião oval trazida',
        especificacao: 'Tampo de MDF 25 mm, oito lugares',
        estado_conservacao: 'regular',
        data_aquisicao: '2021-05-10',
        data_incorporacao: '2021-05-20',
        data_inicio_uso: '2021-06-01',
        valor_aquisicao: '10000.00',
        valor_residual: '1000.00',
        vida_util_meses: 150,
        saldo_implantacao: '3000.00',
        fornecedor_id: fornecedor.json().id,
        ncm_id: ncms[0]!.json().id,
        nota_fiscal_numero: '4567',
        nota_fiscal_serie: '001',
        empenho: '2021/123',
        responsavel: 'João da Silva',
        numero_serie: 'SN-77-A',
        marca: 'Flexform',
        modelo: 'Oval 8',
        observacoes: '=Sala do Prefeito',
      }),
    );
    expect(movel.statusCode, movel.body).toBe(201);
    const imovel = await createBem(
      s.t,
      s.admin.headers,
      bemBody(s.ids, {
        CodigoBEM: 880002,
        descricao: 'Terreno da antiga escola trazido',
        categoria_id: s.ids.terrenos,
        tipo: 'imovel',
        estado_conservacao: 'bom',
        data_aquisicao: '2010-02-01',
        data_incorporacao: '2010-02-01',
        valor_aquisicao: '250000.00',
        secretaria_id: s.ids.saude.id,
        setor_id: null,
        responsavel: null,
        marca: null,
        nota_fiscal_chave: null,
        observacoes: 'Matrícula 12.345',
        localizacao: {
          descricao: 'Terreno da antiga escola trazido',
          endereco: 'Rua das Palmeiras',
          numero: '120-A',
          complemento: 'Lote 4, quadra 9',
          bairro: 'Centro',
          cep: '01310100',
          municipio: 'Campinas',
          uf: 'SP',
          matricula: '12.345',
          cartorio: '2º Registro de Imóveis de Campinas',
          inscricao_imobiliaria: '3.421.0057.001',
          area_terreno: '1250.75',
          area_construida: '450.50',
          latitude: '-22.905560',
          longitude: '-47.060830',
        },
      }),
    );
    expect(imovel.statusCode, imovel.body).toBe(201);
    // Not depreciable against its category's rule: the file's "Depreciável" wins over the category.
    const semDepreciacao = await createBem(
      s.t,
      s.admin.headers,
      bemBody(s.ids, {
        CodigoBEM: 880003,
        descricao: 'Notebook doado trazido',
        categoria_id: s.ids.informatica,
        depreciavel: false,
        data_aquisicao: '2023-01-31',
        valor_aquisicao: '4999.99',
        nota_fiscal_chave: null,
        secretaria_id: s.ids.adm.id,
        setor_id: s.ids.adm.setores[0],
      }),
    );
    expect(semDepreciacao.statusCode, semDepreciacao.body).toBe(201);
    const originais = await Promise.all(
      [movel, imovel, semDepreciacao].map(async (r) => {
        const bem = await s.call('GET', `/patrimonio/bempatrimonial/${r.json().id}`, s.admin.headers);
        return comparavel(bem.json());
      }),
    );

    const arq = await s.call(
      'GET',
      '/patrimonio/bempatrimonial/exportar?formato=xlsx&search=trazid',
      s.admin.headers,
    );
    expect(arq.statusCode, arq.body).toBe(200);
    const enviado = await upload(s.t, `${BASE}/bens/upload?cliente_id=${s.ids.camaraId}`, s.suporte.headers, {
      filename: 'bens.xlsx',
      content: arq.rawPayload,
    });
    expect(enviado.statusCode, enviado.body).toBe(201);
    const imp: Importacao = enviado.json();
    expect(Object.keys(imp.sugestao.campos).sort()).toEqual(
      [
        'chave_origem',
        'codigo',
        'descricao',
        'especificacao',
        'tipo',
        'categoria',
        'estado_conservacao',
        'data_aquisicao',
        'data_inicio_uso',
        'data_incorporacao',
        'valor_aquisicao',
        'valor_residual',
        'depreciacao_acumulada',
        'vida_util_restante',
        'conta_contabil',
        'depreciavel',
        'fornecedor',
        'fornecedor_nome',
        'secretaria',
        'setor',
        'responsavel',
        'numero_serie',
        'marca',
        'modelo',
        'nota_fiscal_numero',
        'nota_fiscal_serie',
        'nota_fiscal_chave',
        'empenho',
        'ncm',
        'observacoes',
        'endereco_imovel',
        'numero',
        'complemento',
        'bairro',
        'cep',
        'municipio',
        'uf',
        'matricula',
        'cartorio',
        'inscricao_imobiliaria',
        'area_terreno',
        'area_construida',
        'latitude',
        'longitude',
      ].sort(),
    );
    const opcoes = { criar_secretarias: true, criar_setores: true, criar_fornecedores: true };
    const validada = await s.call('POST', `${BASE}/bens/${imp.id}/validar`, s.suporte.headers, {
      mapeamento: imp.sugestao,
      opcoes,
    });
    expect(validada.statusCode, validada.body).toBe(200);
    expect((validada.json() as Importacao).resumo, validada.body).toMatchObject({
      total: 3,
      validas: 3,
      com_erro: 0,
    });
    const gravar = await s.call('POST', `${BASE}/bens/${imp.id}/gravar`, s.suporte.headers);
    expect(gravar.statusCode, gravar.body).toBe(202);
    await esperar(gravar.json().trabalho_id);

    const lista = await s.call(
      'GET',
      `/patrimonio/bempatrimonial?search=trazid&sort=codigo&cliente_id=${s.ids.camaraId}`,
      s.suporte.headers,
    );
    expect(lista.json().data).toHaveLength(3);
    const copias = await Promise.all(
      (lista.json().data as { id: string }[]).map(async (r) => {
        const bem = await s.call('GET', `/patrimonio/bempatrimonial/${r.id}`, s.suporte.headers);
        return comparavel(bem.json());
      }),
    );
    expect(originais[1]?.localizacao).toMatchObject({ latitude: '-22.905560', cep: '01310100' });
    expect(copias).toEqual(originais);
  });

  it('a depreciation month processed in the origin: the file’s accumulated depreciation is that month’s', async () => {
    const anterior =
      corte.mes === 1 ? { ano: corte.ano - 1, mes: 12 } : { ano: corte.ano, mes: corte.mes - 1 };
    const mm = String(anterior.mes).padStart(2, '0');
    const criado = await createBem(
      s.t,
      s.admin.headers,
      bemBody(s.ids, {
        CodigoBEM: 880010,
        descricao: 'Armário depreciado levado',
        data_aquisicao: `${anterior.ano - 1}-${mm}-01`,
        valor_aquisicao: '1200.00',
        valor_residual: '0.00',
        vida_util_meses: 60,
        saldo_implantacao: '240.00',
        nota_fiscal_chave: null,
      }),
    );
    expect(criado.statusCode, criado.body).toBe(201);
    const config = await s.call('PUT', '/patrimonio/depreciacao/configuracao', s.suporte.headers, {
      cliente_id: s.ids.prefeituraId,
      primeiro_mes: 'integral',
      implantacao: anterior,
    });
    expect(config.statusCode, config.body).toBe(200);
    const run = await s.call('POST', '/patrimonio/depreciacao/processar', s.suporte.headers, {
      ...anterior,
      cliente_id: s.ids.prefeituraId,
      confirmado: true,
    });
    expect(run.statusCode, run.body).toBe(202);
    await esperar(run.json().trabalho_id);
    const original: Bem = (
      await s.call('GET', `/patrimonio/bempatrimonial/${criado.json().id}`, s.admin.headers)
    ).json();

    const arq = await s.call(
      'GET',
      '/patrimonio/bempatrimonial/exportar?formato=xlsx&search=levado',
      s.admin.headers,
    );
    expect(arq.statusCode, arq.body).toBe(200);
    const enviado = await upload(s.t, `${BASE}/bens/upload?cliente_id=${s.ids.camaraId}`, s.suporte.headers, {
      filename: 'bens-depreciados.xlsx',
      content: arq.rawPayload,
    });
    const imp: Importacao = enviado.json();
    const validada = await s.call('POST', `${BASE}/bens/${imp.id}/validar`, s.suporte.headers, {
      mapeamento: imp.sugestao,
      opcoes: { criar_secretarias: true, criar_setores: true, criar_fornecedores: true },
    });
    expect((validada.json() as Importacao).resumo, validada.body).toMatchObject({ total: 1, validas: 1 });
    const gravar = await s.call('POST', `${BASE}/bens/${imp.id}/gravar`, s.suporte.headers);
    expect(gravar.statusCode, gravar.body).toBe(202);
    await esperar(gravar.json().trabalho_id);
    const lista = await s.call(
      'GET',
      `/patrimonio/bempatrimonial?search=levado&cliente_id=${s.ids.camaraId}`,
      s.suporte.headers,
    );
    const copia: Bem = (
      await s.call('GET', `/patrimonio/bempatrimonial/${lista.json().data[0].id}`, s.suporte.headers)
    ).json();
    // 240 typed at the origin's cut-over, plus one month's quota of 960 over the 48 months left: 260.
    expect(copia.saldo_implantacao).toBe('260.00');
    expect({ ...comparavel(copia), saldo_implantacao: null }).toEqual({
      ...comparavel(original),
      saldo_implantacao: null,
    });
  });
});

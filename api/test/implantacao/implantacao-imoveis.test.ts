import { CreateLocalizacaoBodySchema, type Importacao } from '@gp/shared-contracts';
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema.js';
import { implantacaoBens } from '../../src/db/schema-implantacao.js';
import { bensPatrimoniais, localizacoesImoveis } from '../../src/db/schema-patrimonio.js';
import { patrimonioApp } from '../support/patrimonio.js';
import { upload } from '../support/sistema.js';

/**
 * The imóveis' location in the assets' import (docs/domain.md, "Implantação"; decision 064): the location
 * columns suggested from their headers, each row's location read by the Brazilian parsers and checked by
 * the location form's contract (only for an imóvel, coordinates inside Brazil), the commit writing the
 * asset and its location together (readable on the locations' register), the file again writing nothing,
 * and the undo removing both (refused while a location was added to an imported asset afterwards).
 */

let s: Awaited<ReturnType<typeof patrimonioApp>>;
const BASE = '/patrimonio/implantacao';
const hoje = new Date();
const corte = { ano: hoje.getFullYear(), mes: hoje.getMonth() + 1 };
let adm: string;

const CABECALHO = [
  'Chave de origem',
  'Descrição',
  'Categoria',
  'Secretaria',
  'Data de aquisição',
  'Valor de aquisição',
  'Endereço do imóvel',
  'Número do imóvel',
  'Bairro',
  'CEP',
  'Município',
  'UF',
  'Matrícula',
  'Cartório',
  'Inscrição imobiliária',
  'Área do terreno (m²)',
  'Área construída (m²)',
  'Latitude',
  'Longitude',
].join(';');
const arquivo = (linhas: string[]) => Buffer.from([CABECALHO, ...linhas].join('\n'));
const linha = (chave: string, descricao: string, categoria: string, local: string) =>
  `${chave};${descricao};${categoria};${adm};10/03/2015;"250.000,00";${local}`;
const VAZIO = ';;;;;;;;;;;;';
const PRINCIPAL = () =>
  arquivo([
    linha(
      'IMV-1',
      'Terreno da UBS Centro',
      'Terrenos',
      'Av. Brasil;1.200;Centro;01001-000;São Paulo;sp;12.345;1º Ofício de Registro de Imóveis;001.002.0003;"1.234,56";"450,5";-23,550520;-46.633308',
    ),
    linha('MOV-1', 'Mesa de reunião', 'Mobiliário em geral', `Rua das Flores${VAZIO}`),
    linha('IMV-2', 'Terreno no mar', 'Terrenos', ';;;;;;;;;;;-10,5;-20'),
    linha('IMV-3', 'Terreno do CEP errado', 'Terrenos', ';;;123;;;;;;;;;'),
    linha('IMV-4', 'Terreno da UF errada', 'Terrenos', ';;;;;ZZ;;;;;;;'),
    linha('IMV-5', 'Terreno sem localização', 'Terrenos', VAZIO),
  ]);

const enviar = (conteudo: Buffer) =>
  upload(s.t, `${BASE}/bens/upload?cliente_id=${s.ids.prefeituraId}`, s.suporte.headers, {
    filename: 'imoveis.csv',
    content: conteudo,
  });
const validar = (imp: Importacao) =>
  s.call('POST', `${BASE}/bens/${imp.id}/validar`, s.suporte.headers, { mapeamento: imp.sugestao });

async function gravarEsperar(id: string) {
  const res = await s.call('POST', `${BASE}/bens/${id}/gravar`, s.suporte.headers);
  expect(res.statusCode, res.body).toBe(202);
  const trabalho = res.json().trabalho_id as string;
  const limite = Date.now() + 25_000;
  while (Date.now() < limite) {
    const job = (await s.call('GET', `/trabalhos/${trabalho}`, s.suporte.headers)).json();
    if (job.estado === 'concluido') return job;
    if (job.estado === 'falhou') throw new Error(job.erro);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('a gravação não terminou em 25 s');
}

beforeAll(async () => {
  s = await patrimonioApp();
  const [row] = await s.t.database.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, s.ids.adm.id));
  adm = row!.name;
  const config = await s.call('PUT', '/patrimonio/depreciacao/configuracao', s.suporte.headers, {
    cliente_id: s.ids.prefeituraId,
    primeiro_mes: 'integral',
    implantacao: corte,
  });
  expect(config.statusCode, config.body).toBe(200);
});
afterAll(() => s.t.close());

describe('implantação of imóveis with their location', () => {
  let imp: Importacao;

  it('suggests the location columns and refuses a location on a móvel, outside Brazil or with a bad CEP', async () => {
    const enviado = await enviar(PRINCIPAL());
    expect(enviado.statusCode, enviado.body).toBe(201);
    imp = enviado.json();
    expect(imp.sugestao.campos).toMatchObject({
      endereco_imovel: { coluna: 'Endereço do imóvel' },
      numero: { coluna: 'Número do imóvel' },
      bairro: { coluna: 'Bairro' },
      cep: { coluna: 'CEP' },
      municipio: { coluna: 'Município' },
      uf: { coluna: 'UF' },
      matricula: { coluna: 'Matrícula' },
      cartorio: { coluna: 'Cartório' },
      inscricao_imobiliaria: { coluna: 'Inscrição imobiliária' },
      area_terreno: { coluna: 'Área do terreno (m²)' },
      area_construida: { coluna: 'Área construída (m²)' },
      latitude: { coluna: 'Latitude' },
      longitude: { coluna: 'Longitude' },
    });
    const res = await validar(imp);
    expect(res.statusCode, res.body).toBe(200);
    // The form's own message for a state that is no UF.
    const uf = v.safeParse(CreateLocalizacaoBodySchema, {
      descricao: 'x',
      uf: 'ZZ',
      bempatrimonial_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(uf.success).toBe(false);
    expect(res.json().resumo.erros).toEqual([
      {
        linha: 3,
        campo: 'Endereço do imóvel',
        mensagem:
          'A localização (endereço, matrícula, coordenadas) só se aplica a bens imóveis: a categoria "Mobiliário em geral" é de bens do tipo móvel.',
      },
      {
        linha: 4,
        campo: 'Longitude',
        mensagem: 'A longitude deve estar dentro do Brasil: entre -73,99 e -28,84 graus.',
      },
      { linha: 5, campo: 'CEP', mensagem: 'CEP inválido: use 8 dígitos, ex.: 01310-100.' },
      { linha: 6, campo: 'UF', mensagem: uf.success ? '' : uf.issues[0].message },
    ]);
    expect(res.json().resumo).toMatchObject({ total: 6, validas: 2, com_erro: 4, ja_importadas: 0 });
  });

  it('commits the asset and its location together, readable on the locations’ register; the file again writes nothing', async () => {
    const job = await gravarEsperar(imp.id);
    expect(job.resultado.quantidade).toBe(2);
    const db = s.t.database.db;
    const escritos = await db
      .select({ chave: implantacaoBens.chave, bemId: implantacaoBens.bemId })
      .from(implantacaoBens)
      .where(eq(implantacaoBens.importacaoId, imp.id));
    const terreno = escritos.find((e) => e.chave === 'IMV-1')!;
    const semLocal = escritos.find((e) => e.chave === 'IMV-5')!;

    const lista = await s.call(
      'GET',
      `/patrimonio/localizacaoimovel?bempatrimonial_id=${terreno.bemId}`,
      s.suporte.headers,
    );
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().data).toHaveLength(1);
    expect(lista.json().data[0]).toMatchObject({
      bempatrimonial_id: terreno.bemId,
      descricao: 'Terreno da UBS Centro',
      endereco: 'Av. Brasil',
      numero: '1.200',
      bairro: 'Centro',
      cep: '01001000',
      municipio: 'São Paulo',
      uf: 'SP',
      matricula: '12.345',
      cartorio: '1º Ofício de Registro de Imóveis',
      inscricao_imobiliaria: '001.002.0003',
      area_terreno: '1234.56',
      area_construida: '450.50',
      latitude: '-23.550520',
      longitude: '-46.633308',
    });
    expect(
      await db.select().from(localizacoesImoveis).where(eq(localizacoesImoveis.bemId, semLocal.bemId)),
    ).toHaveLength(0);

    const corrigido = (
      await enviar(
        arquivo([
          linha('IMV-1', 'Terreno da UBS Centro', 'Terrenos', `Av. Brasil${VAZIO}`),
          linha('IMV-5', 'Terreno sem localização', 'Terrenos', VAZIO),
        ]),
      )
    ).json() as Importacao;
    const revalidada = await validar(corrigido);
    expect(revalidada.json().resumo).toMatchObject({ total: 2, validas: 0, ja_importadas: 2 });
    expect(
      await db.select().from(localizacoesImoveis).where(eq(localizacoesImoveis.clientId, s.ids.prefeituraId)),
    ).toHaveLength(1);
  });

  it('undoes the assets with their locations; a location added to an imported asset afterwards keeps them', async () => {
    const db = s.t.database.db;
    const escritos = await db
      .select({ chave: implantacaoBens.chave, bemId: implantacaoBens.bemId })
      .from(implantacaoBens)
      .where(eq(implantacaoBens.importacaoId, imp.id));
    const semLocal = escritos.find((e) => e.chave === 'IMV-5')!;
    const criada = await s.call('POST', '/patrimonio/localizacaoimovel/create', s.suporte.headers, {
      bempatrimonial_id: semLocal.bemId,
      descricao: 'Lote 7',
    });
    expect(criada.statusCode, criada.body).toBe(201);
    const recusa = await s.call('POST', `${BASE}/bens/${imp.id}/desfazer`, s.suporte.headers);
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().message).toBe(
      'Bens desta importação já têm localização de imóvel cadastrada depois da importação: remova-a antes de desfazer.',
    );
    await db.delete(localizacoesImoveis).where(eq(localizacoesImoveis.id, criada.json().id));

    const desfeita = await s.call('POST', `${BASE}/bens/${imp.id}/desfazer`, s.suporte.headers);
    expect(desfeita.statusCode, desfeita.body).toBe(200);
    expect(desfeita.json().message).toBe('Importação desfeita: 2 bens removidos.');
    const ids = escritos.map((e) => e.bemId);
    expect(await db.select().from(bensPatrimoniais).where(inArray(bensPatrimoniais.id, ids))).toHaveLength(0);
    expect(
      await db.select().from(localizacoesImoveis).where(inArray(localizacoesImoveis.bemId, ids)),
    ).toHaveLength(0);
  });
});

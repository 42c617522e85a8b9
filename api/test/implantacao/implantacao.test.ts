import type { Importacao } from '@gp/shared-contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema.js';
import { implantacaoBens } from '../../src/db/schema-implantacao.js';
import {
  bensPatrimoniais,
  depreciacoesMeses,
  movimentacoesBens,
  veiculosEquipamentos,
} from '../../src/db/schema-patrimonio.js';
import { PRESET_ECIDADE } from '../../src/modules/implantacao/implantacao-mapeamento.js';
import { patrimonioApp } from '../support/patrimonio.js';
import { xlsxDe } from '../support/planilhas.js';
import { upload } from '../support/sistema.js';
import { makeZip } from '../support/zip.js';

/**
 * The Implantação of an old asset register through the API (docs/domain.md, "Implantação"): an e-Cidade
 * export in CSV mixing UTF-8 and Latin-1, mapped with the shipped preset, validated, committed as a job,
 * sent again (nothing written), corrected (only the missing row added) and undone; and the refusals.
 */

let s: Awaited<ReturnType<typeof patrimonioApp>>;
const BASE = '/patrimonio/implantacao';
const hoje = new Date();
const corte = { ano: hoje.getFullYear(), mes: hoje.getMonth() + 1 };
const corteIso = `${corte.ano}-${String(corte.mes).padStart(2, '0')}-01`;
let secretarias: { adm: string; saude: string };
let enviar: (nome: string, conteudo: Buffer, cliente?: string) => ReturnType<typeof upload>;

beforeAll(async () => {
  s = await patrimonioApp();
  const nomes = await s.t.database.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [s.ids.adm.id, s.ids.saude.id]));
  secretarias = {
    adm: nomes.find((n) => n.id === s.ids.adm.id)!.name,
    saude: nomes.find((n) => n.id === s.ids.saude.id)!.name,
  };
  const config = await s.call('PUT', '/patrimonio/depreciacao/configuracao', s.suporte.headers, {
    cliente_id: s.ids.prefeituraId,
    primeiro_mes: 'integral',
    implantacao: corte,
  });
  expect(config.statusCode, config.body).toBe(200);
  enviar = (nome, conteudo, cliente = s.ids.prefeituraId) =>
    upload(s.t, `${BASE}/bens/upload?cliente_id=${cliente}`, s.suporte.headers, {
      filename: nome,
      content: conteudo,
    });
});
afterAll(() => s.t.close());

/** An e-Cidade export (table `bens` joined with its class, department, supplier and depreciation). */
function ecidade(dataLinha4: string) {
  const cabecalho =
    't52_bem;t52_ident;t52_descr;t52_valaqu;t52_dtaqu;t52_codcla;descrdepto;z01_cgccpf;t44_valorresidual;t44_vidautil;t52_obs\n';
  return Buffer.concat([
    Buffer.from(cabecalho, 'utf8'),
    Buffer.from(
      `9001;;Mesa de reunião;"1.234,56";15/01/2020;101;${secretarias.adm};;100,00;48;Sala da Educação\n`,
      'utf8',
    ),
    Buffer.from(
      `9002;;Cadeira giratória;R$ 500,00;2019-03-10;101;${secretarias.saude};;;;Educação\n`,
      'latin1',
    ),
    Buffer.from(`9003;;Computador;7e+03;43845;102;${secretarias.adm};;;;\n`, 'utf8'),
    Buffer.from(`9004;;Impressora;800;${dataLinha4};102;${secretarias.adm};;;;\n`, 'utf8'),
  ]);
}
const mapeamento = { ...PRESET_ECIDADE, categorias: {} as Record<string, string> };

async function validar(id: string, m = mapeamento) {
  return s.call('POST', `${BASE}/bens/${id}/validar`, s.suporte.headers, { mapeamento: m });
}

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

describe('implantação of assets', () => {
  it('uploads, maps with the e-Cidade preset, validates, commits as a job, runs again idempotently and undoes', async () => {
    mapeamento.categorias = { '101': s.ids.mobiliario, '102': s.ids.informatica };
    const enviado = await enviar('bens-ecidade.csv', ecidade('31/02/2020'));
    expect(enviado.statusCode, enviado.body).toBe(201);
    const imp = enviado.json() as Importacao;
    expect(imp.cabecalho[0]).toBe('t52_bem');
    expect(imp.codificacao).toBe('misto');
    expect(imp.amostra[1]?.[10]).toBe('Educação');
    expect(imp.sugestao.campos.descricao?.coluna).toBe('t52_descr');
    expect(imp.acoes.gravar.permitido).toBe(false);

    const modelos = await s.call(
      'GET',
      `${BASE}/modelos?cliente_id=${s.ids.prefeituraId}`,
      s.suporte.headers,
    );
    expect(modelos.json().data[0]).toMatchObject({ nome: 'e-Cidade', padrao: true });

    const duasVezes = await validar(imp.id, {
      ...mapeamento,
      campos: { ...mapeamento.campos, especificacao: { coluna: 't52_descr', fixo: null } },
    });
    expect(duasVezes.statusCode).toBe(400);
    expect(duasVezes.json().message).toBe(
      'A coluna "t52_descr" foi escolhida para dois campos (Descrição e Especificação): escolha uma só.',
    );

    const validada = await validar(imp.id);
    expect(validada.statusCode, validada.body).toBe(200);
    const resumo = validada.json().resumo;
    expect(resumo).toMatchObject({ total: 4, validas: 3, com_erro: 1, ja_importadas: 0 });
    expect(resumo.erros[0]).toMatchObject({ linha: 5, campo: 'Data de aquisição' });
    expect(resumo.erros[0].mensagem).toMatch(/Data inválida: "31\/02\/2020"/);

    const erros = await s.call('GET', `${BASE}/bens/${imp.id}/erros`, s.suporte.headers);
    expect(erros.statusCode).toBe(200);
    expect(erros.headers['content-type']).toMatch(/text\/csv/);
    const linhasCsv = erros.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(linhasCsv[0]).toMatch(/^t52_bem;.*;Linha;Mensagem$/);
    expect(linhasCsv[1]).toMatch(/^9004;;Impressora;800;31\/02\/2020;.*;5;"Data de aquisição: Data inválida/);

    const job = await gravarEsperar(imp.id);
    expect(job.resultado.quantidade).toBe(3);
    const db = s.t.database.db;
    const gravados = await db
      .select({ bem: bensPatrimoniais, chave: implantacaoBens.chave })
      .from(implantacaoBens)
      .innerJoin(bensPatrimoniais, eq(bensPatrimoniais.id, implantacaoBens.bemId))
      .where(eq(implantacaoBens.importacaoId, imp.id));
    const mesa = gravados.find((g) => g.chave === '9001')!.bem;
    expect(mesa).toMatchObject({
      valorAquisicao: '1234.56',
      valorResidual: '100.00',
      tipoIncorporacaoId: 11,
      dataAquisicao: '2020-01-15',
    });
    // 48 months remaining at the cut-over, after the months used since January 2020.
    expect(mesa.vidaUtilMeses).toBe((corte.ano - 2020) * 12 + corte.mes - 1 + 48);
    expect(gravados.find((g) => g.chave === '9003')!.bem).toMatchObject({
      valorAquisicao: '7000.00',
      dataAquisicao: '2020-01-15',
    });
    const [movimento] = await db.select().from(movimentacoesBens).where(eq(movimentacoesBens.bemId, mesa.id));
    expect(movimento).toMatchObject({ tipoMovimentacaoId: 1, tipoIncorporacaoId: 11 });
    expect(movimento!.data.toISOString().slice(0, 10)).toBe(corteIso);

    // The same file again is the same import: nothing more to write.
    const denovo = await enviar('outro-nome.csv', ecidade('31/02/2020'));
    expect(denovo.json().id).toBe(imp.id);
    expect(denovo.json().acoes.desfazer.permitido).toBe(true);

    // The corrected file: only the missing row is added.
    const corrigido = (
      await enviar('bens-ecidade-corrigido.csv', ecidade('28/02/2020'))
    ).json() as Importacao;
    expect(corrigido.id).not.toBe(imp.id);
    const revalidada = (await validar(corrigido.id)).json().resumo;
    expect(revalidada).toMatchObject({ total: 4, validas: 1, com_erro: 0, ja_importadas: 3 });
    expect((await gravarEsperar(corrigido.id)).resultado.quantidade).toBe(1);

    // A vehicle on the written asset keeps the import until it is gone.
    const [escrito] = await db
      .select()
      .from(implantacaoBens)
      .where(eq(implantacaoBens.importacaoId, corrigido.id));
    const [veiculo] = await db
      .insert(veiculosEquipamentos)
      .values({ clientId: s.ids.prefeituraId, bemId: escrito!.bemId, tipo: 'veiculo', placa: 'IMP1A23' })
      .returning();
    const comVeiculo = await s.call('POST', `${BASE}/bens/${corrigido.id}/desfazer`, s.suporte.headers);
    expect(comVeiculo.statusCode).toBe(409);
    expect(comVeiculo.json().message).toBe(
      'Bens desta importação já têm veículo ou equipamento cadastrado: remova-os (ou desfaça a importação dos veículos) antes.',
    );
    await db.delete(veiculosEquipamentos).where(eq(veiculosEquipamentos.id, veiculo!.id));

    const desfeita = await s.call('POST', `${BASE}/bens/${corrigido.id}/desfazer`, s.suporte.headers);
    expect(desfeita.statusCode, desfeita.body).toBe(200);
    expect(desfeita.json().message).toBe('Importação desfeita: 1 bens removidos.');
    const restantes = await db
      .select()
      .from(implantacaoBens)
      .where(eq(implantacaoBens.clientId, s.ids.prefeituraId));
    expect(restantes).toHaveLength(3);
    const outraVez = await s.call('POST', `${BASE}/bens/${corrigido.id}/desfazer`, s.suporte.headers);
    expect(outraVez.statusCode).toBe(409);

    // The list: newest first, each with its state, its counts and who sent it.
    const lista = await s.call('GET', `${BASE}/bens?cliente_id=${s.ids.prefeituraId}`, s.suporte.headers);
    expect(lista.statusCode, lista.body).toBe(200);
    const [ultima, primeira] = lista.json().data;
    expect(ultima).toMatchObject({ id: corrigido.id, situacao: 'desfeita', formato: 'csv' });
    expect(primeira).toMatchObject({ id: imp.id, situacao: 'gravada', resumo: { total: 4, gravadas: 3 } });
    expect(primeira.criado_por).toEqual(expect.stringMatching(/\S/));
  });

  it('refuses bad files with their reason and a client whose depreciation started before the cut-over', async () => {
    const png = await enviar('bens.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]));
    expect(png.statusCode).toBe(415);
    const semCabecalho = await enviar('bens.csv', Buffer.from('1;Mesa;10,00\n2;Cadeira;5\n'));
    expect(semCabecalho.statusCode).toBe(422);
    expect(semCabecalho.json().message).toMatch(/não é um cabeçalho/);
    const tipos =
      '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';
    const bomba = makeZip([
      { name: '[Content_Types].xml', content: tipos },
      { name: 'xl/workbook.xml', content: '<workbook><sheets><sheet name="A"/></sheets></workbook>' },
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(32 * 1024 * 1024) },
    ]);
    const recusada = await enviar('bens.xlsx', bomba);
    expect(recusada.statusCode).toBe(422);
    expect(recusada.json().message).toMatch(/desproporcional/);

    const xlsx = await xlsxDe({
      Capa: [['Relatório'], ['Bens']],
      Bens: [
        ['Código', 'Descrição'],
        [1, 'Mesa'],
      ],
    });
    const planilha = await enviar('bens.xlsx', xlsx);
    expect(planilha.statusCode, planilha.body).toBe(201);
    expect(planilha.json()).toMatchObject({ abas: ['Capa', 'Bens'], aba: 'Capa' });
    const segunda = await s.call('GET', `${BASE}/bens/${planilha.json().id}?aba=Bens`, s.suporte.headers);
    expect(segunda.statusCode, segunda.body).toBe(200);
    expect(segunda.json().amostra).toEqual([['1', 'Mesa']]);

    // The câmara's depreciation ran a month before its implantação month: refused, with the reason.
    const camara = s.ids.camaraId;
    await s.call('PUT', '/patrimonio/depreciacao/configuracao', s.suporte.headers, {
      cliente_id: camara,
      primeiro_mes: 'integral',
      implantacao: corte,
    });
    await s.t.database.db.insert(depreciacoesMeses).values({
      clientId: camara,
      ano: corte.ano - 1,
      mes: 1,
      estado: 'processado',
      valorDepreciado: '0',
      valorImplantacao: '0',
      quantidadeBens: 0,
      quantidadeItens: 0,
      processadoEm: new Date(),
    } as typeof depreciacoesMeses.$inferInsert);
    const daCamara = (
      await enviar('camara.csv', Buffer.from('Codigo;Descricao\n1;Mesa\n'), camara)
    ).json() as Importacao;
    expect(daCamara.acoes.validar).toEqual({
      permitido: false,
      motivo: expect.stringMatching(/já processou 01\/\d{4}, antes do mês de implantação/),
    });
    const recusa = await validar(daCamara.id);
    expect(recusa.statusCode).toBe(409);

    // Another client's import is not found; the consulta profile reads but cannot import.
    const alheia = await s.call('GET', `${BASE}/bens/${daCamara.id}`, s.admin.headers);
    expect(alheia.statusCode).toBe(404);
    const consulta = await upload(s.t, `${BASE}/bens/upload`, s.consulta.headers, {
      filename: 'a.csv',
      content: Buffer.from('A;B\nx;y\n'),
    });
    expect(consulta.statusCode).toBe(403);
    const semBens = await s.t.database.db
      .select()
      .from(bensPatrimoniais)
      .where(and(eq(bensPatrimoniais.clientId, camara)));
    expect(semBens).toHaveLength(0);
  });
});

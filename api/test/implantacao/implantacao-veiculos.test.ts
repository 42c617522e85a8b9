import type { Importacao } from '@gp/shared-contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { implantacaoCriados } from '../../src/db/schema-implantacao.js';
import { veiculosEquipamentos } from '../../src/db/schema-patrimonio.js';
import { bemBody, createBem, patrimonioApp } from '../support/patrimonio.js';
import { upload, userWith } from '../support/sistema.js';

/**
 * The vehicles' import (docs/domain.md, "Implantação"; decision 064): the kind chosen at upload, the
 * mapping suggested from the headers, each row checked by the vehicle form's contract and naming its asset
 * by número (a missing one refused), duplicates by plate, chassi and RENAVAM in the file and against the
 * register (the key already there skipped), the commit as a job (a rerun writes nothing), the permission
 * of the vehicles' own screen, and the undo.
 */

let s: Awaited<ReturnType<typeof patrimonioApp>>;
const BASE = '/patrimonio/implantacao';
const numeros: number[] = [];

const CABECALHO =
  'Patrimônio;Tipo;Placa;RENAVAM;Chassi;Marca;Modelo;Ano fabricação;Ano modelo;Combustível;KM';
const arquivo = (linhas: string[]) => Buffer.from([CABECALHO, ...linhas].join('\n'));
const PRINCIPAL = () =>
  arquivo([
    `${numeros[0]};Veículo;abc-1234;00639465870;9BWZZZ377VT004251;VW;Gol;2020;2021;Álcool;12.345`,
    `${numeros[1]};equipamento;;;;Stihl;Roçadeira;;;gasolina;`,
    `${numeros[2]};veiculo;EXI1D23;;;Fiat;Uno;2019;2019;flex;`,
    `${numeros[3]};veiculo;ABC1234;;;Fiat;Palio;2018;2018;flex;`,
    '999999;veiculo;BCD2345;;;Fiat;Uno;2019;2019;flex;',
    `${numeros[3]};veiculo;CDE3456;;;Fiat;Uno;2019;2017;flex;`,
    `${numeros[3]};veiculo;DEF4567;12345678901;;Fiat;Uno;2019;2019;diesel;`,
    `${numeros[3]};veiculo;FGH5678;;9BWZZZ377VT004251;Fiat;Uno;2019;2019;;`,
    `${numeros[0]};veiculo;GHI6789;;;Fiat;Uno;2019;2019;;`,
    `${numeros[4]};veiculo;HIJ7890;;;Fiat;Uno;2019;2019;;`,
  ]);

const enviar = (conteudo: Buffer, headers = s.admin.headers, tipo = 'veiculos') =>
  upload(s.t, `${BASE}/bens/upload?tipo=${tipo}`, headers, { filename: 'veiculos.csv', content: conteudo });

async function gravarEsperar(id: string) {
  const res = await s.call('POST', `${BASE}/bens/${id}/gravar`, s.admin.headers);
  expect(res.statusCode, res.body).toBe(202);
  const trabalho = res.json().trabalho_id as string;
  const limite = Date.now() + 25_000;
  while (Date.now() < limite) {
    const job = (await s.call('GET', `/trabalhos/${trabalho}`, s.admin.headers)).json();
    if (job.estado === 'concluido') return job;
    if (job.estado === 'falhou') throw new Error(job.erro);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('a gravação não terminou em 25 s');
}

beforeAll(async () => {
  s = await patrimonioApp();
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    const bem = await createBem(s.t, s.admin.headers, bemBody(s.ids, { descricao: `Veículo ${i}` }));
    expect(bem.statusCode, bem.body).toBe(201);
    numeros.push(bem.json().CodigoBEM);
    ids.push(bem.json().id);
  }
  // The fifth asset already has a vehicle on the register's screen, with the plate of the file's 3rd row.
  const veiculo = await s.call('POST', '/patrimonio/veiculoequipamento/create', s.admin.headers, {
    bempatrimonial_id: ids[4],
    tipo: 'veiculo',
    placa: 'EXI1D23',
  });
  expect(veiculo.statusCode, veiculo.body).toBe(201);
});
afterAll(() => s.t.close());

describe('implantação of vehicles', () => {
  let imp: Importacao;

  it('uploads as the vehicles’ register, suggests the mapping and validates each row with the vehicle form’s rules', async () => {
    const enviado = await enviar(PRINCIPAL());
    expect(enviado.statusCode, enviado.body).toBe(201);
    imp = enviado.json();
    expect(imp.tipo).toBe('veiculos');
    expect(imp.sugestao.campos).toMatchObject({
      codigo: { coluna: 'Patrimônio' },
      tipo_veiculo: { coluna: 'Tipo' },
      placa: { coluna: 'Placa' },
      renavam: { coluna: 'RENAVAM' },
      chassi: { coluna: 'Chassi' },
      ano_fabricacao: { coluna: 'Ano fabricação' },
      ano_modelo: { coluna: 'Ano modelo' },
      combustivel: { coluna: 'Combustível' },
      odometro: { coluna: 'KM' },
    });
    expect(imp.corte).toBeNull();
    expect(imp.acoes.validar.permitido).toBe(true);
    expect(imp.acoes.criar_secretarias.permitido).toBe(false);

    const semBem = await s.call('POST', `${BASE}/bens/${imp.id}/validar`, s.admin.headers, {
      mapeamento: { ...imp.sugestao, campos: { tipo_veiculo: { coluna: 'Tipo', fixo: null } } },
    });
    expect(semBem.statusCode).toBe(400);
    expect(semBem.json().message).toBe('Escolha a coluna (ou um valor fixo) de "Número do patrimônio".');

    const res = await s.call('POST', `${BASE}/bens/${imp.id}/validar`, s.admin.headers, {
      mapeamento: imp.sugestao,
    });
    expect(res.statusCode, res.body).toBe(200);
    const resumo = res.json().resumo;
    expect(resumo.erros).toEqual([
      { linha: 3, campo: 'Placa', mensagem: 'Informe a placa, o chassi ou o RENAVAM.' },
      { linha: 5, campo: 'Placa', mensagem: 'Placa ABC1234 repetida no arquivo (linha 2).' },
      { linha: 6, campo: 'Número do patrimônio', mensagem: 'Não há bem com o número 999999 no cadastro.' },
      {
        linha: 7,
        campo: 'Ano do modelo',
        mensagem: 'O ano do modelo deve ser o de fabricação ou o seguinte.',
      },
      { linha: 8, campo: 'RENAVAM', mensagem: 'RENAVAM inválido (confira o dígito verificador).' },
      { linha: 9, campo: 'Chassi', mensagem: 'Chassi 9BWZZZ377VT004251 repetido no arquivo (linha 2).' },
      {
        linha: 10,
        campo: 'Número do patrimônio',
        mensagem: `O bem ${numeros[0]} já tem um veículo na linha 2.`,
      },
      {
        linha: 11,
        campo: 'Número do patrimônio',
        mensagem: `O bem ${numeros[4]} já tem veículo ou equipamento no cadastro.`,
      },
    ]);
    // The 4th row's plate is the register's: skipped as already there.
    expect(resumo).toMatchObject({ total: 10, validas: 1, com_erro: 8, ja_importadas: 1 });
    const erros = await s.call('GET', `${BASE}/bens/${imp.id}/erros`, s.admin.headers);
    expect(erros.statusCode).toBe(200);
    expect(erros.body).toMatch(
      /999999;veiculo;BCD2345;.*;6;"?Número do patrimônio: Não há bem com o número 999999/,
    );
  });

  it('is offered and accepted only with the create rule of the vehicles’ screen', async () => {
    const semBens = await userWith(s.t, {
      companyId: s.ids.prefeituraId,
      clientId: s.ids.prefeituraId,
      rules: ['implantacao:read', 'implantacao:create', 'suppliers:create'],
      flags: { hasPatrimonio: true },
    });
    const lista = await s.call('GET', `${BASE}/bens`, semBens.headers);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().tipos).toEqual([
      { tipo: 'bens', permitido: true, motivo: null },
      { tipo: 'fornecedores', permitido: true, motivo: null },
      {
        tipo: 'veiculos',
        permitido: false,
        motivo: 'Você não tem permissão para criar veículos e equipamentos.',
      },
      { tipo: 'ncm', permitido: false, motivo: 'Você não tem permissão para criar referências NCM.' },
      {
        tipo: 'obras',
        permitido: false,
        motivo: 'Só o suporte, num local com o módulo de Obras, pode cadastrar obras.',
      },
    ]);
    const recusa = await enviar(arquivo([]), semBens.headers);
    expect(recusa.statusCode).toBe(403);
    expect(recusa.json().message).toBe('Você não tem permissão para criar veículos e equipamentos.');
    const lida = (await s.call('GET', `${BASE}/bens/${imp.id}`, semBens.headers)).json() as Importacao;
    expect(lida.acoes.validar).toEqual({
      permitido: false,
      motivo: 'Você não tem permissão para criar veículos e equipamentos.',
    });
    expect(
      (await s.call('GET', `${BASE}/bens`, s.admin.headers))
        .json()
        // Works are the support's (the works area), not a client admin's.
        .tipos.filter((t: { tipo: string }) => t.tipo !== 'obras')
        .every((t: { permitido: boolean }) => t.permitido),
    ).toBe(true);
  });

  it('commits as a job, writing each new vehicle once; the file again writes nothing', async () => {
    const job = await gravarEsperar(imp.id);
    expect(job.resultado.quantidade).toBe(1);
    const db = s.t.database.db;
    const [gravado] = await db
      .select()
      .from(veiculosEquipamentos)
      .where(eq(veiculosEquipamentos.placa, 'ABC1234'));
    expect(gravado).toMatchObject({
      tipo: 'veiculo',
      renavam: '00639465870',
      chassi: '9BWZZZ377VT004251',
      combustivel: 'etanol',
      odometro: 12345,
      anoModelo: 2021,
      clientId: s.ids.prefeituraId,
    });
    const gravada = (await s.call('GET', `${BASE}/bens/${imp.id}`, s.admin.headers)).json() as Importacao;
    expect(gravada.resumo).toMatchObject({ gravadas: 1, ja_importadas: 1 });

    expect((await enviar(PRINCIPAL())).json().id).toBe(imp.id);
    const corrigido = (
      await enviar(arquivo([`${numeros[0]};Veículo;ABC1234;;;VW;Gol;2020;2021;flex;`]))
    ).json() as Importacao;
    const revalidada = await s.call('POST', `${BASE}/bens/${corrigido.id}/validar`, s.admin.headers, {
      mapeamento: corrigido.sugestao,
    });
    expect(revalidada.json().resumo).toMatchObject({ total: 1, validas: 0, ja_importadas: 1 });
  });

  it('undoes while the vehicles were not changed since', async () => {
    const db = s.t.database.db;
    const outro = (
      await enviar(arquivo([`${numeros[1]};equipamento;;;9BWZZZ377VT004252;Stihl;Roçadeira;;;;`]))
    ).json() as Importacao;
    const validada = await s.call('POST', `${BASE}/bens/${outro.id}/validar`, s.admin.headers, {
      mapeamento: outro.sugestao,
    });
    expect(validada.json().resumo, validada.body).toMatchObject({ validas: 1 });
    expect((await gravarEsperar(outro.id)).resultado.quantidade).toBe(1);

    // The first import's vehicle was changed on its screen: that import stays.
    await db
      .update(veiculosEquipamentos)
      .set({ odometro: 13000, updatedAt: new Date(Date.now() + 1000) })
      .where(eq(veiculosEquipamentos.placa, 'ABC1234'));
    const motivo =
      'Veículos desta importação já foram alterados no cadastro: a importação não pode mais ser desfeita.';
    const recusa = await s.call('POST', `${BASE}/bens/${imp.id}/desfazer`, s.admin.headers);
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().message).toBe(motivo);

    const desfeita = await s.call('POST', `${BASE}/bens/${outro.id}/desfazer`, s.admin.headers);
    expect(desfeita.statusCode, desfeita.body).toBe(200);
    expect(desfeita.json().message).toBe('Importação desfeita: 1 veículos removidos.');
    expect(
      await db
        .select()
        .from(veiculosEquipamentos)
        .where(inArray(veiculosEquipamentos.chassi, ['9BWZZZ377VT004252'])),
    ).toHaveLength(0);
    expect(
      await db.select().from(implantacaoCriados).where(eq(implantacaoCriados.importacaoId, outro.id)),
    ).toHaveLength(0);
  });
});

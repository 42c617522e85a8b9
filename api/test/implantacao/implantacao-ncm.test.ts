import type { Importacao } from '@gp/shared-contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { implantacaoCriados } from '../../src/db/schema-implantacao.js';
import { referenciasNcm } from '../../src/db/schema-patrimonio.js';
import { converterNcm, gravarNcm } from '../../src/modules/implantacao/implantacao-ncm.js';
import { bemBody, createBem, patrimonioApp } from '../support/patrimonio.js';
import { upload, userWith } from '../support/sistema.js';

/**
 * The NCM references' import (docs/domain.md, "Implantação"; decision 064): the NCM table as published
 * (code with or without dots, description with its level's dashes; its chapters and headings refused
 * with the reason), each row checked by the NCM form's contract, duplicates by code in the file and
 * against the register ("já cadastrado", skipped), the commit as a job (a rerun writes nothing), a
 * concurrent creation of the same code giving one row, the permission, and the undo while no asset uses
 * its references.
 */

let s: Awaited<ReturnType<typeof patrimonioApp>>;
const BASE = '/patrimonio/implantacao';

const CABECALHO = 'Código;Descrição;Data Início;Data Fim';
const arquivo = (linhas: string[]) => Buffer.from([CABECALHO, ...linhas].join('\n'));
const PRINCIPAL = () =>
  arquivo([
    '84;Reatores nucleares, caldeiras, máquinas;01/04/2022;31/12/9999',
    '8471.30;- Máquinas automáticas portáteis;01/04/2022;31/12/9999',
    '8471.30.12;-- Com teclado alfanumérico;01/04/2022;31/12/9999',
    '94013000;Cadeiras giratórias de altura ajustável;01/04/2022;31/12/9999',
    '9401.30.00;Cadeiras giratórias de novo;01/04/2022;31/12/9999',
    '12345;;01/04/2022;31/12/9999',
    '8528.52.20;--- Monitores;01/04/2022;31/12/9999',
    '7308.90.10;Já cadastrado;01/04/2022;31/12/9999',
  ]);

const enviar = (conteudo: Buffer, headers = s.admin.headers, tipo = 'ncm') =>
  upload(s.t, `${BASE}/bens/upload?tipo=${tipo}`, headers, { filename: 'ncm.csv', content: conteudo });

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

const doCliente = (codigos: string[]) =>
  s.t.database.db
    .select()
    .from(referenciasNcm)
    .where(and(eq(referenciasNcm.clientId, s.ids.prefeituraId), inArray(referenciasNcm.codigo, codigos)));

beforeAll(async () => {
  s = await patrimonioApp();
  const criado = await s.call('POST', '/refncm/create', s.admin.headers, {
    codigo: '73089010',
    descricao: 'Estruturas de ferro',
  });
  expect(criado.statusCode, criado.body).toBe(201);
});
afterAll(() => s.t.close());

describe('implantação of NCM references', () => {
  let imp: Importacao;

  it('uploads the published table, suggests the mapping and validates each row with the NCM form’s rules', async () => {
    const enviado = await enviar(PRINCIPAL());
    expect(enviado.statusCode, enviado.body).toBe(201);
    imp = enviado.json();
    expect(imp.tipo).toBe('ncm');
    expect(imp.sugestao.campos).toEqual({
      codigo_ncm: { coluna: 'Código', fixo: null },
      descricao: { coluna: 'Descrição', fixo: null },
    });
    expect(imp.corte).toBeNull();
    expect(imp.acoes.validar.permitido).toBe(true);

    const res = await s.call('POST', `${BASE}/bens/${imp.id}/validar`, s.admin.headers, {
      mapeamento: imp.sugestao,
    });
    expect(res.statusCode, res.body).toBe(200);
    const resumo = res.json().resumo;
    expect(resumo.erros).toEqual([
      {
        linha: 2,
        campo: 'Código NCM',
        mensagem:
          '84 é um capítulo ou posição da tabela, não um código NCM de 8 dígitos: a linha não é importada.',
      },
      {
        linha: 3,
        campo: 'Código NCM',
        mensagem:
          '8471.30 é um capítulo ou posição da tabela, não um código NCM de 8 dígitos: a linha não é importada.',
      },
      { linha: 6, campo: 'Código NCM', mensagem: 'Código NCM 94013000 repetido no arquivo (linha 5).' },
      {
        linha: 7,
        campo: 'Código NCM',
        mensagem:
          '12345 é um capítulo ou posição da tabela, não um código NCM de 8 dígitos: a linha não é importada.',
      },
      { linha: 7, campo: 'Descrição', mensagem: 'Informe a descrição.' },
    ]);
    expect(resumo).toMatchObject({ total: 8, validas: 3, com_erro: 4, ja_importadas: 1 });
  });

  it('reads a code a spreadsheet kept as a number (its leading zero lost) as the 8-digit code', () => {
    const colunas = new Map([
      ['Código', 0],
      ['Descrição', 1],
    ]);
    const r = converterNcm([1012100, 'Cavalos reprodutores de raça pura'], colunas, imp.sugestao);
    expect(r).toMatchObject({ ok: true, chave: '01012100' });
  });

  it('is refused without the create rule of the NCM screen', async () => {
    const semBens = await userWith(s.t, {
      companyId: s.ids.prefeituraId,
      clientId: s.ids.prefeituraId,
      rules: ['implantacao:read', 'implantacao:create'],
      flags: { hasPatrimonio: true },
    });
    const recusa = await enviar(arquivo([]), semBens.headers);
    expect(recusa.statusCode).toBe(403);
    expect(recusa.json().message).toBe('Você não tem permissão para criar referências NCM.');
    const alheia = await s.call('GET', `${BASE}/bens/${imp.id}`, s.adminCamara.headers);
    expect(alheia.statusCode).toBe(404);
  });

  it('commits as a job, writing each new code once; the file again writes nothing', async () => {
    const job = await gravarEsperar(imp.id);
    expect(job.resultado.quantidade).toBe(3);
    const gravados = await doCliente(['84713012', '94013000', '85285220']);
    expect(gravados.map((r) => [r.codigo, r.descricao]).sort()).toEqual([
      ['84713012', 'Com teclado alfanumérico'],
      ['85285220', 'Monitores'],
      ['94013000', 'Cadeiras giratórias de altura ajustável'],
    ]);
    expect((await enviar(PRINCIPAL())).json().id).toBe(imp.id);
    const corrigido = (await enviar(arquivo(['84713012;Com teclado;;', '9401.30.00;Cadeiras;;']))).json();
    const revalidada = await s.call('POST', `${BASE}/bens/${corrigido.id}/validar`, s.admin.headers, {
      mapeamento: corrigido.sugestao,
    });
    expect(revalidada.json().resumo).toMatchObject({ total: 2, validas: 0, ja_importadas: 2 });
  });

  it('leaves one row when two transactions create the same code at once', async () => {
    const db = s.t.database.db;
    const gravar = () =>
      db.transaction((tx) =>
        gravarNcm(tx, {
          clientId: s.ids.prefeituraId,
          importacaoId: imp.id,
          itens: [{ codigo: '84715010', descricao: 'Unidades de processamento' }],
        }),
      );
    const feitos = await Promise.all([gravar(), gravar()]);
    expect(feitos.sort()).toEqual([0, 1]);
    expect(await doCliente(['84715010'])).toHaveLength(1);
  });

  it('undoes only while no asset uses its references', async () => {
    const [usado] = await doCliente(['94013000']);
    const bem = await createBem(s.t, s.admin.headers, bemBody(s.ids, { ncm_id: usado!.id }));
    expect(bem.statusCode, bem.body).toBe(201);
    const motivo =
      'Referências NCM desta importação já estão em bens: a importação não pode mais ser desfeita.';
    const recusa = await s.call('POST', `${BASE}/bens/${imp.id}/desfazer`, s.admin.headers);
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().message).toBe(motivo);

    const outro = (await enviar(arquivo(['8517.13.00;Telefones inteligentes;;']))).json() as Importacao;
    await s.call('POST', `${BASE}/bens/${outro.id}/validar`, s.admin.headers, { mapeamento: outro.sugestao });
    expect((await gravarEsperar(outro.id)).resultado.quantidade).toBe(1);
    const desfeita = await s.call('POST', `${BASE}/bens/${outro.id}/desfazer`, s.admin.headers);
    expect(desfeita.statusCode, desfeita.body).toBe(200);
    expect(desfeita.json().message).toBe('Importação desfeita: 1 códigos NCM removidos.');
    expect(await doCliente(['85171300'])).toHaveLength(0);
    expect(
      await s.t.database.db
        .select()
        .from(implantacaoCriados)
        .where(eq(implantacaoCriados.importacaoId, outro.id)),
    ).toHaveLength(0);
  });
});

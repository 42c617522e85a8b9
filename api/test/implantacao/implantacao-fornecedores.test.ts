import { completeCnpj, completeCpf, type Importacao } from '@gp/shared-contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { implantacaoCriados } from '../../src/db/schema-implantacao.js';
import { fornecedores } from '../../src/db/schema-patrimonio.js';
import { gravarFornecedores } from '../../src/modules/implantacao/implantacao-fornecedores.js';
import { bemBody, createBem, fornecedorBody, patrimonioApp } from '../support/patrimonio.js';
import { upload } from '../support/sistema.js';

/**
 * The suppliers' import (docs/domain.md, "Implantação"; decision 064): the kind chosen at upload, the
 * mapping suggested from the headers, each row checked by the supplier form's contract, duplicates by
 * CPF/CNPJ in the file and against the register ("já cadastrado", skipped), the commit as a job (a rerun
 * writes nothing), a concurrent creation of the same document giving one row, the permissions and the
 * client scope, and the undo while no asset uses its suppliers.
 */

let s: Awaited<ReturnType<typeof patrimonioApp>>;
const BASE = '/patrimonio/implantacao';
const alfa = completeCnpj('418000000001');
const pessoa = completeCpf('418000001');
const alfanumerico = completeCnpj('12ABC3450001');
let existente: string;

const CABECALHO = 'CNPJ;Razão social;Nome fantasia;IE;Endereço;CEP;Cidade;UF;Telefone;E-mail';
const arquivo = (linhas: string[]) => Buffer.from([CABECALHO, ...linhas].join('\n'));
const PRINCIPAL = () =>
  arquivo([
    `${alfa};Papelaria Alfa Ltda;Alfa;123456;Rua A, 10;01001-000;São Paulo;sp;(11) 3333-4444;vendas@alfa.com.br`,
    `${pessoa.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4')};José da Silva;;;;;;;;`,
    `${existente};Já Cadastrado SA;;;;;;;;`,
    `${alfa};Papelaria Alfa de novo;;;;;;;;`,
    '11111111111111;CNPJ Errado;;;;;;;;',
    `${alfanumerico};Tecnologia Alfanumérica;;;;;;;;`,
    `${completeCnpj('418000000009')};E-mail Ruim Ltda;;;;;;;;nao-e-email`,
  ]);

const enviar = (conteudo: Buffer, headers = s.admin.headers, tipo = 'fornecedores') =>
  upload(s.t, `${BASE}/bens/upload?tipo=${tipo}`, headers, {
    filename: 'fornecedores.csv',
    content: conteudo,
  });

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
  const criado = await s.call('POST', '/patrimonio/fornecedor/create', s.admin.headers, fornecedorBody());
  expect(criado.statusCode, criado.body).toBe(201);
  existente = criado.json().cpf_cnpj;
});
afterAll(() => s.t.close());

describe('implantação of suppliers', () => {
  let imp: Importacao;

  it('uploads as the suppliers’ register, suggests the mapping and validates each row with the supplier form’s rules', async () => {
    const enviado = await enviar(PRINCIPAL());
    expect(enviado.statusCode, enviado.body).toBe(201);
    imp = enviado.json();
    expect(imp.tipo).toBe('fornecedores');
    expect(imp.sugestao.campos).toMatchObject({
      cpf_cnpj: { coluna: 'CNPJ' },
      razao_social: { coluna: 'Razão social' },
      nome_fantasia: { coluna: 'Nome fantasia' },
      inscricao_estadual: { coluna: 'IE' },
      cep: { coluna: 'CEP' },
      uf: { coluna: 'UF' },
      email: { coluna: 'E-mail' },
    });
    // No implantação month needed: suppliers are not opened at a cut-over.
    expect(imp.corte).toBeNull();
    expect(imp.acoes.validar.permitido).toBe(true);
    expect(imp.acoes.criar_fornecedores).toEqual({
      permitido: false,
      motivo: 'Não se aplica a este cadastro.',
    });

    // The same file as an asset register is another import.
    const comoBens = await enviar(PRINCIPAL(), s.admin.headers, 'bens');
    expect(comoBens.json().id).not.toBe(imp.id);
    expect(comoBens.json().tipo).toBe('bens');

    const semRazao = await s.call('POST', `${BASE}/bens/${imp.id}/validar`, s.admin.headers, {
      mapeamento: { ...imp.sugestao, campos: { cpf_cnpj: { coluna: 'CNPJ', fixo: null } } },
    });
    expect(semRazao.statusCode).toBe(400);
    expect(semRazao.json().message).toBe('Escolha a coluna (ou um valor fixo) de "Razão social (ou nome)".');
    const deBens = await s.call('POST', `${BASE}/bens/${imp.id}/validar`, s.admin.headers, {
      mapeamento: {
        ...imp.sugestao,
        campos: { ...imp.sugestao.campos, descricao: { coluna: 'Cidade', fixo: null } },
      },
    });
    expect(deBens.statusCode).toBe(400);
    const criar = await s.call('POST', `${BASE}/bens/${imp.id}/validar`, s.admin.headers, {
      mapeamento: imp.sugestao,
      opcoes: { criar_secretarias: true },
    });
    expect(criar.statusCode).toBe(400);

    const res = await s.call('POST', `${BASE}/bens/${imp.id}/validar`, s.admin.headers, {
      mapeamento: imp.sugestao,
    });
    expect(res.statusCode, res.body).toBe(200);
    const resumo = res.json().resumo;
    expect(resumo).toMatchObject({ total: 7, validas: 3, com_erro: 3, ja_importadas: 1 });
    expect(resumo.erros).toEqual([
      { linha: 5, campo: 'CPF/CNPJ', mensagem: `CPF/CNPJ ${alfa} repetido no arquivo (linha 2).` },
      { linha: 6, campo: 'CPF/CNPJ', mensagem: 'CNPJ inválido.' },
      { linha: 8, campo: 'E-mail', mensagem: 'E-mail inválido.' },
    ]);
    const erros = await s.call('GET', `${BASE}/bens/${imp.id}/erros`, s.admin.headers);
    expect(erros.statusCode).toBe(200);
    expect(erros.body).toMatch(/11111111111111;CNPJ Errado;.*;6;"?CPF\/CNPJ: CNPJ inválido/);
  });

  it('keeps to the rules and the client', async () => {
    const consulta = await upload(s.t, `${BASE}/bens/upload?tipo=fornecedores`, s.consulta.headers, {
      filename: 'f.csv',
      content: arquivo([`${alfa};X;;;;;;;;`]),
    });
    expect(consulta.statusCode).toBe(403);
    const alheia = await s.call('GET', `${BASE}/bens/${imp.id}`, s.adminCamara.headers);
    expect(alheia.statusCode).toBe(404);
    const tipoRuim = await enviar(arquivo([]), s.admin.headers, 'nada');
    expect(tipoRuim.statusCode).toBe(400);
  });

  it('commits as a job, writing each new supplier once; the file again writes nothing', async () => {
    const job = await gravarEsperar(imp.id);
    expect(job.resultado.quantidade).toBe(3);
    const db = s.t.database.db;
    const gravados = await db
      .select()
      .from(fornecedores)
      .where(inArray(fornecedores.cpfCnpj, [alfa, pessoa, alfanumerico]));
    expect(gravados).toHaveLength(3);
    expect(gravados.find((f) => f.cpfCnpj === alfa)).toMatchObject({
      razaoSocial: 'Papelaria Alfa Ltda',
      tipoPessoa: 'J',
      inscricaoEstadual: '123456',
      cep: '01001000',
      uf: 'SP',
      telefone: '1133334444',
      rootId: s.ids.prefeituraId,
    });
    expect(gravados.find((f) => f.cpfCnpj === pessoa)!.tipoPessoa).toBe('F');
    const gravada = (await s.call('GET', `${BASE}/bens/${imp.id}`, s.admin.headers)).json() as Importacao;
    expect(gravada.resumo).toMatchObject({ gravadas: 3, ja_importadas: 1 });

    // The same file again is the same import; a corrected one finds them all registered.
    expect((await enviar(PRINCIPAL())).json().id).toBe(imp.id);
    const corrigido = (
      await enviar(arquivo([`${alfa};Papelaria Alfa Ltda;;;;;;;;`, `${pessoa};José da Silva;;;;;;;;`]))
    ).json() as Importacao;
    const revalidada = await s.call('POST', `${BASE}/bens/${corrigido.id}/validar`, s.admin.headers, {
      mapeamento: corrigido.sugestao,
    });
    expect(revalidada.json().resumo).toMatchObject({ total: 2, validas: 0, ja_importadas: 2 });
    expect(revalidada.json().acoes.gravar).toEqual({
      permitido: false,
      motivo: 'Nenhuma linha válida a gravar.',
    });
  });

  it('leaves one row when two transactions create the same document at once', async () => {
    const db = s.t.database.db;
    const doc = completeCnpj('418000000077');
    const um = { tipo_pessoa: 'J' as const, cpf_cnpj: doc, razao_social: 'Gráfica Gama' };
    const gravar = () =>
      db.transaction((tx) =>
        gravarFornecedores(tx, {
          applicationId: s.ids.applicationId,
          clientId: s.ids.prefeituraId,
          importacaoId: imp.id,
          itens: [um],
        }),
      );
    const feitos = await Promise.all([gravar(), gravar()]);
    expect(feitos.sort()).toEqual([0, 1]);
    expect(await db.select().from(fornecedores).where(eq(fornecedores.cpfCnpj, doc))).toHaveLength(1);
  });

  it('undoes only while no asset uses its suppliers', async () => {
    const db = s.t.database.db;
    const [usado] = await db.select().from(fornecedores).where(eq(fornecedores.cpfCnpj, alfa));
    const bem = await createBem(s.t, s.admin.headers, bemBody(s.ids, { fornecedor_id: usado!.id }));
    expect(bem.statusCode, bem.body).toBe(201);
    const lida = (await s.call('GET', `${BASE}/bens/${imp.id}`, s.admin.headers)).json() as Importacao;
    const motivo = 'Fornecedores desta importação já estão em bens: a importação não pode mais ser desfeita.';
    expect(lida.acoes.desfazer).toEqual({ permitido: false, motivo });
    const recusa = await s.call('POST', `${BASE}/bens/${imp.id}/desfazer`, s.admin.headers);
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().message).toBe(motivo);

    const outro = (
      await enviar(arquivo([`${completeCnpj('418000000055')};Livraria Delta Ltda;;;;;;;;`]))
    ).json() as Importacao;
    await s.call('POST', `${BASE}/bens/${outro.id}/validar`, s.admin.headers, { mapeamento: outro.sugestao });
    expect((await gravarEsperar(outro.id)).resultado.quantidade).toBe(1);
    const desfeita = await s.call('POST', `${BASE}/bens/${outro.id}/desfazer`, s.admin.headers);
    expect(desfeita.statusCode, desfeita.body).toBe(200);
    expect(desfeita.json().message).toBe('Importação desfeita: 1 fornecedores removidos.');
    expect(
      await db
        .select()
        .from(fornecedores)
        .where(eq(fornecedores.cpfCnpj, completeCnpj('418000000055'))),
    ).toHaveLength(0);
    expect(
      await db.select().from(implantacaoCriados).where(eq(implantacaoCriados.importacaoId, outro.id)),
    ).toHaveLength(0);
  });
});

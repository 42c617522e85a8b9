import { completeCnpj, type Importacao, type Mapeamento } from '@gp/shared-contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../src/db/schema.js';
import { implantacaoBens, implantacaoCriados } from '../../src/db/schema-implantacao.js';
import { bensPatrimoniais, fornecedores } from '../../src/db/schema-patrimonio.js';
import type { Actor } from '../../src/modules/auth/actor.js';
import { criarPendentes } from '../../src/modules/implantacao/implantacao.repository.js';
import type { BemImportado } from '../../src/modules/implantacao/implantacao-linha.js';
import { patrimonioApp } from '../support/patrimonio.js';
import { upload } from '../support/sistema.js';

/**
 * The Implantação creating the secretarias, setores and suppliers a file names and the register lacks,
 * when the user allows it (docs/domain.md, "Implantação"; decision 064): the dry run's notices and
 * counts, the commit creating each once (a corrected file creates nothing again), two concurrent
 * creations of the same name giving one row, the options offered only with the registers' rules, the
 * client scope, and the undo removing only what nothing else uses.
 */

let s: Awaited<ReturnType<typeof patrimonioApp>>;
const BASE = '/patrimonio/implantacao';
const hoje = new Date();
const corte = { ano: hoje.getFullYear(), mes: hoje.getMonth() + 1 };
let admNome: string;
const cnpjA = completeCnpj('417000000001');
const cnpjB = completeCnpj('417000000002');
const TODAS = { criar_secretarias: true, criar_setores: true, criar_fornecedores: true };

const m: Mapeamento = {
  campos: {
    chave_origem: { coluna: 'Chave', fixo: null },
    descricao: { coluna: 'Descrição', fixo: null },
    categoria: { coluna: 'Categoria', fixo: null },
    data_aquisicao: { coluna: 'Data', fixo: null },
    valor_aquisicao: { coluna: 'Valor', fixo: null },
    secretaria: { coluna: 'Secretaria', fixo: null },
    setor: { coluna: 'Setor', fixo: null },
    fornecedor: { coluna: 'CNPJ', fixo: null },
    fornecedor_nome: { coluna: 'Fornecedor', fixo: null },
  },
  categorias: {},
  separador_secretaria_setor: '/',
};

/** Rows 2–5: an existing secretaria with a new setor; a new secretaria twice (case and accents apart); a supplier without a name unless `nomeB`. */
const arquivo = (nomeB: string) =>
  Buffer.from(
    [
      'Chave;Descrição;Categoria;Data;Valor;Secretaria;Setor;CNPJ;Fornecedor',
      `C1;Mesa;Mobiliário em geral;10/01/2020;100,00;${admNome};Depósito Norte;${cnpjA};Papelaria Alfa Ltda`,
      `C2;Cadeira;Mobiliário em geral;10/01/2020;50,00;Secretaria de Turismo;Recepção;${cnpjA};Papelaria Alfa Ltda`,
      'C3;Armário;Mobiliário em geral;10/01/2020;70,00;SECRETARIA DE TURÍSMO;recepcao;;',
      `C4;Estante;Mobiliário em geral;10/01/2020;80,00;Secretaria de Turismo;Recepção;${cnpjB};${nomeB}`,
    ].join('\n'),
  );

const enviar = (conteudo: Buffer, headers = s.admin.headers) =>
  upload(s.t, `${BASE}/bens/upload`, headers, { filename: 'bens.csv', content: conteudo });
const validar = (id: string, opcoes: object, headers = s.admin.headers) =>
  s.call('POST', `${BASE}/bens/${id}/validar`, headers, { mapeamento: m, opcoes });

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

const turismo = () =>
  s.t.database.db
    .select()
    .from(companies)
    .where(and(eq(companies.rootId, s.ids.prefeituraId), sql`lower(${companies.name}) like '%turismo%'`));

beforeAll(async () => {
  s = await patrimonioApp();
  const [adm] = await s.t.database.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, s.ids.adm.id));
  admNome = adm!.name;
  for (const cliente of [s.ids.prefeituraId, s.ids.camaraId]) {
    const config = await s.call('PUT', '/patrimonio/depreciacao/configuracao', s.suporte.headers, {
      cliente_id: cliente,
      primeiro_mes: 'integral',
      implantacao: corte,
    });
    expect(config.statusCode, config.body).toBe(200);
  }
});
afterAll(() => s.t.close());

describe('implantação creating what is missing', () => {
  let primeira: Importacao;
  let corrigida: Importacao;

  it('reports errors without the options, and notices and counts with them (deduplicated as the register matches names)', async () => {
    const enviado = await enviar(arquivo(''));
    expect(enviado.statusCode, enviado.body).toBe(201);
    primeira = enviado.json();
    expect(primeira.opcoes).toEqual({
      criar_secretarias: false,
      criar_setores: false,
      criar_fornecedores: false,
    });
    expect(primeira.acoes).toMatchObject({
      criar_secretarias: { permitido: true },
      criar_setores: { permitido: true },
      criar_fornecedores: { permitido: true },
    });

    const sem = (await validar(primeira.id, {})).json().resumo;
    expect(sem).toMatchObject({ total: 4, validas: 0, com_erro: 4 });
    expect(sem.erros.map((e: { mensagem: string }) => e.mensagem)).toEqual(
      expect.arrayContaining([
        `Setor "Depósito Norte" não encontrado na secretaria "${admNome}".`,
        'Secretaria "Secretaria de Turismo" não encontrada.',
        `Fornecedor de CPF/CNPJ ${cnpjA} não cadastrado.`,
      ]),
    );
    expect(sem.criar.secretarias.quantidade).toBe(0);

    const res = await validar(primeira.id, TODAS);
    expect(res.statusCode, res.body).toBe(200);
    const com = res.json() as Importacao;
    expect(com.opcoes).toEqual(TODAS);
    expect(com.resumo).toMatchObject({ total: 4, validas: 3, com_erro: 1 });
    expect(com.resumo!.criar).toEqual({
      secretarias: { quantidade: 1, nomes: ['Secretaria de Turismo'] },
      setores: {
        quantidade: 2,
        nomes: [`${admNome} / Depósito Norte`, 'Secretaria de Turismo / Recepção'],
      },
      fornecedores: { quantidade: 1, nomes: [`Papelaria Alfa Ltda (${cnpjA})`] },
    });
    expect(com.resumo!.avisos).toEqual([
      {
        linha: 2,
        campo: 'Setor',
        mensagem: `Será criado o setor "Depósito Norte" na secretaria "${admNome}".`,
      },
      {
        linha: 2,
        campo: 'Fornecedor (CPF/CNPJ)',
        mensagem: `Será criado o fornecedor "Papelaria Alfa Ltda" (CPF/CNPJ ${cnpjA}).`,
      },
      { linha: 3, campo: 'Secretaria', mensagem: 'Será criada a secretaria "Secretaria de Turismo".' },
      {
        linha: 3,
        campo: 'Setor',
        mensagem: 'Será criado o setor "Recepção" na secretaria "Secretaria de Turismo".',
      },
    ]);
    // A supplier with only its document is refused, with the reason.
    expect(com.resumo!.erros).toEqual([
      {
        linha: 5,
        campo: 'Fornecedor (CPF/CNPJ)',
        mensagem: `Fornecedor de CPF/CNPJ ${cnpjB} não cadastrado: para criá-lo, escolha a coluna de "Fornecedor (nome ou razão social)".`,
      },
    ]);
    // The dry run wrote nothing.
    expect(await turismo()).toHaveLength(0);
  });

  it('offers and accepts the options only with the registers’ rules, and keeps to the client', async () => {
    // The câmara's administrator imports but has neither Departamentos nor Setores on the location.
    const daCamara = (await enviar(arquivo(''), s.adminCamara.headers)).json() as Importacao;
    expect(daCamara.acoes.criar_secretarias).toEqual({
      permitido: false,
      motivo: 'Você não tem permissão para criar departamentos (secretarias).',
    });
    expect(daCamara.acoes.criar_setores.permitido).toBe(false);
    expect(daCamara.acoes.criar_fornecedores.permitido).toBe(true);
    const recusa = await validar(daCamara.id, { criar_secretarias: true }, s.adminCamara.headers);
    expect(recusa.statusCode).toBe(403);
    expect(recusa.json().message).toBe('Você não tem permissão para criar departamentos (secretarias).');
    const soFornecedores = await validar(daCamara.id, { criar_fornecedores: true }, s.adminCamara.headers);
    expect(soFornecedores.statusCode, soFornecedores.body).toBe(200);

    // Another client's import is not found; the consulta profile is offered nothing.
    const alheia = await validar(primeira.id, TODAS, s.adminCamara.headers);
    expect(alheia.statusCode).toBe(404);
    const lida = (await s.call('GET', `${BASE}/bens/${primeira.id}`, s.consulta.headers)).json();
    expect(lida.acoes.criar_secretarias).toEqual({
      permitido: false,
      motivo: 'Você não tem permissão para importar.',
    });
    const invalida = await s.call('POST', `${BASE}/bens/${primeira.id}/validar`, s.admin.headers, {
      mapeamento: m,
      opcoes: { criar_setores: 'sim' },
    });
    expect(invalida.statusCode).toBe(400);
  });

  it('commits creating each once, with audit entries; a corrected file adds only its row and creates nothing again', async () => {
    const job = await gravarEsperar(primeira.id);
    expect(job.resultado.quantidade).toBe(3);
    const db = s.t.database.db;
    const criadas = await turismo();
    expect(criadas).toHaveLength(1);
    expect(criadas[0]).toMatchObject({ name: 'Secretaria de Turismo', isDepartment: true, active: true });
    const setores = await db
      .select()
      .from(companies)
      .where(
        and(
          eq(companies.rootId, s.ids.prefeituraId),
          eq(companies.isSector, true),
          inArray(companies.name, ['Recepção', 'Depósito Norte']),
        ),
      );
    expect(setores.map((x) => [x.name, x.parentId]).sort()).toEqual(
      [
        ['Depósito Norte', s.ids.adm.id],
        ['Recepção', criadas[0]!.id],
      ].sort(),
    );
    const [alfa] = await db.select().from(fornecedores).where(eq(fornecedores.cpfCnpj, cnpjA));
    expect(alfa).toMatchObject({
      razaoSocial: 'Papelaria Alfa Ltda',
      tipoPessoa: 'J',
      rootId: s.ids.prefeituraId,
    });
    const bens = await db
      .select({ chave: implantacaoBens.chave, bem: bensPatrimoniais })
      .from(implantacaoBens)
      .innerJoin(bensPatrimoniais, eq(bensPatrimoniais.id, implantacaoBens.bemId))
      .where(eq(implantacaoBens.importacaoId, primeira.id));
    const c3 = bens.find((b) => b.chave === 'C3')!.bem;
    expect(c3.secretariaId).toBe(criadas[0]!.id);
    expect(c3.setorId).toBe(setores.find((x) => x.name === 'Recepção')!.id);
    expect(bens.find((b) => b.chave === 'C1')!.bem.fornecedorId).toBe(alfa!.id);
    const registrados = await db
      .select()
      .from(implantacaoCriados)
      .where(eq(implantacaoCriados.importacaoId, primeira.id));
    expect(registrados.map((r) => r.tipo).sort()).toEqual(['fornecedor', 'secretaria', 'setor', 'setor']);
    const auditados = await db
      .select()
      .from(auditLog)
      .where(
        inArray(
          auditLog.entityId,
          registrados.map((r) => r.entidadeId),
        ),
      );
    expect(auditados).toHaveLength(4);
    const gravada = (
      await s.call('GET', `${BASE}/bens/${primeira.id}`, s.admin.headers)
    ).json() as Importacao;
    expect(gravada.resumo!.criados).toMatchObject({
      secretarias: { quantidade: 1 },
      setores: { quantidade: 2 },
      fornecedores: { quantidade: 1 },
    });

    // The corrected file names the supplier of row 5: only that row and that supplier are new.
    corrigida = (await enviar(arquivo('Livraria Beta Ltda'))).json();
    const revalidada = (await validar(corrigida.id, TODAS)).json().resumo;
    expect(revalidada).toMatchObject({ total: 4, validas: 1, com_erro: 0, ja_importadas: 3 });
    expect(revalidada.criar).toMatchObject({
      secretarias: { quantidade: 0 },
      setores: { quantidade: 0 },
      fornecedores: { quantidade: 1, nomes: [`Livraria Beta Ltda (${cnpjB})`] },
    });
    expect((await gravarEsperar(corrigida.id)).resultado.quantidade).toBe(1);
    expect(await turismo()).toHaveLength(1);
    const recepcoes = await db
      .select()
      .from(companies)
      .where(and(eq(companies.rootId, s.ids.prefeituraId), eq(companies.name, 'Recepção')));
    expect(recepcoes).toHaveLength(1);
    expect(await db.select().from(fornecedores).where(eq(fornecedores.cpfCnpj, cnpjA))).toHaveLength(1);
  });

  it('creates one row when two transactions create the same name at once', async () => {
    const db = s.t.database.db;
    const actor = { userId: null } as unknown as Actor;
    const cnpj = completeCnpj('417000000003');
    const item = (id: string, fornecedorId: string) => ({
      linha: 2,
      bem: {
        chave: id,
        novos: [
          { tipo: 'secretaria', id, chave: 'secretariadecultura', nome: 'Secretaria de Cultura' },
          {
            tipo: 'fornecedor',
            id: fornecedorId,
            chave: cnpj,
            body: { tipo_pessoa: 'J', cpf_cnpj: cnpj, razao_social: 'Gráfica Gama' },
          },
        ],
        body: { secretaria_id: id, setor_id: null, fornecedor_id: fornecedorId },
      } as unknown as BemImportado,
    });
    const um = item(crypto.randomUUID(), crypto.randomUUID());
    const outro = item(crypto.randomUUID(), crypto.randomUUID());
    const criar = (i: ReturnType<typeof item>) =>
      db.transaction((tx) =>
        criarPendentes(tx, {
          applicationId: s.ids.applicationId,
          clientId: s.ids.prefeituraId,
          importacaoId: primeira.id,
          actor,
          itens: [i],
          criados: new Map(),
        }),
      );
    const feitos = await Promise.all([criar(um), criar(outro)]);
    expect(feitos.map((f) => f.secretaria).sort()).toEqual([0, 1]);
    expect(feitos.map((f) => f.fornecedor).sort()).toEqual([0, 1]);
    const cultura = await db
      .select()
      .from(companies)
      .where(and(eq(companies.rootId, s.ids.prefeituraId), eq(companies.name, 'Secretaria de Cultura')));
    expect(cultura).toHaveLength(1);
    // Both rows point at the one created.
    expect(um.bem.body.secretaria_id).toBe(cultura[0]!.id);
    expect(outro.bem.body.secretaria_id).toBe(cultura[0]!.id);
    expect(um.bem.body.fornecedor_id).toBe(outro.bem.body.fornecedor_id);
  });

  it('undoes removing what the import created that nothing else uses', async () => {
    const desfeita = await s.call('POST', `${BASE}/bens/${primeira.id}/desfazer`, s.admin.headers);
    expect(desfeita.statusCode, desfeita.body).toBe(200);
    // The supplier and Almoxarifado go; Turismo and Recepção stay: the corrected file's asset uses them
    // (the concurrency case's Secretaria de Cultura and Gráfica Gama, recorded under this import and unused, go too).
    expect(desfeita.json().message).toBe(
      'Importação desfeita: 3 bens removidos. Cadastros criados por ela: 4 removidos, 2 mantidos (em uso).',
    );
    const db = s.t.database.db;
    expect(await turismo()).toHaveLength(1);
    expect(await db.select().from(fornecedores).where(eq(fornecedores.cpfCnpj, cnpjA))).toHaveLength(0);
    const almox = await db.select().from(companies).where(eq(companies.name, 'Depósito Norte'));
    expect(almox).toHaveLength(0);

    const segunda = await s.call('POST', `${BASE}/bens/${corrigida.id}/desfazer`, s.admin.headers);
    expect(segunda.json().message).toBe(
      'Importação desfeita: 1 bens removidos. Cadastros criados por ela: 1 removidos.',
    );
    expect(await db.select().from(fornecedores).where(eq(fornecedores.cpfCnpj, cnpjB))).toHaveLength(0);
  });
});

import type { Importacao } from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fornecedores } from '../../src/db/schema-patrimonio.js';
import { createClient } from '../support/factories.js';
import { caller, type Headers, upload } from '../support/sistema.js';
import { createTestApp, signInAt, type TestApp } from '../support/test-app.js';

/**
 * The registers' lists exported and imported back (docs/domain.md, "Implantação"; decision 069): the NCM
 * references and the suppliers of one client, exported as XLSX (and CSV, whose formula-like texts are
 * escaped), brought into another client by the Implantação with the suggested mapping alone (the export's
 * own headers), every field of the register's form comparing equal. The works' own round trip is in
 * implantacao-obras.test.ts.
 */

let t: TestApp;
let call: ReturnType<typeof caller>;
let suporte: { headers: Headers };
const BASE = '/patrimonio/implantacao';
const clientes: string[] = [];

async function categoria(clienteId: string, nome: string) {
  const utils = await call('GET', `/utils/bempatrimonial?cliente_id=${clienteId}`, suporte.headers);
  expect(utils.statusCode, utils.body).toBe(200);
  return (utils.json().categorias as { id: string; nome: string }[]).find((c) => c.nome === nome)!.id;
}

async function gravarEsperar(id: string) {
  const res = await call('POST', `${BASE}/bens/${id}/gravar`, suporte.headers);
  expect(res.statusCode, res.body).toBe(202);
  const trabalho = res.json().trabalho_id as string;
  const limite = Date.now() + 25_000;
  while (Date.now() < limite) {
    const job = (await call('GET', `/trabalhos/${trabalho}`, suporte.headers)).json();
    if (job.estado === 'concluido') return job;
    if (job.estado === 'falhou') throw new Error(job.erro);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('a gravação não terminou em 25 s');
}

/** The list's export of `origem` imported into `destino` (dry run with the suggestion, then commit). */
async function idaEVolta(p: {
  lista: string;
  tipo: string;
  origem: string;
  destino: string;
  formato: 'csv' | 'xlsx';
  linhas: number;
}) {
  const arq = await call(
    'GET',
    `${p.lista}/exportar?cliente_id=${p.origem}&formato=${p.formato}`,
    suporte.headers,
  );
  expect(arq.statusCode, arq.body).toBe(200);
  const enviado = await upload(
    t,
    `${BASE}/bens/upload?tipo=${p.tipo}&cliente_id=${p.destino}`,
    suporte.headers,
    {
      filename: `exportado.${p.formato}`,
      content: arq.rawPayload,
    },
  );
  expect(enviado.statusCode, enviado.body).toBe(201);
  const imp: Importacao = enviado.json();
  const validada = await call('POST', `${BASE}/bens/${imp.id}/validar`, suporte.headers, {
    mapeamento: imp.sugestao,
  });
  expect(validada.statusCode, validada.body).toBe(200);
  const resumo = (validada.json() as Importacao).resumo!;
  expect(resumo, JSON.stringify(resumo.erros)).toMatchObject({
    total: p.linhas,
    validas: p.linhas,
    com_erro: 0,
  });
  await gravarEsperar(imp.id);
  return imp;
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  suporte = await signInAt(t.app, 'suporte');
  for (let i = 0; i < 3; i++) clientes.push((await createClient(t.database.db)).id);
});
afterAll(() => t.close());

describe('NCM references exported and imported into another client', () => {
  const ncm = async (clienteId: string) => {
    const res = await call('GET', `/refncm?cliente_id=${clienteId}&limit=100&sort=codigo`, suporte.headers);
    expect(res.statusCode, res.body).toBe(200);
    return (
      res.json().data as {
        codigo: string;
        descricao: string;
        categoria: { nome: string } | null;
        taxa_depreciacao: string | null;
      }[]
    )
      .map((r) => ({
        codigo: r.codigo,
        descricao: r.descricao,
        categoria: r.categoria?.nome ?? null,
        taxa_depreciacao: r.taxa_depreciacao,
      }))
      .sort((a, b) => a.codigo.localeCompare(b.codigo));
  };

  beforeAll(async () => {
    const a = clientes[0]!;
    const cat = await categoria(a, 'Mobiliário em geral');
    // The other clients' registers of categories, as their screens first open them.
    for (const c of clientes.slice(1)) await categoria(c, 'Mobiliário em geral');
    for (const body of [
      {
        codigo: '94033000',
        descricao: '@Móveis de madeira =para escritórios',
        categoria_id: cat,
        taxa_depreciacao: '10.00',
      },
      { codigo: '84713012', descricao: '-Máquinas portáteis', categoria_id: null, taxa_depreciacao: null },
    ]) {
      const res = await call('POST', '/refncm/create', suporte.headers, { ...body, cliente_id: a });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  for (const [formato, destino] of [
    ['xlsx', 1],
    ['csv', 2],
  ] as const)
    it(`${formato.toUpperCase()}: code, description, category and rate come back equal`, async () => {
      await idaEVolta({
        lista: '/refncm',
        tipo: 'ncm',
        origem: clientes[0]!,
        destino: clientes[destino]!,
        formato,
        linhas: 2,
      });
      const copia = await ncm(clientes[destino]!);
      expect(copia).toEqual(await ncm(clientes[0]!));
      expect(copia[1]!.descricao).toBe('@Móveis de madeira =para escritórios');
    });
});

describe('suppliers exported and imported back', () => {
  const CAMPOS = [
    'cpf_cnpj',
    'tipo_pessoa',
    'razao_social',
    'nome_fantasia',
    'inscricao_estadual',
    'inscricao_municipal',
    'email',
    'telefone',
    'celular',
    'contato',
    'cep',
    'endereco',
    'numero',
    'complemento',
    'bairro',
    'cidade',
    'uf',
    'observacoes',
  ] as const;
  const campos = (r: Record<string, unknown>) => Object.fromEntries(CAMPOS.map((c) => [c, r[c] ?? null]));

  it('XLSX: every field of the supplier’s form comes back equal', async () => {
    const body = {
      tipo_pessoa: 'J',
      cpf_cnpj: '11222333000181',
      razao_social: '=Construtora Horizonte Ltda',
      nome_fantasia: 'Horizonte',
      inscricao_estadual: '0623079040081',
      inscricao_municipal: '12345',
      email: 'contato@horizonte.com.br',
      telefone: '(31) 3333-4444',
      celular: '(31) 99999-8888',
      contato: 'Maria',
      cep: '30130-010',
      endereco: 'Avenida Afonso Pena',
      numero: '1212',
      complemento: 'Sala 3',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      uf: 'MG',
      observacoes: '+ Fornecedor de obras',
      root_id: clientes[0],
    };
    const criado = await call('POST', '/patrimonio/fornecedor/create', suporte.headers, body);
    expect(criado.statusCode, criado.body).toBe(201);
    const original = campos(criado.json());
    const arq = await call(
      'GET',
      `/patrimonio/fornecedor/exportar?formato=xlsx&search=Horizonte`,
      suporte.headers,
    );
    expect(arq.statusCode, arq.body).toBe(200);
    // The register is the application's and has no removal: another installation would not have it.
    await t.database.db.delete(fornecedores).where(eq(fornecedores.id, criado.json().id));
    const enviado = await upload(
      t,
      `${BASE}/bens/upload?tipo=fornecedores&cliente_id=${clientes[1]}`,
      suporte.headers,
      {
        filename: 'fornecedores.xlsx',
        content: arq.rawPayload,
      },
    );
    expect(enviado.statusCode, enviado.body).toBe(201);
    const imp: Importacao = enviado.json();
    const validada = await call('POST', `${BASE}/bens/${imp.id}/validar`, suporte.headers, {
      mapeamento: imp.sugestao,
    });
    expect((validada.json() as Importacao).resumo, validada.body).toMatchObject({ total: 1, validas: 1 });
    await gravarEsperar(imp.id);
    const lista = await call('GET', '/patrimonio/fornecedor?search=Horizonte&limit=10', suporte.headers);
    const [copia] = lista.json().data;
    expect(campos(copia)).toEqual(original);
  });
});

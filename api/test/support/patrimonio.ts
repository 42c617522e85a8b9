import { completeChaveNfe, completeCnpj } from '@gp/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Config } from '../../src/config/env.js';
import type { Db } from '../../src/db/client.js';
import { companies } from '../../src/db/schema.js';
import { categoriasBens } from '../../src/db/schema-patrimonio.js';
import { CAMARA, companyByName, PREFEITURA } from './factories.js';
import { caller, type Headers } from './sistema.js';
import { createTestApp, signInAt, type TestApp } from './test-app.js';

/** Ids of the test organisation the patrimônio tests work on. */
export async function patrimonioIds(db: Db) {
  const prefeitura = await companyByName(db, PREFEITURA);
  const camara = await companyByName(db, CAMARA);
  const depts = await db
    .select()
    .from(companies)
    .where(and(eq(companies.rootId, prefeitura.id), eq(companies.isDepartment, true)));
  const sectors = await db
    .select()
    .from(companies)
    .where(and(eq(companies.rootId, prefeitura.id), eq(companies.isSector, true)));
  const [adm, saude] = [
    depts.find((d) => d.name.includes('Administração'))!,
    depts.find((d) => d.name.includes('Saúde'))!,
  ];
  const setoresOf = (deptId: string) => sectors.filter((s) => s.parentId === deptId);
  // The test Câmara has no department: one for the out-of-scope cases.
  const [camaraDept] = await db
    .insert(companies)
    .values({
      applicationId: camara.applicationId,
      rootId: camara.id,
      name: 'Secretaria da Câmara (teste)',
      isDepartment: true,
    })
    .returning();
  const categoria = async (clientId: string, nome: string) => {
    const [row] = await db
      .select()
      .from(categoriasBens)
      .where(and(eq(categoriasBens.clientId, clientId), eq(categoriasBens.nome, nome)));
    if (!row) throw new Error(`categoria ${nome}`);
    return row.id;
  };
  return {
    applicationId: prefeitura.applicationId,
    prefeituraId: prefeitura.id,
    camaraId: camara.id,
    camaraDeptId: camaraDept!.id,
    adm: { id: adm.id, setores: setoresOf(adm.id).map((s) => s.id) },
    saude: { id: saude.id, setores: setoresOf(saude.id).map((s) => s.id) },
    mobiliario: await categoria(prefeitura.id, 'Mobiliário em geral'),
    informatica: await categoria(prefeitura.id, 'Equipamentos de processamento de dados'),
    veiculos: await categoria(prefeitura.id, 'Veículos de tração mecânica'),
    terrenos: await categoria(prefeitura.id, 'Terrenos'),
    mobiliarioCamara: await categoria(camara.id, 'Mobiliário em geral'),
  };
}
export type PatrimonioIds = Awaited<ReturnType<typeof patrimonioIds>>;

/** A valid asset body of the Prefeitura (furniture in Administração), with overrides. */
export const bemBody = (ids: PatrimonioIds, overrides: Record<string, unknown> = {}) => ({
  descricao: 'Cadeira giratória com braços',
  categoria_id: ids.mobiliario,
  tipo: 'movel',
  estado_conservacao: 'novo',
  TipoIncorporacao: 1,
  data_aquisicao: '2024-03-15',
  valor_aquisicao: '1234.56',
  secretaria_id: ids.adm.id,
  setor_id: ids.adm.setores[0],
  responsavel: 'Maria Souza',
  marca: 'Cavaletti',
  nota_fiscal_chave: completeChaveNfe(`3524031234567800019955001000000123${'1'.repeat(9)}`),
  ...overrides,
});

let cnpjSeq = 0;
/** A new valid numeric CNPJ for each call. */
export const nextCnpj = () => completeCnpj(`${String(55_000_000 + cnpjSeq++)}0001`);

export const fornecedorBody = (overrides: Record<string, unknown> = {}) => ({
  tipo_pessoa: 'J',
  cpf_cnpj: nextCnpj(),
  razao_social: 'Móveis Paulista Comércio Ltda',
  nome_fantasia: 'Móveis Paulista',
  email: 'vendas@moveispaulista.com.br',
  telefone: '(11) 3333-4444',
  cep: '01001-000',
  endereco: 'Rua Direita',
  numero: '10',
  cidade: 'São Paulo',
  uf: 'sp',
  ...overrides,
});

type Answer = { statusCode: number; json(): { issues?: { path: string }[] } };

/** The fields an error answer names. */
export const issuePaths = (res: Answer) => res.json().issues?.map((i) => i.path) ?? [];

/** Sends each case's `overrides` and expects a 400 that names the case's field. */
export async function expectFieldErrors<O>(
  cases: readonly (readonly [O, string])[],
  send: (overrides: O) => Promise<Answer>,
) {
  for (const [overrides, path] of cases) {
    const res = await send(overrides);
    expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    expect(issuePaths(res), JSON.stringify(overrides)).toContain(path);
  }
}

/**
 * Integers past the range of an `integer` column, as JSON text (so 2^53 + 1 reaches the API as written,
 * not rounded by JavaScript first).
 */
export const HUGE_INTEGERS = ['2147483648', '9007199254740993', '1e30'] as const;

/** `body` as JSON text with `field` set to the number written `literal`, and its content type. */
export function jsonWith(headers: Headers, body: Record<string, unknown>, field: string, literal: string) {
  const text = JSON.stringify({ ...body, [field]: 0 }).replace(`"${field}":0`, `"${field}":${literal}`);
  return { headers: { ...headers, 'content-type': 'application/json' }, payload: text };
}

/** Asks for a new asset with `body`, as the caller of `headers`. */
export const createBem = (t: TestApp, headers: Headers, body: unknown) =>
  caller(t)('POST', '/patrimonio/bempatrimonial/create', headers, body);

/**
 * A patrimônio test file's app, on its own copy of the test organisation, with the organisation's ids and
 * its callers signed in: the prefeitura's and the câmara's administrator, the consulta and support.
 */
export async function patrimonioApp(overrides: Partial<Config> = {}) {
  const t = await createTestApp(overrides);
  return {
    t,
    call: caller(t),
    ids: await patrimonioIds(t.database.db),
    admin: await signInAt(t.app, 'admin', 'Prefeitura'),
    adminCamara: await signInAt(t.app, 'admin', 'Câmara'),
    consulta: await signInAt(t.app, 'consulta'),
    suporte: await signInAt(t.app, 'suporte'),
  };
}

/**
 * The API's question about a value above the client's default ceiling (R$ 10.000.000,00): 409
 * `CONFIRMAR_VALOR`, naming the value (`what`, e.g. "O valor reavaliado") in reais.
 */
export function expectAskedToConfirm(
  res: { statusCode: number; json: () => unknown },
  what: string,
  reais: string,
) {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({
    code: 'CONFIRMAR_VALOR',
    confirmar: true,
    message:
      `${what}, R$ ${reais}, passa do teto de plausibilidade de um bem deste cliente ` +
      '(R$ 10.000.000,00). Confira o valor: se estiver correto, confirme para salvar.',
  });
}

import { completeCno, completeCnpj, isValidRenavam } from '@gp/shared-contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNIQUE_KEYS } from '../../src/lib/unique-keys.js';
import { type ClientRecords, clientRecords, ORDEM_SERVICO, obraOf } from '../support/client-records.js';
import { createClient, testCpf } from '../support/factories.js';
import { nfeXml } from '../support/nfe.js';
import { fornecedorBody } from '../support/patrimonio.js';
import { caller, type Headers, multipart } from '../support/sistema.js';
import { createTestApp, DB_KIND, signInAt, type TestApp } from '../support/test-app.js';

/**
 * Two requests writing the same unique key at the same time (decision 032): on PostgreSQL both pass the
 * service's "already taken" check, and the unique index stops the second one. Every unique key of the
 * schema, read from the catalog (so a new one is covered the day its migration lands), is raced in
 * concurrent pairs through the HTTP API: one answer is the success, the other the key's 409, never a 500.
 * A key numbered by the server (a work's measurement, a termo) is raced the same way and both succeed.
 * A key no route can make clash is listed below with the reason. PGlite runs one query at a time, so
 * only PostgreSQL can race.
 */

const PAIRS = 5;

/** Unique keys of the schema not raced here, and why (no request can make them clash, or another test does). */
const RACE_TO_DO = 'not raced yet: a violation answers 409 through the error handler (lib/unique-keys.ts)';
const NOT_RACED: Record<string, string> = {
  conciliacoes_client_id_id_pk: 'a fresh random id drawn by the database',
  conciliacoes_contas_client_id_conciliacao_id_conta_contabil_pk:
    'each account of a conciliação is written once, in the transaction that creates it (the contract refuses a repeated account)',
  implantacao_bens_client_id_chave_pk:
    "written by the import's commit job, one job per import (decision 033); a re-run skips the source keys already written",
  implantacao_bens_bem_uq: 'each link is to an asset the commit has just created in the same transaction',
  implantacao_criados_tipo_entidade_id_pk:
    'each row records a secretaria, setor or supplier the commit has just inserted in the same transaction',
  implantacao_importacoes_arquivo_uq: RACE_TO_DO,
  setores_responsaveis_pkey: "the setor's head, written with INSERT … ON CONFLICT DO UPDATE",
  obra_medicao_itens_medicao_item_uq:
    'written with its medição in one transaction; the contract refuses an item measured twice',
  obra_relatorios_versao_uq:
    'written by the quarterly report job, one queued or running per work and quarter (the jobs dedupe key), the version read under the work lock',
  // Keys of this season's registers not raced yet: a violation still answers 409 through the error
  // handler's catch-all (lib/unique-keys.ts), never a 500; racing each is still to do.
  aceites_bem_aberto_uq: RACE_TO_DO,
  inventarios_comissao_inventario_id_servidor_id_pk:
    'a campaign’s commission is rewritten whole in the transaction that saves the campaign, under its row lock (the contract refuses a servidor twice)',
  inventarios_comissao_presidente_uq:
    'a campaign’s commission is rewritten whole in the transaction that saves the campaign, under its row lock (the contract asks one president)',
  implantacao_presets_client_nome_uq: RACE_TO_DO,
  obra_cronograma_obra_mes_uq: RACE_TO_DO,
  obra_itens_obra_codigo_uq: RACE_TO_DO,
  obra_paralisacoes_aberta_uq: RACE_TO_DO,
  servidores_client_cpf_uq: RACE_TO_DO,
  servidores_client_matricula_uq: RACE_TO_DO,
  servidores_client_user_uq: RACE_TO_DO,
  contabilidade_aberturas_client_id_conta_bem_pk:
    "an account's opening balance, written with INSERT … ON CONFLICT DO NOTHING",
  contabilidade_eventos_client_id_evento_pk:
    "a client's event table row, written with INSERT … ON CONFLICT DO UPDATE",
  contabilidade_eventos_padrao_pkey:
    'the MCASP default table is written by the migrations only; no route writes it',
  contabilidade_exportacoes_client_id_id_pk: 'a fresh random id drawn by the database',
  contabilidade_sequencias_client_id_ano_pk:
    "a client's year sequence, written with INSERT … ON CONFLICT DO UPDATE",
  contabilidade_lancamentos_client_id_ano_numero_pk:
    "each number is taken from the client's year sequence, whose row stays locked until the transaction ends (six concurrent writers in lancamentos.test.ts)",
  contabilidade_lancamentos_movimentacao_uq: RACE_TO_DO,
  contabilidade_lancamentos_estorna_uq: RACE_TO_DO,
  contabilidade_rmb_client_id_ano_mes_conta_bem_pk: RACE_TO_DO,
  inventario_divergencias_client_id_id_pk: 'a fresh random id drawn by the database',
  inventario_recontagens_client_id_id_pk: 'a fresh random id drawn by the database',
  inventario_recontagens_lugar_uq:
    'raced in test/patrimonio/inventario/recontagens.test.ts: two askings of one place at once answer one 201 and one 409',
  inventario_empates_client_id_inventario_id_bem_id_pk:
    "the president's decision on a tie, written with INSERT … ON CONFLICT DO UPDATE",
  remessa_configuracoes_pkey: "a client's AUDESP codes, written with INSERT … ON CONFLICT DO UPDATE",
  remessas_client_id_id_pk: 'a fresh random id drawn by the database',
  remessas_versao_uq:
    'written by the remessa job, one queued or running per client and month (the jobs dedupe key)',
  termos_emitidos_codigo_uq: 'the verification code is 128 random bits drawn by the server',
  refresh_tokens_hash_uq: 'the hash of a 256-bit random token drawn by the server',
  password_tokens_hash_uq: 'the hash of a 256-bit random token drawn by the server',
  permission_groups_resource_unique:
    'permission groups are written by the migrations only; no route writes them',
  application_users_application_id_user_id_pk: 'membership is written with ON CONFLICT DO NOTHING',
  bens_contagens_client_id_dimensao_valor_pk: "written by a trigger's INSERT … ON CONFLICT DO UPDATE",
  rate_limits_pkey: 'written with INSERT … ON CONFLICT DO UPDATE',
  depreciacoes_configuracoes_pkey:
    "a client's depreciation settings, written with INSERT … ON CONFLICT DO UPDATE",
  xml_notas_bens_pkey: 'each link is to an asset the incorporation has just created in the same transaction',
  bens_sequencias_pkey: "a client's code sequence, written with INSERT … ON CONFLICT DO UPDATE",
  settings_pkey: 'written with ON CONFLICT DO NOTHING at start-up; no route writes it',
  depreciacoes_meses_client_id_ano_mes_pk:
    "written by a depreciation run only, under the client's exclusive lock (decision 019)",
  depreciacoes_itens_client_id_ano_mes_codigo_bem_pk:
    "written by a depreciation run only, under the client's exclusive lock (decision 019)",
  depreciacoes_contas_client_id_ano_mes_conta_contabil_pk:
    "written by a depreciation run only, under the client's exclusive lock (decision 019)",
  jobs_active_key_uq:
    "one queued or running job per kind and key: the queue's enqueue turns its violation into the kind's own 409 (a month's run: PROCESSANDO), tested in test/trabalhos (decision 033)",
};

type Answer = { statusCode: number; body: string; json(): { message?: string } };
/** One pair: the two racing requests, and whether both may succeed (a key the server numbers). */
type Pair = { requests: [() => Promise<Answer>, () => Promise<Answer>]; bothSucceed?: boolean };
/** Prepares the `i`-th pair of a key (sequentially: the records the race needs), then it is fired. */
type Race = (i: number) => Promise<Pair>;

const describePg = DB_KIND === 'postgres' ? describe : describe.skip;

let t: TestApp;
let h: Headers;
let A: ClientRecords;
let call: ReturnType<typeof caller>;
let seq = 0;
/** `n` in letters only (a permission's name takes no digits). */
const letters = (n: number) =>
  [...n.toString(26)].map((c) => String.fromCharCode(97 + Number.parseInt(c, 26))).join('');
const tag = () => `${Date.now().toString(36)}${++seq}`;

const ok = async (what: string, res: Answer) => {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string } & Record<string, unknown>;
};
const post = (url: string, body: unknown) => () => call('POST', url, h, body);
const put = (url: string, body: unknown) => () => call('PUT', url, h, body);
const same = (request: () => Promise<Answer>): [() => Promise<Answer>, () => Promise<Answer>] => [
  request,
  request,
];

/** Valid RENAVAMs, one per call (the check digit makes most numbers invalid). */
let renavamSeed = 12_345_000;
function nextRenavam() {
  for (;;) {
    const candidate = String(++renavamSeed).padStart(11, '0');
    if (isValidRenavam(candidate)) return candidate;
  }
}
const placaOf = (i: number) => `RCE${i}A${String(10 + seq).slice(-2)}`;
const chassiOf = () => `9BWZZZ377VT${String(100_000 + ++seq).slice(-6)}`;

const categoriaBody = (nome: string) => ({
  nome,
  tipo_bem: 'movel',
  conta_contabil: '1.2.3.1.1.04.09',
  vida_util_anos: 10,
  valor_residual_percentual: '10',
  depreciavel: true,
  cliente_id: A.clientId,
});
const bemBody = (over: Record<string, unknown> = {}) => ({
  descricao: `Bem da corrida ${tag()}`,
  categoria_id: A.categoriaId,
  tipo: 'movel',
  estado_conservacao: 'novo',
  TipoIncorporacao: 1,
  data_aquisicao: '2024-03-15',
  valor_aquisicao: '1000.00',
  secretaria_id: A.departmentId,
  ...over,
});
const newBem = async (over: Record<string, unknown> = {}) =>
  ok('bem', await call('POST', '/patrimonio/bempatrimonial/create', h, bemBody(over)));
const newUserBody = (username: string) => ({
  username,
  fullname: 'Usuário da corrida',
  email: `${username}@exemplo.gov.br`,
  password: 'Corrida@1234',
  redefine: false,
});
const roleBody = (name: string) => ({ name, companyId: A.clientId, rules: ['assets:read'] });
const vehicleOf = (bemId: string, fields: Record<string, unknown>) => ({
  bempatrimonial_id: bemId,
  tipo: 'veiculo',
  ...fields,
});
let terrenos: string;

/** For each unique key, how a pair races it. */
const RACES: Record<string, Race> = {
  salas_setor_codigo_uq: async (i) => {
    const codigo = `CORRIDA-${tag()}`;
    const body = (c: string) => ({
      setor_id: A.sectorId,
      codigo: c,
      nome: 'Sala da corrida',
      cliente_id: A.clientId,
    });
    if (i % 2 === 0) return { requests: same(post('/patrimonio/salas/create', body(codigo))) };
    // A recode of two salas to one new code (the key ignores the case).
    const a = await ok('sala', await post('/patrimonio/salas/create', body(`${codigo}-a`))());
    const b = await ok('sala', await post('/patrimonio/salas/create', body(`${codigo}-b`))());
    return {
      requests: [
        put(`/patrimonio/salas/${a.id}`, body(codigo)),
        put(`/patrimonio/salas/${b.id}`, body(codigo.toLowerCase())),
      ],
    };
  },
  categorias_bens_client_nome_uq: async (i) => {
    const nome = `Categoria da corrida ${tag()}`;
    if (i % 2 === 0) return { requests: same(post('/patrimonio/categoriabem/create', categoriaBody(nome))) };
    // A rename of two categories to one new name.
    const a = await ok(
      'categoria',
      await post('/patrimonio/categoriabem/create', categoriaBody(`${nome} a`))(),
    );
    const b = await ok(
      'categoria',
      await post('/patrimonio/categoriabem/create', categoriaBody(`${nome} b`))(),
    );
    return {
      requests: [
        put(`/patrimonio/categoriabem/${a.id}`, categoriaBody(nome)),
        put(`/patrimonio/categoriabem/${b.id}`, categoriaBody(nome.toUpperCase())),
      ],
    };
  },
  fornecedores_application_cpf_cnpj_uq: async () => {
    const body = fornecedorBody({ root_id: A.clientId });
    return { requests: same(post('/patrimonio/fornecedor/create', body)) };
  },
  referencias_ncm_client_codigo_uq: async (i) => {
    const body = {
      codigo: String(84_710_000 + ++seq * 10 + i),
      descricao: 'NCM da corrida',
      cliente_id: A.clientId,
    };
    return { requests: same(post('/refncm/create', body)) };
  },
  bens_client_codigo_uq: async () => {
    const body = bemBody({ CodigoBEM: 900_000 + ++seq });
    return { requests: same(post('/patrimonio/bempatrimonial/create', body)) };
  },
  movimentacoes_estorna_uq: async () => {
    const bem = await newBem();
    await ok(
      'movimentação',
      await post('/patrimonio/movimentacaobem/create', {
        bempatrimonial_id: bem.id,
        TipoMovimentacao: 3,
        Responsavel: 'Responsável da corrida',
      })(),
    );
    const body = { bempatrimonial_id: bem.id, TipoMovimentacao: 11, Observacao: 'Estorno da corrida' };
    return { requests: same(post('/patrimonio/movimentacaobem/create', body)) };
  },
  veiculos_bem_uq: async () => {
    const bem = await newBem();
    return { requests: same(post('/patrimonio/veiculoequipamento/create', vehicleOf(bem.id, {}))) };
  },
  veiculos_client_placa_uq: async (i) => {
    const [a, b] = [await newBem(), await newBem()];
    const placa = placaOf(i);
    return {
      requests: [
        post('/patrimonio/veiculoequipamento/create', vehicleOf(a.id, { placa })),
        post('/patrimonio/veiculoequipamento/create', vehicleOf(b.id, { placa })),
      ],
    };
  },
  veiculos_client_renavam_uq: async () => {
    const [a, b] = [await newBem(), await newBem()];
    const renavam = nextRenavam();
    return {
      requests: [
        post('/patrimonio/veiculoequipamento/create', vehicleOf(a.id, { renavam })),
        post('/patrimonio/veiculoequipamento/create', vehicleOf(b.id, { renavam })),
      ],
    };
  },
  veiculos_client_chassi_uq: async () => {
    const [a, b] = [await newBem(), await newBem()];
    const chassi = chassiOf();
    return {
      requests: [
        post('/patrimonio/veiculoequipamento/create', vehicleOf(a.id, { chassi })),
        post('/patrimonio/veiculoequipamento/create', vehicleOf(b.id, { chassi })),
      ],
    };
  },
  localizacoes_bem_uq: async () => {
    const imovel = await newBem({ tipo: 'imovel', categoria_id: terrenos, estado_conservacao: 'bom' });
    const body = { bempatrimonial_id: imovel.id, descricao: 'Lote da corrida' };
    return { requests: same(post('/patrimonio/localizacaoimovel/create', body)) };
  },
  termos_emitidos_numero_uq: async () => ({
    // Numbered by the server under the client's numbering lock: both termos are issued.
    requests: same(
      post('/patrimonio/bempatrimonial/termos/responsabilidade', {
        responsavel: 'Responsável da corrida',
        bem_ids: [A.bemId],
      }),
    ),
    bothSucceed: true,
  }),
  xml_notas_client_chave_uq: async () => {
    const nota = nfeXml({ linhas: [{ qCom: '1', vUnCom: '10.00', vProd: '10.00' }] });
    const body = multipart(nota.file());
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/xml/upload?cliente_id=${A.clientId}`,
        headers: { ...h, ...body.headers },
        payload: body.payload,
      });
    return { requests: [send, send] };
  },
  companies_application_cnpj_uq: async () => {
    const body = {
      name: `Cliente da corrida ${tag()}`,
      cpfCnpj: completeCnpj(`${String(70_000_000 + ++seq)}0001`),
      zipCode: '01001-000',
      address: 'Rua A',
      number: '10',
      neighborhood: 'Centro',
      state: 'SP',
      city: 'Exemplo',
      email: 'corrida@exemplo.gov.br',
      is_cliente: true,
    };
    return { requests: same(post('/empresas/create', body)) };
  },
  users_cpf_uq: async (i) => {
    const cpf = testCpf();
    const username = `cpf.${tag()}`;
    if (i % 2 === 0)
      return {
        requests: [
          post('/users/create', { ...newUserBody(`${username}a`), cpf }),
          post('/users/create', { ...newUserBody(`${username}b`), cpf }),
        ],
      };
    const a = await ok('usuário', await post('/users/create', newUserBody(`${username}a`))());
    const b = await ok('usuário', await post('/users/create', newUserBody(`${username}b`))());
    const edit = (u: { id: string }, name: string) =>
      put(`/users/${u.id}`, {
        fullname: 'Usuário da corrida',
        email: `${username}@exemplo.gov.br`,
        username: name,
        redefine: false,
        cpf,
      });
    return { requests: [edit(a, `${username}a`), edit(b, `${username}b`)] };
  },
  users_username_uq: async (i) => {
    const username = `corrida.${tag()}`;
    if (i % 2 === 0) return { requests: same(post('/users/create', newUserBody(username))) };
    const a = await ok('usuário', await post('/users/create', newUserBody(`${username}a`))());
    const b = await ok('usuário', await post('/users/create', newUserBody(`${username}b`))());
    const edit = (u: { id: string }, name: string) =>
      put(`/users/${u.id}`, {
        fullname: 'Usuário da corrida',
        email: `${username}@exemplo.gov.br`,
        username: name,
        redefine: false,
      });
    return { requests: [edit(a, username), edit(b, username.toUpperCase())] };
  },
  roles_company_name_uq: async (i) => {
    const name = `Perfil da corrida ${tag()}`;
    if (i % 2 === 0) return { requests: same(post('/v1/iam/roles', roleBody(name))) };
    const a = await ok('perfil', await post('/v1/iam/roles', roleBody(`${name} a`))());
    const b = await ok('perfil', await post('/v1/iam/roles', roleBody(`${name} b`))());
    const rename = (r: { id: string }, to: string) => () =>
      t.app.inject({ method: 'PATCH', url: `/v1/iam/roles/${r.id}`, headers: h, payload: roleBody(to) });
    return { requests: [rename(a, name), rename(b, name.toLowerCase())] };
  },
  locations_user_company_uq: async () => {
    const user = await ok('usuário', await post('/users/create', newUserBody(`acesso.${tag()}`))());
    const body = { user_id: user.id, empresa_id: A.clientId, role_id: null };
    return { requests: same(post('/locais/create', body)) };
  },
  exercicios_empresa_ano_mes_uq: async (i) => {
    const body = { empresa_id: A.clientId, ano: 2060 + i, mes: 1 + i };
    return { requests: same(post('/exercicios/create', body)) };
  },
  obras_client_numero_uq: async () => {
    const body = { ...obraOf({ departmentId: A.departmentId, clientId: A.clientId }), numero: `OB-${tag()}` };
    return { requests: same(post('/obras/obra/create', body)) };
  },
  obra_medicoes_obra_numero_uq: async () => {
    // Numbered by the server under the work's lock: both measurements are registered.
    const body = {
      tipo: 1,
      // After the work's service order (a measurement cannot begin before it).
      periodo_inicio: '2026-02-01',
      periodo_fim: '2026-02-28',
      data_entrega: '2026-03-05',
      valor: '1.00',
      obra_id: A.obraId,
    };
    return { requests: same(post('/obras/medicao/create', body)), bothSucceed: true };
  },
  obra_ordens_servico_obra_numero_uq: async () => {
    const body = { ...ORDEM_SERVICO, numero: `OS-${tag()}`, obra_id: A.obraId };
    return { requests: same(post('/obras/ordemservico/create', body)) };
  },
  obra_recebimentos_obra_tipo_uq: async () => {
    // A started work of its own each pair: the same recebimento twice, one registered, the other refused.
    const obra = { ...obraOf({ departmentId: A.departmentId, clientId: A.clientId }), numero: `OB-${tag()}` };
    const { id } = await ok('obra', await post('/obras/obra/create', obra)());
    await ok('ordem', await post('/obras/ordemservico/create', { ...ORDEM_SERVICO, obra_id: id })());
    const data = '2026-01-05';
    const publicacao = { publicacao_veiculo: 'Diário Oficial do Município', publicacao_data: data };
    await ok(
      'início',
      await put('/obras/obra/id', { id, situacao: 2, data, motivo: 'Início', ...publicacao })(),
    );
    const body = {
      tipo: 'provisorio',
      data,
      vistoria: 'Vistoria da corrida',
      recebedores: [{ cpf: '52998224725', nome: 'Recebedor da corrida', cargo: 'Fiscal' }],
      ...publicacao,
    };
    return { requests: same(post(`/obras/obra/${id}/recebimentos`, body)) };
  },
  obra_cnos_client_numero_uq: async () => {
    const body = {
      numero: completeCno(String(52_000_000_000 + ++seq)),
      data_registro: '2026-01-06',
      categoria: 'reforma',
      destinacao: 'Destinação da corrida',
      area: '100.00',
      unidade: 'm2',
      responsavel_documento: '52998224725',
      responsavel_nome: 'Responsável da corrida',
      obra_id: A.obraId,
    };
    return { requests: same(post('/obras/cadastronacional/create', body)) };
  },
  permissions_name_unique: async () => {
    // A new rule of an existing group takes the group's prefix (as its permissions have it).
    const [group] = await rowsOf<{ id: string; prefix: string }>(
      sql`select permission_group_id as id, split_part(name, ':', 1) as prefix from permissions limit 1`,
    );
    const name = `${group!.prefix}:corrida-${letters(++seq)}`;
    const body = { name, label: 'Corrida', permissionGroupId: group!.id };
    return { requests: same(post('/accessControl/permissions/criar', body)) };
  },
};

/** The rows of a raw query (the drivers type `execute` apart). */
const rowsOf = async <R>(query: SQL) =>
  ((await t.database.db.execute(query)) as unknown as { rows: R[] }).rows;

/** The unique keys of the schema: unique indexes and constraints, primary keys other than a lone `id`. */
async function uniqueKeysOfSchema() {
  const rows = await rowsOf<{ name: string }>(sql`
    select c.relname as name
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_class r on r.oid = i.indrelid
    join pg_namespace n on n.oid = r.relnamespace
    where n.nspname = 'public' and i.indisunique
      and not (i.indisprimary and i.indnatts = 1 and exists (
        select 1 from pg_attribute a where a.attrelid = r.oid and a.attnum = i.indkey[0] and a.attname = 'id'))
    order by 1`);
  return rows.map((r) => r.name);
}

describePg('unique keys under concurrent writes (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    const suporte = await signInAt(t.app, 'suporte');
    h = suporte.headers;
    const client = await createClient(t.database.db);
    A = await clientRecords(t, suporte, { applicationId: client.applicationId, clientId: client.id });
    const utils = await ok(
      'utilitários',
      await call('GET', `/utils/bempatrimonial?cliente_id=${A.clientId}`, h),
    );
    terrenos = (utils.categorias as { id: string; nome: string }[]).find((c) => c.nome === 'Terrenos')!.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('every unique key of the schema is raced here or listed with the reason no request can clash', async () => {
    const keys = await uniqueKeysOfSchema();
    const uncovered = keys.filter((k) => !(k in RACES) && !(k in NOT_RACED));
    expect(uncovered, `chaves únicas sem corrida nem motivo: ${uncovered.join(', ')}`).toEqual([]);
    // Each key a route can make clash has its Portuguese 409 in the one table (lib/unique-keys.ts).
    const withoutMessage = Object.keys(RACES).filter((k) => !(k in UNIQUE_KEYS));
    expect(withoutMessage).toEqual([]);
    // No stale entries: every key named here still exists.
    expect([...Object.keys(RACES), ...Object.keys(NOT_RACED)].filter((k) => !keys.includes(k))).toEqual([]);
  });

  it.each(Object.keys(RACES))('%s: concurrent pairs answer a success and a 409, never a 500', async (key) => {
    const race = RACES[key]!;
    for (let i = 0; i < PAIRS; i++) {
      const pair = await race(i);
      const answers = await Promise.all(pair.requests.map((r) => r()));
      const statuses = answers.map((a) => a.statusCode).sort();
      const detail = `${key} par ${i}: ${answers.map((a) => `${a.statusCode} ${a.body.slice(0, 200)}`).join(' | ')}`;
      expect(
        statuses.every((s) => s < 500),
        detail,
      ).toBe(true);
      if (pair.bothSucceed) {
        expect(
          statuses.every((s) => s >= 200 && s < 300),
          detail,
        ).toBe(true);
      } else {
        expect(statuses[0]! >= 200 && statuses[0]! < 300, detail).toBe(true);
        expect(statuses[1], detail).toBe(409);
        const refused = answers.find((a) => a.statusCode === 409)!;
        expect(refused.json().message, detail).toMatch(/[áéíóúãõç]|Já|já/);
      }
    }
  });
});

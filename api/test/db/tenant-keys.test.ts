import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The key rule for a later distribution of the database by client (decision 048): every table of the
 * schema is classified — distributed by its client, a reference table copied to every node, or a table
 * that stays on the coordinator — and a distributed table leads its primary key, its unique keys and its
 * foreign keys to other distributed tables with `client_id`. The schema is read from the catalog, so a
 * new table fails here until it is classified, and a new distributed table fails until it follows the
 * rule. The keys of the tables written before the rule are listed below, each with what the
 * distribution's migration changes (decision 048 names them).
 */

/** Rows of one client, sharded and colocated by `client_id`. */
const DISTRIBUTED = new Set([
  'aceites',
  'audit_log',
  'bens_contagens',
  'bens_patrimoniais',
  'bens_sequencias',
  'categorias_bens',
  'conciliacoes',
  'conciliacoes_contas',
  'contabilidade_aberturas',
  'contabilidade_eventos',
  'contabilidade_exportacoes',
  'contabilidade_lancamentos',
  'contabilidade_rmb',
  'contabilidade_sequencias',
  'depreciacoes_configuracoes',
  'depreciacoes_contas',
  'depreciacoes_itens',
  'depreciacoes_meses',
  'files',
  'implantacao_bens',
  'implantacao_criados',
  'implantacao_importacoes',
  'implantacao_presets',
  'inventarios',
  'inventarios_comissao',
  'inventario_contagens',
  'inventario_divergencias',
  'inventario_empates',
  'inventario_recontagens',
  'localizacoes_imoveis',
  'movimentacoes_bens',
  'obra_acompanhamentos',
  'obra_aditivos',
  'obra_cnos',
  'obra_cronograma',
  'obra_item_alteracoes',
  'obra_itens',
  'obra_licencas',
  'obra_medicao_itens',
  'obra_medicoes',
  'obra_ordens_servico',
  'obra_paralisacoes',
  'obra_pagamentos',
  'obra_recebimentos',
  'obra_relatorios',
  'obra_responsabilidades',
  'obra_situacoes',
  'obras',
  'referencias_ncm',
  'remessa_configuracoes',
  'remessas',
  'salas',
  'servidores',
  'setores_responsaveis',
  'termos_emitidos',
  'veiculos_equipamentos',
  'xml_notas',
  'xml_notas_bens',
]);

/** Small, read with every client's rows, rarely written: a copy on every node. */
const REFERENCE = new Set([
  'applications',
  'application_users',
  'companies',
  'exercicios',
  'fornecedores',
  'locations',
  'contabilidade_eventos_padrao',
  'motivos_baixa',
  'permission_groups',
  'permissions',
  'roles',
  'tipos_incorporacao',
  'tipos_movimentacao',
  'users',
]);

/** Not a client's rows (sessions, limits, the queue, settings): they stay on the coordinator. */
const COORDINATOR = new Set(['jobs', 'password_tokens', 'rate_limits', 'refresh_tokens', 'settings']);

/**
 * Keys of distributed tables made before the rule, by constraint or index name: what the distribution's
 * migration does to each (decision 048, "Existing tables").
 */
const BEFORE_THE_RULE: Record<string, string> = {
  audit_log_pkey: 'primary key (client_id, id); entries of no client go to a coordinator table',
  bens_patrimoniais_pkey: 'primary key (client_id, id)',
  bens_patrimoniais_categoria_id_categorias_bens_id_fk: 'foreign key (client_id, categoria_id)',
  bens_patrimoniais_ncm_id_referencias_ncm_id_fk: 'foreign key (client_id, ncm_id)',
  categorias_bens_pkey: 'primary key (client_id, id)',
  files_pkey: 'primary key (client_id, id); files of no client go to a coordinator table',
  localizacoes_imoveis_pkey: 'primary key (client_id, id)',
  localizacoes_bem_uq: 'unique (client_id, bem_id)',
  localizacoes_imoveis_bem_id_bens_patrimoniais_id_fk: 'foreign key (client_id, bem_id)',
  movimentacoes_bens_pkey: 'primary key (client_id, id)',
  movimentacoes_estorna_uq: 'unique (client_id, estorna_id)',
  movimentacoes_bens_bem_id_bens_patrimoniais_id_fk: 'foreign key (client_id, bem_id)',
  obra_acompanhamentos_pkey: 'primary key (client_id, id)',
  obra_acompanhamentos_obra_id_obras_id_fk: 'foreign key (client_id, obra_id)',
  obra_aditivos_pkey: 'primary key (client_id, id)',
  obra_aditivos_obra_id_obras_id_fk: 'foreign key (client_id, obra_id)',
  obra_cnos_pkey: 'primary key (client_id, id)',
  obra_cnos_obra_id_obras_id_fk: 'foreign key (client_id, obra_id)',
  obra_licencas_pkey: 'primary key (client_id, id)',
  obra_licencas_obra_id_obras_id_fk: 'foreign key (client_id, obra_id)',
  obra_medicoes_pkey: 'primary key (client_id, id)',
  obra_medicoes_obra_numero_uq: 'unique (client_id, obra_id, numero)',
  obra_medicoes_obra_id_obras_id_fk: 'foreign key (client_id, obra_id)',
  obra_ordens_servico_pkey: 'primary key (client_id, id)',
  obra_ordens_servico_obra_numero_uq: 'unique (client_id, obra_id, numero)',
  obra_ordens_servico_obra_id_obras_id_fk: 'foreign key (client_id, obra_id)',
  obra_responsabilidades_pkey: 'primary key (client_id, id)',
  obra_responsabilidades_obra_id_obras_id_fk: 'foreign key (client_id, obra_id)',
  obra_situacoes_pkey: 'primary key (client_id, id)',
  obra_situacoes_obra_id_obras_id_fk: 'foreign key (client_id, obra_id)',
  obras_pkey: 'primary key (client_id, id)',
  obras_bem_id_bens_patrimoniais_id_fk: 'foreign key (client_id, bem_id)',
  referencias_ncm_pkey: 'primary key (client_id, id)',
  referencias_ncm_categoria_id_categorias_bens_id_fk: 'foreign key (client_id, categoria_id)',
  termos_emitidos_pkey: 'primary key (client_id, id)',
  termos_emitidos_codigo_uq:
    'unique (client_id, codigo): the code is 128 random bits; the public check by code alone asks every shard',
  veiculos_equipamentos_pkey: 'primary key (client_id, id)',
  veiculos_bem_uq: 'unique (client_id, bem_id)',
  veiculos_equipamentos_bem_id_bens_patrimoniais_id_fk: 'foreign key (client_id, bem_id)',
  xml_notas_pkey: 'primary key (client_id, id)',
  xml_notas_arquivo_id_files_id_fk: 'foreign key (client_id, arquivo_id)',
  xml_notas_bens_pkey: 'gets a client_id column: primary key (client_id, bem_id)',
  xml_notas_bens_bem_id_bens_patrimoniais_id_fk: 'foreign key (client_id, bem_id)',
  xml_notas_bens_nota_id_xml_notas_id_fk: 'foreign key (client_id, nota_id)',
};

/**
 * Keys of the tables of custody, the inventory, implantação, the works' budget sheet and stoppages, written in parallel
 * with the rule and not yet led by client_id: the same conversion as above, to be made before these tables
 * hold a municipality's data elsewhere than on one node (decision 048). Listed so the rule still catches
 * every other new key.
 */
const NEW_TABLES_TO_CONVERT: Record<string, string> = {
  aceites_bem_aberto_uq: 'unique (client_id, bem_id) of the open ones',
  aceites_bem_id_bens_patrimoniais_id_fk: 'foreign key (client_id, bem_id)',
  aceites_pkey: 'primary key (client_id, id)',
  aceites_recebedor_id_servidores_id_fk: 'foreign key (client_id, recebedor_id)',
  aceites_responsavel_id_servidores_id_fk: 'foreign key (client_id, responsavel_id)',
  bens_patrimoniais_responsavel_id_servidores_id_fk: 'foreign key (client_id, responsavel_id)',
  implantacao_bens_bem_id_bens_patrimoniais_id_fk: 'foreign key (client_id, bem_id)',
  implantacao_bens_bem_uq: 'unique (client_id, bem_id)',
  implantacao_bens_importacao_id_implantacao_importacoes_id_fk: 'foreign key (client_id, importacao_id)',
  implantacao_criados_importacao_id_implantacao_importacoes_id_fk: 'foreign key (client_id, importacao_id)',
  implantacao_criados_tipo_entidade_id_pk: 'primary key (client_id, tipo, entidade_id)',
  implantacao_importacoes_arquivo_id_files_id_fk: 'foreign key (client_id, arquivo_id)',
  implantacao_importacoes_pkey: 'primary key (client_id, id)',
  implantacao_presets_pkey: 'primary key (client_id, id)',
  obra_cronograma_obra_id_obras_id_fk: 'foreign key (client_id, obra_id)',
  obra_cronograma_obra_mes_uq: 'unique (client_id, obra_id, mes)',
  obra_cronograma_pkey: 'primary key (client_id, id)',
  obra_item_alteracoes_aditivo_id_obra_aditivos_id_fk: 'foreign key (client_id, aditivo_id)',
  obra_item_alteracoes_item_id_obra_itens_id_fk: 'foreign key (client_id, item_id)',
  obra_item_alteracoes_obra_id_obras_id_fk: 'foreign key (client_id, obra_id)',
  obra_item_alteracoes_pkey: 'primary key (client_id, id)',
  obra_itens_obra_codigo_uq: 'unique (client_id, obra_id, codigo)',
  obra_itens_obra_id_obras_id_fk: 'foreign key (client_id, obra_id)',
  obra_itens_pkey: 'primary key (client_id, id)',
  obra_medicao_itens_item_id_obra_itens_id_fk: 'foreign key (client_id, item_id)',
  obra_medicao_itens_medicao_id_obra_medicoes_id_fk: 'foreign key (client_id, medicao_id)',
  obra_pagamentos_medicao_id_obra_medicoes_id_fk: 'foreign key (client_id, medicao_id)',
  obra_pagamentos_obra_id_obras_id_fk: 'foreign key (client_id, obra_id)',
  obra_pagamentos_pkey: 'primary key (client_id, id)',
  obra_recebimentos_obra_id_obras_id_fk: 'foreign key (client_id, obra_id)',
  obra_recebimentos_obra_tipo_uq: 'unique (client_id, obra_id, tipo)',
  obra_recebimentos_pkey: 'primary key (client_id, id)',
  obra_recebimentos_termo_id_termos_emitidos_id_fk: 'foreign key (client_id, termo_id)',
  obra_relatorios_obra_id_obras_id_fk: 'foreign key (client_id, obra_id)',
  obra_relatorios_pkey: 'primary key (client_id, id)',
  obra_medicao_itens_medicao_item_uq: 'unique (client_id, medicao_id, item_id)',
  obra_medicao_itens_obra_id_obras_id_fk: 'foreign key (client_id, obra_id)',
  obra_medicao_itens_pkey: 'primary key (client_id, id)',
  obra_paralisacoes_aberta_uq: 'unique (client_id, obra_id) of the open ones',
  obra_paralisacoes_obra_id_obras_id_fk: 'foreign key (client_id, obra_id)',
  obra_paralisacoes_pkey: 'primary key (client_id, id)',
  obra_paralisacoes_situacao_id_obra_situacoes_id_fk: 'foreign key (client_id, situacao_id)',
  servidores_pkey: 'primary key (client_id, id)',
  salas_pkey: 'primary key (client_id, id)',
  salas_setor_codigo_uq: 'unique (client_id, setor_id, lower(codigo))',
  bens_patrimoniais_sala_id_salas_id_fk: 'foreign key (client_id, sala_id)',
  inventarios_pkey: 'primary key (client_id, id)',
  inventarios_sala_id_salas_id_fk: 'foreign key (client_id, sala_id)',
  inventarios_responsavel_saida_id_servidores_id_fk: 'foreign key (client_id, responsavel_saida_id)',
  inventarios_responsavel_entrada_id_servidores_id_fk: 'foreign key (client_id, responsavel_entrada_id)',
  inventarios_comissao_inventario_id_servidor_id_pk: 'primary key (client_id, inventario_id, servidor_id)',
  inventarios_comissao_inventario_id_inventarios_id_fk: 'foreign key (client_id, inventario_id)',
  inventarios_comissao_servidor_id_servidores_id_fk: 'foreign key (client_id, servidor_id)',
  inventarios_comissao_presidente_uq: 'unique (client_id, inventario_id) of the president',
  inventario_contagens_pkey: 'primary key (client_id, id)',
  inventario_contagens_inventario_id_inventarios_id_fk: 'foreign key (client_id, inventario_id)',
  inventario_contagens_bem_id_bens_patrimoniais_id_fk: 'foreign key (client_id, bem_id)',
  inventario_contagens_sala_id_salas_id_fk: 'foreign key (client_id, sala_id)',
  setores_responsaveis_pkey: 'primary key (client_id, setor_id)',
  setores_responsaveis_servidor_id_servidores_id_fk: 'foreign key (client_id, servidor_id)',
};

type Key = { table: string; name: string; kind: 'p' | 'u' | 'f'; columns: string[]; target: string | null };

let t: TestApp;
let tables: string[];
let keys: Key[];

beforeAll(async () => {
  t = await createTestApp();
  const list = await t.database.executeSql(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  tables = (list.rows as { name: string }[]).map((r) => r.name);
  // Primary, unique and foreign keys, and unique indexes that are not constraints (expression keys
  // show their columns as the index's own definition lists them: an expression reads as null).
  const found = await t.database.executeSql(
    `select c.relname as "table", k.conname as name, k.contype as kind,
            array(select a.attname from unnest(k.conkey) with ordinality u(n, i)
                  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i)::text[] as columns,
            t.relname as target
       from pg_constraint k join pg_class c on c.oid = k.conrelid
       join pg_namespace s on s.oid = c.relnamespace left join pg_class t on t.oid = k.confrelid
      where s.nspname = 'public' and k.contype in ('p', 'u', 'f')
     union all
     select c.relname, i.relname, 'u',
            array(select coalesce(a.attname, '(expressão)') from unnest(x.indkey) with ordinality u(n, i)
                  left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = u.n order by u.i)::text[],
            null
       from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
       join pg_namespace s on s.oid = c.relnamespace
      where s.nspname = 'public' and x.indisunique
        and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`,
  );
  keys = found.rows as Key[];
}, 120_000);
afterAll(() => t?.close());

describe('keys for a distribution by client (decision 048)', () => {
  it('classifies every table of the schema once', () => {
    const unclassified = tables.filter(
      (n) => !DISTRIBUTED.has(n) && !REFERENCE.has(n) && !COORDINATOR.has(n),
    );
    expect(unclassified, 'new tables: add each to DISTRIBUTED, REFERENCE or COORDINATOR').toEqual([]);
    const gone = [...DISTRIBUTED, ...REFERENCE, ...COORDINATOR].filter((n) => !tables.includes(n));
    expect(gone, 'tables no longer in the schema').toEqual([]);
  });

  it('leads the keys of distributed tables with client_id, but for the keys made before the rule', () => {
    const broken = keys
      .filter((k) => DISTRIBUTED.has(k.table))
      .filter((k) => (k.kind === 'f' ? DISTRIBUTED.has(k.target ?? '') : true))
      .filter((k) => k.columns[0] !== 'client_id' || (k.kind === 'f' && k.columns.length < 2))
      .map((k) => k.name)
      .filter((name) => !(name in BEFORE_THE_RULE) && !(name in NEW_TABLES_TO_CONVERT));
    expect(broken, 'keys of distributed tables that do not lead with client_id').toEqual([]);
  });

  it('lists only keys that still break the rule', () => {
    const stillBroken = new Set(
      keys
        .filter((k) => k.columns[0] !== 'client_id' || (k.kind === 'f' && k.columns.length < 2))
        .map((k) => k.name),
    );
    expect(
      [...Object.keys(BEFORE_THE_RULE), ...Object.keys(NEW_TABLES_TO_CONVERT)].filter(
        (name) => !stillBroken.has(name),
      ),
    ).toEqual([]);
  });
});

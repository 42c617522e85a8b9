import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps, uuidPk } from './columns.js';
import { applications, companies, files, users } from './schema.js';
import { bensPatrimoniais } from './schema-patrimonio.js';

/**
 * The Implantação area (docs/domain.md, "Implantação"): a client's old asset register brought in from a
 * CSV/XLSX file. One row per file sent; the file's SHA-256 is its idempotency key in the client (the same
 * file sent again is the same import), and each asset written keeps its row's source key
 * (`implantacao_bens`), so running a file again writes nothing and a corrected file adds only what was
 * missing.
 */
export const DB_SITUACOES_IMPLANTACAO = ['enviada', 'validada', 'gravando', 'gravada', 'desfeita'] as const;

export const implantacaoImportacoes = pgTable(
  'implantacao_importacoes',
  {
    id: uuidPk(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => companies.id),
    /** The register the file brings in (`TIPOS_IMPLANTACAO`: bens, fornecedores, veiculos, ncm). */
    tipo: text('tipo').notNull().default('bens'),
    arquivoId: uuid('arquivo_id')
      .notNull()
      .references(() => files.id),
    nome: text('nome').notNull(),
    formato: text('formato').notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: text('sha256').notNull(),
    aba: text('aba'),
    /** The column mapping of the last dry run (what the commit uses). */
    mapeamento: jsonb('mapeamento'),
    /** The options of the last dry run: create the missing secretarias, setores, suppliers. */
    opcoes: jsonb('opcoes'),
    situacao: text('situacao').notNull().default('enviada'),
    /** The dry run's and the commit's counts (rows read, valid, with errors, already imported, written). */
    resumo: jsonb('resumo'),
    /** The client's implantação month (first day) when the file was committed: the cut-over date. */
    corte: date('corte', { mode: 'string' }),
    trabalhoId: uuid('trabalho_id'),
    createdBy: uuid('created_by').references(() => users.id),
    desfeitaEm: timestamp('desfeita_em', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('implantacao_importacoes_arquivo_uq')
      .on(t.clientId, t.tipo, t.sha256)
      .where(sql`${t.desfeitaEm} is null`),
    index('implantacao_importacoes_client_idx').on(t.clientId, t.createdAt),
    check('implantacao_importacoes_formato_ck', sql`formato in ('csv', 'xlsx')`),
    check(
      'implantacao_importacoes_tipo_ck',
      sql`tipo in ('bens', 'fornecedores', 'veiculos', 'ncm', 'obras')`,
    ),
    check(
      'implantacao_importacoes_situacao_ck',
      sql.raw(`situacao in (${DB_SITUACOES_IMPLANTACAO.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);

/** The source key of each imported row (the old system's code) and the asset it became. */
export const implantacaoBens = pgTable(
  'implantacao_bens',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => companies.id),
    chave: text('chave').notNull(),
    importacaoId: uuid('importacao_id')
      .notNull()
      .references(() => implantacaoImportacoes.id),
    bemId: uuid('bem_id')
      .notNull()
      .references(() => bensPatrimoniais.id),
    linha: integer('linha').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.chave] }),
    index('implantacao_bens_importacao_idx').on(t.importacaoId),
    uniqueIndex('implantacao_bens_bem_uq').on(t.bemId),
  ],
);

/** Mapping presets a client saved per source system ("Minha planilha"); e-Cidade's ships in the code. */
export const implantacaoPresets = pgTable(
  'implantacao_presets',
  {
    id: uuidPk(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => companies.id),
    nome: text('nome').notNull(),
    mapeamento: jsonb('mapeamento').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [uniqueIndex('implantacao_presets_client_nome_uq').on(t.clientId, sql`lower(${t.nome})`)],
);

/**
 * What an import created because the user allowed it (docs/domain.md, "Implantação"): the secretarias
 * and setores (companies) and the suppliers its rows named and the register did not have. Undo removes
 * them only when nothing else references them.
 */
export const TIPOS_CRIADOS_IMPLANTACAO = [
  'secretaria',
  'setor',
  'fornecedor',
  'veiculo',
  'ncm',
  'obra',
] as const;
export const implantacaoCriados = pgTable(
  'implantacao_criados',
  {
    importacaoId: uuid('importacao_id')
      .notNull()
      .references(() => implantacaoImportacoes.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => companies.id),
    tipo: text('tipo').notNull(),
    /** The company (secretaria, setor) or supplier created. */
    entidadeId: uuid('entidade_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tipo, t.entidadeId] }),
    index('implantacao_criados_importacao_idx').on(t.importacaoId),
    check(
      'implantacao_criados_tipo_ck',
      sql.raw(`tipo in (${TIPOS_CRIADOS_IMPLANTACAO.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);

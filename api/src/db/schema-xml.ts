import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, uuidPk } from './columns.js';
import { applications, companies, files, users } from './schema.js';
import { bensPatrimoniais, fornecedores } from './schema-patrimonio.js';

/**
 * The XML area (docs/domain.md, "NF-e"): every NF-e file a client imported, refused ones included (with
 * the reason), what the note says (`nota`, the parsed document as the API answers it), and, once
 * incorporated, the supplier and the assets it became.
 */
export const DB_XML_SITUACOES = ['pendente', 'incorporada', 'recusada'] as const;

export const xmlNotas = pgTable(
  'xml_notas',
  {
    id: uuidPk(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => companies.id),
    arquivoNome: text('arquivo_nome').notNull(),
    /** The stored original (null for a refused file: its bytes are not kept). */
    arquivoId: uuid('arquivo_id').references(() => files.id),
    situacao: text('situacao').notNull(),
    motivo: text('motivo'),
    chave: text('chave'),
    numero: integer('numero'),
    serie: integer('serie'),
    /** The issue date as written in the note (its own time zone), for the list's period filter. */
    dataEmissao: date('data_emissao', { mode: 'string' }),
    emitenteDocumento: text('emitente_documento'),
    emitenteNome: text('emitente_nome'),
    valorTotal: numeric('valor_total', { precision: 15, scale: 2 }),
    itens: integer('itens'),
    nota: jsonb('nota'),
    fornecedorId: uuid('fornecedor_id').references(() => fornecedores.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    incorporadaEm: timestamp('incorporada_em', { withTimezone: true }),
    incorporadaPor: uuid('incorporada_por').references(() => users.id),
  },
  (t) => [
    // One live import per key and client: a refused attempt does not hold the key.
    uniqueIndex('xml_notas_client_chave_uq').on(t.clientId, t.chave).where(sql`situacao <> 'recusada'`),
    index('xml_notas_client_created_idx').on(t.clientId, t.createdAt),
    check(
      'xml_notas_situacao_ck',
      sql.raw(`situacao in (${DB_XML_SITUACOES.map((x) => `'${x}'`).join(', ')})`),
    ),
  ],
);

/** The assets a note became, with the line (det/@nItem) each came from. */
export const xmlNotasBens = pgTable(
  'xml_notas_bens',
  {
    bemId: uuid('bem_id')
      .primaryKey()
      .references(() => bensPatrimoniais.id),
    notaId: uuid('nota_id')
      .notNull()
      .references(() => xmlNotas.id),
    item: integer('item').notNull(),
  },
  (t) => [index('xml_notas_bens_nota_idx').on(t.notaId, t.item)],
);

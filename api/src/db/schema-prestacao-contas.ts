import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.js';
import { companies, users } from './schema.js';

/**
 * Prestação de contas to a tribunal de contas (docs/domain.md, "Remessas ao tribunal de contas"; decision
 * 066). The product writes and validates the files; the user sends them and records the protocol.
 */

const clientId = () =>
  uuid('client_id')
    .notNull()
    .references(() => companies.id);

/** The client's codes at the tribunal: TCE-SP AUDESP's entity (1–32767) and municipality (4 digits). */
export const remessaConfiguracoes = pgTable(
  'remessa_configuracoes',
  {
    clientId: clientId().primaryKey(),
    audespEntidade: integer('audesp_entidade'),
    audespMunicipio: text('audesp_municipio'),
    ...timestamps(),
  },
  () => [
    check('remessa_configuracoes_entidade_ck', sql`audesp_entidade between 1 and 32767`),
    check('remessa_configuracoes_municipio_ck', sql`audesp_municipio ~ '^[0-9]{4}$'`),
  ],
);

/** A validation problem or a note of a generated file, per work and field (the validation report). */
export type RemessaOcorrencia = {
  tipo: 'erro' | 'aviso' | 'transliteracao';
  mensagem: string;
  obra_id: string | null;
  obra_numero: string | null;
  campo: string | null;
  link: string | null;
  detalhe: string | null;
};

/**
 * A file generated for a tribunal: its kind (`tipo`, e.g. `audesp-execucao`), period and part (a period
 * may need several files: AUDESP takes at most 50 works per document), the version of that kind, period
 * and part (each generation adds one), the bytes in the file storage with their SHA-256, the validation
 * report (`valido`: no error; an invalid file is never downloaded), the difference from the previous
 * version, and the sending the user records (protocol and date).
 */
export const remessas = pgTable(
  'remessas',
  {
    id: uuid('id').notNull().defaultRandom(),
    clientId: clientId(),
    tribunal: text('tribunal').notNull(),
    tipo: text('tipo').notNull(),
    ano: integer('ano').notNull(),
    mes: integer('mes').notNull(),
    parte: integer('parte').notNull(),
    versao: integer('versao').notNull(),
    nome: text('nome').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    tamanho: integer('tamanho').notNull(),
    obras: jsonb('obras').$type<{ id: string; numero: string; chave: string; hash: string }[]>().notNull(),
    valido: boolean('valido').notNull(),
    ocorrencias: jsonb('ocorrencias').$type<RemessaOcorrencia[]>().notNull(),
    diferenca: jsonb('diferenca').$type<{
      anterior_id: string | null;
      incluidas: string[];
      removidas: string[];
      alteradas: string[];
    }>(),
    geradoPor: uuid('gerado_por').references(() => users.id),
    trabalhoId: uuid('trabalho_id'),
    enviadoEm: date('enviado_em', { mode: 'string' }),
    protocolo: text('protocolo'),
    enviadoPor: uuid('enviado_por').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // Keys lead with client_id (decision 048).
    primaryKey({ columns: [t.clientId, t.id] }),
    uniqueIndex('remessas_versao_uq').on(t.clientId, t.tipo, t.ano, t.mes, t.parte, t.versao),
    index('remessas_client_periodo_idx').on(t.clientId, t.ano, t.mes),
    check('remessas_periodo_ck', sql`mes between 1 and 12 and parte >= 1 and versao >= 1`),
    check('remessas_enviado_ck', sql`(enviado_em is null) = (protocolo is null)`),
  ],
);

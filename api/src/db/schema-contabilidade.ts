import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { companies } from './schema.js';

/**
 * Contabilidade do patrimônio (docs/domain.md, "Lançamentos contábeis e RMB"; decision 065): the accounting
 * events every movement and every depreciation month produce, their numbering, their exports and the
 * monthly statement (RMB) per PCASP account.
 */

/**
 * What an event does to the asset account's book value, the RMB's columns: the values of the contracts'
 * NATUREZAS_LANCAMENTO (drizzle-kit cannot import the contracts), in the order of the RMB.
 */
export const DB_NATUREZAS_LANCAMENTO = [
  'incorporacao',
  'transferencia_entrada',
  'transferencia_saida',
  'reavaliacao',
  'reducao',
  'baixa',
  'depreciacao',
  'amortizacao',
] as const;

const moneyTotal = (name: string) => numeric(name, { precision: 25, scale: 2 });
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((x) => `'${x}'`).join(', ')})`);

/**
 * The MCASP default of each kind of event (seeded by migration, one row per `evento`). An account is a
 * PCASP code, or one of the asset's accounts by role: `[bem]` (the category's asset account),
 * `[depreciacao]` (its accumulated depreciation or amortization) and `[reducao]` (its impairment).
 */
export const contabilidadeEventosPadrao = pgTable(
  'contabilidade_eventos_padrao',
  {
    evento: text('evento').primaryKey(),
    descricao: text('descricao').notNull(),
    natureza: text('natureza').notNull(),
    debito: text('debito').notNull(),
    credito: text('credito').notNull(),
    historico: text('historico').notNull(),
    /** What the event does to the book value of the asset account: +1, −1 or 0 (the RMB sums it). */
    sinal: smallint('sinal').notNull(),
    ordem: integer('ordem').notNull(),
  },
  () => [check('contabilidade_eventos_padrao_natureza_ck', inList('natureza', DB_NATUREZAS_LANCAMENTO))],
);

/** A client's own accounts and history for an event kind (the accountant's table); none: the default. */
export const contabilidadeEventos = pgTable(
  'contabilidade_eventos',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => companies.id),
    evento: text('evento')
      .notNull()
      .references(() => contabilidadeEventosPadrao.evento),
    debito: text('debito').notNull(),
    credito: text('credito').notNull(),
    historico: text('historico').notNull(),
    userId: uuid('user_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.evento] })],
);

/** The next event number of a client in a year: its row lock makes the numbering gapless under concurrency. */
export const contabilidadeSequencias = pgTable(
  'contabilidade_sequencias',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => companies.id),
    ano: integer('ano').notNull(),
    proximo: integer('proximo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.ano] })],
);

/**
 * An accounting event (lançamento): never updated nor deleted (a trigger refuses an update); an estorno is a
 * new event with the accounts swapped, pointing at the one it reverses. `ano`/`numero` is its number in the
 * client's year; `competencia_*` is the processed month it belongs to (the RMB's month); `efeito` is what it
 * does to the book value of the asset account `conta_bem` (signed), which the RMB sums.
 */
export const contabilidadeLancamentos = pgTable(
  'contabilidade_lancamentos',
  {
    clientId: uuid('client_id').notNull(),
    ano: integer('ano').notNull(),
    numero: integer('numero').notNull(),
    competenciaAno: integer('competencia_ano').notNull(),
    competenciaMes: integer('competencia_mes').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    evento: text('evento').notNull(),
    natureza: text('natureza').notNull(),
    debito: text('debito').notNull(),
    credito: text('credito').notNull(),
    valor: moneyTotal('valor').notNull(),
    efeito: moneyTotal('efeito').notNull(),
    historico: text('historico').notNull(),
    contaBem: text('conta_bem').notNull(),
    tipoBem: text('tipo_bem').notNull(),
    /** A transfer between accounts: the asset account it leaves (`conta_bem` is the one it enters). */
    contaOrigem: text('conta_origem'),
    /** The origin: the movement (and its asset), or the depreciation month (no movement, no asset). */
    movimentacaoId: uuid('movimentacao_id'),
    linha: smallint('linha').notNull().default(1),
    bemId: uuid('bem_id'),
    codigoBem: integer('codigo_bem'),
    /** The event this one reverses. */
    estornaAno: integer('estorna_ano'),
    estornaNumero: integer('estorna_numero'),
    userId: uuid('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.ano, t.numero] }),
    index('contabilidade_lancamentos_competencia_idx').on(
      t.clientId,
      t.competenciaAno,
      t.competenciaMes,
      t.contaBem,
    ),
    // An asset's events (the inventário analítico at a past month's end takes back the later ones).
    index('contabilidade_lancamentos_bem_idx').on(t.clientId, t.bemId).where(sql`${t.bemId} is not null`),
    uniqueIndex('contabilidade_lancamentos_movimentacao_uq')
      .on(t.clientId, t.movimentacaoId, t.linha)
      .where(sql`${t.movimentacaoId} is not null`),
    uniqueIndex('contabilidade_lancamentos_estorna_uq')
      .on(t.clientId, t.estornaAno, t.estornaNumero)
      .where(sql`${t.estornaNumero} is not null`),
    check('contabilidade_lancamentos_natureza_ck', inList('natureza', DB_NATUREZAS_LANCAMENTO)),
    check('contabilidade_lancamentos_valor_ck', sql`valor > 0`),
  ],
);

/** The book value of each asset account when the client's first month was processed (the RMB's start). */
export const contabilidadeAberturas = pgTable(
  'contabilidade_aberturas',
  {
    clientId: uuid('client_id').notNull(),
    contaBem: text('conta_bem').notNull(),
    tipoBem: text('tipo_bem').notNull(),
    ano: integer('ano').notNull(),
    mes: integer('mes').notNull(),
    valor: moneyTotal('valor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.contaBem] })],
);

/** Every export of a month's events: who, when, the format and the SHA-256 of the bytes sent. */
export const contabilidadeExportacoes = pgTable(
  'contabilidade_exportacoes',
  {
    clientId: uuid('client_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    ano: integer('ano').notNull(),
    mes: integer('mes').notNull(),
    formato: text('formato').notNull(),
    sha256: text('sha256').notNull(),
    quantidade: integer('quantidade').notNull(),
    userId: uuid('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.id] }),
    index('contabilidade_exportacoes_mes_idx').on(t.clientId, t.ano, t.mes, t.createdAt),
  ],
);

/** A closed month's RMB, stored by the close (and dropped by a reopening): what was filed stays as it was. */
export const contabilidadeRmb = pgTable(
  'contabilidade_rmb',
  {
    clientId: uuid('client_id').notNull(),
    ano: integer('ano').notNull(),
    mes: integer('mes').notNull(),
    contaBem: text('conta_bem').notNull(),
    tipoBem: text('tipo_bem').notNull(),
    saldoAnterior: moneyTotal('saldo_anterior').notNull(),
    incorporacoes: moneyTotal('incorporacoes').notNull(),
    transferenciasEntrada: moneyTotal('transferencias_entrada').notNull(),
    transferenciasSaida: moneyTotal('transferencias_saida').notNull(),
    reavaliacoes: moneyTotal('reavaliacoes').notNull(),
    reducoes: moneyTotal('reducoes').notNull(),
    baixas: moneyTotal('baixas').notNull(),
    depreciacao: moneyTotal('depreciacao').notNull(),
    saldoFinal: moneyTotal('saldo_final').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.ano, t.mes, t.contaBem] })],
);

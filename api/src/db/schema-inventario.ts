import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, uuidPk } from './columns.js';
import { companies } from './schema.js';
import { bensPatrimoniais, salas, servidores } from './schema-patrimonio.js';

/**
 * Inventário (docs/domain.md, "Inventário"; decision 063): a campaign that counts the assets of a unit —
 * the whole client, a secretaria, a setor or a sala — by a commission appointed by an act (portaria).
 * While it is open the unit's assets are frozen (transfers refused). The counts, divergences and the
 * settlement of the later parts hang off `inventarios.id`.
 */
export const DB_TIPOS_INVENTARIO = ['anual', 'transicao', 'ciclico'] as const;
export const DB_ESCOPOS_INVENTARIO = ['cliente', 'secretaria', 'setor', 'sala'] as const;
export const DB_ESTADOS_INVENTARIO = ['aberta', 'encerrada'] as const;

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((x) => `'${x}'`).join(', ')})`);

export const inventarios = pgTable(
  'inventarios',
  {
    id: uuidPk(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => companies.id),
    titulo: text('titulo').notNull(),
    tipo: text('tipo').notNull(),
    /**
     * The unit counted. Every level above the chosen one is kept too (a setor's campaign keeps its
     * secretaria, a sala's its setor and secretaria), so overlap and "is this asset in scope" are plain
     * comparisons of the three columns.
     */
    escopo: text('escopo').notNull(),
    secretariaId: uuid('secretaria_id').references(() => companies.id),
    setorId: uuid('setor_id').references(() => companies.id),
    salaId: uuid('sala_id').references(() => salas.id),
    contagemCega: boolean('contagem_cega').notNull().default(false),
    /** Transição de responsável: the outgoing and the incoming head (servidores of the client). */
    responsavelSaidaId: uuid('responsavel_saida_id').references(() => servidores.id),
    responsavelEntradaId: uuid('responsavel_entrada_id').references(() => servidores.id),
    portariaNumero: text('portaria_numero').notNull(),
    portariaData: date('portaria_data', { mode: 'string' }).notNull(),
    dataAbertura: date('data_abertura', { mode: 'string' }).notNull(),
    dataPrevistaEncerramento: date('data_prevista_encerramento', { mode: 'string' }).notNull(),
    estado: text('estado').notNull().default('aberta'),
    encerradoEm: timestamp('encerrado_em', { withTimezone: true }),
    encerradoPor: uuid('encerrado_por'),
    /** The termos the closing issued (decision 067): the commission's, and the transição's. */
    termoInventarioId: uuid('termo_inventario_id'),
    termoTransicaoId: uuid('termo_transicao_id'),
    criadoPor: uuid('criado_por').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('inventarios_client_estado_idx').on(t.clientId, t.estado, t.dataAbertura),
    check('inventarios_tipo_ck', inList('tipo', DB_TIPOS_INVENTARIO)),
    check('inventarios_escopo_ck', inList('escopo', DB_ESCOPOS_INVENTARIO)),
    check('inventarios_estado_ck', inList('estado', DB_ESTADOS_INVENTARIO)),
    check(
      'inventarios_escopo_colunas_ck',
      sql`(escopo = 'cliente' and secretaria_id is null and setor_id is null and sala_id is null)
        or (escopo = 'secretaria' and secretaria_id is not null and setor_id is null and sala_id is null)
        or (escopo = 'setor' and secretaria_id is not null and setor_id is not null and sala_id is null)
        or (escopo = 'sala' and secretaria_id is not null and setor_id is not null and sala_id is not null)`,
    ),
    check(
      'inventarios_transicao_ck',
      sql`tipo <> 'transicao' or (responsavel_saida_id is not null and responsavel_entrada_id is not null)`,
    ),
    check('inventarios_datas_ck', sql`data_prevista_encerramento >= data_abertura`),
  ],
);

/** The commission of a campaign: servidores of its client, exactly one of them its president. */
export const inventariosComissao = pgTable(
  'inventarios_comissao',
  {
    inventarioId: uuid('inventario_id')
      .notNull()
      .references(() => inventarios.id, { onDelete: 'cascade' }),
    servidorId: uuid('servidor_id')
      .notNull()
      .references(() => servidores.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => companies.id),
    presidente: boolean('presidente').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.inventarioId, t.servidorId] }),
    uniqueIndex('inventarios_comissao_presidente_uq').on(t.inventarioId).where(sql`presidente`),
    index('inventarios_comissao_servidor_idx').on(t.servidorId),
  ],
);

/**
 * The readings of a campaign (decision 063): one row per label read on a device. The id is the device's
 * own (a UUID made when it read), so a queue sent twice records nothing twice. `bem_id` is the asset the
 * reading named, null when it named none of the client's (kept as read, for the commission to judge);
 * where it was read is the sala, or the setor when the setor has no salas.
 */
export const inventarioContagens = pgTable(
  'inventario_contagens',
  {
    id: uuid('id').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => companies.id),
    inventarioId: uuid('inventario_id')
      .notNull()
      .references(() => inventarios.id, { onDelete: 'cascade' }),
    bemId: uuid('bem_id').references(() => bensPatrimoniais.id),
    leitura: text('leitura').notNull(),
    setorId: uuid('setor_id')
      .notNull()
      .references(() => companies.id),
    salaId: uuid('sala_id').references(() => salas.id),
    estadoConservacao: text('estado_conservacao'),
    contadoEm: timestamp('contado_em', { withTimezone: true }).notNull(),
    contadoPor: uuid('contado_por').notNull(),
    dispositivo: text('dispositivo'),
    /** The counter's note; an unlabeled asset's description (decision 068). */
    observacao: text('observacao'),
    /** A third party's asset found in the unit, and an asset found with no label: listed apart. */
    terceiro: boolean('terceiro').notNull().default(false),
    semEtiqueta: boolean('sem_etiqueta').notNull().default(false),
    /** 1, or 2 for a reading of a second count's member in its place while it is open (decision 070). */
    rodada: integer('rodada').notNull().default(1),
    recebidoEm: timestamp('recebido_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventario_contagens_bem_idx').on(t.inventarioId, t.bemId, t.contadoEm),
    index('inventario_contagens_client_idx').on(t.clientId, t.inventarioId),
  ],
);

export const DB_TIPOS_DIVERGENCIA = [
  'nao_encontrado',
  'outro_local',
  'desconhecida',
  'estado_diferente',
  'sem_etiqueta',
  'terceiro',
] as const;
export const DB_ACOES_LIQUIDACAO = ['transferir', 'manter', 'baixa', 'incorporar', 'conforme'] as const;

/**
 * The divergences a campaign's closing found (decision 067), stored as the commission found them: later
 * movements do not change them. Each is settled once (`acao` set by a conditional update, so two settles
 * at once: one wins); the settlement's movement, pending aceite or incorporated asset is kept with it.
 * Places and states are snapshots: history must not hold a setor hostage.
 */
export const inventarioDivergencias = pgTable(
  'inventario_divergencias',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => companies.id),
    id: uuid('id').notNull().defaultRandom(),
    // No foreign keys but the client's: the rows are written in one statement from the campaign's own
    // comparison, and a key to a table not yet keyed by client would not lead with client_id (decision 048).
    inventarioId: uuid('inventario_id').notNull(),
    tipo: text('tipo').notNull(),
    bemId: uuid('bem_id'),
    codigoBem: integer('codigo_bem'),
    descricao: text('descricao'),
    leitura: text('leitura'),
    registradoSetorId: uuid('registrado_setor_id'),
    registradoSalaId: uuid('registrado_sala_id'),
    lidoSetorId: uuid('lido_setor_id'),
    lidoSalaId: uuid('lido_sala_id'),
    estadoRegistrado: text('estado_registrado'),
    estadoLido: text('estado_lido'),
    valor: numeric('valor', { precision: 15, scale: 2 }),
    contadoEm: timestamp('contado_em', { withTimezone: true }),
    acao: text('acao'),
    justificativa: text('justificativa'),
    movimentacaoId: uuid('movimentacao_id'),
    aceiteId: uuid('aceite_id'),
    bemIncorporadoId: uuid('bem_incorporado_id'),
    liquidadoPor: uuid('liquidado_por'),
    liquidadoEm: timestamp('liquidado_em', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.id] }),
    index('inventario_divergencias_inventario_idx').on(t.inventarioId, t.tipo, t.codigoBem),
    index('inventario_divergencias_aceite_idx').on(t.aceiteId).where(sql`aceite_id is not null`),
    check('inventario_divergencias_tipo_ck', inList('tipo', DB_TIPOS_DIVERGENCIA)),
    check('inventario_divergencias_acao_ck', sql`acao is null or ${inList('acao', DB_ACOES_LIQUIDACAO)}`),
  ],
);

export const DB_ESTADOS_RECONTAGEM = ['aberta', 'concluida'] as const;

/**
 * A second count of a place of an open campaign (decision 070): a sala, or a setor with no sala named,
 * where the comparison found divergences, counted again by another member of the commission (a servidor
 * with a login). While it is `aberta`, that member's readings in the place are round 2; once `concluida`,
 * the comparison weighs the two rounds there (agreement: the second stands; disagreement: a tie).
 */
export const inventarioRecontagens = pgTable(
  'inventario_recontagens',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => companies.id),
    id: uuid('id').notNull().defaultRandom(),
    // No key to inventarios (not keyed by client, decision 048): the campaign is checked by the service.
    inventarioId: uuid('inventario_id').notNull(),
    setorId: uuid('setor_id').notNull(),
    salaId: uuid('sala_id'),
    servidorId: uuid('servidor_id').notNull(),
    /** The named member's login when asked: whose readings are round 2. */
    contadorId: uuid('contador_id').notNull(),
    estado: text('estado').notNull().default('aberta'),
    pedidoPor: uuid('pedido_por').notNull(),
    pedidoEm: timestamp('pedido_em', { withTimezone: true }).notNull().defaultNow(),
    concluidoPor: uuid('concluido_por'),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.id] }),
    // One second count per place of a campaign.
    uniqueIndex('inventario_recontagens_lugar_uq').on(
      t.clientId,
      t.inventarioId,
      t.setorId,
      sql`coalesce(sala_id, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check('inventario_recontagens_estado_ck', inList('estado', DB_ESTADOS_RECONTAGEM)),
  ],
);

/**
 * The president's decision on a tie (decision 070): for an asset the two counts of a recounted place
 * disagree on, which count stands (1 or 2). Once per asset of a campaign; changed while it is open.
 */
export const inventarioEmpates = pgTable(
  'inventario_empates',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => companies.id),
    inventarioId: uuid('inventario_id').notNull(),
    bemId: uuid('bem_id').notNull(),
    rodada: integer('rodada').notNull(),
    decididoPor: uuid('decidido_por').notNull(),
    decididoEm: timestamp('decidido_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.inventarioId, t.bemId] }),
    check('inventario_empates_rodada_ck', sql`rodada in (1, 2)`),
  ],
);

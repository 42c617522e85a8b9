import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
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
import { createdAt, registerStatus, timestamps, uuidPk } from './columns.js';
import { applications, companies, users } from './schema.js';

/**
 * Patrimônio tables (docs/domain.md, "Bens e categorias"). Every register but the supplier belongs to one client (`client_id`);
 * suppliers belong to the application. Money is numeric(15,2), a sum of values numeric(25,2) (decision 015),
 * never floating point. Movement, incorporation and baixa types are seed tables an administrator can extend;
 * what a movement type does is a column.
 */

/** The client a register belongs to. */
const clientId = () =>
  uuid('client_id')
    .notNull()
    .references(() => companies.id);

/**
 * Value lists of the check constraints. They mirror shared-contracts (TIPOS_BEM, SITUACOES_BEM,
 * ESTADOS_CONSERVACAO, EFEITOS_MOVIMENTACAO): drizzle-kit loads this file as CommonJS and cannot import
 * the ESM contracts package, so a test compares both lists.
 */
export const DB_TIPOS_BEM = ['movel', 'imovel', 'intangivel'] as const;
export const DB_SITUACOES_BEM = ['em_uso', 'ocioso', 'em_manutencao', 'cedido', 'baixado'] as const;
export const DB_ESTADOS_CONSERVACAO = ['novo', 'otimo', 'bom', 'regular', 'ruim', 'inservivel'] as const;
export const DB_EFEITOS_MOVIMENTACAO = [
  'incorporacao',
  'transferencia',
  'responsavel',
  'baixa',
  'reavaliacao',
  'reducao',
  'situacao',
  'estorno',
  'cautela',
] as const;

/** One money value and a sum of them (decision 015: MONEY_PATTERN and MONEY_TOTAL_PATTERN of the contracts). */
const money = (name: string) => numeric(name, { precision: 15, scale: 2 });
const moneyTotal = (name: string) => numeric(name, { precision: 25, scale: 2 });
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((x) => `'${x}'`).join(', ')})`);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Raw bytes (a termo's PDF as issued, a few pages; decision 025). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Accent-free lower-case words for the description search. PostgreSQL core only (no pg_trgm/unaccent
 * extension), so the same migration runs on PostgreSQL 15 and PGlite; the API folds the query alike.
 */
export const SEARCH_FOLD_FROM = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
export const SEARCH_FOLD_TO = 'aaaaaeeeeiiiiooooouuuucn';
const searchDocument: SQL = sql.raw(
  `to_tsvector('simple'::regconfig, translate(lower(coalesce(descricao, '') || ' ' || coalesce(marca, '') || ' ' || coalesce(modelo, '')), '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}'))`,
);

// ---------------------------------------------------------------- seed tables

/** Tipos de incorporação (docs/domain.md, "Movimentações"), seeded by migration; ids are the codes users know. */
export const tiposIncorporacao = pgTable('tipos_incorporacao', {
  id: integer('id').primaryKey(),
  descricao: text('descricao').notNull(),
  ativo: boolean('ativo').notNull().default(true),
  ...timestamps(),
});

/** Tipos de movimentação (docs/domain.md, "Movimentações"): the effect and its requirements are data, not code paths. */
export const tiposMovimentacao = pgTable(
  'tipos_movimentacao',
  {
    id: integer('id').primaryKey(),
    descricao: text('descricao').notNull(),
    efeito: text('efeito').notNull(),
    situacaoExigida: text('situacao_exigida'),
    situacaoResultante: text('situacao_resultante'),
    exigeDestino: boolean('exige_destino').notNull().default(false),
    exigeValor: boolean('exige_valor').notNull().default(false),
    exigeResponsavel: boolean('exige_responsavel').notNull().default(false),
    exigeMotivoBaixa: boolean('exige_motivo_baixa').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps(),
  },
  () => [check('tipos_movimentacao_efeito_ck', inList('efeito', DB_EFEITOS_MOVIMENTACAO))],
);

/** Motivos de baixa (docs/domain.md, "Movimentações"). */
export const motivosBaixa = pgTable('motivos_baixa', {
  id: integer('id').primaryKey(),
  descricao: text('descricao').notNull(),
  ativo: boolean('ativo').notNull().default(true),
  ...timestamps(),
});

// ---------------------------------------------------------------- registers

/** Categoria de bem of a client, seeded from the STN table and editable by its accountant. */
export const categoriasBens = pgTable(
  'categorias_bens',
  {
    id: uuidPk(),
    clientId: clientId(),
    nome: text('nome').notNull(),
    tipoBem: text('tipo_bem').notNull(),
    contaContabil: text('conta_contabil').notNull(),
    vidaUtilAnos: integer('vida_util_anos').notNull(),
    valorResidualPercentual: numeric('valor_residual_percentual', { precision: 5, scale: 2 }).notNull(),
    depreciavel: boolean('depreciavel').notNull(),
    /** (−) Depreciação (or amortização) acumulada and (−) redução ao valor recuperável accounts (decision 065). */
    contaDepreciacao: text('conta_depreciacao'),
    contaReducao: text('conta_reducao'),
    ...registerStatus(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('categorias_bens_client_nome_uq').on(t.clientId, sql`lower(${t.nome})`),
    check('categorias_bens_tipo_ck', inList('tipo_bem', DB_TIPOS_BEM)),
  ],
);

/** Supplier of an application (CPF/CNPJ unique in it), registered by a client (`root_id`). */
export const fornecedores = pgTable(
  'fornecedores',
  {
    id: uuidPk(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    rootId: uuid('root_id').references(() => companies.id),
    tipoPessoa: text('tipo_pessoa').notNull(),
    cpfCnpj: text('cpf_cnpj').notNull(),
    razaoSocial: text('razao_social').notNull(),
    nomeFantasia: text('nome_fantasia'),
    inscricaoEstadual: text('inscricao_estadual'),
    inscricaoMunicipal: text('inscricao_municipal'),
    email: text('email'),
    telefone: text('telefone'),
    celular: text('celular'),
    contato: text('contato'),
    cep: text('cep'),
    endereco: text('endereco'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    uf: text('uf'),
    observacoes: text('observacoes'),
    ...registerStatus(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('fornecedores_application_cpf_cnpj_uq').on(t.applicationId, t.cpfCnpj),
    index('fornecedores_application_razao_idx').on(t.applicationId, t.razaoSocial),
    index('fornecedores_root_idx').on(t.rootId),
    check('fornecedores_tipo_pessoa_ck', inList('tipo_pessoa', ['F', 'J'])),
  ],
);

/** NCM reference of a client: 8-digit code, suggested category, annual depreciation rate. */
export const referenciasNcm = pgTable(
  'referencias_ncm',
  {
    id: uuidPk(),
    clientId: clientId(),
    codigo: text('codigo').notNull(),
    descricao: text('descricao').notNull(),
    categoriaId: uuid('categoria_id').references(() => categoriasBens.id),
    taxaDepreciacao: numeric('taxa_depreciacao', { precision: 5, scale: 2 }),
    ...registerStatus(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('referencias_ncm_client_codigo_uq').on(t.clientId, t.codigo),
    index('referencias_ncm_categoria_idx').on(t.categoriaId),
  ],
);

/** The next CodigoBEM of each client; its row lock serialises concurrent creations. */
export const bensSequencias = pgTable('bens_sequencias', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => companies.id),
  proximo: integer('proximo').notNull(),
});

/**
 * Exact totals of the asset list without counting rows: per client, the number of assets overall
 * (dimensao 'total') and per value of each filter of the list (situacao, estado, categoria, secretaria,
 * setor, fornecedor). Kept by a trigger on bens_patrimoniais (migration 'patrimonio_seeds').
 */
export const bensContagens = pgTable(
  'bens_contagens',
  {
    clientId: clientId(),
    dimensao: text('dimensao').notNull(),
    valor: text('valor').notNull(),
    quantidade: bigint('quantidade', { mode: 'number' }).notNull(),
    /**
     * Sum of the book value (valor_atual) of the counted assets, exact: the dashboard's figure. A total's
     * precision (decision 015): room for every asset a client can have (CODIGO_BEM_MAX) at the largest value.
     */
    valorAtual: moneyTotal('valor_atual').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.dimensao, t.valor] })],
);

/**
 * Servidor: a person who answers for assets (docs/domain.md, "Carga patrimonial"). Either a user of the
 * client (`user_id`, who can accept in the app) or a servant registered without a login. The CPF is kept
 * for the termos and shown only to whom holds the rule (custody:update); never in the public area.
 */
export const servidores = pgTable(
  'servidores',
  {
    id: uuidPk(),
    clientId: clientId(),
    userId: uuid('user_id').references(() => users.id),
    nome: text('nome').notNull(),
    cpf: text('cpf'),
    matricula: text('matricula'),
    cargo: text('cargo'),
    ...registerStatus(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('servidores_client_cpf_uq').on(t.clientId, t.cpf).where(sql`${t.cpf} is not null`),
    uniqueIndex('servidores_client_matricula_uq')
      .on(t.clientId, t.matricula)
      .where(sql`${t.matricula} is not null`),
    uniqueIndex('servidores_client_user_uq').on(t.clientId, t.userId).where(sql`${t.userId} is not null`),
    index('servidores_client_nome_idx').on(t.clientId, t.nome),
  ],
);

/** The head of a setor (one per setor): the default responsável of the assets placed in it. */
export const setoresResponsaveis = pgTable(
  'setores_responsaveis',
  {
    setorId: uuid('setor_id')
      .primaryKey()
      .references(() => companies.id),
    clientId: clientId(),
    servidorId: uuid('servidor_id')
      .notNull()
      .references(() => servidores.id),
    ...timestamps(),
  },
  (t) => [index('setores_responsaveis_servidor_idx').on(t.servidorId)],
);

/**
 * Sala: the local físico under a setor where assets sit (docs/domain.md, "Inventário"), the unit an
 * inventory counts room by room. Its code is unique in its setor (case-insensitive) and printed on its
 * label with a QR code that opens the sala (decision 063).
 */
export const salas = pgTable(
  'salas',
  {
    id: uuidPk(),
    clientId: clientId(),
    setorId: uuid('setor_id')
      .notNull()
      .references(() => companies.id),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    ...registerStatus(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('salas_setor_codigo_uq').on(t.setorId, sql`lower(${t.codigo})`),
    index('salas_client_codigo_idx').on(t.clientId, t.codigo),
  ],
);

/**
 * Bem patrimonial (docs/domain.md, "Bens e categorias"). Indexes serve the list: every filter index ends with codigo_bem (unique per
 * client, the default order and the tie-breaker of every sort), so a page is read in index order and a
 * deep page can be skipped over in the index alone.
 */
export const bensPatrimoniais = pgTable(
  'bens_patrimoniais',
  {
    id: uuidPk(),
    clientId: clientId(),
    codigoBem: integer('codigo_bem').notNull(),
    descricao: text('descricao').notNull(),
    especificacao: text('especificacao'),
    categoriaId: uuid('categoria_id')
      .notNull()
      .references(() => categoriasBens.id),
    tipo: text('tipo').notNull(),
    situacao: text('situacao').notNull().default('em_uso'),
    estadoConservacao: text('estado_conservacao').notNull(),
    tipoIncorporacaoId: integer('tipo_incorporacao_id')
      .notNull()
      .references(() => tiposIncorporacao.id),
    dataAquisicao: date('data_aquisicao', { mode: 'string' }).notNull(),
    dataIncorporacao: date('data_incorporacao', { mode: 'string' }).notNull(),
    dataInicioUso: date('data_inicio_uso', { mode: 'string' }),
    valorAquisicao: money('valor_aquisicao').notNull(),
    valorResidual: money('valor_residual').notNull(),
    valorAtual: money('valor_atual').notNull(),
    vidaUtilMeses: integer('vida_util_meses').notNull(),
    depreciavel: boolean('depreciavel').notNull(),
    /**
     * An intangível of indefinite useful life (NBC TSP 08; decision 071): the run never amortizes it; it is
     * tested for impairment every year (the contabilidade's list of them).
     */
    vidaUtilIndefinida: boolean('vida_util_indefinida').notNull().default(false),
    /** Saldo de implantação: depreciation accumulated before the client's implantação, typed (docs/domain.md). */
    saldoImplantacao: money('saldo_implantacao'),
    contaContabil: text('conta_contabil').notNull(),
    fornecedorId: uuid('fornecedor_id').references(() => fornecedores.id),
    ncmId: uuid('ncm_id').references(() => referenciasNcm.id),
    notaFiscalNumero: text('nota_fiscal_numero'),
    notaFiscalSerie: text('nota_fiscal_serie'),
    notaFiscalChave: text('nota_fiscal_chave'),
    empenho: text('empenho'),
    secretariaId: uuid('secretaria_id')
      .notNull()
      .references(() => companies.id),
    setorId: uuid('setor_id').references(() => companies.id),
    responsavel: text('responsavel'),
    /** The servidor who answers for the asset (its carga); null: "sem responsável". */
    responsavelId: uuid('responsavel_id').references(() => servidores.id),
    /** The sala of the asset's setor where it sits (decision 063); cleared when the asset leaves the setor. */
    salaId: uuid('sala_id').references(() => salas.id),
    numeroSerie: text('numero_serie'),
    marca: text('marca'),
    modelo: text('modelo'),
    observacoes: text('observacoes'),
    busca: tsvector('busca').generatedAlwaysAs(searchDocument),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('bens_client_codigo_uq').on(t.clientId, t.codigoBem),
    index('bens_client_descricao_idx').on(t.clientId, t.descricao, t.codigoBem),
    index('bens_client_aquisicao_idx').on(t.clientId, t.dataAquisicao, t.codigoBem),
    index('bens_client_valor_idx').on(t.clientId, t.valorAquisicao, t.codigoBem),
    index('bens_client_situacao_idx').on(t.clientId, t.situacao, t.codigoBem),
    // The inventário analítico per account (docs/domain.md, "Relatórios legais"): an account's assets in code order.
    index('bens_client_conta_idx').on(t.clientId, t.contaContabil, t.codigoBem),
    index('bens_client_estado_idx').on(t.clientId, t.estadoConservacao, t.codigoBem),
    index('bens_categoria_idx').on(t.categoriaId, t.clientId, t.codigoBem),
    index('bens_secretaria_idx').on(t.secretariaId, t.clientId, t.codigoBem),
    index('bens_setor_idx').on(t.setorId, t.clientId, t.codigoBem),
    index('bens_responsavel_idx').on(t.responsavelId, t.clientId, t.codigoBem),
    index('bens_sala_idx').on(t.salaId, t.clientId, t.codigoBem),
    index('bens_fornecedor_idx').on(t.fornecedorId, t.clientId, t.codigoBem),
    index('bens_ncm_idx').on(t.ncmId),
    index('bens_busca_idx').using('gin', t.busca),
    check('bens_tipo_ck', inList('tipo', DB_TIPOS_BEM)),
    check('bens_situacao_ck', inList('situacao', DB_SITUACOES_BEM)),
    check('bens_estado_ck', inList('estado_conservacao', DB_ESTADOS_CONSERVACAO)),
    check('bens_valores_ck', sql`valor_aquisicao >= 0 and valor_residual >= 0 and valor_atual >= 0`),
    check('bens_vida_indefinida_ck', sql`not vida_util_indefinida or tipo = 'intangivel'`),
  ],
);

/** Kinds and states of an aceite (mirror TIPOS_ACEITE and ESTADOS_ACEITE of the contracts). */
export const DB_TIPOS_ACEITE = ['cautela', 'transferencia', 'transferencia_local'] as const;
export const DB_ESTADOS_ACEITE = ['pendente', 'aceito', 'recusado', 'devolvido'] as const;
export const DB_FORMAS_ACEITE = ['app', 'termo'] as const;

/**
 * What waits for, or got, the receiver's aceite (docs/domain.md, "Carga patrimonial"): a cautela (the asset
 * leaves for a while, keeping its responsável; accepted, it is out until its return) or a transferência de
 * responsabilidade (accepted, the movement is booked). One open item per asset: pending, or a cautela
 * accepted and not returned.
 */
export const aceites = pgTable(
  'aceites',
  {
    id: uuidPk(),
    clientId: clientId(),
    tipo: text('tipo').notNull(),
    bemId: uuid('bem_id')
      .notNull()
      .references(() => bensPatrimoniais.id),
    /** Who answers for the asset when asked (a cautela keeps it). */
    responsavelId: uuid('responsavel_id').references(() => servidores.id),
    /** Who must accept: the cautela's receiver, or the transfer's new responsável. */
    recebedorId: uuid('recebedor_id')
      .notNull()
      .references(() => servidores.id),
    estado: text('estado').notNull().default('pendente'),
    motivo: text('motivo'),
    destino: text('destino'),
    dataPrevistaRetorno: date('data_prevista_retorno', { mode: 'string' }),
    forma: text('forma'),
    /** The signed paper termo a clerk uploaded for a receiver (files machinery). */
    arquivoId: uuid('arquivo_id'),
    motivoRecusa: text('motivo_recusa'),
    decididoEm: timestamp('decidido_em', { withTimezone: true }),
    decididoPor: uuid('decidido_por'),
    devolvidoEm: timestamp('devolvido_em', { withTimezone: true }),
    /** The movement the acceptance booked (the cautela's exit, the transfer). */
    movimentacaoId: uuid('movimentacao_id'),
    solicitadoPor: uuid('solicitado_por').notNull(),
    /**
     * The batch asked with it (decision 059): decided as one, its movements booked with this id as their
     * `lote_id` (the batch's termo). Null: a single request.
     */
    loteId: uuid('lote_id'),
    /**
     * A transferência de local (decision 062): the destination and the date of the movement the acceptance
     * books (its observation is `motivo`). Snapshots, as a movement's places: the acceptance checks them
     * again by the movement's rule.
     */
    secretariaId: uuid('secretaria_id'),
    setorId: uuid('setor_id'),
    dataMovimentacao: timestamp('data_movimentacao', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('aceites_bem_aberto_uq')
      .on(t.bemId)
      .where(sql`estado = 'pendente' or (tipo = 'cautela' and estado = 'aceito')`),
    index('aceites_client_estado_idx').on(t.clientId, t.estado, t.createdAt),
    index('aceites_recebedor_idx').on(t.recebedorId, t.estado),
    index('aceites_responsavel_idx').on(t.responsavelId, t.estado),
    index('aceites_lote_idx').on(t.loteId).where(sql`lote_id is not null`),
    check('aceites_tipo_ck', inList('tipo', DB_TIPOS_ACEITE)),
    check('aceites_estado_ck', inList('estado', DB_ESTADOS_ACEITE)),
    check('aceites_forma_ck', sql`forma is null or ${inList('forma', DB_FORMAS_ACEITE)}`),
    check(
      'aceites_destino_ck',
      sql`tipo <> 'transferencia_local' or (secretaria_id is not null and setor_id is not null)`,
    ),
  ],
);

/**
 * Movimentação de bem: history, never updated except to mark it reversed, never deleted. It keeps the
 * asset's state before and after (location, situação, value, responsible person) so an estorno restores
 * exactly what the movement changed. Location columns are snapshots (no foreign key): history must not
 * hold a company hostage.
 */
export const movimentacoesBens = pgTable(
  'movimentacoes_bens',
  {
    id: uuidPk(),
    clientId: clientId(),
    bemId: uuid('bem_id')
      .notNull()
      .references(() => bensPatrimoniais.id),
    codigoBem: integer('codigo_bem').notNull(),
    data: timestamp('data', { withTimezone: true }).notNull(),
    tipoMovimentacaoId: integer('tipo_movimentacao_id')
      .notNull()
      .references(() => tiposMovimentacao.id),
    tipoIncorporacaoId: integer('tipo_incorporacao_id')
      .notNull()
      .references(() => tiposIncorporacao.id),
    contaContabil: bigint('conta_contabil', { mode: 'number' }).notNull(),
    valor: money('valor').notNull(),
    secretariaId: uuid('secretaria_id').notNull(),
    setorId: uuid('setor_id'),
    secretariaAnteriorId: uuid('secretaria_anterior_id').notNull(),
    setorAnteriorId: uuid('setor_anterior_id'),
    situacaoAnterior: text('situacao_anterior').notNull(),
    situacao: text('situacao').notNull(),
    valorAnterior: money('valor_anterior').notNull(),
    responsavelAnterior: text('responsavel_anterior'),
    responsavel: text('responsavel'),
    /** The servidor who answered for the asset before and after (snapshots: no foreign key). */
    responsavelAnteriorId: uuid('responsavel_anterior_id'),
    responsavelId: uuid('responsavel_id'),
    motivoBaixaId: integer('motivo_baixa_id').references(() => motivosBaixa.id),
    /** A baixa's act or process (processo administrativo, portaria…) and who authorised it (its termo prints them). */
    processoBaixa: text('processo_baixa'),
    autorizadaPor: text('autorizada_por'),
    observacao: text('observacao'),
    /** The movement this estorno reverses (one estorno per movement). */
    estornaId: uuid('estorna_id'),
    /** The estorno that reversed this movement. */
    estornadaPorId: uuid('estornada_por_id'),
    userId: uuid('user_id'),
    /** The batch this movement was registered with (decision 052): its termo lists every movement of it. */
    loteId: uuid('lote_id'),
    /** The inventory campaign whose settlement booked this movement (decision 067), its origin. */
    inventarioId: uuid('inventario_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('movimentacoes_bem_data_idx').on(t.bemId, t.data, t.createdAt),
    index('movimentacoes_lote_idx').on(t.loteId).where(sql`${t.loteId} is not null`),
    index('movimentacoes_client_data_idx').on(t.clientId, t.data, t.id),
    uniqueIndex('movimentacoes_estorna_uq').on(t.estornaId).where(sql`${t.estornaId} is not null`),
  ],
);

/** Vehicle or equipment detailing a movable asset (one per asset). */
export const veiculosEquipamentos = pgTable(
  'veiculos_equipamentos',
  {
    id: uuidPk(),
    clientId: clientId(),
    bemId: uuid('bem_id')
      .notNull()
      .references(() => bensPatrimoniais.id),
    tipo: text('tipo').notNull(),
    placa: text('placa'),
    renavam: text('renavam'),
    chassi: text('chassi'),
    marca: text('marca'),
    modelo: text('modelo'),
    anoFabricacao: integer('ano_fabricacao'),
    anoModelo: integer('ano_modelo'),
    cor: text('cor'),
    combustivel: text('combustivel'),
    odometro: integer('odometro'),
    horimetro: integer('horimetro'),
    ...registerStatus(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('veiculos_bem_uq').on(t.bemId),
    index('veiculos_client_idx').on(t.clientId, t.createdAt),
    uniqueIndex('veiculos_client_placa_uq').on(t.clientId, t.placa).where(sql`${t.placa} is not null`),
    uniqueIndex('veiculos_client_renavam_uq').on(t.clientId, t.renavam).where(sql`${t.renavam} is not null`),
    uniqueIndex('veiculos_client_chassi_uq').on(t.clientId, t.chassi).where(sql`${t.chassi} is not null`),
    check('veiculos_tipo_ck', inList('tipo', ['veiculo', 'equipamento'])),
  ],
);

/** Location of a property (imóvel) asset (one per asset). */
export const localizacoesImoveis = pgTable(
  'localizacoes_imoveis',
  {
    id: uuidPk(),
    clientId: clientId(),
    bemId: uuid('bem_id')
      .notNull()
      .references(() => bensPatrimoniais.id),
    descricao: text('descricao').notNull(),
    endereco: text('endereco'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cep: text('cep'),
    municipio: text('municipio'),
    uf: text('uf'),
    matricula: text('matricula'),
    cartorio: text('cartorio'),
    inscricaoImobiliaria: text('inscricao_imobiliaria'),
    areaTerreno: numeric('area_terreno', { precision: 14, scale: 2 }),
    areaConstruida: numeric('area_construida', { precision: 14, scale: 2 }),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    ...registerStatus(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('localizacoes_bem_uq').on(t.bemId),
    index('localizacoes_client_idx').on(t.clientId, t.createdAt),
  ],
);

// ---------------------------------------------------------------- depreciação

/** Regras do primeiro mês (shared-contracts REGRAS_PRIMEIRO_MES) and the stored states of a month. */
export const DB_REGRAS_PRIMEIRO_MES = ['integral', 'pro_rata'] as const;
export const DB_ESTADOS_DEPRECIACAO = ['processado', 'fechado'] as const;

/**
 * A client's depreciation settings (docs/domain.md, "Depreciação"): the first-month rule and the month the
 * client starts depreciating (implantação); no row: integral, not set.
 */
export const depreciacoesConfiguracoes = pgTable(
  'depreciacoes_configuracoes',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => companies.id),
    primeiroMes: text('primeiro_mes').notNull().default('integral'),
    implantacaoAno: integer('implantacao_ano'),
    implantacaoMes: integer('implantacao_mes'),
    ...timestamps(),
  },
  () => [
    check('depreciacoes_configuracoes_regra_ck', inList('primeiro_mes', DB_REGRAS_PRIMEIRO_MES)),
    check(
      'depreciacoes_configuracoes_implantacao_ck',
      sql`(implantacao_ano is null) = (implantacao_mes is null) and (implantacao_mes is null or implantacao_mes between 1 and 12)`,
    ),
  ],
);

/**
 * A processed (or closed) month of a client. A month without a row is not processed; "processando" is
 * never stored: it is derived from the run's advisory lock, so a crash cannot leave it behind (decision 019).
 */
export const depreciacoesMeses = pgTable(
  'depreciacoes_meses',
  {
    clientId: clientId(),
    ano: integer('ano').notNull(),
    mes: integer('mes').notNull(),
    estado: text('estado').notNull(),
    valorDepreciado: moneyTotal('valor_depreciado').notNull(),
    valorImplantacao: moneyTotal('valor_implantacao').notNull(),
    quantidadeBens: integer('quantidade_bens').notNull(),
    /** Rows of the month in depreciacoes_itens (the unfiltered total of its pages). */
    quantidadeItens: integer('quantidade_itens').notNull(),
    processadoEm: timestamp('processado_em', { withTimezone: true }).notNull(),
    processadoPor: uuid('processado_por'),
    fechadoEm: timestamp('fechado_em', { withTimezone: true }),
    fechadoPor: uuid('fechado_por'),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.ano, t.mes] }),
    check('depreciacoes_meses_estado_ck', inList('estado', DB_ESTADOS_DEPRECIACAO)),
    check('depreciacoes_meses_mes_ck', sql`mes between 1 and 12`),
  ],
);

/**
 * One asset in one processed month: value before the quota, the quota, the value after, the accumulated
 * depreciation and its share, the remaining life; a quota of zero says why (`motivo`). The account and the
 * code are copies taken at the run, so the account totals and the pages read this table alone.
 */
export const depreciacoesItens = pgTable(
  'depreciacoes_itens',
  {
    // No foreign keys: a run inserts a row per asset of the client, and their per-row checks cost as much as
    // the rows themselves; the rows come from the client's own assets in the same statement (decision 019).
    clientId: uuid('client_id').notNull(),
    ano: integer('ano').notNull(),
    mes: integer('mes').notNull(),
    bemId: uuid('bem_id').notNull(),
    codigoBem: integer('codigo_bem').notNull(),
    categoriaId: uuid('categoria_id').notNull(),
    contaContabil: text('conta_contabil').notNull(),
    valorAnterior: money('valor_anterior').notNull(),
    quota: money('quota').notNull(),
    valorAtual: money('valor_atual').notNull(),
    valorResidual: money('valor_residual').notNull(),
    depreciacaoAcumulada: moneyTotal('depreciacao_acumulada').notNull(),
    percentual: numeric('percentual', { precision: 5, scale: 2 }).notNull(),
    mesesRestantes: integer('meses_restantes').notNull(),
    implantacao: money('implantacao'),
    origemImplantacao: text('origem_implantacao'),
    motivo: text('motivo'),
  },
  (t) => [
    // Keyed by the asset's code (unique per client, never changed), not its uuid: a run writes the rows in
    // code order, so every index grows at its end instead of at random places.
    primaryKey({ columns: [t.clientId, t.ano, t.mes, t.codigoBem] }),
    index('depreciacoes_itens_conta_idx').on(t.clientId, t.ano, t.mes, t.contaContabil, t.codigoBem),
    // One asset's months (its page's history, and a run's look-up of each asset's previous month), with the
    // month in the key: a look-up of one month lands on its row alone, never on the asset's other months.
    index('depreciacoes_itens_bem_mes_idx').on(t.clientId, t.codigoBem, t.ano, t.mes),
    check('depreciacoes_itens_valores_ck', sql`quota >= 0 and valor_atual >= 0`),
  ],
);

/**
 * Totals of a processed month per PCASP account (the asset's conta contábil), written by the run in the same
 * transaction: the account report and the position per account read a few rows, never the month's items.
 */
export const depreciacoesContas = pgTable(
  'depreciacoes_contas',
  {
    clientId: clientId(),
    ano: integer('ano').notNull(),
    mes: integer('mes').notNull(),
    contaContabil: text('conta_contabil').notNull(),
    quantidadeItens: integer('quantidade_itens').notNull(),
    quantidadeBens: integer('quantidade_bens').notNull(),
    valorAnterior: moneyTotal('valor_anterior').notNull(),
    quota: moneyTotal('quota').notNull(),
    valorAtual: moneyTotal('valor_atual').notNull(),
    depreciacaoAcumulada: moneyTotal('depreciacao_acumulada').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.ano, t.mes, t.contaContabil] })],
);

/** The kinds of termo the patrimônio issues (mirrors TIPOS_TERMO of the contracts). */
export const DB_TIPOS_TERMO = [
  'responsabilidade',
  'transferencia',
  'baixa',
  'nada_consta',
  'recebimento_obra',
  'boletim_medicao',
  'inventario',
  'transicao',
] as const;

/**
 * Every termo issued (decision 025): its number in the client's year and kind, the public verification
 * code printed on it, the SHA-256 of the PDF's bytes as sent, who issued it (the name as it was then)
 * and when. The PDF itself is not kept: the one in the caller's hands is checked against the hash.
 */
export const termosEmitidos = pgTable(
  'termos_emitidos',
  {
    id: uuidPk(),
    clientId: clientId(),
    tipo: text('tipo').notNull(),
    ano: integer('ano').notNull(),
    numero: integer('numero').notNull(),
    codigo: text('codigo').notNull(),
    sha256: text('sha256').notNull(),
    /** The PDF's bytes as sent: a reprint answers them unchanged. */
    pdf: bytea('pdf').notNull(),
    quantidadeBens: integer('quantidade_bens').notNull(),
    valorTotal: moneyTotal('valor_total').notNull(),
    /** The movement a termo de transferência or de baixa was issued from. */
    movimentacaoId: uuid('movimentacao_id'),
    emitidoPor: uuid('emitido_por').notNull(),
    emitidoPorNome: text('emitido_por_nome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('termos_emitidos_codigo_uq').on(t.codigo),
    uniqueIndex('termos_emitidos_numero_uq').on(t.clientId, t.tipo, t.ano, t.numero),
    check('termos_emitidos_tipo_ck', inList('tipo', DB_TIPOS_TERMO)),
  ],
);

/**
 * Conciliação contábil (docs/domain.md, "Conciliação com a contabilidade"): the register's position per
 * PCASP account at the moment it was taken, set against the balancete accounting gave. Kept as taken (a
 * snapshot: the register moves on, the record of what was compared does not), never edited.
 */
export const conciliacoes = pgTable(
  'conciliacoes',
  {
    id: uuid('id').notNull().defaultRandom(),
    clientId: clientId(),
    dataBalancete: date('data_balancete', { mode: 'string' }).notNull(),
    observacao: text('observacao'),
    criadaPor: uuid('criada_por').notNull(),
    criadaPorNome: text('criada_por_nome').notNull(),
    contas: integer('contas').notNull(),
    contasDivergentes: integer('contas_divergentes').notNull(),
    /** The monthly statement's month (the register at its end, the RMB's closing); null: the position now. */
    competenciaAno: integer('competencia_ano'),
    competenciaMes: integer('competencia_mes'),
    createdAt: createdAt(),
  },
  // Keys led by the client (decision 048).
  (t) => [
    primaryKey({ columns: [t.clientId, t.id] }),
    index('conciliacoes_client_idx').on(t.clientId, t.createdAt),
  ],
);

/** One account of a conciliação: both sides (accounting's null when the balancete lacks the account). */
export const conciliacoesContas = pgTable(
  'conciliacoes_contas',
  {
    clientId: uuid('client_id').notNull(),
    conciliacaoId: uuid('conciliacao_id').notNull(),
    contaContabil: text('conta_contabil').notNull(),
    quantidadeBens: integer('quantidade_bens').notNull(),
    valorBruto: moneyTotal('valor_bruto').notNull(),
    depreciacaoAcumulada: moneyTotal('depreciacao_acumulada').notNull(),
    valorLiquido: moneyTotal('valor_liquido').notNull(),
    saldoContabil: moneyTotal('saldo_contabil'),
    depreciacaoContabil: moneyTotal('depreciacao_contabil'),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.conciliacaoId, t.contaContabil] }),
    foreignKey({
      name: 'conciliacoes_contas_conciliacao_fk',
      columns: [t.clientId, t.conciliacaoId],
      foreignColumns: [conciliacoes.clientId, conciliacoes.id],
    }).onDelete('cascade'),
  ],
);

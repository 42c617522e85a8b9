import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, registerStatus, timestamps, uuidPk } from './columns.js';
import { companies, users } from './schema.js';
import { bensPatrimoniais, fornecedores, termosEmitidos } from './schema-patrimonio.js';

/**
 * Obras tables (docs/domain.md, "Obras"). Every record belongs to one client (`client_id`, leading its
 * indexes); the records of a work also carry its `obra_id`. Money is numeric(15,2) (decision 015). The
 * value lists of the check constraints mirror shared-contracts/src/obras.ts (drizzle-kit cannot import
 * the ESM contracts package).
 */

const clientId = () =>
  uuid('client_id')
    .notNull()
    .references(() => companies.id);
const money = (name: string) => numeric(name, { precision: 15, scale: 2 });
const day = (name: string) => date(name, { mode: 'string' });
const inList = (column: string, values: readonly (string | number)[]) =>
  sql.raw(`${column} in (${values.map((x) => (typeof x === 'number' ? x : `'${x}'`)).join(', ')})`);

export const DB_TIPOS_OBRA = [
  'construcao',
  'reforma',
  'ampliacao',
  'pavimentacao',
  'saneamento',
  'drenagem',
  'recuperacao',
  'outro',
] as const;
export const DB_SITUACOES_OBRA = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const DB_TIPOS_MEDICAO = [1, 2, 3, 4, 5, 9] as const;

/** A work: its contract, its place and its current situação (the history is `obra_situacoes`). */
export const obras = pgTable(
  'obras',
  {
    id: uuidPk(),
    clientId: clientId(),
    numero: text('numero').notNull(),
    objeto: text('objeto').notNull(),
    tipo: text('tipo').notNull(),
    cep: text('cep'),
    endereco: text('endereco'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    uf: text('uf'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    secretariaId: uuid('secretaria_id')
      .notNull()
      .references(() => companies.id),
    contratoNumero: text('contrato_numero'),
    /** The contract's code at TCE-SP AUDESP (`CodigoAjuste`, up to 13 digits), given when it was first sent. */
    codigoAjuste: text('codigo_ajuste'),
    fornecedorId: uuid('fornecedor_id').references(() => fornecedores.id),
    valorContratado: money('valor_contratado').notNull(),
    dataInicio: day('data_inicio'),
    prazoDias: integer('prazo_dias'),
    previsaoConclusao: day('previsao_conclusao'),
    fonteRecursos: text('fonte_recursos'),
    situacao: integer('situacao').notNull().default(1),
    situacaoData: day('situacao_data'),
    situacaoMotivo: text('situacao_motivo'),
    previsaoReinicio: day('previsao_reinicio'),
    /** The budget sheet's BDI (%), the default of its items (docs/domain.md, "Planilha"). */
    bdi: numeric('bdi', { precision: 5, scale: 2 }).notNull().default('0'),
    /**
     * The asset a work received definitively became (`imovel`: a new imóvel) or improved (`melhoria`: an
     * existing imóvel whose value it raised); the asset side finds its works through this column.
     */
    bemId: uuid('bem_id').references(() => bensPatrimoniais.id),
    bemIncorporacao: text('bem_incorporacao'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('obras_client_numero_uq').on(t.clientId, t.numero),
    index('obras_client_bem_idx').on(t.clientId, t.bemId),
    check(
      'obras_bem_incorporacao_ck',
      sql`(bem_id is null) = (bem_incorporacao is null) and (bem_incorporacao is null or bem_incorporacao in ('imovel', 'melhoria'))`,
    ),
    index('obras_client_situacao_idx').on(t.clientId, t.situacao),
    index('obras_client_inicio_idx').on(t.clientId, t.dataInicio),
    check('obras_tipo_ck', inList('tipo', DB_TIPOS_OBRA)),
    check('obras_situacao_ck', inList('situacao', DB_SITUACOES_OBRA)),
    // Brazil's bounding box (shared-contracts BRASIL_LATITUDE / BRASIL_LONGITUDE), both or neither.
    check('obras_latitude_ck', sql`latitude between -33.75 and 5.27`),
    check('obras_longitude_ck', sql`longitude between -73.99 and -28.84`),
    check('obras_coordenadas_ck', sql`(latitude is null) = (longitude is null)`),
    check('obras_valor_ck', sql`valor_contratado >= 0`),
    check('obras_codigo_ajuste_ck', sql`codigo_ajuste ~ '^[0-9]{1,13}$'`),
  ],
);

const obraId = () =>
  uuid('obra_id')
    .notNull()
    .references(() => obras.id);

/** An amendment of the work's contract: value and/or days added, dated, by an act. */
export const obraAditivos = pgTable(
  'obra_aditivos',
  {
    id: uuidPk(),
    clientId: clientId(),
    obraId: obraId(),
    numeroAto: text('numero_ato').notNull(),
    data: day('data').notNull(),
    valor: money('valor').notNull().default('0'),
    prazoDias: integer('prazo_dias').notNull().default(0),
    descricao: text('descricao'),
    ...timestamps(),
  },
  (t) => [
    index('obra_aditivos_client_obra_idx').on(t.clientId, t.obraId),
    check('obra_aditivos_valor_ck', sql`valor >= 0 and prazo_dias >= 0`),
  ],
);

/** Every change of a work's situação: a dated event with its reason. */
export const obraSituacoes = pgTable(
  'obra_situacoes',
  {
    id: uuidPk(),
    clientId: clientId(),
    obraId: obraId(),
    situacao: integer('situacao').notNull(),
    situacaoAnterior: integer('situacao_anterior'),
    data: day('data').notNull(),
    motivo: text('motivo').notNull(),
    previsaoReinicio: day('previsao_reinicio'),
    /** Why a work that needs a Licença de Instalação was started without a valid one (the user's override). */
    justificativaSemLi: text('justificativa_sem_li'),
    /** Where and when the change was published (TCE-MG SICOM); null on changes recorded before it was asked. */
    publicacaoVeiculo: text('publicacao_veiculo'),
    publicacaoData: day('publicacao_data'),
    userId: uuid('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('obra_situacoes_client_obra_idx').on(t.clientId, t.obraId, t.createdAt),
    check('obra_situacoes_situacao_ck', inList('situacao', DB_SITUACOES_OBRA)),
  ],
);

export const DB_MOTIVOS_PARALISACAO = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 99] as const;

/**
 * Each stoppage of a work (Lei 14.133 art. 115 §6º; docs/domain.md): opened by the change of situação to
 * a paralisada one (`situacao_id`), with the SICOM reason code and text, the party responsible (a servant
 * with CPF, a company with CNPJ, or the number of the inquiry while it is open), the expected restart,
 * and closed by the next change (`data_fim`, `situacao_fim`). At most one open per work. Stoppages
 * recorded before these records came (free text) were migrated with reason 99 and no responsible party.
 */
export const obraParalisacoes = pgTable(
  'obra_paralisacoes',
  {
    id: uuidPk(),
    clientId: clientId(),
    obraId: obraId(),
    situacaoId: uuid('situacao_id').references(() => obraSituacoes.id),
    dataInicio: day('data_inicio').notNull(),
    motivoCodigo: integer('motivo_codigo').notNull(),
    motivo: text('motivo').notNull(),
    responsavelTipo: text('responsavel_tipo'),
    responsavelNome: text('responsavel_nome'),
    responsavelDocumento: text('responsavel_documento'),
    apuracaoNumero: text('apuracao_numero'),
    previsaoReinicio: day('previsao_reinicio'),
    dataFim: day('data_fim'),
    situacaoFim: integer('situacao_fim'),
    ...timestamps(),
  },
  (t) => [
    index('obra_paralisacoes_client_obra_idx').on(t.clientId, t.obraId, t.dataInicio),
    uniqueIndex('obra_paralisacoes_aberta_uq').on(t.obraId).where(sql`data_fim is null`),
    check('obra_paralisacoes_motivo_ck', inList('motivo_codigo', DB_MOTIVOS_PARALISACAO)),
    check(
      'obra_paralisacoes_responsavel_ck',
      sql`responsavel_tipo is null or responsavel_tipo in ('servidor', 'empresa', 'apuracao')`,
    ),
    check('obra_paralisacoes_fim_ck', sql`data_fim is null or data_fim >= data_inicio`),
  ],
);

/** A measurement: número sequential per work (unique), counted in the executed percentage while active. */
export const obraMedicoes = pgTable(
  'obra_medicoes',
  {
    id: uuidPk(),
    clientId: clientId(),
    obraId: obraId(),
    numero: integer('numero').notNull(),
    tipo: integer('tipo').notNull(),
    periodoInicio: day('periodo_inicio').notNull(),
    periodoFim: day('periodo_fim').notNull(),
    dataEntrega: day('data_entrega').notNull(),
    valor: money('valor').notNull(),
    descricao: text('descricao'),
    /** Whether `valor` is the sum of its measured items (obra_medicao_itens). */
    porItens: boolean('por_itens').notNull().default(false),
    conferenciaData: day('conferencia_data'),
    conferenciaPercentual: numeric('conferencia_percentual', { precision: 5, scale: 2 }),
    conferenciaResponsaveis: text('conferencia_responsaveis'),
    /** The nota de empenho that pays the medição and the date of its liquidação (TCE-SP AUDESP's financial data). */
    empenhoNumero: text('empenho_numero'),
    empenhoData: day('empenho_data'),
    liquidacaoData: day('liquidacao_data'),
    /**
     * The boletim issued as a termo (docs/domain.md, "Planilha, medição por item e cronograma"): the last
     * version's termo and the SHA-256 of the content it printed; a different content issues a new one.
     * No foreign key (keys lead with client_id, decision 048): written only with its termo, in one transaction.
     */
    boletimTermoId: uuid('boletim_termo_id'),
    boletimConteudoSha256: text('boletim_conteudo_sha256'),
    ...registerStatus(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('obra_medicoes_obra_numero_uq').on(t.obraId, t.numero),
    index('obra_medicoes_client_obra_idx').on(t.clientId, t.obraId),
    check('obra_medicoes_tipo_ck', inList('tipo', DB_TIPOS_MEDICAO)),
    check('obra_medicoes_valor_ck', sql`valor > 0`),
    check('obra_medicoes_periodo_ck', sql`periodo_inicio <= periodo_fim`),
  ],
);

export const obraOrdensServico = pgTable(
  'obra_ordens_servico',
  {
    id: uuidPk(),
    clientId: clientId(),
    obraId: obraId(),
    numero: text('numero').notNull(),
    contrato: text('contrato'),
    dataEmissao: day('data_emissao').notNull(),
    dataInicio: day('data_inicio').notNull(),
    prazoDias: integer('prazo_dias').notNull(),
    objeto: text('objeto').notNull(),
    responsavel: text('responsavel').notNull(),
    situacao: text('situacao').notNull().default('emitida'),
    ...registerStatus(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('obra_ordens_servico_obra_numero_uq').on(t.obraId, t.numero),
    index('obra_ordens_servico_client_obra_idx').on(t.clientId, t.obraId),
    check(
      'obra_ordens_servico_situacao_ck',
      inList('situacao', ['emitida', 'em_execucao', 'concluida', 'cancelada']),
    ),
  ],
);

/** The work's registration in the Cadastro Nacional de Obras (12 digits, unique per client). */
export const obraCnos = pgTable(
  'obra_cnos',
  {
    id: uuidPk(),
    clientId: clientId(),
    obraId: obraId(),
    numero: text('numero').notNull(),
    dataRegistro: day('data_registro').notNull(),
    categoria: text('categoria').notNull(),
    destinacao: text('destinacao').notNull(),
    area: numeric('area', { precision: 15, scale: 2 }).notNull(),
    unidade: text('unidade').notNull(),
    responsavelDocumento: text('responsavel_documento').notNull(),
    responsavelNome: text('responsavel_nome').notNull(),
    responsavelQualificacao: text('responsavel_qualificacao'),
    situacao: text('situacao').notNull().default('ativa'),
    ...registerStatus(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('obra_cnos_client_numero_uq').on(t.clientId, t.numero),
    index('obra_cnos_client_obra_idx').on(t.clientId, t.obraId),
    check('obra_cnos_numero_ck', sql`numero ~ '^[0-9]{12}$'`),
    check('obra_cnos_categoria_ck', inList('categoria', ['obra_nova', 'acrescimo', 'reforma', 'demolicao'])),
    check('obra_cnos_unidade_ck', inList('unidade', ['m2', 'm3', 'm', 'ha', 'un'])),
    check('obra_cnos_situacao_ck', inList('situacao', ['ativa', 'paralisada', 'encerrada', 'suspensa'])),
  ],
);

export const obraLicencas = pgTable(
  'obra_licencas',
  {
    id: uuidPk(),
    clientId: clientId(),
    obraId: obraId(),
    tipo: text('tipo').notNull(),
    numero: text('numero').notNull(),
    orgao: text('orgao').notNull(),
    processo: text('processo'),
    dataEmissao: day('data_emissao').notNull(),
    dataValidade: day('data_validade').notNull(),
    condicionantes: text('condicionantes'),
    ...registerStatus(),
    ...timestamps(),
  },
  (t) => [
    index('obra_licencas_client_obra_idx').on(t.clientId, t.obraId),
    index('obra_licencas_client_validade_idx').on(t.clientId, t.dataValidade),
    // TCE-SP AUDESP's licence types 1 LP, 2 LI, 3 LO, 4 AA (autorização ambiental; the former "outra").
    check('obra_licencas_tipo_ck', inList('tipo', ['LP', 'LI', 'LO', 'AA'])),
    check('obra_licencas_validade_ck', sql`data_validade > data_emissao`),
  ],
);

export const obraResponsabilidades = pgTable(
  'obra_responsabilidades',
  {
    id: uuidPk(),
    clientId: clientId(),
    obraId: obraId(),
    tipo: text('tipo').notNull(),
    conselho: text('conselho').notNull(),
    numero: text('numero').notNull(),
    profissionalNome: text('profissional_nome').notNull(),
    profissionalCpf: text('profissional_cpf').notNull(),
    registroConselho: text('registro_conselho').notNull(),
    vinculo: text('vinculo'),
    data: day('data').notNull(),
    ...registerStatus(),
    ...timestamps(),
  },
  (t) => [
    index('obra_responsabilidades_client_obra_idx').on(t.clientId, t.obraId),
    check('obra_responsabilidades_tipo_ck', inList('tipo', ['projeto', 'execucao', 'fiscalizacao'])),
    check('obra_responsabilidades_conselho_ck', inList('conselho', ['CREA', 'CAU', 'CFT'])),
  ],
);

export const obraAcompanhamentos = pgTable(
  'obra_acompanhamentos',
  {
    id: uuidPk(),
    clientId: clientId(),
    obraId: obraId(),
    tipo: text('tipo').notNull(),
    data: day('data').notNull(),
    percentualFisico: numeric('percentual_fisico', { precision: 5, scale: 2 }).notNull(),
    descricao: text('descricao').notNull(),
    responsavel: text('responsavel').notNull(),
    ...registerStatus(),
    ...timestamps(),
  },
  (t) => [
    index('obra_acompanhamentos_client_obra_idx').on(t.clientId, t.obraId, t.data),
    check(
      'obra_acompanhamentos_tipo_ck',
      inList('tipo', ['vistoria', 'fiscalizacao', 'paralisacao', 'retomada']),
    ),
    check('obra_acompanhamentos_percentual_ck', sql`percentual_fisico between 0 and 100`),
  ],
);

const quantity = (name: string) => numeric(name, { precision: 15, scale: 4 });

/**
 * An item of the work's budget sheet (docs/domain.md, "Planilha, medição por item e cronograma"): code
 * unique per work, the price with BDI rounded half-up to centavos and the total = quantity × that price,
 * both kept as written by the service (shared-contracts/src/obras-planilha.ts computes them). `global`: the
 * one item that holds the measurements made before the sheet.
 */
export const obraItens = pgTable(
  'obra_itens',
  {
    id: uuidPk(),
    clientId: clientId(),
    obraId: obraId(),
    ordem: integer('ordem').notNull(),
    codigo: text('codigo').notNull(),
    descricao: text('descricao').notNull(),
    unidade: text('unidade').notNull(),
    quantidade: quantity('quantidade').notNull(),
    precoUnitario: money('preco_unitario').notNull(),
    bdi: numeric('bdi', { precision: 5, scale: 2 }).notNull(),
    precoComBdi: money('preco_com_bdi').notNull(),
    total: money('total').notNull(),
    global: boolean('global').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('obra_itens_obra_codigo_uq').on(t.obraId, t.codigo),
    index('obra_itens_client_obra_idx').on(t.clientId, t.obraId, t.ordem),
    check('obra_itens_valores_ck', sql`quantidade >= 0 and preco_unitario >= 0 and bdi between 0 and 100`),
  ],
);

/** Each change of an item (the sheet saved or imported, an amendment): what it was and what it became. */
export const obraItemAlteracoes = pgTable(
  'obra_item_alteracoes',
  {
    id: uuidPk(),
    clientId: clientId(),
    obraId: obraId(),
    itemId: uuid('item_id').references(() => obraItens.id, { onDelete: 'set null' }),
    codigo: text('codigo').notNull(),
    origem: text('origem').notNull(),
    aditivoId: uuid('aditivo_id').references(() => obraAditivos.id),
    antes: jsonb('antes').$type<Record<string, string> | null>(),
    depois: jsonb('depois').$type<Record<string, string> | null>(),
    userId: uuid('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('obra_item_alteracoes_client_obra_idx').on(t.clientId, t.obraId, t.createdAt),
    index('obra_item_alteracoes_item_idx').on(t.itemId),
    index('obra_item_alteracoes_aditivo_idx').on(t.aditivoId),
    check('obra_item_alteracoes_origem_ck', inList('origem', ['planilha', 'importacao', 'aditivo'])),
  ],
);

/** The quantity a medição measured of an item and its value (quantity × price with BDI, half-up). */
export const obraMedicaoItens = pgTable(
  'obra_medicao_itens',
  {
    id: uuidPk(),
    clientId: clientId(),
    obraId: obraId(),
    medicaoId: uuid('medicao_id')
      .notNull()
      .references(() => obraMedicoes.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => obraItens.id),
    quantidade: quantity('quantidade').notNull(),
    valor: money('valor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('obra_medicao_itens_medicao_item_uq').on(t.medicaoId, t.itemId),
    index('obra_medicao_itens_item_idx').on(t.itemId),
    index('obra_medicao_itens_client_obra_idx').on(t.clientId, t.obraId),
    check('obra_medicao_itens_quantidade_ck', sql`quantidade > 0 and valor >= 0`),
  ],
);

/** The planned physical-financial schedule: one row per month (its first day). */
export const obraCronograma = pgTable(
  'obra_cronograma',
  {
    id: uuidPk(),
    clientId: clientId(),
    obraId: obraId(),
    mes: day('mes').notNull(),
    valorPrevisto: money('valor_previsto').notNull(),
    percentualFisico: numeric('percentual_fisico', { precision: 5, scale: 2 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('obra_cronograma_obra_mes_uq').on(t.obraId, t.mes),
    index('obra_cronograma_client_obra_idx').on(t.clientId, t.obraId),
    check('obra_cronograma_valores_ck', sql`valor_previsto >= 0 and percentual_fisico between 0 and 100`),
  ],
);

export const DB_TIPOS_RECEBIMENTO = ['provisorio', 'definitivo'] as const;

/**
 * The recebimentos of a work (docs/domain.md, "Recebimento da obra"; TCE-SP AUDESP `FormaRecebimento_t`):
 * at most one of each kind per work (`obra_recebimentos_obra_tipo_uq`), the definitivo not before the
 * provisório; the receivers as given (CPF, name, cargo) and the termo issued with it (`termos_emitidos`,
 * kind `recebimento_obra`: its number, code, SHA-256 and bytes).
 */
export const obraRecebimentos = pgTable(
  'obra_recebimentos',
  {
    id: uuidPk(),
    clientId: clientId(),
    obraId: obraId(),
    tipo: text('tipo').notNull(),
    data: day('data').notNull(),
    vistoria: text('vistoria').notNull(),
    /** `[{ cpf, nome, cargo }]`, 1 to RECEBEDORES_MAX, in the order given (the termo's signature lines). */
    recebedores: jsonb('recebedores').$type<{ cpf: string; nome: string; cargo: string }[]>().notNull(),
    termoId: uuid('termo_id')
      .notNull()
      .references(() => termosEmitidos.id),
    userId: uuid('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('obra_recebimentos_obra_tipo_uq').on(t.obraId, t.tipo),
    index('obra_recebimentos_client_obra_idx').on(t.clientId, t.obraId),
    check('obra_recebimentos_tipo_ck', inList('tipo', DB_TIPOS_RECEBIMENTO)),
  ],
);

/**
 * A payment of a work (docs/domain.md, "Pagamentos da obra"): part or all of one medição of the same
 * work, dated, with the document that proves it (ordem bancária, nota de empenho). Σ a medição's payments
 * never passes its value: checked with the work and the medição locked (obras/pagamentos.service.ts).
 */
export const obraPagamentos = pgTable(
  'obra_pagamentos',
  {
    id: uuidPk(),
    clientId: clientId(),
    obraId: obraId(),
    medicaoId: uuid('medicao_id')
      .notNull()
      .references(() => obraMedicoes.id),
    data: day('data').notNull(),
    valor: money('valor').notNull(),
    documento: text('documento').notNull(),
    observacao: text('observacao'),
    userId: uuid('user_id').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    index('obra_pagamentos_client_obra_idx').on(t.clientId, t.obraId, t.data),
    index('obra_pagamentos_medicao_idx').on(t.medicaoId),
    check('obra_pagamentos_valor_ck', sql`valor > 0`),
  ],
);

/**
 * A quarterly report of a work (docs/domain.md, "Relatório trimestral"; decision 058): the PDF's bytes in
 * the file storage (`storage_key`), its SHA-256, who made it (null: the quarterly schedule) and when. A
 * regeneration of the same quarter is a new version; the earlier ones are kept (a published document is
 * never changed in place), and the public page shows the latest of each quarter.
 */
export const obraRelatorios = pgTable(
  'obra_relatorios',
  {
    id: uuidPk(),
    clientId: clientId(),
    obraId: obraId(),
    ano: integer('ano').notNull(),
    trimestre: integer('trimestre').notNull(),
    versao: integer('versao').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    tamanho: integer('tamanho').notNull(),
    paginas: integer('paginas').notNull(),
    geradoPor: uuid('gerado_por').references(() => users.id),
    trabalhoId: uuid('trabalho_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('obra_relatorios_versao_uq').on(t.clientId, t.obraId, t.ano, t.trimestre, t.versao),
    check('obra_relatorios_trimestre_ck', sql`trimestre between 1 and 4 and versao >= 1`),
  ],
);

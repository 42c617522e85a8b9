import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { createdAt, inactivation, timestamps, uuidPk } from './columns.js';

/** One installation for one contracting organisation (docs/domain.md, "Organização e acesso"). */
export const applications = pgTable('applications', {
  id: uuidPk(),
  name: text('name').notNull(),
  ...timestamps(),
});

/**
 * Companies of every kind: client (own CNPJ, register and periods), department (secretaria, root = its
 * client), sector (root = its client, parent = its department) and office (the support provider).
 */
export const companies = pgTable(
  'companies',
  {
    id: uuidPk(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    rootId: uuid('root_id'),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    fantasyName: text('fantasy_name'),
    cpfCnpj: text('cpf_cnpj'),
    responsibleName: text('responsible_name'),
    position: text('position'),
    email: text('email'),
    cellphone: text('cellphone'),
    phone: text('phone'),
    zipCode: text('zip_code'),
    address: text('address'),
    number: text('number'),
    neighborhood: text('neighborhood'),
    state: text('state'),
    city: text('city'),
    complement: text('complement'),
    uaCode: text('ua_code'),
    sectorCode: text('sector_code'),
    docSequence: integer('doc_sequence').notNull().default(1),
    profileImg: text('profile_img'),
    active: boolean('active').notNull().default(true),
    observations: text('observations'),
    /** A client's assets are shown on the public transparency portal (docs/domain.md, "Transparência"). */
    publicarTransparencia: boolean('publicar_transparencia').notNull().default(true),
    /** A client's plausibility ceiling of an asset's value (docs/domain.md, "Bens"); null: the default. */
    tetoValorBem: numeric('teto_valor_bem', { precision: 15, scale: 2 }),
    /**
     * While an inventory of a unit is open, whether incorporations and baixas in it are refused too
     * (transfers always are; docs/domain.md, "Inventário"). False: allowed.
     */
    inventarioCongelaIncorporacoesBaixas: boolean('inventario_congela_incorporacoes_baixas')
      .notNull()
      .default(false),
    isClient: boolean('is_client').notNull().default(false),
    isOffice: boolean('is_office').notNull().default(false),
    isDepartment: boolean('is_department').notNull().default(false),
    isSector: boolean('is_sector').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('companies_application_idx').on(t.applicationId),
    index('companies_root_idx').on(t.rootId),
    index('companies_parent_idx').on(t.parentId),
    uniqueIndex('companies_application_cnpj_uq')
      .on(t.applicationId, t.cpfCnpj)
      .where(sql`${t.isClient} and ${t.cpfCnpj} is not null`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuidPk(),
    username: text('username').notNull(),
    fullname: text('fullname').notNull(),
    email: text('email'),
    avatar: text('avatar'),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    redefine: boolean('redefine').notNull().default(false),
    /** 11 digits; required of a user who writes from the next sign-in (decision 073). */
    cpf: text('cpf'),
    /** A shared account: reads only, every write refused (decision 073). */
    contaGenerica: boolean('conta_generica').notNull().default(false),
    ...inactivation(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_cpf_uq').on(t.cpf),
  ],
);

/** Access profile of a client: rules `{resource}:{action}`. */
export const roles = pgTable(
  'roles',
  {
    id: uuidPk(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    rules: text('rules').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    index('roles_company_idx').on(t.companyId),
    uniqueIndex('roles_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** Location (local): a user on a company, with its flags and access profile. */
export const locations = pgTable(
  'locations',
  {
    id: uuidPk(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    roleId: uuid('role_id').references(() => roles.id),
    isSuporte: boolean('is_suporte').notNull().default(false),
    hasObras: boolean('has_obras').notNull().default(false),
    hasPatrimonio: boolean('has_patrimonio').notNull().default(false),
    hasSetor: boolean('has_setor').notNull().default(false),
    departments: boolean('departments').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('locations_user_company_uq').on(t.userId, t.companyId),
    index('locations_company_idx').on(t.companyId),
    index('locations_role_idx').on(t.roleId),
  ],
);

/** Accounting period of a client (month/year). A closed one accepts no movement dated in it. */
export const exercicios = pgTable(
  'exercicios',
  {
    id: uuidPk(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => companies.id),
    mes: integer('mes').notNull(),
    ano: integer('ano').notNull(),
    fechado: boolean('fechado').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('exercicios_empresa_ano_mes_uq').on(t.empresaId, t.ano, t.mes)],
);

/** Opaque refresh tokens, stored hashed; a family is one sign-in, rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuidPk(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Single-use, expiring tokens for password recovery and first access. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuidPk(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** `cpf`: the sign-in's token for informing the CPF (POST /session/cpf), not a password. */
    purpose: text('purpose', { enum: ['recovery', 'first-access', 'cpf'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_tokens_hash_uq').on(t.tokenHash),
    index('password_tokens_user_idx').on(t.userId),
  ],
);

/** Who changed what and when, with the state before and after; written by every write. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidPk(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    locationId: uuid('location_id'),
    clientId: uuid('client_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_client_at_idx').on(t.clientId, t.at),
    index('audit_log_user_idx').on(t.userId),
  ],
);

/** Fixed-window counters of the rate limiter, shared by every API process on the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Installation settings kept in the database so every API process agrees (e.g. the signing key). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...timestamps(),
});

/**
 * Metadata of every stored file (company files, asset attachments, register documents). The bytes live
 * in the file storage under `storageKey`; `ownerType`/`ownerId` name the record the file belongs to.
 */
export const files = pgTable(
  'files',
  {
    id: uuidPk(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    clientId: uuid('client_id'),
    ownerType: text('owner_type').notNull(),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerType, t.ownerId), index('files_client_idx').on(t.clientId)],
);

/**
 * Long work that outlives a request (decision 033): what the user and every API process see of a job —
 * its kind, client, who asked, state, progress, result and error. The queue library (pg-boss, its own
 * `pgboss` schema) carries the same id and decides which process runs it; this row is what is shown.
 */
export const jobs = pgTable(
  'jobs',
  {
    /** The queue's job id too. */
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    clientId: uuid('client_id'),
    userId: uuid('user_id'),
    /** na_fila, executando, concluido, falhou, cancelado. */
    state: text('state').notNull().default('na_fila'),
    /** At most one queued or running job per kind and key (e.g. a client's month): a second one is a 409. */
    dedupeKey: text('dedupe_key'),
    /** What the handler needs (never shown). */
    params: jsonb('params').notNull().default(sql`'{}'::jsonb`),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    progressMessage: text('progress_message'),
    resultCount: integer('result_count'),
    /** The result file in the file storage, and until when it may be downloaded. */
    resultFile: jsonb('result_file').$type<{
      key: string;
      name: string;
      mime: string;
      size: number;
      removed?: boolean;
    }>(),
    resultExpiresAt: timestamp('result_expires_at', { withTimezone: true }),
    /** The message the user sees; the cause goes to the log with `requestId`. */
    error: text('error'),
    requestId: text('request_id'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Renewed by the process running the job: a stale one means that process died (decision 033). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_user_created_idx').on(t.userId, t.createdAt),
    index('jobs_kind_key_created_idx').on(t.kind, t.dedupeKey, t.createdAt),
    uniqueIndex('jobs_active_key_uq')
      .on(t.kind, t.dedupeKey)
      .where(sql`${t.state} in ('na_fila', 'executando') and ${t.dedupeKey} is not null`),
    index('jobs_running_idx').on(t.heartbeatAt).where(sql`${t.state} = 'executando'`),
  ],
);

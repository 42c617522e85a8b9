import { boolean, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Column groups that many tables spell the same way (drizzle spreads an object of columns into a table).
 * Each call makes fresh builders for the table at hand. The SQL is the migrations': changing a helper
 * changes every table that uses it, which needs a new migration (`pnpm db:generate`).
 */
export const uuidPk = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who deactivated a record and why (docs/domain.md, "Bens e categorias"), next to its active flag. */
export const inactivation = () => ({
  userIdInativa: uuid('user_id_inativa'),
  motivo: text('motivo'),
});

/** The status of a patrimônio register: active, and who deactivated it and why. */
export const registerStatus = () => ({
  ativo: boolean('ativo').notNull().default(true),
  ...inactivation(),
});

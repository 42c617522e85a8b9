import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, uuidPk } from './columns.js';
import { applications, users } from './schema.js';

/**
 * Permission groups of the 'Perfis de Acesso' picker (one per resource). Kept in sync with the code
 * catalogue (shared-contracts PERMISSION_GROUPS) at start; support may edit titles and descriptions.
 */
export const permissionGroups = pgTable('permission_groups', {
  id: uuidPk(),
  resource: text('resource').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
  ...timestamps(),
});

/**
 * Permissions (`{resource}:{action}` rule ids) with their labels. `builtin` marks the rules of the code
 * catalogue, whose id is what routes check and therefore cannot be renamed.
 */
export const permissions = pgTable(
  'permissions',
  {
    id: uuidPk(),
    permissionGroupId: uuid('permission_group_id')
      .notNull()
      .references(() => permissionGroups.id),
    name: text('name').notNull().unique(),
    label: text('label').notNull(),
    description: text('description'),
    builtin: boolean('builtin').notNull().default(false),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('permissions_group_idx').on(t.permissionGroupId)],
);

/**
 * Users registered by an application's support before (or besides) any location there. Users are global
 * accounts; an application sees the users it registered plus those holding a location on its companies.
 */
export const applicationUsers = pgTable(
  'application_users',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.userId] }),
    index('application_users_user_idx').on(t.userId),
  ],
);

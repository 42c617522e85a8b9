import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { permissionGroups, permissions } from '../../db/schema-sistema.js';
import { rowExists } from '../../lib/register-repo.js';

const permissionColumns = {
  id: permissions.id,
  name: permissions.name,
  label: permissions.label,
  description: permissions.description,
  permissionGroupId: permissions.permissionGroupId,
  builtin: permissions.builtin,
  group: { id: permissionGroups.id, resource: permissionGroups.resource, title: permissionGroups.title },
};

const permissionQuery = (db: Db) =>
  db
    .select(permissionColumns)
    .from(permissions)
    .innerJoin(permissionGroups, eq(permissionGroups.id, permissions.permissionGroupId));

export const listPermissions = (db: Db) =>
  permissionQuery(db).orderBy(
    asc(permissionGroups.position),
    asc(permissions.position),
    asc(permissions.name),
  );

export async function findPermission(db: Db, id: string) {
  const [row] = await permissionQuery(db).where(eq(permissions.id, id));
  return row ?? null;
}

export const listGroups = (db: Db) =>
  db
    .select({
      id: permissionGroups.id,
      resource: permissionGroups.resource,
      title: permissionGroups.title,
      description: permissionGroups.description,
    })
    .from(permissionGroups)
    .orderBy(asc(permissionGroups.position), asc(permissionGroups.resource));

export async function findGroup(db: Db, id: string) {
  const [row] = await db.select().from(permissionGroups).where(eq(permissionGroups.id, id));
  return row ?? null;
}

export async function nameTaken(db: Db, name: string, exceptId?: string) {
  return rowExists(db, permissions, eq(permissions.name, name), exceptId);
}

export async function insertPermission(db: Db, values: typeof permissions.$inferInsert) {
  const [row] = await db.insert(permissions).values(values).returning({ id: permissions.id });
  if (!row) throw new Error('insert permission');
  return row;
}

export const updatePermission = (db: Db, id: string, values: Partial<typeof permissions.$inferInsert>) =>
  db
    .update(permissions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(permissions.id, id));

/** Inserts the missing groups and rules of the code catalogue; existing rows (and their edits) stay. */
export async function insertCatalogue(
  db: Db,
  groups: {
    resource: string;
    title: string;
    description: string;
    position: number;
    rules: { name: string; label: string; position: number }[];
  }[],
) {
  await db
    .insert(permissionGroups)
    .values(groups.map(({ rules: _rules, ...g }) => g))
    .onConflictDoNothing({ target: permissionGroups.resource });
  const ids = new Map((await db.select().from(permissionGroups)).map((g) => [g.resource, g.id]));
  const rows = groups.flatMap((g) =>
    g.rules.map((r) => ({ ...r, permissionGroupId: ids.get(g.resource) as string, builtin: true })),
  );
  await db.insert(permissions).values(rows).onConflictDoNothing({ target: permissions.name });
  // A rule added to the code catalogue after someone created it by hand becomes builtin.
  await db
    .update(permissions)
    .set({ builtin: true })
    .where(
      and(
        inArray(
          permissions.name,
          rows.map((r) => r.name),
        ),
        eq(permissions.builtin, false),
      ),
    );
}

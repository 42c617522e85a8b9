import { and, asc, eq, exists, inArray, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Db, ReadDb } from '../../../db/client.js';
import { locations, users } from '../../../db/schema.js';
import { servidores } from '../../../db/schema-patrimonio.js';
import { insertRow, pageOrdered, updateRowById } from '../../../lib/register-repo.js';
import { inClientScope, type Scope } from '../../../lib/scope.js';
import { containsFolded, orderBy } from '../../../lib/sql.js';

export type ServidorRow = typeof servidores.$inferSelect;
export type ServidorValues = Omit<typeof servidores.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export type ServidorFilter = { clientIds: string[]; ativo?: boolean; search?: string };

const SORTS = {
  nome: servidores.nome,
  matricula: servidores.matricula,
  created_at: servidores.createdAt,
} as const;

function where(f: ServidorFilter): SQL | undefined {
  const digits = f.search?.replace(/\D/g, '') ?? '';
  return and(
    inArray(servidores.clientId, f.clientIds),
    f.ativo === undefined ? undefined : eq(servidores.ativo, f.ativo),
    f.search
      ? or(
          containsFolded(servidores.nome, f.search),
          containsFolded(servidores.matricula, f.search),
          digits.length === 11 ? eq(servidores.cpf, digits) : undefined,
        )
      : undefined,
  );
}

export const pageServidores = (
  db: Db,
  f: ServidorFilter,
  p: { limit: number; offset: number; sort?: keyof typeof SORTS; order?: 'asc' | 'desc' },
) => {
  const condition = where(f);
  return pageOrdered(
    db,
    db.select().from(servidores).$dynamic(),
    servidores,
    condition,
    orderBy(SORTS[p.sort ?? 'nome'], p.order, servidores.id),
    p,
  );
};

export async function findServidor(db: Db, scope: Scope, id: string): Promise<ServidorRow | null> {
  const [row] = await db
    .select()
    .from(servidores)
    .where(and(eq(servidores.id, id), inClientScope(servidores.clientId, scope)));
  return row ?? null;
}

/** The servidor of a client that is the given user, if any. */
export async function servidorOfUser(db: Db, clientId: string, userId: string): Promise<ServidorRow | null> {
  const [row] = await db
    .select()
    .from(servidores)
    .where(and(eq(servidores.clientId, clientId), eq(servidores.userId, userId)));
  return row ?? null;
}

/** The users with a location on the client: who may be its servidores (the user of `userOfClient`). */
const worksAt = (db: ReadDb, clientId: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(locations)
      .where(and(eq(locations.companyId, clientId), eq(locations.userId, users.id))),
  );

/** Whether the user works at the client (has a location on it): only then can it be its servidor. */
export async function userOfClient(db: Db, clientId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), worksAt(db, clientId)))
    .limit(1);
  return rows.length > 0;
}

export type UsuarioRef = { id: string; name: string; username: string };
const usuarioColumns = { id: users.id, name: users.fullname, username: users.username };

/**
 * The logins a servidor of the client may be linked to (the form's picker): active users working at the
 * client, none already another servidor of it (`exceptServidorId`: the one being edited keeps its own),
 * by name or username, in name order. Only the name and the username: never the e-mail.
 */
export function usuariosLivres(
  db: ReadDb,
  f: { clientId: string; search?: string; exceptServidorId?: string; limit: number },
): Promise<UsuarioRef[]> {
  const linked = db
    .select({ one: sql`1` })
    .from(servidores)
    .where(
      and(
        eq(servidores.clientId, f.clientId),
        eq(servidores.userId, users.id),
        f.exceptServidorId ? ne(servidores.id, f.exceptServidorId) : undefined,
      ),
    );
  return db
    .select(usuarioColumns)
    .from(users)
    .where(
      and(
        eq(users.active, true),
        worksAt(db, f.clientId),
        notExists(linked),
        f.search
          ? or(containsFolded(users.fullname, f.search), containsFolded(users.username, f.search))
          : undefined,
      ),
    )
    .orderBy(asc(users.fullname), asc(users.id))
    .limit(f.limit);
}

/** One login working at the client, named (a stored link's label), whatever its state. */
export async function usuarioOfClient(db: ReadDb, clientId: string, id: string): Promise<UsuarioRef | null> {
  const [row] = await db
    .select(usuarioColumns)
    .from(users)
    .where(and(eq(users.id, id), worksAt(db, clientId)));
  return row ?? null;
}

/** The logins of these servidores' `user_id`, named, by id (the servidores list shows who each one is). */
export async function usuariosByIds(db: ReadDb, ids: (string | null)[]): Promise<Map<string, UsuarioRef>> {
  const wanted = [...new Set(ids.filter((x): x is string => x !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(usuarioColumns).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

export const insertServidor = (db: Db, values: ServidorValues) =>
  insertRow(db, servidores, values, 'servidor');

export const updateServidor = (db: Db, id: string, values: Partial<ServidorValues>) =>
  updateRowById(db, servidores, id, values);

/** The servidores a user is, in the given clients (the receiver's own aceites). */
export async function servidorIdsOfUser(db: ReadDb, clientIds: string[], userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: servidores.id })
    .from(servidores)
    .where(and(inArray(servidores.clientId, clientIds), eq(servidores.userId, userId)));
  return rows.map((r) => r.id);
}

/** The servidores a user is (in one client, or in any): whose aceites wait for that user. */
export async function servidoresOfUser(db: ReadDb, userId: string, clientId?: string) {
  return db
    .select({ id: servidores.id, clientId: servidores.clientId })
    .from(servidores)
    .where(and(eq(servidores.userId, userId), clientId ? eq(servidores.clientId, clientId) : undefined));
}

/** The e-mail of a servidor's login, when the servidor has one (active, with an e-mail). */
export async function emailOfServidor(db: ReadDb, id: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(servidores)
    .innerJoin(users, eq(users.id, servidores.userId))
    .where(and(eq(servidores.id, id), eq(users.active, true)))
    .limit(1);
  return row?.email?.trim() || null;
}

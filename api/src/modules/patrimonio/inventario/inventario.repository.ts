import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { companies, users } from '../../../db/schema.js';
import { inventariosComissao as c, inventarios as i } from '../../../db/schema-inventario.js';
import { salas, servidores } from '../../../db/schema-patrimonio.js';
import { insertRow, updateRowById } from '../../../lib/register-repo.js';
import { inClientScope, type Scope } from '../../../lib/scope.js';
import { containsFolded } from '../../../lib/sql.js';

export type InventarioRow = typeof i.$inferSelect;
export type InventarioValues = Omit<typeof i.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A unit of the client: the whole client (all null), a secretaria, a setor (with its secretaria), a sala (with both). */
export type Unit = { secretariaId: string | null; setorId: string | null; salaId: string | null };

/** Serialises the opening of the client's campaigns (the overlap check and the insert, decision 063). */
const INVENTARIO_LOCK = 74401;
export const lockClientInventarios = (db: Db, clientId: string) =>
  db.execute(sql`select pg_advisory_xact_lock(${INVENTARIO_LOCK}, hashtext(${clientId}))`);

/**
 * Whether an open campaign's unit overlaps `u`: the whole client overlaps every unit; else the same
 * secretaria, then a setor left open on either side or the same setor, and likewise the sala.
 */
function overlaps(u: Unit): SQL | undefined {
  if (u.secretariaId === null) return undefined;
  const sameSetor =
    u.setorId === null
      ? undefined
      : or(
          isNull(i.setorId),
          and(
            eq(i.setorId, u.setorId),
            u.salaId === null ? undefined : or(isNull(i.salaId), eq(i.salaId, u.salaId)),
          ),
        );
  return or(eq(i.escopo, 'cliente'), and(eq(i.secretariaId, u.secretariaId), sameSetor));
}

/** The client's open campaign whose unit overlaps `u` (the one being edited left out), or null. */
export async function openOverlapping(db: Db, clientId: string, u: Unit): Promise<InventarioRow | null> {
  const [row] = await db
    .select()
    .from(i)
    .where(and(eq(i.clientId, clientId), eq(i.estado, 'aberta'), overlaps(u)))
    .orderBy(asc(i.dataAbertura))
    .limit(1);
  return row ?? null;
}

/**
 * The client's open campaign that counts an asset placed at `place` (its secretaria, setor and sala), with
 * the name of its commission's president, and the client's rule on incorporations and baixas; null when
 * no open campaign covers the place. A campaign covers the place when its unit contains it.
 */
export async function openCovering(
  db: Db,
  clientId: string,
  place: { secretariaId: string; setorId: string | null; salaId: string | null },
) {
  const [row] = await db
    .select({ id: i.id, titulo: i.titulo, presidente: servidores.nome })
    .from(i)
    .leftJoin(c, and(eq(c.inventarioId, i.id), eq(c.presidente, true)))
    .leftJoin(servidores, eq(servidores.id, c.servidorId))
    .where(
      and(
        eq(i.clientId, clientId),
        eq(i.estado, 'aberta'),
        or(
          eq(i.escopo, 'cliente'),
          and(
            eq(i.secretariaId, place.secretariaId),
            or(
              isNull(i.setorId),
              place.setorId === null
                ? undefined
                : and(
                    eq(i.setorId, place.setorId),
                    or(isNull(i.salaId), place.salaId === null ? undefined : eq(i.salaId, place.salaId)),
                  ),
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(i.dataAbertura))
    .limit(1);
  return row ?? null;
}

/** The client's rule: whether an open campaign refuses incorporations and baixas in its unit too. */
export async function congelaIncorporacoesBaixas(db: Db, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ congela: companies.inventarioCongelaIncorporacoesBaixas })
    .from(companies)
    .where(eq(companies.id, clientId));
  return row?.congela ?? false;
}

export const setCongelaIncorporacoesBaixas = (db: Db, clientId: string, congela: boolean) =>
  db
    .update(companies)
    .set({ inventarioCongelaIncorporacoesBaixas: congela, updatedAt: new Date() })
    .where(eq(companies.id, clientId));

export type InventarioFilter = {
  clientIds: string[];
  estado?: string;
  tipo?: string;
  search?: string;
};

function where(f: InventarioFilter): SQL | undefined {
  return and(
    inArray(i.clientId, f.clientIds),
    f.estado ? eq(i.estado, f.estado) : undefined,
    f.tipo ? eq(i.tipo, f.tipo) : undefined,
    f.search ? or(containsFolded(i.titulo, f.search), containsFolded(i.portariaNumero, f.search)) : undefined,
  );
}

const SORTS = { data_abertura: i.dataAbertura, titulo: i.titulo } as const;

export async function pageInventarios(
  db: Db,
  f: InventarioFilter,
  p: { limit: number; offset: number; sort?: keyof typeof SORTS; order?: 'asc' | 'desc' },
) {
  const condition = where(f);
  // Newest first by default: the open campaign of the year comes on top.
  const dir = (p.order ?? (p.sort === 'titulo' ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(i)
      .where(condition)
      .orderBy(dir(SORTS[p.sort ?? 'data_abertura']), dir(i.createdAt), asc(i.id))
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(i).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findInventario(db: Db, scope: Scope, id: string): Promise<InventarioRow | null> {
  const [row] = await db
    .select()
    .from(i)
    .where(and(eq(i.id, id), inClientScope(i.clientId, scope)));
  return row ?? null;
}

/** The campaign's row locked for its change (closing, editing). */
export async function lockInventario(db: Db, id: string): Promise<InventarioRow | null> {
  const [row] = await db.select().from(i).where(eq(i.id, id)).for('update');
  return row ?? null;
}

export const insertInventario = (db: Db, values: InventarioValues) => insertRow(db, i, values, 'inventário');
export const updateInventario = (db: Db, id: string, values: Partial<InventarioValues>) =>
  updateRowById(db, i, id, values);

/** The commission of a campaign replaced by `members`. */
export async function replaceComissao(
  db: Db,
  inventarioId: string,
  clientId: string,
  members: { servidorId: string; presidente: boolean }[],
) {
  await db.delete(c).where(eq(c.inventarioId, inventarioId));
  await db.insert(c).values(members.map((m) => ({ ...m, inventarioId, clientId })));
}

/** The commissions of the campaigns `ids`, each member as a servidor reference with its login. */
export async function comissoesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      inventarioId: c.inventarioId,
      presidente: c.presidente,
      id: servidores.id,
      nome: servidores.nome,
      matricula: servidores.matricula,
      cargo: servidores.cargo,
      userId: servidores.userId,
    })
    .from(c)
    .innerJoin(servidores, eq(servidores.id, c.servidorId))
    .where(inArray(c.inventarioId, ids))
    .orderBy(desc(c.presidente), asc(servidores.nome));
}

/** The names the campaigns' answers show: places, salas, servidores and users, by id. */
export async function namesOf(
  db: Db,
  ids: { places: string[]; salas: string[]; servidores: string[]; users: string[] },
) {
  const [places, salaRows, servidorRows, userRows] = await Promise.all([
    ids.places.length
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, ids.places))
      : [],
    ids.salas.length
      ? db
          .select({ id: salas.id, codigo: salas.codigo, nome: salas.nome })
          .from(salas)
          .where(inArray(salas.id, ids.salas))
      : [],
    ids.servidores.length
      ? db
          .select({
            id: servidores.id,
            nome: servidores.nome,
            matricula: servidores.matricula,
            cargo: servidores.cargo,
          })
          .from(servidores)
          .where(inArray(servidores.id, ids.servidores))
      : [],
    ids.users.length
      ? db.select({ id: users.id, name: users.fullname }).from(users).where(inArray(users.id, ids.users))
      : [],
  ]);
  return {
    places: new Map(places.map((r) => [r.id, r])),
    salas: new Map(salaRows.map((r) => [r.id, r])),
    servidores: new Map(servidorRows.map((r) => [r.id, r])),
    users: new Map(userRows.map((r) => [r.id, r])),
  };
}

/** The servidores of the client among `ids`, with whether each is active. */
export const servidoresOfClient = (db: Db, clientId: string, ids: string[]) =>
  db
    .select({ id: servidores.id, nome: servidores.nome, ativo: servidores.ativo })
    .from(servidores)
    .where(and(eq(servidores.clientId, clientId), inArray(servidores.id, ids)));

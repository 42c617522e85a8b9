import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';

/** Secretarias and setores of a client, as the patrimônio places an asset. */
export type Place = {
  id: string;
  name: string;
  rootId: string | null;
  parentId: string | null;
  active: boolean;
  isDepartment: boolean;
  isSector: boolean;
};

const placeColumns = {
  id: companies.id,
  name: companies.name,
  rootId: companies.rootId,
  parentId: companies.parentId,
  active: companies.active,
  isDepartment: companies.isDepartment,
  isSector: companies.isSector,
};

/** A secretaria or setor of the client, or null (another client's, or not a place). */
export async function findPlace(db: Db, clientId: string, id: string): Promise<Place | null> {
  const [row] = await db
    .select(placeColumns)
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.rootId, clientId)));
  return row ?? null;
}

/** A secretaria or setor of any client of the application (support names none), or null. */
export async function findPlaceOfApplication(
  db: Db,
  applicationId: string,
  id: string,
): Promise<Place | null> {
  const [row] = await db
    .select(placeColumns)
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.applicationId, applicationId)));
  return row?.rootId ? row : null;
}

/** Active secretarias and setores of a client, for the asset form's selectors. */
export async function placesOfClient(db: Db, clientId: string) {
  const rows = await db
    .select(placeColumns)
    .from(companies)
    .where(and(eq(companies.rootId, clientId), eq(companies.active, true)))
    .orderBy(asc(companies.name));
  return {
    secretarias: rows.filter((r) => r.isDepartment).map((r) => ({ id: r.id, name: r.name })),
    setores: rows
      .filter((r) => r.isSector)
      .map((r) => ({ id: r.id, name: r.name, secretaria_id: r.parentId })),
  };
}

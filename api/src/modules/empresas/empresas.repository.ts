import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, ReadDb } from '../../db/client.js';
import { applications, companies, locations } from '../../db/schema.js';
import { pageWindow } from '../../lib/pagination.js';
import { insertRow, pageOrdered, rowExists, updateRowById } from '../../lib/register-repo.js';
import { inCompanyScope, type LocationScope } from '../../lib/scope.js';
import { escapeLike } from '../../lib/sql.js';

const client = alias(companies, 'client');
const department = alias(companies, 'department');

export type CompanyKindFilter = 'client' | 'department' | 'sector';

export type CompanyFilter = {
  applicationId: string;
  kind: CompanyKindFilter;
  /** Only this client's companies (its departments/sectors, or itself for kind client). */
  clientId?: string | null | undefined;
  /** Sectors of this department. */
  parentId?: string | undefined;
  search?: string | undefined;
  active?: boolean | undefined;
};

function whereOf(f: CompanyFilter): SQL | undefined {
  const term = f.search ? `%${escapeLike(f.search)}%` : undefined;
  const digits = f.search?.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return and(
    eq(companies.applicationId, f.applicationId),
    f.kind === 'client'
      ? eq(companies.isClient, true)
      : f.kind === 'department'
        ? eq(companies.isDepartment, true)
        : eq(companies.isSector, true),
    f.clientId
      ? f.kind === 'client'
        ? eq(companies.id, f.clientId)
        : eq(companies.rootId, f.clientId)
      : undefined,
    f.parentId ? eq(companies.parentId, f.parentId) : undefined,
    f.active === undefined ? undefined : eq(companies.active, f.active),
    term
      ? or(
          ilike(companies.name, term),
          ilike(companies.fantasyName, term),
          digits ? ilike(companies.cpfCnpj, `%${digits}%`) : undefined,
        )
      : undefined,
  );
}

const listQuery = (db: Db) =>
  db
    .select({
      company: companies,
      client: { id: client.id, name: client.name },
      department: { id: department.id, name: department.name },
    })
    .from(companies)
    .leftJoin(client, eq(client.id, companies.rootId))
    .leftJoin(department, eq(department.id, companies.parentId));

export type CompanyListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

export async function pageCompanies(db: Db, f: CompanyFilter, page: { page: number; limit: number }) {
  const where = whereOf(f);
  return pageOrdered(
    db,
    listQuery(db).$dynamic(),
    companies,
    where,
    [asc(sql`lower(${companies.name})`), asc(companies.id)],
    pageWindow(page),
  );
}

export const listCompanies = (db: Db, f: CompanyFilter) =>
  listQuery(db)
    .where(whereOf(f))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));

/** The clients of an application. */
const clientsOf = (applicationId: string) =>
  and(eq(companies.applicationId, applicationId), eq(companies.isClient, true));

/** Another client of the application already holds this CPF/CNPJ. */
export async function cpfCnpjTaken(db: Db, applicationId: string, cpfCnpj: string, exceptId?: string) {
  return rowExists(db, companies, and(clientsOf(applicationId), eq(companies.cpfCnpj, cpfCnpj)), exceptId);
}

export const insertCompany = (db: Db, values: typeof companies.$inferInsert) =>
  insertRow(db, companies, values, 'company');

export const updateCompany = (db: Db, id: string, values: Partial<typeof companies.$inferInsert>) =>
  updateRowById(db, companies, id, values);

/** Whether the user holds a location on the company (deactivating it would cut the user's own access). */
export async function userHasLocationOn(db: Db, userId: string, companyId: string) {
  return rowExists(db, locations, and(eq(locations.userId, userId), eq(locations.companyId, companyId)));
}

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyValues = typeof companies.$inferInsert;

/** A company in the caller's scope, with its application, or null. */
export async function findCompany(db: ReadDb, scope: LocationScope, id: string) {
  const [row] = await db
    .select({ company: companies, application: { id: applications.id, name: applications.name } })
    .from(companies)
    .innerJoin(applications, eq(applications.id, companies.applicationId))
    .where(and(eq(companies.id, id), inCompanyScope(scope)));
  return row ?? null;
}

/** Active clients of an application, or only `clientId` when given. */
export const listClients = (db: ReadDb, applicationId: string, clientId: string | null) =>
  db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        clientsOf(applicationId),
        eq(companies.active, true),
        clientId ? eq(companies.id, clientId) : undefined,
      ),
    )
    .orderBy(asc(companies.name));

/** The names of companies already in scope (the clients of records the caller has read). */
export const companyNames = (db: Db, ids: string[]) =>
  db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids));

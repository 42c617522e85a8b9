import {
  type ClientListItem,
  type Company,
  type CompanyBody,
  type CompanyKind,
  type CompanyListItem,
  type CompanyListQuery,
  type CompanyPage,
  type CreateCompanyBody,
  companyBodyFor,
  hasRule,
  kindOfCompany,
  kindOfCreate,
  type StoredFile,
} from '@gp/shared-contracts';
import * as v from 'valibot';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, forbidden, notFound, ValidationError } from '../../lib/errors.js';
import type { FileKind } from '../../lib/file-types.js';
import { pageAnswer } from '../../lib/pagination.js';
import { uniqueKeyConflict } from '../../lib/unique-keys.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor, requireLocal } from '../auth/actor.js';
import { DEPARTMENTS_AREA, requireArea, SECTORS_AREA, SUPPORT_AREA } from '../auth/area-access.js';
import type { FilesService, IncomingFile } from '../files/files.service.js';
import { assertSupportRemains } from '../locais/support-guard.js';
import { clientInScope, clientOf, companyInScope } from './company-scope.js';
import { toCompany, toListItem } from './empresas.mapper.js';
import {
  type CompanyFilter,
  type CompanyRow,
  type CompanyValues,
  cpfCnpjTaken,
  insertCompany,
  listClients,
  listCompanies,
  pageCompanies,
  updateCompany,
  userHasLocationOn,
} from './empresas.repository.js';

type Action = 'create' | 'read' | 'update';

/** The area (flag) and resource (rules) of each kind of company (docs/product.md, "Permissões"; decision 006). */
const AREA_OF = {
  client: { area: SUPPORT_AREA, resource: 'clients' },
  office: { area: SUPPORT_AREA, resource: 'clients' },
  department: { area: DEPARTMENTS_AREA, resource: 'departments' },
  sector: { area: SECTORS_AREA, resource: 'sectors' },
} as const;

const requireKind = (local: ActorLocation, kind: CompanyKind, action: Action) =>
  requireArea(local, AREA_OF[kind].area, `${AREA_OF[kind].resource}:${action}`);

/** Reading departments: their own screen, or the sector form choosing a sector's department. */
const canListDepartments = (local: ActorLocation) => {
  const grant = { flags: local.flags, rules: local.rules };
  return (
    (DEPARTMENTS_AREA.test(local.flags) && hasRule(grant, 'departments:read')) ||
    (SECTORS_AREA.test(local.flags) && hasRule(grant, 'sectors:read'))
  );
};

export const COMPANY_FILE = 'company';
export const COMPANY_LOGO = 'company-logo';
const COMPANY_FILE_KINDS: FileKind[] = ['pdf', 'image', 'office', 'text'];

const cpfCnpjConflict = () => uniqueKeyConflict('companies_application_cnpj_uq');

/** The kind's required fields (a client needs CNPJ and address; a sector its department). */
function strictBody(kind: CompanyKind, body: unknown) {
  const result = v.safeParse(companyBodyFor(kind), body);
  if (!result.success) {
    throw new ValidationError(
      result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })),
    );
  }
  // Every kind requires the name; the kind's schema has checked it.
  return result.output as Omit<CompanyBody, 'active' | 'parentId' | 'name'> & {
    name: string;
    active?: boolean | undefined;
    parentId?: string | null | undefined;
  };
}

/**
 * Companies (screens Clientes, Departamentos, Setores): every id is proven to be in the caller's scope
 * (404 otherwise), then the kind's flag and rule are checked (403). Writes are audited in their
 * transaction. Files of a company are kept by the shared files service.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createEmpresasService(deps: { db: Db; files: FilesService }) {
  const { db, files } = deps;

  /** The client to narrow a list to: the caller's own, or (support) the one asked for. */
  async function listClientId(local: ActorLocation, asked?: string): Promise<string | null> {
    if (local.clientId) {
      if (asked && asked !== local.clientId) throw notFound('Empresa não encontrada.');
      return local.clientId;
    }
    if (asked) await clientInScope(db, local, asked);
    return asked ?? null;
  }

  async function page(actor: Actor, kind: CompanyFilter['kind'], q: CompanyListQuery): Promise<CompanyPage> {
    const local = requireLocal(actor);
    const filter: CompanyFilter = {
      applicationId: local.applicationId,
      kind,
      clientId: await listClientId(local, q.clientId),
      search: q.search,
      active: q.active,
    };
    const { rows, total } = await pageCompanies(db, filter, q);
    return pageAnswer(q, { rows, total }, toListItem);
  }

  /** A sector's department: in scope, a department, of the given client when one is given. */
  async function departmentFor(local: ActorLocation, parentId: string, clientId?: string | null) {
    const { company: parent } = await companyInScope(db, local, parentId);
    if (!parent.isDepartment) throw badRequest('parentId', 'A empresa informada não é um departamento.');
    if (clientId && parent.rootId !== clientId)
      throw badRequest('parentId', 'O departamento deve ser do mesmo cliente do setor.');
    if (!parent.active) throw badRequest('parentId', 'O departamento informado está inativo.');
    return parent;
  }

  async function companyFor(actor: Actor, id: string, action: Action) {
    const local = requireLocal(actor);
    const found = await companyInScope(db, local, id);
    const kind = kindOfCompany(found.company);
    requireKind(local, kind, action);
    return { local, kind, ...found };
  }

  /** A company file the caller may see, with its company's kind checked for `action`. */
  async function companyFile(actor: Actor, fileId: string, action: Action, ownerType = COMPANY_FILE) {
    const local = requireLocal(actor);
    const row = await files.findInScope(local, fileId);
    if (row.ownerType !== ownerType) throw notFound('Arquivo não encontrado.');
    await companyFor(actor, row.ownerId, action).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound('Arquivo não encontrado.');
      throw error;
    });
    return row;
  }

  async function audit(actor: Actor, tx: Db, action: string, before: CompanyRow | null, after: CompanyRow) {
    await recordAudit(tx, auditActor(actor), {
      action,
      entity: 'company',
      entityId: after.id,
      before: before ? toCompany(before) : undefined,
      after: toCompany(after),
      clientId: clientOf(after),
    });
  }

  return {
    /** Clients the caller may choose: every client of the application for support, its own otherwise. */
    clients(actor: Actor): Promise<ClientListItem[]> {
      const local = requireLocal(actor);
      return listClients(db, local.applicationId, local.clientId);
    },
    listClients: (actor: Actor, q: CompanyListQuery) => page(actor, 'client', q),
    listDepartments: (actor: Actor, q: CompanyListQuery) => page(actor, 'department', q),
    listSectors: (actor: Actor, q: CompanyListQuery) => page(actor, 'sector', q),

    /** Departments of a client (a picker's list): departments:read, or sectors:read for the sector form. */
    async departmentsOfClient(actor: Actor, clientId: string): Promise<CompanyListItem[]> {
      const local = requireLocal(actor);
      if (!canListDepartments(local)) throw forbidden();
      await clientInScope(db, local, clientId);
      const rows = await listCompanies(db, {
        applicationId: local.applicationId,
        kind: 'department',
        clientId,
      });
      return rows.map(toListItem);
    },

    async sectorsOfClient(actor: Actor, clientId: string): Promise<CompanyListItem[]> {
      const local = requireLocal(actor);
      await clientInScope(db, local, clientId);
      const rows = await listCompanies(db, { applicationId: local.applicationId, kind: 'sector', clientId });
      return rows.map(toListItem);
    },

    async sectorsOfDepartment(actor: Actor, departmentId: string): Promise<CompanyListItem[]> {
      const local = requireLocal(actor);
      const { company } = await companyInScope(db, local, departmentId);
      if (!company.isDepartment) throw notFound('Departamento não encontrado.');
      const rows = await listCompanies(db, {
        applicationId: local.applicationId,
        kind: 'sector',
        parentId: departmentId,
      });
      return rows.map(toListItem);
    },

    async get(actor: Actor, id: string): Promise<Company> {
      const { company, application } = await companyFor(actor, id, 'read');
      return toCompany(company, application);
    },

    async create(actor: Actor, body: CreateCompanyBody): Promise<Company> {
      const local = requireLocal(actor);
      const kind = kindOfCreate(body);
      requireKind(local, kind, 'create');
      const fields = strictBody(kind, body);
      let values: CompanyValues;
      const { active: _active, parentId: _parentId, id: _id, ...data } = fields;
      if (kind === 'client') {
        values = { ...data, applicationId: local.applicationId, isClient: true };
      } else if (kind === 'department') {
        const rootId = local.clientId ?? body.rootId;
        if (!rootId) throw badRequest('rootId', 'Informe o cliente do departamento.');
        if (local.clientId && body.rootId && body.rootId !== local.clientId)
          throw notFound('Empresa não encontrada.');
        await clientInScope(db, local, rootId);
        values = { ...data, applicationId: local.applicationId, rootId, isDepartment: true };
      } else {
        const parent = await departmentFor(local, fields.parentId as string, body.rootId);
        values = {
          ...data,
          applicationId: local.applicationId,
          rootId: parent.rootId,
          parentId: parent.id,
          isSector: true,
        };
      }
      return await db.transaction(async (tx) => {
        if (kind === 'client' && data.cpfCnpj && (await cpfCnpjTaken(tx, local.applicationId, data.cpfCnpj)))
          throw cpfCnpjConflict();
        const row = await insertCompany(tx, values);
        await audit(actor, tx, 'create', null, row);
        return toCompany(row);
      });
    },

    async update(actor: Actor, id: string, body: CompanyBody): Promise<Company> {
      if (body.id && body.id !== id) throw badRequest('id', 'O id do corpo difere do id do endereço.');
      const { local, kind, company: before } = await companyFor(actor, id, 'update');
      const fields = strictBody(kind, body);
      const { active, parentId, id: _id, ...data } = fields;
      const values: Partial<typeof before> = { ...data };
      if (kind === 'sector' && parentId && parentId !== before.parentId) {
        values.parentId = (await departmentFor(local, parentId, before.rootId)).id;
      }
      if (active !== undefined && active !== before.active) {
        if (!active && (await userHasLocationOn(db, actor.userId, id)))
          throw forbidden('Você não pode desativar a empresa do seu próprio acesso.');
        values.active = active;
      }
      return await db.transaction(async (tx) => {
        if (values.active === false) await assertSupportRemains(tx, local.applicationId, { companyId: id });
        if (
          kind === 'client' &&
          data.cpfCnpj &&
          (await cpfCnpjTaken(tx, local.applicationId, data.cpfCnpj, id))
        )
          throw cpfCnpjConflict();
        const after = await updateCompany(tx, id, values);
        if (!after) throw notFound('Empresa não encontrada.');
        await audit(actor, tx, values.active === false ? 'deactivate' : 'update', before, after);
        return toCompany(after);
      });
    },

    async uploadFile(actor: Actor, id: string, file: IncomingFile): Promise<StoredFile> {
      const { local, company } = await companyFor(actor, id, 'update');
      return files.upload(
        actor,
        { type: COMPANY_FILE, id, applicationId: local.applicationId, clientId: clientOf(company) },
        file,
        COMPANY_FILE_KINDS,
      );
    },

    async listFiles(actor: Actor, id: string): Promise<StoredFile[]> {
      await companyFor(actor, id, 'read');
      return files.list({ type: COMPANY_FILE, id });
    },

    async removeFile(actor: Actor, fileId: string): Promise<void> {
      await files.remove(actor, await companyFile(actor, fileId, 'update'));
    },

    async downloadFile(actor: Actor, fileId: string) {
      const row = await companyFile(actor, fileId, 'read');
      return { file: row, bytes: files.open(row) };
    },

    /** POST /empresas/logo/{id}: an image (by content) becomes the company's logo (profileImg). */
    async uploadLogo(actor: Actor, id: string, file: IncomingFile): Promise<Company> {
      const { local, company: before } = await companyFor(actor, id, 'update');
      const previous = await files.list({ type: COMPANY_LOGO, id });
      const stored = await files.upload(
        actor,
        { type: COMPANY_LOGO, id, applicationId: local.applicationId, clientId: clientOf(before) },
        file,
        ['image'],
      );
      const after = await db.transaction(async (tx) => {
        const row = await updateCompany(tx, id, {
          profileImg: `/empresas/logo/${id}?v=${stored.id.slice(0, 8)}`,
        });
        if (!row) throw notFound('Empresa não encontrada.');
        await audit(actor, tx, 'update-logo', before, row);
        return row;
      });
      for (const old of previous) await files.remove(actor, await files.findInScope(local, old.id));
      return toCompany(after);
    },

    /** GET /empresas/logo/{id}: any location whose scope holds the company (the header shows it). */
    async logo(actor: Actor, id: string) {
      const local = requireLocal(actor);
      await companyInScope(db, local, id);
      const list = await files.list({ type: COMPANY_LOGO, id });
      const newest = list.at(-1);
      if (!newest) throw notFound('Logo não encontrada.');
      const row = await files.findInScope(local, newest.id);
      return { file: row, bytes: files.open(row) };
    },
  };
}
export type EmpresasService = ReturnType<typeof createEmpresasService>;

import {
  type Company,
  type CompanyBody,
  type CompanyListItem,
  CompanyListSchema,
  type CompanyPage,
  CompanyPageSchema,
  CompanySchema,
  type CreateCompanyBody,
  parseJson,
} from '@gp/shared-contracts';
import type { DataTableColumn } from '@gp/shared-ui';
import type { KyInstance } from 'ky';
import { useNavigate } from 'react-router-dom';
import { registerApi, useList, useRemote } from '../session/remote-context.js';
import { withClient } from './client-select.js';

/**
 * The company calls that Clientes, Departamentos, Setores, Acessos and Perfis de Acesso share (one
 * function per call, parsed with the shared schemas; docs/api.md), and the client picker's query.
 */

type CompanyKind = 'clients' | 'departments' | 'sectors';

/** The list call of each kind of company, and its file (`{path}/exportar`) saved as `{name}-{date}`. */
export const COMPANY_LISTS: Record<CompanyKind, { path: string; name: string }> = {
  clients: { path: 'empresas', name: 'clientes' },
  departments: { path: 'empresas/secretarias', name: 'departamentos' },
  sectors: { path: 'empresas/setores', name: 'setores' },
};

/** GET /empresas (clients), /empresas/secretarias, /empresas/setores: one page, with the URL's query. */
export async function listCompanies(
  api: KyInstance,
  kind: CompanyKind,
  query: URLSearchParams,
): Promise<CompanyPage> {
  return parseJson(CompanyPageSchema, api.get(COMPANY_LISTS[kind].path, { searchParams: query }));
}

/** GET /empresas/secretarias/byempresa/{clientId}: the departments of a client, for a picker. */
export async function listDepartmentsOfClient(api: KyInstance, clientId: string): Promise<CompanyListItem[]> {
  return parseJson(
    CompanyListSchema,
    api.get(`empresas/secretarias/byempresa/${encodeURIComponent(clientId)}`),
  );
}

/** GET /empresas/setores/byroot/{clientId}: the sectors of a client. */
export async function listSectorsOfClient(api: KyInstance, clientId: string): Promise<CompanyListItem[]> {
  return parseJson(CompanyListSchema, api.get(`empresas/setores/byroot/${encodeURIComponent(clientId)}`));
}

/** The company resources of the area's keys. */
export type CompanyResource = 'clientes' | 'departments' | 'sectors';

/**
 * The companies: GET /empresas/{id}, POST /empresas/create, PUT /empresas/{id}, one register per
 * resource of the area's keys (the same calls for clients, departments and sectors).
 */
const companyRegister = (resource: CompanyResource) =>
  registerApi<Company, CreateCompanyBody, CompanyBody>({ resource, path: 'empresas', item: CompanySchema });

export const companyApis = {
  clientes: companyRegister('clientes'),
  departments: companyRegister('departments'),
  sectors: companyRegister('sectors'),
};

/** One company, fetched fresh each time a form opens it. */
export const useCompany = (resource: CompanyResource, id: string | null | undefined) =>
  companyApis[resource].useRecord(id);

export type SaveCompany =
  | { mode: 'create'; body: CreateCompanyBody }
  | { mode: 'edit'; id: string; body: CompanyBody };

/** Creates or updates a company (`SaveCompany`). */
export const saveCompany = (api: KyInstance, save: SaveCompany): Promise<Company> => {
  const calls = companyApis.clientes;
  return save.mode === 'create' ? calls.create(api, save.body) : calls.update(api, save.id, save.body);
};

/** Creates or updates a company of a register; its lists are refetched afterwards, whatever the outcome. */
export const useSaveCompany = (resource: CompanyResource) =>
  companyApis[resource].useWrite(saveCompany, { record: (company) => company });

/** The 'Cliente' column of a company register's list, shown to support only. */
export const clientColumn: DataTableColumn<CompanyListItem> = {
  title: 'Cliente',
  key: 'client',
  ellipsis: true,
  width: 200,
  render: (_v, company) => company.client?.name ?? '-',
};

/**
 * The list of a company register of a client (Departamentos, Setores): support narrows it by client
 * (`clientId` in the URL, carried to /criar and /editar?id= and back), anyone else sees its own
 * client's. `open` goes to a page beside the list (`criar`, `editar?id=`) with support's client.
 */
export function useCompanyList(resource: Extract<CompanyKind, 'departments' | 'sectors'>, path: string) {
  const { basePath, session } = useRemote();
  const navigate = useNavigate();
  const isSupport = session.local?.permissions.isSuporte ?? false;
  const list = useList<CompanyListItem>({
    resource,
    request: (api, query) => listCompanies(api, resource, query),
    exportar: COMPANY_LISTS[resource],
    filters: ['clientId'],
  });
  const open = (to: string) => navigate(withClient(`${basePath}/${path}/${to}`, list.clientId));
  return { list, isSupport, open };
}

/**
 * What a company register's record page says and how its form saves (Departamentos, Setores): 'Adicionar
 * {noun}' as the new record's title, the 404 of a record outside the location's client, '{Title}
 * criado/atualizado com sucesso!', and the kit's `{ id, body }` as the company call.
 */
export function companyRecordTexts(noun: string, title: string) {
  return {
    titles: { create: `Adicionar ${noun}`, createSub: null },
    notFound: 'O registro não existe ou não pertence ao cliente do local selecionado.',
    done: (created: boolean) => `${title} ${created ? 'criado' : 'atualizado'} com sucesso!`,
  };
}

export const saveCompanyRequest =
  (save: ReturnType<typeof useSaveCompany>) =>
  ({ id, body }: { id: string | null; body: unknown }) =>
    id
      ? save.mutateAsync({ mode: 'edit', id, body: body as CompanyBody })
      : save.mutateAsync({ mode: 'create', body: body as CreateCompanyBody });

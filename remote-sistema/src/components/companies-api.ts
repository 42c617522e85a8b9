import {
  type ClientListItem,
  ClientListSchema,
  type Company,
  type CompanyBody,
  type CompanyListItem,
  CompanyListSchema,
  type CompanyPage,
  CompanyPageSchema,
  CompanySchema,
  type CreateCompanyBody,
} from '@gp/shared-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { keys } from '../query-keys.js';
import { useRemote } from '../session/remote-context.js';

/**
 * The company calls that Clientes, Departamentos, Setores, Acessos and Perfis de Acesso share (one
 * function per call, parsed with the shared schemas; docs/api.md), and the client picker's query.
 */

/** GET /empresas (clients), /empresas/secretarias, /empresas/setores: one page, with the URL's query. */
export async function listCompanies(
  api: KyInstance,
  kind: 'clients' | 'departments' | 'sectors',
  query: URLSearchParams,
): Promise<CompanyPage> {
  const path = { clients: 'empresas', departments: 'empresas/secretarias', sectors: 'empresas/setores' }[
    kind
  ];
  return v.parse(CompanyPageSchema, await api.get(path, { searchParams: query }).json());
}

export async function getCompany(api: KyInstance, id: string): Promise<Company> {
  return v.parse(CompanySchema, await api.get(`empresas/${encodeURIComponent(id)}`).json());
}

export async function createCompany(api: KyInstance, body: CreateCompanyBody): Promise<Company> {
  return v.parse(CompanySchema, await api.post('empresas/create', { json: body }).json());
}

export async function updateCompany(api: KyInstance, id: string, body: CompanyBody): Promise<Company> {
  return v.parse(CompanySchema, await api.put(`empresas/${encodeURIComponent(id)}`, { json: body }).json());
}

/** GET /empresas/secretarias/byempresa/{clientId}: the departments of a client, for a picker. */
export async function listDepartmentsOfClient(api: KyInstance, clientId: string): Promise<CompanyListItem[]> {
  return v.parse(
    CompanyListSchema,
    await api.get(`empresas/secretarias/byempresa/${encodeURIComponent(clientId)}`).json(),
  );
}

/** GET /empresas/setores/byroot/{clientId}: the sectors of a client. */
export async function listSectorsOfClient(api: KyInstance, clientId: string): Promise<CompanyListItem[]> {
  return v.parse(
    CompanyListSchema,
    await api.get(`empresas/setores/byroot/${encodeURIComponent(clientId)}`).json(),
  );
}

/** GET /v1/companies/clients: every client of the application for support, its own for anyone else. */
export async function listClientOptions(api: KyInstance): Promise<ClientListItem[]> {
  return v.parse(ClientListSchema, await api.get('v1/companies/clients').json());
}

/** The key of the client pickers: one list of clients per location, refreshed when a client is saved. */
export const clientOptionsKey = (localId: string | null) => keys.resource(localId, 'client-options');

/** Clients the location may choose: every client of the application for support, its own otherwise. */
export function useClientOptions() {
  const { api, session } = useRemote();
  return useQuery({
    queryKey: clientOptionsKey(session.local?.id ?? null),
    queryFn: () => listClientOptions(api),
    staleTime: 60_000,
  });
}

/** The company resources of the area's keys. */
export type CompanyResource = 'clientes' | 'departments' | 'sectors';

/** One company, fetched fresh each time a form opens it. */
export function useCompany(resource: CompanyResource, id: string | null | undefined) {
  const { api, session } = useRemote();
  return useQuery({
    queryKey: keys.detail(session.local?.id ?? null, resource, id ?? ''),
    queryFn: () => getCompany(api, id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export type SaveCompany =
  | { mode: 'create'; body: CreateCompanyBody }
  | { mode: 'edit'; id: string; body: CompanyBody };

/** Creates or updates a company of a register; its lists are refetched afterwards, whatever the outcome. */
export function useSaveCompany(resource: CompanyResource) {
  const { api, session } = useRemote();
  const localId = session.local?.id ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveCompany): Promise<Company> =>
      save.mode === 'create' ? createCompany(api, save.body) : updateCompany(api, save.id, save.body),
    retry: 0,
    onSuccess: (company) => queryClient.setQueryData(keys.detail(localId, resource, company.id), company),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.lists(localId, resource) }),
  });
}

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
import type { KyInstance } from 'ky';
import * as v from 'valibot';

/**
 * The company calls of spec §7 shared by Clientes, Departamentos and Setores (one function per call,
 * parsed with the shared schemas).
 */

export type CompanyListParams = { page: number; limit: number; search?: string; clientId?: string };

const listSearch = ({ page, limit, search, clientId }: CompanyListParams) => {
  const params: Record<string, string> = { page: String(page), limit: String(limit) };
  if (search) params.search = search;
  if (clientId) params.clientId = clientId;
  return params;
};

/** GET /empresas (clients), /empresas/secretarias, /empresas/setores. */
export async function listCompanies(
  api: KyInstance,
  kind: 'clients' | 'departments' | 'sectors',
  params: CompanyListParams,
): Promise<CompanyPage> {
  const path = { clients: 'empresas', departments: 'empresas/secretarias', sectors: 'empresas/setores' }[
    kind
  ];
  return v.parse(CompanyPageSchema, await api.get(path, { searchParams: listSearch(params) }).json());
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

import type { KyInstance } from 'ky';
import {
  listCompanies,
  listDepartmentsOfClient,
  useCompany,
  useSaveCompany,
} from '../../components/companies-api.js';
import { registerApi } from '../../session/remote-context.js';

/**
 * Setores: companies of a client under one of its departments. The calls are the shared company calls
 * (components/companies-api.ts); this is the feature's resource in the area's keys.
 */
export const SECTORS = 'sectors' as const;

/** A client's departments (GET /empresas/secretarias/byempresa/{id}), under their own resource. */
const departmentsOfClient = registerApi({
  resource: 'departments-of-client',
  path: 'empresas/secretarias/byempresa',
});

/** GET /empresas/setores with the list's query (page, limit, search, clientId). */
export const listSectors = (api: KyInstance, query: URLSearchParams) => listCompanies(api, SECTORS, query);

export const useSector = (id: string | undefined) => useCompany(SECTORS, id);

/** Creates or updates; the sector lists are refetched afterwards. */
export const useSaveSector = () => useSaveCompany(SECTORS);

/** The departments of a client, for the sector's 'Departamento' (GET /empresas/secretarias/byempresa/{id}). */
export const useDepartmentOptions = (clientId: string | undefined) =>
  departmentsOfClient.useRecord(clientId, { fetch: listDepartmentsOfClient, fresh: false });

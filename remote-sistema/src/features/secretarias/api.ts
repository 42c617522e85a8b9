import type { KyInstance } from 'ky';
import { listCompanies, useCompany, useSaveCompany } from '../../components/companies-api.js';

/**
 * Departamentos (secretarias): companies of a client marked as departments. The calls are the shared
 * company calls (components/companies-api.ts); this is the feature's resource in the area's keys.
 */
export const DEPARTMENTS = 'departments' as const;

/** GET /empresas/secretarias with the list's query (page, limit, search, clientId). */
export const listDepartments = (api: KyInstance, query: URLSearchParams) =>
  listCompanies(api, DEPARTMENTS, query);

export const useDepartment = (id: string | undefined) => useCompany(DEPARTMENTS, id);

/** Creates or updates; the department lists are refetched afterwards. */
export const useSaveDepartment = () => useSaveCompany(DEPARTMENTS);

import type { Company, CompanyBody, CreateCompanyBody } from '@gp/shared-contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CompanyListParams,
  createCompany,
  getCompany,
  listCompanies,
  listDepartmentsOfClient,
  updateCompany,
} from '../../components/companies-api.js';
import { useRemote } from '../../session/remote-context.js';

export const sectorKeys = {
  all: (localId: string | null) => ['sistema', 'sectors', localId] as const,
  list: (localId: string | null, params: CompanyListParams) =>
    [...sectorKeys.all(localId), 'list', params] as const,
  detail: (localId: string | null, id: string) => [...sectorKeys.all(localId), 'detail', id] as const,
};

const useLocalId = () => useRemote().session.local?.id ?? null;

export function useSectorList(params: CompanyListParams) {
  const { api } = useRemote();
  return useQuery({
    queryKey: sectorKeys.list(useLocalId(), params),
    queryFn: () => listCompanies(api, 'sectors', params),
    placeholderData: keepPreviousData,
  });
}

export function useSector(id: string | null) {
  const { api } = useRemote();
  return useQuery({
    queryKey: sectorKeys.detail(useLocalId(), id ?? ''),
    queryFn: () => getCompany(api, id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export type SaveSector =
  | { mode: 'create'; body: CreateCompanyBody }
  | { mode: 'edit'; id: string; body: CompanyBody };

/** Creates or updates; the sector lists are refetched afterwards. */
export function useSaveSector() {
  const { api } = useRemote();
  const localId = useLocalId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveSector): Promise<Company> =>
      save.mode === 'create' ? createCompany(api, save.body) : updateCompany(api, save.id, save.body),
    retry: 0,
    onSuccess: (company) => queryClient.setQueryData(sectorKeys.detail(localId, company.id), company),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...sectorKeys.all(localId), 'list'] }),
  });
}

/** The departments of a client, for the sector's 'Departamento' (GET /empresas/secretarias/byempresa/{id}). */
export function useDepartmentOptions(clientId: string | undefined) {
  const { api } = useRemote();
  return useQuery({
    queryKey: [...sectorKeys.all(useLocalId()), 'departments-of', clientId ?? ''],
    queryFn: () => listDepartmentsOfClient(api, clientId ?? ''),
    enabled: Boolean(clientId),
  });
}

import type { Company, CompanyBody, CreateCompanyBody } from '@gp/shared-contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CompanyListParams,
  createCompany,
  getCompany,
  listCompanies,
  updateCompany,
} from '../../components/companies-api.js';
import { useRemote } from '../../session/remote-context.js';

export const departmentKeys = {
  all: (localId: string | null) => ['sistema', 'departments', localId] as const,
  list: (localId: string | null, params: CompanyListParams) =>
    [...departmentKeys.all(localId), 'list', params] as const,
  detail: (localId: string | null, id: string) => [...departmentKeys.all(localId), 'detail', id] as const,
};

const useLocalId = () => useRemote().session.local?.id ?? null;

export function useDepartmentList(params: CompanyListParams) {
  const { api } = useRemote();
  return useQuery({
    queryKey: departmentKeys.list(useLocalId(), params),
    queryFn: () => listCompanies(api, 'departments', params),
    placeholderData: keepPreviousData,
  });
}

export function useDepartment(id: string | null) {
  const { api } = useRemote();
  return useQuery({
    queryKey: departmentKeys.detail(useLocalId(), id ?? ''),
    queryFn: () => getCompany(api, id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export type SaveDepartment =
  | { mode: 'create'; body: CreateCompanyBody }
  | { mode: 'edit'; id: string; body: CompanyBody };

/** Creates or updates; the department lists (and the sector form's pickers) are refetched afterwards. */
export function useSaveDepartment() {
  const { api } = useRemote();
  const localId = useLocalId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveDepartment): Promise<Company> =>
      save.mode === 'create' ? createCompany(api, save.body) : updateCompany(api, save.id, save.body),
    retry: 0,
    onSuccess: (company) => queryClient.setQueryData(departmentKeys.detail(localId, company.id), company),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...departmentKeys.all(localId), 'list'] }),
  });
}

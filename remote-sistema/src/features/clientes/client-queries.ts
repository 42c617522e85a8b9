import {
  type Company,
  type CompanyBody,
  CompanySchema,
  type CreateCompanyBody,
  type CreateExercicioBody,
} from '@gp/shared-contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { CLIENT_OPTIONS_KEY } from '../../components/client-options.js';
import { createCompany, getCompany, listCompanies, updateCompany } from '../../components/companies-api.js';
import type { ListParams } from '../../components/list-params.js';
import { useRemote, useUpload } from '../../session/remote-context.js';
import {
  createExercicio,
  deleteClientFile,
  listClientFiles,
  listExercicios,
  logoUploadPath,
} from './clientes-api.js';

export const clientKeys = {
  all: (localId: string | null) => ['sistema', 'clientes', localId] as const,
  list: (localId: string | null, params: ListParams) => [...clientKeys.all(localId), 'list', params] as const,
  detail: (localId: string | null, id: string) => [...clientKeys.all(localId), 'detail', id] as const,
  files: (localId: string | null, id: string) => [...clientKeys.all(localId), 'files', id] as const,
  exercicios: (localId: string | null, id: string) => [...clientKeys.all(localId), 'exercicios', id] as const,
};

function useLocalId() {
  return useRemote().session.local?.id ?? null;
}

export function useClientList(params: ListParams) {
  const { api } = useRemote();
  return useQuery({
    queryKey: clientKeys.list(useLocalId(), params),
    queryFn: () => listCompanies(api, 'clients', params),
    placeholderData: keepPreviousData,
  });
}

export function useClientDetail(id: string | null) {
  const { api } = useRemote();
  return useQuery({
    queryKey: clientKeys.detail(useLocalId(), id ?? ''),
    queryFn: () => getCompany(api, id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export type SaveClient =
  | { mode: 'create'; body: CreateCompanyBody; logo: File | null }
  | { mode: 'edit'; id: string; body: CompanyBody; logo: File | null };

/**
 * Creates or updates the client, then sends the chosen logo. The client is saved even when the image
 * is refused; `logoError` then carries the API's message. Client lists are refetched afterwards, and
 * the 'Perfis de Acesso' client picker too (a new client has roles to receive).
 */
export function useSaveClient() {
  const { api } = useRemote();
  const localId = useLocalId();
  const upload = useUpload();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: SaveClient): Promise<{ company: Company; logoError: string | null }> => {
      const company =
        save.mode === 'create'
          ? await createCompany(api, save.body)
          : await updateCompany(api, save.id, save.body);
      if (!save.logo) return { company, logoError: null };
      try {
        return {
          company: v.parse(CompanySchema, await upload(logoUploadPath(company.id), save.logo)),
          logoError: null,
        };
      } catch (error) {
        return {
          company,
          logoError: error instanceof Error ? error.message : 'Não foi possível enviar a imagem.',
        };
      }
    },
    retry: 0,
    onSuccess: ({ company }) => queryClient.setQueryData(clientKeys.detail(localId, company.id), company),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...clientKeys.all(localId), 'list'] }),
        queryClient.invalidateQueries({ queryKey: CLIENT_OPTIONS_KEY(localId) }),
      ]),
  });
}

export function useClientFiles(companyId: string) {
  const { api } = useRemote();
  return useQuery({
    queryKey: clientKeys.files(useLocalId(), companyId),
    queryFn: () => listClientFiles(api, companyId),
  });
}

export function useRefreshClientFiles(companyId: string) {
  const queryClient = useQueryClient();
  const localId = useLocalId();
  return () => queryClient.invalidateQueries({ queryKey: clientKeys.files(localId, companyId) });
}

export function useDeleteClientFile(companyId: string) {
  const { api } = useRemote();
  const refresh = useRefreshClientFiles(companyId);
  return useMutation({
    mutationFn: (fileId: string) => deleteClientFile(api, fileId),
    retry: 0,
    onSettled: refresh,
  });
}

export function useExercicios(companyId: string) {
  const { api } = useRemote();
  return useQuery({
    queryKey: clientKeys.exercicios(useLocalId(), companyId),
    queryFn: () => listExercicios(api, companyId),
  });
}

export function useCreateExercicio(companyId: string) {
  const { api } = useRemote();
  const queryClient = useQueryClient();
  const localId = useLocalId();
  return useMutation({
    mutationFn: (body: CreateExercicioBody) => createExercicio(api, body),
    retry: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientKeys.exercicios(localId, companyId) }),
  });
}

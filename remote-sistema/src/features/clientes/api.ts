import {
  type Company,
  type CompanyBody,
  CompanySchema,
  type CreateCompanyBody,
  type CreateExercicioBody,
  type Exercicio,
  ExercicioSchema,
  parseJson,
  type StoredFile,
  StoredFileListSchema,
} from '@gp/shared-contracts';
import { CLIENT_OPTIONS } from '@gp/shared-ui/remote';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { companyApis, listCompanies, saveCompany, useCompany } from '../../components/companies-api.js';
import { sendImage } from '../../components/image-picker.js';
import { useUpload } from '../../session/remote-context.js';

/**
 * Clientes: the calls of a client's files and accounting periods (exercícios), one function per call
 * parsed with the shared schemas (docs/api.md), and the feature's queries. The company calls themselves
 * are shared with Departamentos and Setores (components/companies-api.ts).
 */
export const CLIENTS = 'clientes' as const;

/** GET /empresas with the list's query (page, limit, search). */
export const listClients = (api: KyInstance, query: URLSearchParams) => listCompanies(api, 'clients', query);

export async function listClientFiles(api: KyInstance, companyId: string): Promise<StoredFile[]> {
  return parseJson(StoredFileListSchema, api.get(`empresas/files/${encodeURIComponent(companyId)}`));
}

export async function deleteClientFile(api: KyInstance, fileId: string): Promise<void> {
  await api.delete(`empresas/files/delete/${encodeURIComponent(fileId)}`);
}

/** POST /empresas/files/create/{id}: one multipart request per file (sent with progress by `useUpload`). */
export const fileUploadPath = (companyId: string) => `empresas/files/create/${encodeURIComponent(companyId)}`;
export const fileDownloadPath = (fileId: string) => `empresas/files/download/${encodeURIComponent(fileId)}`;
/** The same file shown in place (images and PDFs). */
export const filePreviewPath = (fileId: string) => `${fileDownloadPath(fileId)}?inline=true`;
/** POST /empresas/logo/{id}: the client's logo (profileImg). */
export const logoUploadPath = (companyId: string) => `empresas/logo/${encodeURIComponent(companyId)}`;

export async function listExercicios(api: KyInstance, companyId: string): Promise<Exercicio[]> {
  return parseJson(v.array(ExercicioSchema), api.get(`exercicios/empresa/${encodeURIComponent(companyId)}`));
}

export async function createExercicio(api: KyInstance, body: CreateExercicioBody): Promise<Exercicio> {
  return parseJson(ExercicioSchema, api.post('exercicios/create', { json: body }));
}

/** The clients: the company register under the area's 'clientes' resource. */
const clientApi = companyApis[CLIENTS];

export const useClientDetail = (id: string | null) => useCompany(CLIENTS, id);

export type SaveClient =
  | { mode: 'create'; body: CreateCompanyBody; logo: File | null }
  | { mode: 'edit'; id: string; body: CompanyBody; logo: File | null };

/**
 * Creates or updates the client, then sends the chosen logo. The client is saved even when the image
 * is refused; `logoError` then carries the API's message. Client lists are refetched afterwards, and
 * the 'Perfis de Acesso' client picker too (a new client has roles to receive).
 */
export function useSaveClient() {
  const upload = useUpload();
  return clientApi.useWrite(
    async (api, save: SaveClient): Promise<{ company: Company; logoError: string | null }> => {
      const company = await saveCompany(api, save);
      const sent = await sendImage(upload, logoUploadPath(company.id), save.logo, CompanySchema, company);
      return { company: sent.record, logoError: sent.imageError };
    },
    { record: ({ company }) => company, alsoRefreshes: [CLIENT_OPTIONS] },
  );
}

export const useClientFiles = (companyId: string) =>
  clientApi.useRecord(companyId, { part: 'files', fetch: listClientFiles });

export const useDeleteClientFile = () => clientApi.useWrite(deleteClientFile);

export const useExercicios = (companyId: string) =>
  clientApi.useRecord(companyId, { part: 'exercicios', fetch: listExercicios });

export const useCreateExercicio = () => clientApi.useWrite(createExercicio);

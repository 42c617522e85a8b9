import {
  type CreateExercicioBody,
  type Exercicio,
  ExercicioSchema,
  type StoredFile,
  StoredFileListSchema,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

/**
 * The calls of a client's files (spec §7 Companies) and accounting periods (spec §7 Exercicios). The
 * company calls themselves are shared with Departamentos and Setores (components/companies-api).
 */

export async function listClientFiles(api: KyInstance, companyId: string): Promise<StoredFile[]> {
  return v.parse(
    StoredFileListSchema,
    await api.get(`empresas/files/${encodeURIComponent(companyId)}`).json(),
  );
}

export async function deleteClientFile(api: KyInstance, fileId: string): Promise<void> {
  await api.delete(`empresas/files/delete/${encodeURIComponent(fileId)}`);
}

/** POST /empresas/files/create/{id}: one multipart request per file (sent with progress by `useUpload`). */
export const fileUploadPath = (companyId: string) => `empresas/files/create/${encodeURIComponent(companyId)}`;
export const fileDownloadPath = (fileId: string) => `empresas/files/download/${encodeURIComponent(fileId)}`;
/** POST /empresas/logo/{id}: the client's logo (profileImg). */
export const logoUploadPath = (companyId: string) => `empresas/logo/${encodeURIComponent(companyId)}`;

export async function listExercicios(api: KyInstance, companyId: string): Promise<Exercicio[]> {
  return v.parse(
    v.array(ExercicioSchema),
    await api.get(`exercicios/empresa/${encodeURIComponent(companyId)}`).json(),
  );
}

export async function createExercicio(api: KyInstance, body: CreateExercicioBody): Promise<Exercicio> {
  return v.parse(ExercicioSchema, await api.post('exercicios/create', { json: body }).json());
}

import {
  type CreateSalaBody,
  parseJson,
  type Sala,
  SalaPageSchema,
  SalaSchema,
  type UpdateSalaBody,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import { registerApi } from '../session/remote-context.js';

/**
 * The salas register's calls (decision 063), shared by the inventory's pages and the asset form's sala:
 * GET /patrimonio/salas (page, search, secretaria_id, setor_id, ativo, sort), one, create, update, status.
 */
export const salaApi = registerApi<Sala, CreateSalaBody, UpdateSalaBody>({
  resource: 'salas',
  path: 'patrimonio/salas',
  item: SalaSchema,
  page: SalaPageSchema,
  refreshes: ['lookup'],
});
export const SALA_SORTS = ['codigo', 'nome', 'created_at'] as const;

/** The active salas of a setor, in code order (at most 100: a setor's rooms). */
export async function salasDoSetor(api: KyInstance, setorId: string): Promise<Sala[]> {
  const searchParams = { setor_id: setorId, ativo: 'true', sort: 'codigo', limit: '100' };
  return (await parseJson(SalaPageSchema, api.get('patrimonio/salas', { searchParams }))).data;
}

import {
  type CreateServidorBody,
  parseJson,
  type Servidor,
  ServidorPageSchema,
  ServidorSchema,
  type UpdateServidorBody,
} from '@gp/shared-contracts';
import { LOOKUP_LIMIT } from '@gp/shared-ui/remote';
import type { KyInstance } from 'ky';
import { registerApi } from '../session/remote-context.js';

/** The servidores register's calls, shared by the carga's pages and the asset list's batch dialog. */

/**
 * GET /patrimonio/servidor (page, search, ativo, sort, cliente_id), GET/PUT …/{id}, POST …/create and
 * the status call. A write refreshes the cargas and the look-ups that name servidores.
 */
export const servidorApi = registerApi<Servidor, CreateServidorBody, UpdateServidorBody>({
  resource: 'servidores',
  path: 'patrimonio/servidor',
  item: ServidorSchema,
  page: ServidorPageSchema,
  refreshes: ['lookup', 'carga'],
});

/** GET /patrimonio/servidor?search=: the first active servidores matching a name, matrícula or CPF. */
export async function searchServidores(api: KyInstance, search: string): Promise<Servidor[]> {
  const searchParams: Record<string, string> = { limit: LOOKUP_LIMIT, ativo: 'true', sort: 'nome' };
  if (search.trim()) searchParams.search = search.trim();
  return (await parseJson(ServidorPageSchema, api.get('patrimonio/servidor', { searchParams }))).data;
}

export const getServidor = servidorApi.get;

import {
  type ClientListItem,
  ClientListSchema,
  type Fornecedor,
  FornecedorPageSchema,
  FornecedorSchema,
  type Ncm,
  NcmPageSchema,
  NcmSchema,
  parseJson,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';

/** Look-ups the asset form and the asset filters make in other registers (suppliers, NCM references, clients). */

const LOOKUP_LIMIT = '20';

/** GET /patrimonio/fornecedor?search=: the first suppliers matching a name or a CPF/CNPJ. */
export async function searchFornecedores(
  api: KyInstance,
  search: string,
  onlyActive: boolean,
): Promise<Fornecedor[]> {
  const searchParams: Record<string, string> = { limit: LOOKUP_LIMIT, sort: 'razao_social' };
  if (search.trim()) searchParams.search = search.trim();
  if (onlyActive) searchParams.ativo = 'true';
  return (await parseJson(FornecedorPageSchema, api.get('patrimonio/fornecedor', { searchParams }))).data;
}

export async function getFornecedorRef(api: KyInstance, id: string): Promise<Fornecedor> {
  return parseJson(FornecedorSchema, api.get(`patrimonio/fornecedor/${encodeURIComponent(id)}`));
}

/** GET /refncm?search=: the first NCM references matching a code or a description. */
export async function searchNcm(api: KyInstance, search: string, clienteId: string | null): Promise<Ncm[]> {
  const searchParams: Record<string, string> = { limit: LOOKUP_LIMIT, ativo: 'true', sort: 'codigo' };
  if (search.trim()) searchParams.search = search.trim();
  if (clienteId) searchParams.cliente_id = clienteId;
  return (await parseJson(NcmPageSchema, api.get('refncm', { searchParams }))).data;
}

export async function getNcmRef(api: KyInstance, id: string): Promise<Ncm> {
  return parseJson(NcmSchema, api.get(`refncm/${encodeURIComponent(id)}`));
}

/** GET /v1/companies/clients: every client of the application for support, its own for anyone else. */
export async function listClientOptions(api: KyInstance): Promise<ClientListItem[]> {
  return parseJson(ClientListSchema, api.get('v1/companies/clients'));
}

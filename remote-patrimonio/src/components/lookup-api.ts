import {
  type ClientListItem,
  ClientListSchema,
  type Fornecedor,
  FornecedorPageSchema,
  FornecedorSchema,
  type Ncm,
  NcmPageSchema,
  NcmSchema,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

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
  return v.parse(FornecedorPageSchema, await api.get('patrimonio/fornecedor', { searchParams }).json()).data;
}

export async function getFornecedorRef(api: KyInstance, id: string): Promise<Fornecedor> {
  return v.parse(FornecedorSchema, await api.get(`patrimonio/fornecedor/${encodeURIComponent(id)}`).json());
}

/** GET /refncm?search=: the first NCM references matching a code or a description. */
export async function searchNcm(api: KyInstance, search: string, clienteId: string | null): Promise<Ncm[]> {
  const searchParams: Record<string, string> = { limit: LOOKUP_LIMIT, ativo: 'true', sort: 'codigo' };
  if (search.trim()) searchParams.search = search.trim();
  if (clienteId) searchParams.cliente_id = clienteId;
  return v.parse(NcmPageSchema, await api.get('refncm', { searchParams }).json()).data;
}

export async function getNcmRef(api: KyInstance, id: string): Promise<Ncm> {
  return v.parse(NcmSchema, await api.get(`refncm/${encodeURIComponent(id)}`).json());
}

/** GET /v1/companies/clients: every client of the application for support, its own for anyone else. */
export async function listClientOptions(api: KyInstance): Promise<ClientListItem[]> {
  return v.parse(ClientListSchema, await api.get('v1/companies/clients').json());
}

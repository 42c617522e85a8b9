import {
  type ClientListItem,
  ClientListSchema,
  type CompanyListItem,
  CompanyListSchema,
  type Fornecedor,
  FornecedorPageSchema,
  FornecedorSchema,
  type Obra,
  ObraDetailSchema,
  ObraPageSchema,
  parseJson,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';

/** Look-ups the works' forms and filters make: the works, the clients, their secretarias, the suppliers. */

const LOOKUP_LIMIT = '20';

/** GET /obras/obra?search=: the first works matching a número or an objeto (of one client, if given). */
export async function searchObras(
  api: KyInstance,
  search: string,
  clienteId?: string | null,
): Promise<Obra[]> {
  const searchParams: Record<string, string> = { limit: LOOKUP_LIMIT, sort: 'numero' };
  if (search.trim()) searchParams.search = search.trim();
  if (clienteId) searchParams.cliente_id = clienteId;
  return (await parseJson(ObraPageSchema, api.get('obras/obra', { searchParams }))).data;
}

export async function getObraRef(api: KyInstance, id: string): Promise<Obra> {
  return parseJson(ObraDetailSchema, api.get(`obras/obra/${encodeURIComponent(id)}`));
}

/** GET /patrimonio/fornecedor?search=: the first active suppliers matching a name or a CPF/CNPJ. */
export async function searchFornecedores(api: KyInstance, search: string): Promise<Fornecedor[]> {
  const searchParams: Record<string, string> = { limit: LOOKUP_LIMIT, sort: 'razao_social', ativo: 'true' };
  if (search.trim()) searchParams.search = search.trim();
  return (await parseJson(FornecedorPageSchema, api.get('patrimonio/fornecedor', { searchParams }))).data;
}

export async function getFornecedorRef(api: KyInstance, id: string): Promise<Fornecedor> {
  return parseJson(FornecedorSchema, api.get(`patrimonio/fornecedor/${encodeURIComponent(id)}`));
}

/** GET /v1/companies/clients: every client of the application for support. */
export async function listClientOptions(api: KyInstance): Promise<ClientListItem[]> {
  return parseJson(ClientListSchema, api.get('v1/companies/clients'));
}

/** GET /empresas/secretarias/byempresa/{clientId}: the secretarias of a client, for a picker. */
export async function listSecretarias(api: KyInstance, clientId: string): Promise<CompanyListItem[]> {
  return parseJson(
    CompanyListSchema,
    api.get(`empresas/secretarias/byempresa/${encodeURIComponent(clientId)}`),
  );
}

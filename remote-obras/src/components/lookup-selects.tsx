import {
  type CompanyListItem,
  CompanyListSchema,
  type Obra,
  ObraDetailSchema,
  ObraPageSchema,
  parseJson,
} from '@gp/shared-contracts';
import type { ListQuery } from '@gp/shared-ui/list';
import { LOOKUP, LOOKUP_LIMIT, type LookupProps } from '@gp/shared-ui/remote';
import { Select } from 'antd';
import type { KyInstance } from 'ky';
import { LookupSelect, registerApi } from '../session/remote-context.js';

/**
 * The area's own look-ups, used by several of its registers: the works and a client's secretarias (the
 * client pickers and the contracted company's come bound from shared-ui in `session/remote-context.tsx`).
 */

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

/** GET /obras/obra/{id}: the selected work, so a stored value shows its name. */
export async function getObraRef(api: KyInstance, id: string): Promise<Obra> {
  return parseJson(ObraDetailSchema, api.get(`obras/obra/${encodeURIComponent(id)}`));
}

/** GET /empresas/secretarias/byempresa/{clientId}: the secretarias of a client, for a picker. */
export async function listSecretarias(api: KyInstance, clientId: string): Promise<CompanyListItem[]> {
  return parseJson(
    CompanyListSchema,
    api.get(`empresas/secretarias/byempresa/${encodeURIComponent(clientId)}`),
  );
}

/** The look-ups' reads under the area's look-up keys, read again after a write on what they show. */
const lookupApi = registerApi({ resource: LOOKUP, path: 'obras/obra' });

/** The secretarias of a client, kept five minutes (they seldom change). */
const useSecretarias = (clienteId: string | null) =>
  lookupApi.useRead(['secretarias', clienteId], (api) => listSecretarias(api, clienteId ?? ''), {
    enabled: Boolean(clienteId),
    staleTime: 5 * 60_000,
  });

/** How a work reads in a picker and in the lists: "12/2025 — Reforma da escola". */
export const obraLabel = (o: Pick<Obra, 'numero' | 'objeto'>) => `${o.numero} — ${o.objeto}`;

/** A work by número or objeto (GET /obras/obra?search=), of one client when `clienteId` is given. */
export function ObraSelect({ clienteId, ...props }: LookupProps & { clienteId?: string | null }) {
  return (
    <LookupSelect<Obra>
      placeholder="Busque pelo número ou objeto da obra"
      {...props}
      lookup={['obras', clienteId ?? null]}
      search={(api, text) => searchObras(api, text, clienteId)}
      get={getObraRef}
      toOption={(o) => ({ value: o.id, label: obraLabel(o) })}
    />
  );
}

/** The secretarias of the work's client (GET /empresas/secretarias/byempresa/{id}); empty until a client. */
export function SecretariaSelect({ clienteId, ...props }: LookupProps & { clienteId: string | null }) {
  const secretarias = useSecretarias(clienteId);
  return (
    <Select<string>
      showSearch
      optionFilterProp="label"
      allowClear
      notFoundContent={clienteId ? 'Nenhum item encontrado...' : 'Escolha antes o cliente'}
      placeholder="Selecione a secretaria"
      loading={secretarias.isFetching}
      options={secretarias.data?.map((s) => ({ value: s.id, label: s.name }))}
      {...props}
    />
  );
}

/** The work a register's list is narrowed to, kept in the URL as `obra_id`. */
export function ObraFilter({ list }: { list: ListQuery }) {
  return (
    <ObraSelect
      aria-label="Obra"
      placeholder="Todas as obras"
      clienteId={list.clientId}
      style={{ minWidth: 240, maxWidth: '100%' }}
      value={list.params.get('obra_id') ?? undefined}
      onChange={(value) => list.set({ obra_id: value ?? null })}
    />
  );
}

import { type Ncm, NcmPageSchema, NcmSchema, parseJson } from '@gp/shared-contracts';
import { LOOKUP_LIMIT, type LookupProps } from '@gp/shared-ui/remote';
import type { KyInstance } from 'ky';
import { LookupSelect } from '../session/remote-context.js';

/**
 * The area's own look-up, used by the asset form: an NCM reference (the client pickers and the supplier's
 * come bound from shared-ui in `session/remote-context.tsx`).
 */

/** GET /refncm?search=: the first active NCM references matching a code or a description. */
export async function searchNcm(api: KyInstance, search: string, clienteId: string | null): Promise<Ncm[]> {
  const searchParams: Record<string, string> = { limit: LOOKUP_LIMIT, ativo: 'true', sort: 'codigo' };
  if (search.trim()) searchParams.search = search.trim();
  if (clienteId) searchParams.cliente_id = clienteId;
  return (await parseJson(NcmPageSchema, api.get('refncm', { searchParams }))).data;
}

export async function getNcmRef(api: KyInstance, id: string): Promise<Ncm> {
  return parseJson(NcmSchema, api.get(`refncm/${encodeURIComponent(id)}`));
}

/** An NCM reference by code or description (GET /refncm?search=). */
export function NcmSelect({ clienteId, ...props }: LookupProps & { clienteId: string | null }) {
  return (
    <LookupSelect<Ncm>
      {...props}
      lookup={['ncm', clienteId]}
      search={(api, text) => searchNcm(api, text, clienteId)}
      get={getNcmRef}
      toOption={(n) => ({
        value: n.id,
        label: `${n.codigo.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1.$2.$3')} — ${n.descricao}`,
      })}
      placeholder="Busque por código ou descrição"
    />
  );
}

import type { Fornecedor } from '@gp/shared-contracts';
import { useCallback } from 'react';
import { useBemUtils } from '../../components/bem-api.js';
import { useRemote } from '../../session/remote-context.js';

/**
 * Who keeps a supplier (docs/decisions/008-patrimonio-rules.md): suppliers are shared by the whole application, but only the client
 * that registered one (`root_id`) and support may edit it, change its status or attach files; the other
 * clients see it and use it on their assets. `ownClientId` is the caller's client (null for support).
 */
export function keepsSupplier(
  fornecedor: Pick<Fornecedor, 'root_id'>,
  isSuporte: boolean,
  ownClientId: string | null | undefined,
): boolean {
  if (isSuporte) return true;
  return ownClientId !== null && ownClientId !== undefined && fornecedor.root_id === ownClientId;
}

/**
 * `keepsSupplier` for the session: the caller's client is the one GET /utils/bempatrimonial answers for
 * (a location may sit on a department of its client); without it, the location's company.
 */
export function useKeepsSupplier() {
  const { session, access } = useRemote();
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const utils = useBemUtils(null, !isSuporte && access.assets.view);
  const ownClientId = utils.data?.cliente_id ?? session.local?.companyId;
  return useCallback(
    (fornecedor: Pick<Fornecedor, 'root_id'>) =>
      access.suppliers.update && keepsSupplier(fornecedor, isSuporte, ownClientId),
    [access.suppliers.update, isSuporte, ownClientId],
  );
}

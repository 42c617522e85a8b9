import { useQuery } from '@tanstack/react-query';
import { getObraRef } from '../../components/lookup-selects.js';
import { keys } from '../../query-keys.js';
import { useRemote } from '../../session/remote-context.js';

/**
 * The measurement's calls: the register's own are `medicaoApi` (components/registros.tsx, shared with the
 * work's page); this is the chosen work's value, measured total and balance (`saldo`), above the form.
 */
export function useSaldoDaObra(obraId: string | undefined) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: [...keys.resource(localId, 'obra'), 'saldo', obraId ?? ''],
    queryFn: () => getObraRef(api, obraId ?? ''),
    enabled: Boolean(obraId),
  });
}

import { AREA_REMOTES, type Area } from '@gp/shared-contracts';
import { useMemo } from 'react';
import { useHost, useSession } from '../app/host-context.js';
import { RemoteArea } from '../federation/remote-area.js';
import { toSnapshot } from '../session/token-store.js';

/** Mounts the remote of an area at `basePath`, with the current session snapshot as props. */
export function RemoteRoute({ area, basePath }: { area: Area; basePath: string }) {
  const { apiBaseUrl } = useHost();
  const user = useSession((s) => s.user);
  const selected = useSession((s) => s.selected);
  const exercicio = useSession((s) => s.exercicio);
  const session = useMemo(
    () => toSnapshot({ user, selected, exercicio }, apiBaseUrl),
    [user, selected, exercicio, apiBaseUrl],
  );
  return <RemoteArea name={AREA_REMOTES[area]} basePath={basePath} session={session} />;
}

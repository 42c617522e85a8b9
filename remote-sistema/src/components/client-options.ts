import { useQuery } from '@tanstack/react-query';
import { useRemote } from '../session/remote-context.js';
import { listClientOptions } from './companies-api.js';

/** The cache key of the client pickers (the one list of GET /v1/companies/clients per location). */
export const CLIENT_OPTIONS_KEY = (localId: string | null) => ['sistema', 'clients', localId] as const;

/** Clients the location may choose: every client of the application for support, its own otherwise. */
export function useClientOptions() {
  const { api, session } = useRemote();
  return useQuery({
    queryKey: CLIENT_OPTIONS_KEY(session.local?.id ?? null),
    queryFn: () => listClientOptions(api),
    staleTime: 60_000,
  });
}

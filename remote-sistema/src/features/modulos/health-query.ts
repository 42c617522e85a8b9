import { type HealthDetailsResponse, HealthDetailsResponseSchema, parseJson } from '@gp/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { keys } from '../../query-keys.js';
import { useRemote } from '../../session/remote-context.js';

/**
 * GET /health/details (support): the API's database and its read replica, as the API sees them now. A
 * database that does not answer comes as 503 with the same body, which the page shows as it is.
 */
export function useDatabaseHealth() {
  const { api, localId } = useRemote();
  return useQuery<HealthDetailsResponse>({
    queryKey: keys.resource(localId, 'saude'),
    queryFn: () =>
      parseJson(HealthDetailsResponseSchema, api.get('health/details', { throwHttpErrors: false })),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

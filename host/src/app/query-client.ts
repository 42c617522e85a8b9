import { QueryClient } from '@tanstack/react-query';

/** A 4xx from any app's ky copy (remotes bundle their own ky, so `instanceof` would miss theirs). */
const isClientError = (error: unknown) => {
  const status = (error as { name?: string; response?: { status?: number } } | null)?.response?.status;
  return (
    (error as { name?: string } | null)?.name === 'HTTPError' && typeof status === 'number' && status < 500
  );
};

/**
 * One cache for the host and the remotes mounted in it (react-query is a shared singleton), so logout
 * clears everything. Mutations are never retried (docs/product.md, "Mensagens e textos"); a query is
 * retried once, never for a 4xx.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !isClientError(error),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: 0 },
    },
  });
}

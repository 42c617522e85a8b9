import { createApiClient, emit, requestToken } from '@gp/shared-contracts';
import type { KyInstance } from 'ky';

/**
 * The area's HTTP client: the shared policy (token, `X-Local-Id`, the 401 rule, the write-error toast of
 * docs/product.md "Mensagens e textos") with the token asked of the host by event, never read from its
 * storage. After a 401 the host refreshes the pair; a null answer means the session is over, and the
 * call fails as it is.
 */
export function createRemoteApi(baseUrl: string, getLocalId: () => string | null): KyInstance {
  return createApiClient({
    baseUrl,
    getToken: () => requestToken(false),
    getLocalId,
    hasRefreshToken: () => true,
    refresh: async () => {
      const token = await requestToken(true);
      if (!token) throw new Error('Sessão expirada...');
      return token;
    },
    onWriteError: (message, link) =>
      emit('toast:request', { kind: 'error', message, ...(link ? { link } : {}) }),
  });
}

import { useEffect, useRef, useState } from 'react';
import { readServerData } from './server-data.js';

/**
 * The public calls (docs/api.md, "Área pública") with the browser's fetch: no token, no cookie, no HTTP
 * library, so the area stays light. The answers are the shapes of shared-contracts/src/publico.ts.
 */

export class PublicoHttpError extends Error {
  override name = 'PublicoHttpError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const NETWORK_MESSAGE = 'Não foi possível consultar os dados. Verifique a conexão e tente novamente.';

/** GET `path` (with its query) from the API; a non-2xx answer throws with the API's Portuguese message. */
export async function getJson<T>(apiBaseUrl: string, path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      signal,
      credentials: 'omit',
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PublicoHttpError(0, NETWORK_MESSAGE);
  }
  if (!response.ok) {
    let message = NETWORK_MESSAGE;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // not JSON: the generic message stays
    }
    throw new PublicoHttpError(response.status, message);
  }
  return (await response.json()) as T;
}

export type Resource<T> =
  | { state: 'loading' }
  | { state: 'ok'; data: T }
  | { state: 'error'; status: number; message: string };

/**
 * The answer of one public call, asked again when `path` changes (null: nothing to ask). A previous
 * answer stays on screen while the next one loads, so paging does not blank the list. When the page was
 * drawn on the server for this very call, its answer is the first one and is not asked again.
 */
export function useResource<T>(apiBaseUrl: string, path: string | null) {
  const [resource, setResource] = useState<Resource<T>>(
    () => (path === null ? null : readServerData<T>(path)) ?? { state: 'loading' },
  );
  const fromServer = useRef(resource.state !== 'loading');
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again on retry.
  useEffect(() => {
    if (path === null) return;
    if (fromServer.current) {
      fromServer.current = false;
      return;
    }
    const controller = new AbortController();
    getJson<T>(apiBaseUrl, path, controller.signal).then(
      (data) => setResource({ state: 'ok', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = error instanceof PublicoHttpError ? error.status : 0;
        const message = error instanceof Error ? error.message : NETWORK_MESSAGE;
        setResource({ state: 'error', status, message });
      },
    );
    return () => controller.abort();
  }, [apiBaseUrl, path, attempt]);
  return { resource, retry: () => setAttempt((n) => n + 1) };
}

/** An API path (logo_url, foto_url) as an absolute URL. */
export const apiUrl = (apiBaseUrl: string, path: string) => `${apiBaseUrl}${path}`;

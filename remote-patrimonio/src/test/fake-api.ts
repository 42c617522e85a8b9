import { emit, on, type SessionSnapshot } from '@gp/shared-contracts';
import { vi } from 'vitest';
import { CLIENTE } from './fixtures.js';

/**
 * A stand-in for the host and the API in component tests (jsdom reaches neither): answers the token
 * requests of the event contract, records the toast requests the API client makes, and serves calls
 * from a route table through a stubbed `fetch`.
 */

export const API = 'http://api.test';

export type Call = { method: string; path: string; search: URLSearchParams; body: unknown };
export type Reply = { status: number; body?: unknown };
export type Handler = (call: Call) => Reply | undefined;

/** A location of the Prefeitura with hasPatrimonio and the given rules (or support). */
export function sessionFor(rules: string[], isSuporte = false): SessionSnapshot {
  return {
    user: { id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', fullname: 'Administrador da Prefeitura' },
    local: {
      id: 'local-1',
      companyId: CLIENTE,
      companyName: 'Prefeitura Municipal de Exemplo',
      applicationId: 'app-1',
      applicationName: 'Município de Exemplo',
      permissions: { isSuporte, hasObras: false, hasPatrimonio: true, hasSetor: false, departments: false },
      rules,
    },
    exercicio: null,
    apiBaseUrl: API,
  };
}

const json = ({ status, body }: Reply) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

export function startFakeApi(handler: Handler) {
  const calls: Call[] = [];
  const toasts: { kind: string; message: string }[] = [];
  const offToken = on('token:request', ({ requestId }) =>
    emit('token:response', { requestId, token: 'token-1' }),
  );
  const offToast = on('toast:request', (toast) => toasts.push(toast));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const call: Call = {
        method: request.method,
        path: url.pathname,
        search: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      return json(handler(call) ?? { status: 404, body: { status: 'Error', message: 'Não encontrado.' } });
    }),
  );
  return {
    calls,
    toasts,
    stop: () => {
      offToken();
      offToast();
      vi.unstubAllGlobals();
    },
  };
}

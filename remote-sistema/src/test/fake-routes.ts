import { emit, on } from '@gp/shared-contracts';
import { vi } from 'vitest';
import type { Call } from './fake-api.js';

/**
 * A stand-in for the host and the API in the screens' component tests. jsdom cannot reach a real API
 * (the real one is exercised by its own suite and by the e2e run), so `fetch` is stubbed with the
 * handlers a test gives, by method and path; the host's side of the event contract answers the token
 * requests and records the toasts the area asks for.
 */

export type FakeRequest = { method: string; path: string; search: URLSearchParams; body: unknown };
export type FakeAnswer = { status: number; body?: unknown };
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

const json = ({ status, body }: FakeAnswer) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

/** `routes` keys are 'METHOD /path' with `:param` segments, e.g. 'PUT /users/id' or 'GET /users/find/:id'. */
export function startFakeRoutes(routes: Record<string, FakeHandler>) {
  const calls: Call[] = [];
  const toasts: { kind: string; message: string }[] = [];
  const compiled = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const regex = new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
    return { method, regex, handler };
  });

  const offToken = on('token:request', ({ requestId }) =>
    emit('token:response', { requestId, token: 'token-1' }),
  );
  const offToast = on('toast:request', (toast) => toasts.push(toast));

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      calls.push({
        method: request.method,
        path: url.pathname,
        search: url.search,
        body,
        headers: request.headers,
      });
      const route = compiled.find((r) => r.method === request.method && r.regex.test(url.pathname));
      if (!route) return json({ status: 404, body: { status: 'Error', message: 'Rota desconhecida.' } });
      return json(
        await route.handler({ method: request.method, path: url.pathname, search: url.searchParams, body }),
      );
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

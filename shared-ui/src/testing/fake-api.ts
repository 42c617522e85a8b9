import { emit, type LocationFlags, on, type SessionSnapshot } from '@gp/shared-contracts';
import { vi } from 'vitest';

/**
 * A stand-in for the host and the API in the areas' component tests: jsdom reaches neither (the real API
 * is exercised by its own suite and the real host by the end-to-end run). It answers the token requests
 * of the event contract, records the toast requests the API client makes, and serves calls from a
 * handler through a stubbed `fetch`.
 */

export const API = 'http://api.test';

export type Call = {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  headers: Headers;
};
/** `headers`: the answer's own (e.g. a termo's code), besides the JSON type. */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
/** Answers a call, or undefined for the 404 of an unknown path. */
export type Handler = (call: Call) => Reply | undefined;

export type SessionOptions = {
  rules?: string[];
  permissions?: Partial<LocationFlags>;
  companyId?: string;
  companyName?: string;
  user?: { id: string; fullname: string };
};

/** A session on one location of a client, with the given flags and rules. */
export function sessionFor({
  rules = [],
  permissions = {},
  companyId = '6f1c2b8e-3d4a-4c5b-8e9f-0a1b2c3d4e5f',
  companyName = 'Prefeitura Municipal de Exemplo',
  user = { id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', fullname: 'Administrador da Prefeitura' },
}: SessionOptions = {}): SessionSnapshot {
  return {
    user,
    local: {
      id: 'local-1',
      companyId,
      companyName,
      applicationId: 'app-1',
      applicationName: 'Município de Exemplo',
      permissions: {
        isSuporte: false,
        hasObras: false,
        hasPatrimonio: false,
        hasSetor: false,
        departments: false,
        ...permissions,
      },
      rules,
    },
    exercicio: null,
    apiBaseUrl: API,
  };
}

const json = ({ status, body, headers = {} }: Reply) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
  });

/** A JSON body as its value; anything else (a multipart upload) as its text. */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

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
      const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
      const call: Call = {
        method: request.method,
        path: url.pathname,
        search: url.searchParams,
        body: parseBody(text),
        headers: request.headers,
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

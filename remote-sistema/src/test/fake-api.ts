import { emit, on, type SessionSnapshot } from '@gp/shared-contracts';
import { vi } from 'vitest';

/**
 * A stand-in for the host and the API in component tests (jsdom cannot reach the real ones; the real
 * API is exercised by its own suite and by the e2e run): answers the token requests of the event
 * contract, records toast requests, and serves the roles calls from memory through a stubbed `fetch`.
 */

export const API = 'http://api.test';
export const PREFEITURA = '6f1c2b8e-3d4a-4c5b-8e9f-0a1b2c3d4e5f';
export const CAMARA = '7a2d3c9f-4e5b-4d6c-9f0a-1b2c3d4e5f60';

type StoredRole = { id: string; name: string; companyId: string; rules: string[] };
export type Call = { method: string; path: string; search: string; body: unknown; headers: Headers };

export function sessionFor(isSuporte: boolean, rules: string[] = []): SessionSnapshot {
  return {
    user: { id: 'u1', fullname: 'Equipe de Suporte' },
    local: {
      id: 'local-1',
      companyId: PREFEITURA,
      companyName: 'Prefeitura de Exemplo',
      applicationId: 'app-1',
      applicationName: 'Gestão Pública',
      permissions: { isSuporte, hasObras: false, hasPatrimonio: true, hasSetor: false, departments: false },
      rules,
    },
    exercicio: null,
    apiBaseUrl: API,
  };
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

export function startFakeApi() {
  const roles: StoredRole[] = [
    { id: 'r-1', name: 'Administrador', companyId: PREFEITURA, rules: ['roles:read', 'users:read'] },
    { id: 'r-2', name: 'Consulta', companyId: PREFEITURA, rules: ['assets:read'] },
    { id: 'r-3', name: 'Gestor da Câmara', companyId: CAMARA, rules: [] },
  ];
  const inUse = new Set(['r-2']);
  const calls: Call[] = [];
  const toasts: { kind: string; message: string }[] = [];
  let next = 10;

  const offToken = on('token:request', ({ requestId }) =>
    emit('token:response', { requestId, token: 'token-1' }),
  );
  const offToast = on('toast:request', (toast) => toasts.push(toast));

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
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
    const id = url.pathname.split('/')[4];
    if (url.pathname === '/v1/companies/clients') {
      return json(200, [
        { id: PREFEITURA, name: 'Prefeitura de Exemplo' },
        { id: CAMARA, name: 'Câmara de Exemplo' },
      ]);
    }
    if (url.pathname === '/v1/iam/roles' && request.method === 'GET') {
      const companyId = url.searchParams.get('companyId') ?? PREFEITURA;
      return json(
        200,
        roles
          .filter((r) => r.companyId === companyId)
          .map(({ id, name, companyId }) => ({ id, name, companyId })),
      );
    }
    if (url.pathname === '/v1/iam/roles' && request.method === 'POST') {
      const role = { id: `r-${next++}`, ...(body as Omit<StoredRole, 'id'>) };
      roles.push(role);
      return json(201, role);
    }
    const index = roles.findIndex((r) => r.id === id);
    const role = roles[index];
    if (!role) return json(404, { status: 'Error', message: 'Perfil de acesso não encontrado.' });
    if (request.method === 'GET') return json(200, role);
    if (request.method === 'PATCH') {
      const updated = { ...role, ...(body as Omit<StoredRole, 'id'>) };
      roles[index] = updated;
      return json(200, updated);
    }
    if (request.method === 'DELETE') {
      if (inUse.has(role.id)) {
        return json(409, { status: 'Error', message: 'Este perfil está em uso por um ou mais acessos.' });
      }
      roles.splice(index, 1);
      return json(204, undefined);
    }
    return json(405, { status: 'Error', message: 'Método não permitido.' });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    roles,
    calls,
    toasts,
    stop: () => {
      offToken();
      offToast();
      vi.unstubAllGlobals();
    },
  };
}

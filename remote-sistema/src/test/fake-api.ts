import {
  type Call as KitCall,
  sessionFor as kitSessionFor,
  type Reply,
  startFakeApi as startKitApi,
} from '@gp/shared-ui/testing';

/**
 * The sistema screens' side of the shared test fake API (@gp/shared-ui/testing): a session on the
 * Prefeitura's location, handlers by method and path, and an in-memory roles API for Perfis de Acesso.
 */

export { API } from '@gp/shared-ui/testing';
export const PREFEITURA = '6f1c2b8e-3d4a-4c5b-8e9f-0a1b2c3d4e5f';
export const CAMARA = '7a2d3c9f-4e5b-4d6c-9f0a-1b2c3d4e5f60';

/** A recorded call, with its query string as the URL shows it ('?page=1&limit=10', or ''). */
export type Call = Omit<KitCall, 'search'> & { search: string };

/** A session of support (`isSuporte`) or of a client's location with the given role rules. */
export const sessionFor = (isSuporte: boolean, rules: string[] = []) =>
  kitSessionFor({
    rules,
    permissions: { isSuporte, hasPatrimonio: true },
    companyId: PREFEITURA,
    companyName: 'Prefeitura de Exemplo',
    user: { id: 'u1', fullname: 'Equipe de Suporte' },
  });

export type FakeRequest = { method: string; path: string; search: URLSearchParams; body: unknown };
export type FakeAnswer = Reply;
export type FakeHandler = (request: FakeRequest) => FakeAnswer;

/** Starts the shared fake with a handler; its calls read with the URL's query string. */
function start(handler: (call: KitCall) => Reply | undefined) {
  const fake = startKitApi(handler);
  return {
    get calls(): Call[] {
      return fake.calls.map((call) => {
        const query = call.search.toString();
        return { ...call, search: query ? `?${query}` : '' };
      });
    },
    toasts: fake.toasts,
    stop: fake.stop,
  };
}

/**
 * `routes` keys are 'METHOD /path' with `:param` segments, e.g. 'PUT /users/id' or 'GET /users/find/:id';
 * an unknown path answers 404.
 */
export function startFakeRoutes(routes: Record<string, FakeHandler>) {
  const compiled = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    return { method, regex: new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`), handler };
  });
  return start((call) => {
    const route = compiled.find((r) => r.method === call.method && r.regex.test(call.path));
    if (!route) return { status: 404, body: { status: 'Error', message: 'Rota desconhecida.' } };
    return route.handler({ method: call.method, path: call.path, search: call.search, body: call.body });
  });
}

type StoredRole = { id: string; name: string; companyId: string; rules: string[] };

/** The roles API in memory: three roles of two clients, one of them in use by a location. */
export function startFakeApi() {
  const roles: StoredRole[] = [
    { id: 'r-1', name: 'Administrador', companyId: PREFEITURA, rules: ['roles:read', 'users:read'] },
    { id: 'r-2', name: 'Consulta', companyId: PREFEITURA, rules: ['assets:read'] },
    { id: 'r-3', name: 'Gestor da Câmara', companyId: CAMARA, rules: [] },
  ];
  const inUse = new Set(['r-2']);
  let next = 10;
  const fake = start(({ method, path, search, body }) => {
    if (path === '/v1/companies/clients') {
      return {
        status: 200,
        body: [
          { id: PREFEITURA, name: 'Prefeitura de Exemplo' },
          { id: CAMARA, name: 'Câmara de Exemplo' },
        ],
      };
    }
    if (path === '/v1/iam/roles' && method === 'GET') {
      const companyId = search.get('companyId') ?? PREFEITURA;
      return {
        status: 200,
        body: roles
          .filter((r) => r.companyId === companyId)
          .map(({ id, name, companyId }) => ({ id, name, companyId })),
      };
    }
    if (path === '/v1/iam/roles' && method === 'POST') {
      const role = { id: `r-${next++}`, ...(body as Omit<StoredRole, 'id'>) };
      roles.push(role);
      return { status: 201, body: role };
    }
    const index = roles.findIndex((r) => r.id === path.split('/')[4]);
    const role = roles[index];
    if (!role) return { status: 404, body: { status: 'Error', message: 'Perfil de acesso não encontrado.' } };
    if (method === 'GET') return { status: 200, body: role };
    if (method === 'PATCH') {
      roles[index] = { ...role, ...(body as Omit<StoredRole, 'id'>) };
      return { status: 200, body: roles[index] };
    }
    if (method === 'DELETE') {
      if (inUse.has(role.id))
        return {
          status: 409,
          body: { status: 'Error', message: 'Este perfil está em uso por um ou mais acessos.' },
        };
      roles.splice(index, 1);
      return { status: 204 };
    }
    return { status: 405, body: { status: 'Error', message: 'Método não permitido.' } };
  });
  return {
    roles,
    ...fake,
    get calls() {
      return fake.calls;
    },
  };
}

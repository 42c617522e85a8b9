import type { APIRequestContext } from '@playwright/test';
import { API_URL } from './ports.js';
import { COMPANIES, type CompanyKey, USERS, type UserKey } from './session.js';

type SessionBody = { token: string; locais: { id: string; empresa: { no_empresa: string } }[] };

/**
 * A direct API client for checking what the screens wrote: signs in as a demo user and sends its token
 * and working location (X-Local-Id) like the host does.
 */
export async function apiAs(request: APIRequestContext, user: UserKey, company: CompanyKey) {
  const res = await request.post(`${API_URL}/session`, {
    data: { username: USERS[user].username, password: USERS[user].password },
  });
  if (!res.ok()) throw new Error(`POST /session ${res.status()}: ${await res.text()}`);
  const session = (await res.json()) as SessionBody;
  const local = session.locais.find((l) => l.empresa.no_empresa === COMPANIES[company]);
  if (!local) throw new Error(`${user} não tem local em ${COMPANIES[company]}`);
  const headers = { Authorization: `Bearer ${session.token}`, 'X-Local-Id': local.id };

  const get = async <T>(path: string): Promise<{ status: number; body: T }> => {
    const r = await request.get(`${API_URL}${path}`, { headers });
    return { status: r.status(), body: (r.status() === 204 ? null : await r.json()) as T };
  };
  const send = async <T>(method: 'POST' | 'PUT', path: string, data: unknown) => {
    const r = await request.fetch(`${API_URL}${path}`, { method, headers, data });
    return { status: r.status(), body: (await r.json().catch(() => null)) as T };
  };
  return {
    /** The token and working location every call sends (a multipart call of a spec sends them too). */
    headers,
    get,
    post: <T>(path: string, data: unknown) => send<T>('POST', path, data),
    put: <T>(path: string, data: unknown) => send<T>('PUT', path, data),
    async clientId(name: string): Promise<string> {
      const { body } = await get<{ id: string; name: string }[]>('/v1/companies/clients');
      const client = body.find((c) => c.name === name);
      if (!client) throw new Error(`cliente ${name} não encontrado`);
      return client.id;
    },
    roles: (companyId: string) =>
      get<{ id: string; name: string; companyId: string }[]>(`/v1/iam/roles?companyId=${companyId}`),
    role: (id: string) =>
      get<{ id: string; name: string; companyId: string; rules: string[] }>(`/v1/iam/roles/${id}`),
    async deleteRole(id: string) {
      await request.delete(`${API_URL}/v1/iam/roles/${id}`, { headers });
    },
  };
}

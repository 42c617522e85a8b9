import {
  LOCAL_HEADER,
  LocationPermissionsSchema,
  LocationSchema,
  RefreshResponseSchema,
  type SessionResponse,
  SessionResponseSchema,
  type SessionSnapshot,
} from '@gp/shared-contracts';
import ky from 'ky';
import * as v from 'valibot';

/** The harness's API: `raw` (the area's VITE_API_URL) when it is an http(s) URL, the local default otherwise. */
export function harnessApiBaseUrl(raw: unknown): string {
  const parsed = v.safeParse(v.pipe(v.string(), v.trim(), v.url(), v.regex(/^https?:\/\//i)), raw);
  return parsed.success ? parsed.output.replace(/\/+$/, '') : 'http://localhost:8000';
}

const MessageSchema = v.object({ message: v.string() });
const serverMessage = (body: unknown, fallback: string) => {
  const parsed = v.safeParse(MessageSchema, body);
  return parsed.success ? parsed.output.message : fallback;
};

export type HarnessApi = ReturnType<typeof createHarnessApi>;

/** The calls the harness makes in the host's place, against the API at `baseUrl`. */
export function createHarnessApi(baseUrl: string) {
  const http = ky.create({ prefixUrl: baseUrl, timeout: false, retry: 0, throwHttpErrors: false });

  /** POST /session; a failed sign-in throws with the server's message. */
  async function signIn(username: string, password: string): Promise<SessionResponse> {
    const response = await http.post('session', { json: { username, password } });
    const body: unknown = await response.json().catch(() => null);
    const parsed = v.safeParse(SessionResponseSchema, body);
    if (response.ok && parsed.success) return parsed.output;
    throw new Error(serverMessage(body, 'Não foi possível entrar.'));
  }

  async function refreshTokens(refreshToken: string) {
    const response = await http.post('refresh-token', { json: { refresh_token: refreshToken } });
    if (!response.ok) throw new Error('Sessão expirada...');
    return v.parse(RefreshResponseSchema, await response.json());
  }

  /** The snapshot the host would pass to the remote, built from the chosen location and its rules. */
  async function loadSnapshot(
    token: string,
    user: SessionResponse['user'],
    localId: string,
  ): Promise<SessionSnapshot> {
    const headers = { Authorization: `Bearer ${token}`, [LOCAL_HEADER]: localId };
    const [locationResponse, permissionsResponse] = await Promise.all([
      http.get(`locais/${localId}`, { headers }),
      http.get(`permissions/${localId}`, { headers }),
    ]);
    if (!locationResponse.ok)
      throw new Error(serverMessage(await locationResponse.json().catch(() => null), 'Local indisponível.'));
    if (!permissionsResponse.ok) throw new Error('Não foi possível ler as permissões do local.');
    const location = v.parse(LocationSchema, await locationResponse.json());
    const permissions = v.parse(LocationPermissionsSchema, await permissionsResponse.json());
    const exercicio = location.company.exercicios[0];
    return {
      user,
      local: {
        id: location.id,
        companyId: location.companyId,
        companyName: location.company.name,
        applicationId: location.company.applicationId,
        applicationName: location.company.application?.name ?? null,
        permissions: permissions.permissions,
        rules: permissions.rules,
      },
      exercicio: exercicio ? { exercicioId: exercicio.id, mes: exercicio.mes, ano: exercicio.ano } : null,
      apiBaseUrl: baseUrl,
    };
  }

  return { baseUrl, signIn, refreshTokens, loadSnapshot };
}

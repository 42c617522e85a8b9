import ky, { type HTTPError, type KyInstance, type ResponsePromise } from 'ky';
import * as v from 'valibot';
import { type ErrorLink, ErrorLinkSchema } from './error-link.js';
import { LOCAL_HEADER } from './locais.js';

export const WRITE_ERROR_FALLBACK = 'Erro ao processar esta operação...';

export type ApiClientOptions = {
  baseUrl: string;
  /** Current access token, or null. */
  getToken: () => string | null | Promise<string | null>;
  /** Id of the selected location, sent as `X-Local-Id`. */
  getLocalId?: () => string | null;
  /** True when a refresh token is stored (docs/frontend.md: without one, the request is replayed without refreshing). */
  hasRefreshToken: () => boolean | Promise<boolean>;
  /** Exchanges the refresh token for a new pair and returns the new access token; throws when it fails. */
  refresh: () => Promise<string>;
  /**
   * Called with the toast text (docs/product.md, "Mensagens e textos") when a write fails with a 4xx, and
   * the page the error body links to (where the refusal is undone), if any.
   */
  onWriteError?: (message: string, link?: ErrorLink) => void;
  /** Called when the refresh after a 401 failed (the host ends the session). */
  onRefreshFailed?: (error: unknown) => void;
  fetch?: typeof fetch;
};

/** Per-call options of hooks: `silent` opts a call out of the write-error toast (the screen handles it). */
export type CallContext = { silent?: boolean };

const isSessionCall = (url: string) => new URL(url).pathname.replace(/\/+$/, '').endsWith('/session');
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The body of a call checked against its shared schema: how every API function of the host and the
 * remotes reads an answer (`parseJson(UserSchema, api.get(...))`), so a drifted server fails loudly here.
 */
export async function parseJson<S extends v.GenericSchema>(
  schema: S,
  response: ResponsePromise,
): Promise<v.InferOutput<S>> {
  return v.parse(schema, await response.json());
}

/**
 * The body of a call that succeeds in two ways (a movement booked, 201, or waiting for an aceite, 202),
 * checked against the schema of the status it answered; a status without one fails as a drift would.
 */
export async function parseJsonByStatus<S extends Record<number, v.GenericSchema>>(
  schemas: S,
  response: ResponsePromise,
): Promise<
  { [K in keyof S]: { status: K; body: S[K] extends v.GenericSchema ? v.InferOutput<S[K]> : never } }[keyof S]
> {
  const res = await response;
  const schema = schemas[res.status];
  if (!schema) throw new Error(`Resposta inesperada: ${res.status}.`);
  return { status: res.status, body: v.parse(schema, await res.json()) } as never;
}

/** Reads `link` from an error body (see `ErrorLinkSchema`); undefined when there is none or it is not one. */
export async function errorLink(error: unknown): Promise<ErrorLink | undefined> {
  const response = (error as HTTPError | undefined)?.response;
  if (!response) return undefined;
  try {
    const body = (await response.clone().json()) as { link?: unknown };
    const parsed = v.safeParse(ErrorLinkSchema, body?.link);
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether an error body asks the user to confirm (`confirmar: true`, e.g. a value above the client's
 * ceiling): the screen asks and sends again, so it is no error toast.
 */
export async function asksConfirmation(error: unknown): Promise<boolean> {
  const response = (error as HTTPError | undefined)?.response;
  if (!response) return false;
  try {
    return ((await response.clone().json()) as { confirmar?: unknown })?.confirmar === true;
  } catch {
    return false;
  }
}

/** The machine-readable `code` of an error body (docs/api.md, "Errors"), or undefined. */
export async function errorCode(error: unknown): Promise<string | undefined> {
  const response = (error as HTTPError | undefined)?.response;
  if (!response) return undefined;
  try {
    const code = ((await response.clone().json()) as { code?: unknown })?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Reads `message` from an error body; the fallback text when there is none. */
export async function errorMessage(error: unknown, fallback = WRITE_ERROR_FALLBACK): Promise<string> {
  const response = (error as HTTPError | undefined)?.response;
  if (!response) return fallback;
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    return typeof body?.message === 'string' && body.message ? body.message : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The one HTTP policy of every app (docs/frontend.md): bearer token and location header on every call,
 * the 401 rule (one refresh shared by concurrent 401s, then one replay), no timeout,
 * no retries, and the write-error toast (docs/product.md, "Mensagens e textos").
 */
export function createApiClient(options: ApiClientOptions): KyInstance {
  let inflightRefresh: Promise<string> | null = null;
  const refreshOnce = () => {
    inflightRefresh ??= options.refresh().finally(() => {
      inflightRefresh = null;
    });
    return inflightRefresh;
  };

  const addHeaders = async (request: Request) => {
    const token = await options.getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    const localId = options.getLocalId?.();
    if (localId && !request.headers.has(LOCAL_HEADER)) request.headers.set(LOCAL_HEADER, localId);
  };

  const base = {
    prefixUrl: options.baseUrl.replace(/\/+$/, ''),
    timeout: false as const,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };

  // The replay goes through a client without the 401 hook, so a request is retried at most once.
  const replayClient = ky.create({ ...base, prefixUrl: '', hooks: { beforeRequest: [addHeaders] } });

  return ky.create({
    ...base,
    hooks: {
      beforeRequest: [addHeaders],
      afterResponse: [
        async (request, _opts, response) => {
          if (response.status !== 401 || isSessionCall(request.url)) return response;
          // A request sent with a token that has since been replaced (another 401 already refreshed it)
          // is only replayed, so concurrent 401s lead to one refresh however late they arrive.
          const current = await options.getToken();
          const replaced = current !== null && request.headers.get('Authorization') !== `Bearer ${current}`;
          if (!replaced && (await options.hasRefreshToken())) {
            try {
              await refreshOnce();
            } catch (error) {
              options.onRefreshFailed?.(error);
              return response;
            }
          }
          return replayClient(request, { throwHttpErrors: false });
        },
      ],
      beforeError: [
        async (error) => {
          const { request, response } = error;
          const silent = (error.options.context as CallContext | undefined)?.silent;
          if (
            !silent &&
            WRITE_METHODS.has(request.method) &&
            response.status >= 400 &&
            response.status < 500 &&
            !(await asksConfirmation(error))
          ) {
            options.onWriteError?.(await errorMessage(error), await errorLink(error));
          }
          return error;
        },
      ],
    },
  });
}

import { LOCAL_HEADER, requestToken, WRITE_ERROR_FALLBACK } from '@gp/shared-contracts';

/**
 * One file to the API with its own progress. ky 1.14 has `onUploadProgress`, but it gets there by
 * sending the body as a stream (`duplex: 'half'`), and Chromium sends a streamed request body only over
 * HTTP/2 or QUIC: against this API, which speaks HTTP/1.1, the request fails before it starts. So the
 * file goes by XMLHttpRequest, whose `upload.onprogress` works on any protocol, under the same policy
 * as the area's ky client: the token asked of the host (never read from its storage), the `X-Local-Id`
 * header, one refresh and one replay after a 401, and the server's message (or the generic failure text) when
 * the file is refused.
 */

export class UploadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

export type UploadRequest = {
  baseUrl: string;
  /** API path, e.g. `patrimonio/bempatrimonial/upload/{id}` or `empresas/files/create/{id}`. */
  path: string;
  file: File;
  localId: string | null;
  /** 0 to 100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

type Answer = { status: number; body: unknown };

export const NETWORK_ERROR = 'Não foi possível enviar o arquivo. Verifique a conexão e tente novamente.';
export const ABORTED = 'Envio cancelado.';

function send(request: UploadRequest, token: string | null): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new UploadError(0, ABORTED));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${request.baseUrl.replace(/\/+$/, '')}/${request.path.replace(/^\/+/, '')}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (request.localId) xhr.setRequestHeader(LOCAL_HEADER, request.localId);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new UploadError(0, NETWORK_ERROR));
    xhr.onabort = () => reject(new UploadError(0, ABORTED));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    // The name goes before the file: the API reads the fields that precede the file part (docs/api.md).
    const form = new FormData();
    form.append('name', request.file.name);
    form.append('file', request.file, request.file.name);
    xhr.send(form);
  });
}

const messageOf = (body: unknown) => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : WRITE_ERROR_FALLBACK;
};

/** Sends one file; resolves with the API's answer, rejects with an UploadError carrying its message. */
export async function uploadFile(request: UploadRequest): Promise<unknown> {
  let answer = await send(request, await requestToken(false));
  if (answer.status === 401) {
    const token = await requestToken(true);
    if (!token) throw new UploadError(401, 'Sessão expirada...');
    request.onProgress?.(0);
    answer = await send(request, token);
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  throw new UploadError(answer.status, messageOf(answer.body));
}

/** What an area's `useUpload` gives: one file to `path`, with progress and a way to cancel. */
export type SendFile = (
  path: string,
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
) => Promise<unknown>;

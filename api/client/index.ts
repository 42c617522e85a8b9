import { LOCAL_HEADER } from '@gp/shared-contracts';
import createClient from 'openapi-fetch';
import type { paths } from './openapi.gen.js';

export type { components, operations, paths } from './openapi.gen.js';

/**
 * The API's typed client (decision 031): openapi-fetch over the types generated from the OpenAPI document
 * (`openapi.gen.ts`), so a path, a parameter, a body or an answer the document does not have is a type
 * error. `session`: the access token and, for the calls of a location, the selected location's id, sent
 * with every call as the document's security schemes say (bearer and `X-Local-Id`).
 */
export function createApiClient(baseUrl: string, session?: { token: string; localId?: string }) {
  const headers: Record<string, string> = {};
  if (session) headers.authorization = `Bearer ${session.token}`;
  if (session?.localId) headers[LOCAL_HEADER] = session.localId;
  return createClient<paths>({ baseUrl, headers });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * An upload's typed body (`file` and, optionally, `name`) as the multipart form the API reads, `name`
 * before the file (docs/api.md, "Files"): the `bodySerializer` of every upload call.
 */
export function uploadForm(body: { file: Blob; name?: string }): FormData {
  const form = new FormData();
  if (body.name !== undefined) form.append('name', body.name);
  form.append('file', body.file, body.name ?? 'arquivo');
  return form;
}

import {
  type CallContext,
  type OkResponse,
  OkResponseSchema,
  parseJson,
  type XmlIncorporacao,
  XmlIncorporacaoSchema,
  type XmlIncorporarBody,
  type XmlNota,
  type XmlNotaListItem,
  XmlNotaListItemSchema,
  XmlNotaPageSchema,
  XmlNotaSchema,
} from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { bemApi } from '../../components/bem-api.js';
import { registerApi } from '../../session/remote-context.js';

/** One function per call of the XML area (NF-e imports), parsed with the shared schemas, and their queries. */

export type XmlNotaPage = v.InferOutput<typeof XmlNotaPageSchema>;
const id = (value: string) => encodeURIComponent(value);

/**
 * The NF-e imports: GET /xml (page, limit, search, situacao, data_de, data_ate, sort, order, cliente_id)
 * and GET /xml/{id}; the upload, the incorporation and the discards are the feature's own calls below.
 */
export const xmlApi = registerApi<XmlNota>({
  resource: 'xmls',
  path: 'xml',
  item: XmlNotaSchema,
});

/** GET /xml with the list's query: its rows are the notes' summaries, not the records `xmlApi` reads. */
export const listXmlNotas = (api: KyInstance, searchParams: URLSearchParams): Promise<XmlNotaPage> =>
  parseJson(XmlNotaPageSchema, api.get('xml', { searchParams }));

/** POST /xml/upload, multipart, one file per request; the answer is the imported note's row. */
export const XML_UPLOAD_PATH = 'xml/upload';

/** The row an upload answered, or null when the answer is not one (it is then shown as plainly sent). */
export function uploadedNota(answer: unknown): XmlNotaListItem | null {
  const parsed = v.safeParse(XmlNotaListItemSchema, answer);
  return parsed.success ? parsed.output : null;
}

/** GET /xml/{id}/arquivo: the original file, fetched with the session's token (shared-ui protected files). */
export const xmlArquivoPath = (notaId: string) => `xml/${id(notaId)}/arquivo`;

/**
 * POST /xml/{id}/incorporar: the supplier and the assets, in one transaction. Silent: the wizard shows
 * the refusal (its message and field issues) itself.
 */
export async function incorporarXmlNota(
  api: KyInstance,
  notaId: string,
  body: XmlIncorporarBody,
): Promise<XmlIncorporacao> {
  const context: CallContext = { silent: true };
  return parseJson(XmlIncorporacaoSchema, api.post(`xml/${id(notaId)}/incorporar`, { json: body, context }));
}

/** DELETE /xml/{id}: discards a pending or refused import. */
export async function descartarXmlNota(api: KyInstance, notaId: string): Promise<OkResponse> {
  return parseJson(OkResponseSchema, api.delete(`xml/${id(notaId)}`));
}

/**
 * DELETE /xml/recusadas: discards every refused import of the client (support: the one it names). Refused
 * imports older than 30 days are also purged by the API on its own.
 */
export async function descartarRecusadas(api: KyInstance, clienteId: string | null): Promise<OkResponse> {
  const searchParams = clienteId ? { cliente_id: clienteId } : undefined;
  return parseJson(OkResponseSchema, api.delete('xml/recusadas', { searchParams }));
}

export const useDescartarRecusadas = () => xmlApi.useWrite(descartarRecusadas);

export const useXmlNota = (notaId: string | null) => xmlApi.useRecord(notaId);

/** The imports' lists and details of the location, fetched again after an upload or a write. */
export const useInvalidateXml = () => xmlApi.useInvalidate();

export const useDescartarXmlNota = () => xmlApi.useWrite(descartarXmlNota);

/**
 * The incorporation, and after it everything it changed: the note, the assets and their registers (a
 * vehicle record), the next asset code, and the suppliers (one may have been registered).
 */
export const useIncorporarXmlNota = (notaId: string) =>
  xmlApi.useWrite((api, body: XmlIncorporarBody) => incorporarXmlNota(api, notaId, body), {
    alsoRefreshes: [...bemApi.refreshed, 'fornecedores', 'lookup'],
  });

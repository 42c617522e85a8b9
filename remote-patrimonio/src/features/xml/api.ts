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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { useInvalidateAssets } from '../../components/bem-api.js';
import { keys } from '../../query-keys.js';
import { useRecord, useRemote } from '../../session/remote-context.js';

/** One function per call of the XML area (NF-e imports), parsed with the shared schemas, and their queries. */

export type XmlNotaPage = v.InferOutput<typeof XmlNotaPageSchema>;
const id = (value: string) => encodeURIComponent(value);

/** GET /xml (page, limit, search, situacao, data_de, data_ate, sort, order, cliente_id). */
export async function listXmlNotas(api: KyInstance, searchParams: URLSearchParams): Promise<XmlNotaPage> {
  return parseJson(XmlNotaPageSchema, api.get('xml', { searchParams }));
}

export async function getXmlNota(api: KyInstance, notaId: string): Promise<XmlNota> {
  return parseJson(XmlNotaSchema, api.get(`xml/${id(notaId)}`));
}

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

export function useDescartarRecusadas() {
  const { api } = useRemote();
  const invalidate = useInvalidateXml();
  return useMutation({
    mutationFn: (clienteId: string | null) => descartarRecusadas(api, clienteId),
    onSettled: invalidate,
  });
}

export const useXmlNota = (notaId: string | null) =>
  useRecord({ resource: 'xmls', id: notaId, fetch: getXmlNota, fresh: true });

/** The imports' lists and details of the location, fetched again after an upload or a write. */
export function useInvalidateXml() {
  const queryClient = useQueryClient();
  const { localId } = useRemote();
  return () => queryClient.invalidateQueries({ queryKey: keys.resource(localId, 'xmls') });
}

export function useDescartarXmlNota() {
  const { api } = useRemote();
  const invalidate = useInvalidateXml();
  return useMutation({
    mutationFn: (notaId: string) => descartarXmlNota(api, notaId),
    onSettled: invalidate,
  });
}

/**
 * The incorporation, and after it everything it changed: the note, the assets and their registers (a
 * vehicle record), the next asset code, and the suppliers (one may have been registered).
 */
export function useIncorporarXmlNota(notaId: string) {
  const { api, localId } = useRemote();
  const queryClient = useQueryClient();
  const invalidateAssets = useInvalidateAssets();
  return useMutation({
    mutationFn: (body: XmlIncorporarBody) => incorporarXmlNota(api, notaId, body),
    onSettled: () =>
      Promise.all([
        invalidateAssets(),
        ...['xmls', 'fornecedores', 'lookup'].map((resource) =>
          queryClient.invalidateQueries({ queryKey: keys.resource(localId, resource) }),
        ),
      ]),
  });
}

import * as v from 'valibot';

/**
 * Signed document links (decision 041): a PDF the API writes is opened by the browser at a short-lived
 * address of the API that carries its own signature (never the session's token), so the browser's viewer
 * shows the document's title and saves it under its name.
 */

/** The query parameter of a document's address that carries its signed link (always the last one). */
export const DOCUMENT_LINK_PARAM = 'link';

/** POST /documentos/links: the API address of a document (a GET answering a PDF), as the API client calls it. */
export const DocumentoLinkBodySchema = v.object({
  caminho: v.pipe(
    v.string('Informe o endereço do documento.'),
    v.trim(),
    v.minLength(1, 'Informe o endereço do documento.'),
    v.maxLength(4000, 'O endereço do documento é longo demais.'),
  ),
});
export type DocumentoLinkBody = v.InferOutput<typeof DocumentoLinkBodySchema>;

export const DocumentoLinkSchema = v.object({
  /** The document's address with its signed link, relative to the API's base address. */
  url: v.string(),
  /** When the link stops opening the document (ISO 8601). */
  expira_em: v.string(),
});
export type DocumentoLink = v.InferOutput<typeof DocumentoLinkSchema>;

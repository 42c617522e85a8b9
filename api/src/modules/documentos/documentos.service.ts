import { DOCUMENT_LINK_PARAM, type DocumentoLink, type DocumentoLinkBody } from '@gp/shared-contracts';
import { AppError, badRequest } from '../../lib/errors.js';
import { type Actor, requireLocal } from '../auth/actor.js';
import type { DocumentLinks } from './document-links.js';

/** Whether an API path (without its query) is a document's: `collectDocumentRoutes`. */
export type DocumentRoutes = { isDocument: (pathname: string) => boolean };

export function createDocumentosService(deps: { links: DocumentLinks; routes: DocumentRoutes }) {
  return {
    /**
     * POST /documentos/links: a link to one document of the API for the caller's session and location.
     * Whether the caller may read it is checked when it is opened, by the document's own route, as for a
     * call with the token.
     */
    async link(actor: Actor, body: DocumentoLinkBody): Promise<DocumentoLink> {
      const local = requireLocal(actor);
      if (!actor.sessionId) throw new AppError('UNAUTHORIZED', 'Sessão encerrada. Entre novamente.');
      const path = `/${body.caminho.replace(/^\/+/, '')}`;
      const query = path.indexOf('?');
      const pathname = query < 0 ? path : path.slice(0, query);
      const params = new URLSearchParams(query < 0 ? '' : path.slice(query + 1));
      if (!deps.routes.isDocument(pathname) || params.has(DOCUMENT_LINK_PARAM) || path.includes('#')) {
        throw badRequest('caminho', 'Este endereço não é de um documento em PDF da API.');
      }
      const { token, expiresAt } = await deps.links.sign(
        { userId: actor.userId, sessionId: actor.sessionId, localId: local.id },
        path,
      );
      const separator = query < 0 ? '?' : '&';
      return {
        url: `${path.slice(1)}${separator}${DOCUMENT_LINK_PARAM}=${token}`,
        expira_em: expiresAt.toISOString(),
      };
    },
  };
}
export type DocumentosService = ReturnType<typeof createDocumentosService>;

import { DocumentoLinkBodySchema, DocumentoLinkSchema } from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ROUTE_ERRORS, routesOf } from '../../lib/routes.js';
import { DOCUMENT_LINK_TTL_SECONDS } from './document-links.js';
import type { DocumentosService, DocumentRoutes } from './documentos.service.js';

/**
 * The documents a signed link may open (decision 041): every GET declared to answer a PDF (routesOf marks
 * them), seen as the routes are declared. Call before the routes.
 */
export function collectDocumentRoutes(app: FastifyInstance) {
  const patterns: RegExp[] = [];
  app.addHook('onRoute', (r) => {
    if (r.config?.documentLink !== true) return;
    const segments = r.url
      .split('/')
      .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    patterns.push(new RegExp(`^${segments.join('/')}$`));
  });
  const routes: DocumentRoutes = {
    isDocument: (pathname: string) => patterns.some((p) => p.test(pathname)),
  };
  return routes;
}

export function documentosRoutes(app: FastifyInstance, service: DocumentosService) {
  routesOf(app, ['Documentos']).post('/documentos/links', {
    // Records no operation: open without CPF and to a generic account (decision 073).
    access: { auth: 'local', recordsNothing: true },
    summary: 'Link assinado de um documento em PDF, para abri-lo no navegador sem o token',
    description:
      'caminho: o endereço de um GET da API que responde um PDF (relatórios, etiquetas, termos), com a sua ' +
      'query, relativo à base da API. Responde o mesmo endereço com o parâmetro link (o último), que abre o ' +
      `documento sem o token por ${DOCUMENT_LINK_TTL_SECONDS / 60} minutos, só para esta sessão e este local ` +
      'de trabalho; a permissão de ler o documento é verificada ao abri-lo, como numa chamada com o token. ' +
      'O PDF traz o seu título e o nome do arquivo no Content-Disposition. Outro endereço: 400.',
    body: DocumentoLinkBodySchema,
    response: { 200: DocumentoLinkSchema, ...ROUTE_ERRORS },
    handler: (request) => service.link(request.actor!, request.body),
  });
}

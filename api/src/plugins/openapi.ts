import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { LOCAL_HEADER } from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';

/** The policy of the /docs pages (every other response gets the API's own, app.ts). */
export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; form-action 'self'; " +
  "frame-ancestors 'none'; img-src 'self' data:; object-src 'none'; script-src 'self'; " +
  "script-src-attr 'none'; style-src 'self'";

/** OpenAPI document built from the routes' valibot schemas, with the interactive reference at /docs. */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Gestão Pública — API',
        description:
          'API do back-office de patrimônio, obras e administração. Chamadas autenticadas levam o token de acesso ' +
          `(Bearer) e o local de trabalho selecionado no cabeçalho \`${LOCAL_HEADER}\`. Erros respondem ` +
          '`{ "status": "Error", "message": "...", "request_id": "..." }`; toda resposta traz o identificador ' +
          'da requisição no cabeçalho `X-Request-Id` (enviado pelo cliente, se válido, ou gerado).',
        version,
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          localId: { type: 'apiKey', in: 'header', name: 'X-Local-Id' },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // No validator badge: it would load an image from outside, which the policy below refuses.
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    // The page's scripts, styles and images are its own files (and the logo a data: URL), and it calls
    // only this API; so it needs 'self' where the API's default policy allows nothing.
    staticCSP: DOCS_CSP,
  });
}

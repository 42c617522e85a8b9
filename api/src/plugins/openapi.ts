import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { LOCAL_HEADER } from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';

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
          '`{ "status": "Error", "message": "..." }`.',
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
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}

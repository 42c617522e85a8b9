import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { LOCAL_HEADER } from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ERROR_BODY } from '../lib/validation.js';

/** The policy of the /docs pages (every other response gets the API's own, app.ts). */
export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; form-action 'self'; " +
  "frame-ancestors 'none'; img-src 'self' data:; object-src 'none'; script-src 'self'; " +
  "script-src-attr 'none'; style-src 'self'";

/**
 * The operation's id in the document, from its method and path: `GET /patrimonio/bempatrimonial/:id` is
 * `getPatrimonioBempatrimonialById`. Unique because the method and path of a route are; stable as long as
 * the path is, which the product fixes (docs/api.md, "Routes"). A generated client names its calls with it.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]))
    .flatMap((word) => word.split(/[^A-Za-z0-9]+/).filter(Boolean));
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

type Node = Record<string, unknown>;

/**
 * The error body, marked where routeSchema put it, becomes one shared schema that every error answer
 * refers to: half the document was copies of it, and a generated client gets one `ErrorResponse` type.
 */
function shareErrorBody(document: Node): Node {
  let shared: Node | undefined;
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (value && typeof value === 'object' && (value as Node)[ERROR_BODY] === true) {
        const { [ERROR_BODY]: _marker, ...schema } = value as Node;
        shared ??= schema;
        (node as Node)[key] = { $ref: '#/components/schemas/ErrorResponse' };
      } else {
        visit(value);
      }
    }
  };
  visit(document.paths);
  if (shared) {
    const components = (document.components ?? {}) as Node;
    components.schemas = { ...(components.schemas as Node | undefined), ErrorResponse: shared };
    document.components = components;
  }
  return document;
}

/** OpenAPI document built from the routes' valibot schemas, with the interactive reference at /docs. */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  // Every documented route gets its operationId (decision 031), whichever way it was declared.
  app.addHook('onRoute', (route) => {
    const { schema } = route;
    if (!schema || (schema as { hide?: boolean }).hide) return;
    const method = Array.isArray(route.method) ? route.method[0]! : route.method;
    (schema as Record<string, unknown>).operationId ??= operationIdOf(method, route.url);
  });
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
      // The API answers where the document is read: a client gives its own base URL (a proxy may prefix it).
      servers: [{ url: '/', description: 'Esta API (o endereço de onde o documento foi lido)' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          localId: { type: 'apiKey', in: 'header', name: 'X-Local-Id' },
        },
      },
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? (shareErrorBody(documentObject.openapiObject as Node) as typeof documentObject.openapiObject)
        : documentObject.swaggerObject,
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

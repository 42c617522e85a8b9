import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../lib/errors.js';
import { conflictOfUniqueViolation } from '../lib/unique-keys.js';
import { REQUEST_ID_HEADER } from './request-id.js';

/** Portuguese messages for fastify's own 4xx errors (malformed requests never become a 500). */
const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de conteúdo não suportado. Envie JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Tamanho do corpo da requisição inválido.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'O corpo da requisição está vazio.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'O corpo da requisição é grande demais.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'JSON inválido no corpo da requisição.'],
  FST_ERR_CTP_EMPTY_TYPE: [415, 'Informe o tipo de conteúdo da requisição.'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'Tipo de conteúdo inválido.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Envie o arquivo como multipart/form-data, no campo "file".'],
  FST_REQ_FILE_TOO_LARGE: [413, 'O arquivo excede o tamanho máximo permitido.'],
  FST_FILES_LIMIT: [400, 'Envie um arquivo por requisição.'],
  FST_PARTS_LIMIT: [413, 'A requisição tem partes demais.'],
  FST_FIELDS_LIMIT: [413, 'A requisição tem campos demais.'],
  FST_PROTO_VIOLATION: [400, 'Requisição multipart inválida.'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'Um campo da requisição multipart não é um JSON válido.'],
};

const INTERNAL = 'Erro interno. Tente novamente mais tarde.';

const GENERIC_4XX: Record<number, string> = {
  400: 'Requisição inválida.',
  401: 'Não autenticado.',
  403: 'Acesso negado.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido.',
  406: 'Formato de resposta não suportado.',
  413: 'O corpo da requisição é grande demais.',
  415: 'Tipo de conteúdo não suportado.',
  429: 'Muitas requisições. Tente novamente mais tarde.',
};

/** Errors of fastify's router, raised before any route (and so before the error handler) runs. */
const ROUTER_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'Endereço da requisição inválido.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'Endereço da requisição longo demais.'],
};

/** The one error body (docs/api.md, "Errors"), with the request's id so a report can be found in the logs. */
function errorBody(request: FastifyRequest, message: string, more?: Record<string, unknown>) {
  return { status: 'Error', message, ...more, request_id: request.id };
}

/** Fastify's `frameworkErrors` option: the router's errors in the API's error body, not fastify's own. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // These answers skip the hooks, so the id header the onSend hook gives every other answer is set here.
  reply.header(REQUEST_ID_HEADER, request.id);
  const known = ROUTER_MESSAGES[error.code];
  if (known) return reply.status(known[0]).send(errorBody(request, known[1]));
  request.log.error({ err: error }, 'erro não tratado');
  return reply.status(500).send(errorBody(request, INTERNAL));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ValidationError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.status(400).send(errorBody(request, error.message, { issues: error.issues }));
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(errorBody(request, error.message, error.extra));
    }
    // Two requests raced past a service's "already taken" check: the unique index stopped the second.
    const duplicate = conflictOfUniqueViolation(error, request.body);
    if (duplicate) {
      return reply.status(409).send(errorBody(request, duplicate.message, duplicate.extra));
    }
    const known = 'code' in error && error.code ? FASTIFY_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known[0]).send(errorBody(request, known[1]));
    // JSON.parse failures raised as SyntaxError by the body parser carry statusCode 400.
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (status === 429 && error.message) return reply.status(429).send(errorBody(request, error.message));
      return reply.status(status).send(errorBody(request, GENERIC_4XX[status] ?? 'Requisição inválida.'));
    }
    request.log.error({ err: error }, 'erro não tratado');
    return reply.status(500).send(errorBody(request, INTERNAL));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(errorBody(request, `Rota não encontrada: ${request.method} ${request.url.split('?')[0]}`)),
  );
}

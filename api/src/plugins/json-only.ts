import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * A call that declares a JSON body refuses any other media type with 415, before the body is read.
 * Otherwise fastify's built-in text/plain parser and the multipart plugin (there for uploads) hand the
 * validator a string or nothing, and the client gets a misleading 400 about the body's shape. An upload's
 * declared body is its multipart form (routesOf's `upload`): readUpload refuses anything else, naming it.
 */
export function registerJsonOnly(app: FastifyInstance) {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const type = request.headers['content-type'];
    const jsonBody = request.routeOptions.schema?.body && !request.routeOptions.config.upload;
    if (type !== undefined && jsonBody && !JSON_TYPE.test(type)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Tipo de conteúdo não suportado. Envie JSON.');
    }
    return payload;
  });
}

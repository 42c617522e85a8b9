import {
  ETIQUETAS_IDS_MAX,
  ETIQUETAS_MAX,
  EtiquetaQuerySchema,
  type EtiquetasQuery,
  EtiquetasQuerySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { pdfHandler } from '../../../lib/export.js';
import {
  PDF_JOB_DESCRIPTION,
  PDF_RESPONSE,
  PDF_RESPONSES,
  ROUTE_ERRORS,
  routesOf,
} from '../../../lib/routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../../auth/area-access.js';
import { sendDocument } from '../../files/send-file.js';
import type { EtiquetasService } from './etiquetas.service.js';

/** A PDF answer in the OpenAPI document (the body is the file, sent while it is written). */

const LABEL_DESCRIPTION =
  'PDF (application/pdf, inline). Cada etiqueta: nome do cliente (e o seu logo, PNG ou JPEG), o código em ' +
  'letras grandes e em Code 128, a descrição e um QR code com o endereço público do bem ' +
  '({APP_URL}/publico/bempatrimonial/{id}). folha: pimaco6180 (Carta, 3 × 10 etiquetas de 66,7 × 25,4 mm) ' +
  'ou termica50x30 (rolo de 50 × 30 mm, uma etiqueta por página); inicio: a posição da primeira etiqueta ' +
  'numa folha já usada (1 a 30, da esquerda para a direita, de cima para baixo).';

export function etiquetasRoutes(app: FastifyInstance, service: EtiquetasService) {
  const route = routesOf(app, ['Patrimônio: bens']);
  const read = areaAccess(PATRIMONIO_AREA, 'assets:read');

  route.get('/patrimonio/bempatrimonial/reports/etiqueta/:id', {
    access: read,
    summary: 'Etiqueta de um bem (PDF com QR code e código de barras)',
    description: `${LABEL_DESCRIPTION} Padrão: folha termica50x30.`,
    querystring: EtiquetaQuerySchema,
    response: { 200: PDF_RESPONSE, ...ROUTE_ERRORS },
    handler: async (request, reply) => {
      const { name, stream } = await service.one(request.actor!, request.params.id, request.query);
      return sendDocument(reply, { name, mime: 'application/pdf' }, stream, { inline: true });
    },
  });

  route.get('/patrimonio/bempatrimonial/reports/etiquetas', {
    access: read,
    summary: 'Etiquetas de vários bens (PDF): os escolhidos na lista ou os que os filtros da lista encontram',
    description:
      `${LABEL_DESCRIPTION} Padrão: folha pimaco6180. Os filtros são os de GET /patrimonio/bempatrimonial ` +
      `(sem page, limit, sort, order); ids: os bens escolhidos, separados por vírgula (até ${ETIQUETAS_IDS_MAX}; ` +
      `um id fora do escopo: 404). Em ordem de código; até ${ETIQUETAS_MAX} etiquetas (mais: 400); ` +
      `nenhum bem encontrado: 404.${PDF_JOB_DESCRIPTION}`,
    querystring: EtiquetasQuerySchema,
    response: PDF_RESPONSES,
    handler: pdfHandler('Etiquetas de bens patrimoniais', (request) =>
      service.many(request.actor!, request.query as EtiquetasQuery),
    ),
  });
}

import { Readable } from 'node:stream';
import {
  ErrorResponseSchema,
  ObraDetailSchema,
  ParalisacaoResponsavelBodySchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { PDF_RESPONSE, ROUTE_ERRORS, routesOf } from '../../lib/routes.js';
import { areaAccess, OBRAS_AREA } from '../auth/area-access.js';
import { sendFile } from '../files/send-file.js';
import type { ParalisacoesService } from './paralisacoes.service.js';

/** The placa de obra paralisada (docs/api.md, "Obras"): support's, as every call of the area. */
export function paralisacoesRoutes(app: FastifyInstance, service: ParalisacoesService) {
  routesOf(app, ['Obras: obras']).put('/obras/paralisacao/:id', {
    access: areaAccess(OBRAS_AREA),
    summary: 'Nomear de novo o responsável por uma paralisação (concluída a apuração, ou corrigido)',
    description:
      'Servidor (nome e CPF), empresa (razão social e CNPJ) ou o número do processo de apuração enquanto ' +
      'aberto (Lei 14.133 art. 115 §6º). O resto do registro fica como foi gravado. Responde a obra.',
    body: ParalisacaoResponsavelBodySchema,
    response: { 200: ObraDetailSchema, ...ROUTE_ERRORS },
    handler: (request) => service.setResponsavel(request.actor!, request.params.id, request.body),
  });
  routesOf(app, ['Obras: obras']).get('/obras/obra/:id/placa-paralisacao', {
    access: areaAccess(OBRAS_AREA),
    summary: 'Placa de obra paralisada (PDF A3, Lei 14.133 art. 115 §6º)',
    description:
      'A obra, o local, a contratada, a data da paralisação, o motivo (código do TCE-MG SICOM e texto), o ' +
      'responsável pela paralisação (servidor com CPF mascarado, empresa com CNPJ ou o número do processo ' +
      'de apuração) e a previsão de reinício, com o QR code da obra no portal da transparência. Obra que ' +
      'não está paralisada: 409 SEM_PARALISACAO.',
    response: { 200: PDF_RESPONSE, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: async (request, reply) => {
      const { name, pdf } = await service.placa(request.actor!, request.params.id);
      return sendFile(
        reply,
        { name, mime: 'application/pdf', size: pdf.length },
        (range) => Readable.from([range ? pdf.subarray(range.start, range.end + 1) : pdf]),
        { inline: true, cacheControl: 'no-store' },
      );
    },
  });
}

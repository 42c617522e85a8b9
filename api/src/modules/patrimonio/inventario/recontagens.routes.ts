import {
  CreateRecontagemBodySchema,
  DecidirEmpateBodySchema,
  EmpateParamsSchema,
  ErrorResponseSchema,
  RecontagemParamsSchema,
  RecontagensSchema,
} from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ROUTE_ERRORS, routesOf } from '../../../lib/routes.js';
import { areaAccess, PATRIMONIO_AREA } from '../../auth/area-access.js';
import type { RecontagensService } from './recontagens.service.js';

const TAG = 'Patrimônio: inventário';

/**
 * The second count of a place with divergences and the president's tie-break (docs/domain.md,
 * "Inventário"; decision 070). The president and the recount's member act with whatever profile they
 * have: the service checks them or inventories:update (inventarioAcoes().recontar, recontagemAcoes).
 */
export function recontagensRoutes(app: FastifyInstance, recontagens: RecontagensService) {
  const r = routesOf(app, [TAG]);
  r.get('/patrimonio/inventario/:id/recontagens', {
    access: areaAccess(PATRIMONIO_AREA, 'inventories:read'),
    summary: 'As segundas contagens do inventário e os empates entre as duas contagens',
    description:
      'Cada recontagem (local, membro, estado) com `acoes`; os empates (bens que as duas contagens de um ' +
      'local concluído acharam diferente: um achou e o outro não, ou em local ou estado diferentes) com ' +
      'o que cada contagem achou e a decisão do presidente. Na contagem cega aberta, os contadores não ' +
      'recebem os empates.',
    response: { 200: RecontagensSchema, ...ROUTE_ERRORS },
    handler: (request) => recontagens.listar(request.actor!, request.params.id),
  });
  r.post('/patrimonio/inventario/:id/recontagens', {
    access: areaAccess(PATRIMONIO_AREA),
    summary:
      'Pedir a segunda contagem de uma sala (ou setor) com divergências (presidente ou inventories:update)',
    description:
      'Indica outro membro da comissão (com acesso ao sistema, e que não fez a primeira contagem do local): ' +
      'as leituras dele nesse local, enquanto a recontagem está aberta, são a 2ª rodada. Local sem ' +
      'divergências ou fora da unidade: 400; já pedida para o local, ou inventário encerrado: 409.',
    body: CreateRecontagemBodySchema,
    response: { 201: RecontagensSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: async (request, reply) =>
      reply.status(201).send(await recontagens.pedir(request.actor!, request.params.id, request.body)),
  });
  r.post('/patrimonio/inventario/:id/recontagens/:recontagemId/concluir', {
    access: areaAccess(PATRIMONIO_AREA),
    summary: 'Concluir a segunda contagem (o membro que a faz, o presidente ou inventories:update)',
    description:
      'A partir daí a comparação pesa as duas contagens do local: onde concordam vale a 2ª; onde ' +
      'discordam, o bem fica empatado até o presidente decidir. Já concluída ou inventário encerrado: 409.',
    params: RecontagemParamsSchema,
    response: { 200: RecontagensSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) =>
      recontagens.concluir(request.actor!, request.params.id, request.params.recontagemId),
  });
  r.post('/patrimonio/inventario/:id/empates/:bemId', {
    access: areaAccess(PATRIMONIO_AREA),
    summary: 'Decidir um empate: vale a 1ª ou a 2ª contagem (presidente ou inventories:update)',
    description:
      'rodada 1 ou 2. Pode ser mudada enquanto o inventário está aberto; o encerramento espera todos os ' +
      'empates decididos. Bem não empatado: 404; inventário encerrado: 409.',
    params: EmpateParamsSchema,
    body: DecidirEmpateBodySchema,
    response: { 200: RecontagensSchema, ...ROUTE_ERRORS, 409: ErrorResponseSchema },
    handler: (request) =>
      recontagens.decidir(request.actor!, request.params.id, request.params.bemId, request.body),
  });
}

import { NotificacoesSchema } from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ROUTE_ERRORS, routesOf } from '../../lib/routes.js';
import type { NotificacoesService } from './notificacoes.service.js';

export function notificacoesRoutes(app: FastifyInstance, service: NotificacoesService) {
  routesOf(app, ['Notificações']).get('/notificacoes', {
    summary: 'O que aguarda o usuário no local selecionado (o sino do cabeçalho): total e grupos',
    description:
      'Cada grupo vem de um provedor do domínio (chave, título, quantidade e os primeiros itens, cada um com ' +
      'o texto e o link da página onde é tratado); só os grupos com algo para o usuário, segundo as ' +
      'permissões do local. Hoje: depreciação pendente (meses passados não processados), aceites aguardando ' +
      '(cautelas e transferências à espera do aceite do chamador) e cautelas vencidas (de todo o cliente para ' +
      'quem tem custody:read; senão só as do chamador como recebedor).',
    response: { 200: NotificacoesSchema, ...ROUTE_ERRORS },
    handler: (request) => service.list(request.actor!),
  });
}

import { areaAccess, PATRIMONIO_AREA } from '../auth/area-access.js';

/**
 * Who reaches the remessas centre (decision 066): the patrimônio area (where the centre lives) and the
 * catalogue's `remessas` group: read to see and download, create to generate, update to mark "enviado"
 * and to set the client's codes. Support holds every rule; a client's administrator or accountant gets
 * them by role. The routes enforce these and the answers' `acoes` come from the same configs (`allows`).
 */
export const REMESSAS_ACCESS = {
  ler: areaAccess(PATRIMONIO_AREA, 'remessas:read'),
  gerar: areaAccess(PATRIMONIO_AREA, 'remessas:create'),
  atualizar: areaAccess(PATRIMONIO_AREA, 'remessas:update'),
};

import { canAccess, type Grant, type SessionSnapshot } from '@gp/shared-contracts';
import { NO_ACCESS, type ResourceAccess, resourceAccess } from '@gp/shared-ui';

/**
 * The resources behind the patrimônio (with its depreciation, its carga, the implantação of an old
 * register and the inventory) and XML screens (docs/product.md, "Permissões").
 */
export const PATRIMONIO_RESOURCES = [
  'assets',
  'suppliers',
  'xmls',
  'depreciations',
  'custody',
  'implantacao',
  'inventories',
  'remessas',
] as const;
export type PatrimonioResource = (typeof PATRIMONIO_RESOURCES)[number];

export type PatrimonioAccess = Record<PatrimonioResource, ResourceAccess>;

/**
 * The area's access function. Every patrimônio and XML screen needs support or hasPatrimonio (the menu's
 * own rule, docs/product.md "Permissões"); then each screen needs its resource read rule and each write control
 * its create/update/delete rule. Support holds every rule; anyone else the rules of the selected
 * location's role; without a location, nothing. The API enforces the same rules.
 */
export function access(session: SessionSnapshot): PatrimonioAccess {
  const local = session.local;
  if (!local || !canAccess('patrimonio', local.permissions))
    return {
      assets: NO_ACCESS,
      suppliers: NO_ACCESS,
      xmls: NO_ACCESS,
      depreciations: NO_ACCESS,
      implantacao: NO_ACCESS,
      custody: NO_ACCESS,
      inventories: NO_ACCESS,
      remessas: NO_ACCESS,
    };
  const grant: Grant = { flags: local.permissions, rules: local.rules };
  return {
    assets: resourceAccess(grant, 'assets'),
    suppliers: resourceAccess(grant, 'suppliers'),
    xmls: resourceAccess(grant, 'xmls'),
    depreciations: resourceAccess(grant, 'depreciations'),
    implantacao: resourceAccess(grant, 'implantacao'),
    custody: resourceAccess(grant, 'custody'),
    inventories: resourceAccess(grant, 'inventories'),
    remessas: resourceAccess(grant, 'remessas'),
  };
}

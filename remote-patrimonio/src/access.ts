import { canAccess, type Grant, hasRule, type RuleId, type SessionSnapshot } from '@gp/shared-contracts';

/** What a location may do with one resource of the area: open its screens (view) and each write. */
export type ResourceAccess = { view: boolean; create: boolean; update: boolean; delete: boolean };

/** The resources behind the patrimônio screens (spec §3 permission catalogue). */
export const PATRIMONIO_RESOURCES = ['assets', 'suppliers'] as const;
export type PatrimonioResource = (typeof PATRIMONIO_RESOURCES)[number];

export type PatrimonioAccess = Record<PatrimonioResource, ResourceAccess>;

const NONE: ResourceAccess = { view: false, create: false, update: false, delete: false };

function resourceAccess(grant: Grant, resource: PatrimonioResource): ResourceAccess {
  const can = (action: 'read' | 'create' | 'update' | 'delete') =>
    hasRule(grant, `${resource}:${action}` as RuleId);
  // A write without the right to see the screen is of no use: the screen is closed.
  if (!can('read')) return NONE;
  return { view: true, create: can('create'), update: can('update'), delete: can('delete') };
}

/**
 * The area's access function (CONVENTIONS §11). Every patrimônio screen needs support or hasPatrimonio
 * (spec §6, the menu's own rule); then each screen needs its resource read rule and each write control
 * its create/update/delete rule. Support holds every rule; anyone else the rules of the selected
 * location's role; without a location, nothing. The API enforces the same rules.
 */
export function access(session: SessionSnapshot): PatrimonioAccess {
  const local = session.local;
  if (!local || !canAccess('patrimonio', local.permissions)) return { assets: NONE, suppliers: NONE };
  const grant: Grant = { flags: local.permissions, rules: local.rules };
  return { assets: resourceAccess(grant, 'assets'), suppliers: resourceAccess(grant, 'suppliers') };
}

/** Every route of the remote, by name (see routes.tsx for the paths). */
export const PATRIMONIO_ROUTES = {
  bens: ['assets', 'view'],
  bemCriar: ['assets', 'create'],
  /** Read-only for a location that cannot update: the asset's details and change history. */
  bemEditar: ['assets', 'view'],
  movimentacoes: ['assets', 'view'],
  /** POST /patrimonio/movimentacaobem/create is an update of the asset. */
  movimentacaoCriar: ['assets', 'update'],
  anexos: ['assets', 'view'],
  anexosUpload: ['assets', 'update'],
  categorias: ['assets', 'view'],
  ncm: ['assets', 'view'],
  veiculos: ['assets', 'view'],
  imoveis: ['assets', 'view'],
  fornecedores: ['suppliers', 'view'],
  fornecedorCriar: ['suppliers', 'create'],
  fornecedorEditar: ['suppliers', 'view'],
} as const satisfies Record<string, readonly [PatrimonioResource, keyof ResourceAccess]>;
export type PatrimonioRoute = keyof typeof PATRIMONIO_ROUTES;

/** Whether the location may open a route of the area (else the Portuguese 403). */
export function canOpen(areaAccess: PatrimonioAccess, route: PatrimonioRoute): boolean {
  const [resource, action] = PATRIMONIO_ROUTES[route];
  return areaAccess[resource][action];
}

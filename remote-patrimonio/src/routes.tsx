import { CONTRACT_VERSION, type RemoteProps } from '@gp/shared-contracts';
import { allows, NotFoundResult } from '@gp/shared-ui';
import { type AreaRoute, RouteTable } from '@gp/shared-ui/remote';
import { Route, Routes } from 'react-router-dom';
import type { PatrimonioAccess, PatrimonioResource } from './access.js';
import { AnexosPage, AnexosUploadPage } from './features/anexos/anexos-page.js';
import { BemCriarPage, BemEditarPage } from './features/bens/bem-form-page.js';
import { BensPage } from './features/bens/bens-page.js';
import { CategoriasPage } from './features/categorias/categorias-page.js';
import { FornecedorCriarPage, FornecedorEditarPage } from './features/fornecedores/fornecedor-form-page.js';
import { FornecedoresPage } from './features/fornecedores/fornecedores-page.js';
import { ImoveisPage } from './features/imoveis/imoveis-page.js';
import { MovementModal } from './features/movimentacoes/movement-modal.js';
import { MovimentacaoCriarPage, MovimentacoesPage } from './features/movimentacoes/movimentacoes-page.js';
import { NcmPage } from './features/ncm/ncm-page.js';
import { VeiculosPage } from './features/veiculos/veiculos-page.js';
import { RemoteProvider, useRemote } from './session/remote-context.js';

/** Contract version this remote was built for; the host refuses another major. */
export const contractVersion = CONTRACT_VERSION;

/**
 * Every screen of the area by name: its path under /app/patrimonio (paths.ts builds the same addresses),
 * the page, and the access it needs (docs/product.md, "Áreas e rotas" and "Permissões"). A screen the
 * location may not open renders the Portuguese 403; the API refuses the same calls anyway.
 */
export const PATRIMONIO_ROUTES = {
  bens: { element: <BensPage movement={MovementModal} />, rule: ['assets', 'view'] },
  bemCriar: { path: 'criar', element: <BemCriarPage />, rule: ['assets', 'create'] },
  /** Read-only for a location that cannot update: the asset's details and change history. */
  bemEditar: { path: 'editar', element: <BemEditarPage />, rule: ['assets', 'view'] },
  movimentacoes: { path: 'movimentacao/:id', element: <MovimentacoesPage />, rule: ['assets', 'view'] },
  /** POST /patrimonio/movimentacaobem/create is an update of the asset. */
  movimentacaoCriar: {
    path: 'movimentacao/:id/criar/:codigo',
    element: <MovimentacaoCriarPage />,
    rule: ['assets', 'update'],
  },
  anexos: { path: 'anexo/:id', element: <AnexosPage />, rule: ['assets', 'view'] },
  anexosUpload: { path: 'anexo/:id/upload', element: <AnexosUploadPage />, rule: ['assets', 'update'] },
  fornecedores: { path: 'fornecedor', element: <FornecedoresPage />, rule: ['suppliers', 'view'] },
  fornecedorCriar: {
    path: 'fornecedor/criar',
    element: <FornecedorCriarPage />,
    rule: ['suppliers', 'create'],
  },
  fornecedorEditar: {
    path: 'fornecedor/editar',
    element: <FornecedorEditarPage />,
    rule: ['suppliers', 'view'],
  },
  categorias: { path: 'categorias', element: <CategoriasPage />, rule: ['assets', 'view'] },
  ncm: { path: 'ncm', element: <NcmPage />, rule: ['assets', 'view'] },
  veiculos: { path: 'veiculos', element: <VeiculosPage />, rule: ['assets', 'view'] },
  imoveis: { path: 'imoveis', element: <ImoveisPage />, rule: ['assets', 'view'] },
} as const satisfies Record<string, AreaRoute<PatrimonioResource>>;
export type PatrimonioRoute = keyof typeof PATRIMONIO_ROUTES;

const ROUTES: readonly AreaRoute<PatrimonioResource>[] = Object.values(PATRIMONIO_ROUTES);

/** Whether the location may open a screen of the area (else the Portuguese 403). */
export function canOpen(areaAccess: PatrimonioAccess, route: PatrimonioRoute): boolean {
  return allows(areaAccess, PATRIMONIO_ROUTES[route].rule);
}

function PatrimonioRouteTable() {
  const { access } = useRemote();
  return <RouteTable access={access} routes={ROUTES} />;
}

/** The host also mounts this remote at /app/xml, an area whose screens are not part of this remote yet. */
const PATRIMONIO_BASE = /\/patrimonio\/?$/;

/**
 * The `./routes` expose: rendered by the host inside its router under `basePath` (/app/patrimonio), with
 * relative routes and no router of its own.
 */
export function PatrimonioRoutes({ basePath, session }: RemoteProps) {
  return (
    <RemoteProvider basePath={basePath} session={session}>
      {PATRIMONIO_BASE.test(basePath) ? (
        <PatrimonioRouteTable />
      ) : (
        <Routes>
          <Route path="*" element={<NotFoundResult />} />
        </Routes>
      )}
    </RemoteProvider>
  );
}

export default PatrimonioRoutes;

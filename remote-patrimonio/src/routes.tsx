import { type Bem, CONTRACT_VERSION, type RemoteProps } from '@gp/shared-contracts';
import { allows, NotFoundResult } from '@gp/shared-ui';
import { type AreaRoute, RouteTable } from '@gp/shared-ui/remote';
import { lazy, Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { PatrimonioAccess, PatrimonioResource } from './access.js';
import { BensPage } from './features/bens/bens-page.js';
import { RemoteProvider, useRemote } from './session/remote-context.js';

/**
 * Every screen but the list of assets (where the area opens) is its own chunk, loaded when it is first
 * opened: entering /app/patrimonio downloads only the list, and /app/xml not the patrimônio screens (the
 * host's Suspense shows 'Carregando...' meanwhile). The list's movement dialog comes on its first use.
 */
const MovementModal = lazy(() =>
  import('./features/movimentacoes/movement-modal.js').then((m) => ({ default: m.MovementModal })),
);

/** The carga's requests (cautela, transfer of responsibility) inside the movement dialog, on its first use. */
const PedidoActions = lazy(() =>
  import('./features/carga/pedido-actions.js').then((m) => ({ default: m.PedidoActions })),
);

function PedidoOnDemand(props: { bem: Bem; onDone: () => void }) {
  return (
    <Suspense fallback={null}>
      <PedidoActions {...props} />
    </Suspense>
  );
}

/**
 * The asset list's movement dialog, fetched the first time a movement is opened, then kept mounted so
 * that it closes with its animation.
 */
function MovementOnDemand(props: { bemId: string | null; onClose: () => void }) {
  const [wanted, setWanted] = useState(false);
  if (props.bemId !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MovementModal {...props} carga={PedidoOnDemand} />
    </Suspense>
  );
}

const AnexosPage = lazy(() =>
  import('./features/anexos/anexos-page.js').then((m) => ({ default: m.AnexosPage })),
);
const AnexosUploadPage = lazy(() =>
  import('./features/anexos/anexos-page.js').then((m) => ({ default: m.AnexosUploadPage })),
);
const BemCriarPage = lazy(() =>
  import('./features/bens/bem-form-page.js').then((m) => ({ default: m.BemCriarPage })),
);
const BemEditarPage = lazy(() =>
  import('./features/bens/bem-form-page.js').then((m) => ({ default: m.BemEditarPage })),
);
const CategoriasPage = lazy(() =>
  import('./features/categorias/categorias-page.js').then((m) => ({ default: m.CategoriasPage })),
);
const DepreciacaoPage = lazy(() =>
  import('./features/depreciacao/depreciacao-page.js').then((m) => ({ default: m.DepreciacaoPage })),
);
const ConciliacoesPage = lazy(() =>
  import('./features/conciliacao/conciliacoes-page.js').then((m) => ({ default: m.ConciliacoesPage })),
);
const ConciliacaoNovaPage = lazy(() =>
  import('./features/conciliacao/conciliacao-nova-page.js').then((m) => ({ default: m.ConciliacaoNovaPage })),
);
const ConciliacaoPage = lazy(() =>
  import('./features/conciliacao/conciliacao-page.js').then((m) => ({ default: m.ConciliacaoPage })),
);
const PrestacaoContasPage = lazy(() =>
  import('./features/prestacao-contas/prestacao-contas-page.js').then((m) => ({
    default: m.PrestacaoContasPage,
  })),
);
const ContabilidadePage = lazy(() =>
  import('./features/contabilidade/contabilidade-page.js').then((m) => ({ default: m.ContabilidadePage })),
);
const ImplantacoesPage = lazy(() =>
  import('./features/implantacao/implantacoes-page.js').then((m) => ({ default: m.ImplantacoesPage })),
);
const ImplantacaoNovaPage = lazy(() =>
  import('./features/implantacao/implantacao-nova-page.js').then((m) => ({ default: m.ImplantacaoNovaPage })),
);
const ImplantacaoPage = lazy(() =>
  import('./features/implantacao/implantacao-page.js').then((m) => ({ default: m.ImplantacaoPage })),
);
const ServidoresPage = lazy(() =>
  import('./features/carga/servidores-page.js').then((m) => ({ default: m.ServidoresPage })),
);
const CargaPage = lazy(() =>
  import('./features/carga/carga-page.js').then((m) => ({ default: m.CargaPage })),
);
const AceitesPage = lazy(() =>
  import('./features/carga/aceites-page.js').then((m) => ({ default: m.AceitesPage })),
);
const SalasPage = lazy(() =>
  import('./features/inventario/salas-page.js').then((m) => ({ default: m.SalasPage })),
);
const SalaPage = lazy(() =>
  import('./features/inventario/sala-page.js').then((m) => ({ default: m.SalaPage })),
);
const InventariosPage = lazy(() =>
  import('./features/inventario/inventarios-page.js').then((m) => ({ default: m.InventariosPage })),
);
const InventarioPage = lazy(() =>
  import('./features/inventario/inventario-page.js').then((m) => ({ default: m.InventarioPage })),
);
const ContagemPage = lazy(() =>
  import('./features/inventario/contagem-page.js').then((m) => ({ default: m.ContagemPage })),
);
const DepreciacaoMesPage = lazy(() =>
  import('./features/depreciacao/depreciacao-mes-page.js').then((m) => ({ default: m.DepreciacaoMesPage })),
);
const FornecedorFormPage = lazy(() =>
  import('./features/fornecedores/fornecedor-form-page.js').then((m) => ({ default: m.FornecedorFormPage })),
);
const FornecedoresPage = lazy(() =>
  import('./features/fornecedores/fornecedores-page.js').then((m) => ({ default: m.FornecedoresPage })),
);
const ImoveisPage = lazy(() =>
  import('./features/imoveis/imoveis-page.js').then((m) => ({ default: m.ImoveisPage })),
);
const MovimentacaoCriarPage = lazy(() =>
  import('./features/movimentacoes/movimentacoes-page.js').then((m) => ({
    default: m.MovimentacaoCriarPage,
  })),
);
const MovimentacoesPage = lazy(() =>
  import('./features/movimentacoes/movimentacoes-page.js').then((m) => ({ default: m.MovimentacoesPage })),
);
const MovimentacoesListPage = lazy(() =>
  import('./features/movimentacoes/movimentacoes-list-page.js').then((m) => ({
    default: m.MovimentacoesListPage,
  })),
);
const NcmPage = lazy(() => import('./features/ncm/ncm-page.js').then((m) => ({ default: m.NcmPage })));
const VeiculosPage = lazy(() =>
  import('./features/veiculos/veiculos-page.js').then((m) => ({ default: m.VeiculosPage })),
);
const XmlPage = lazy(() => import('./features/xml/xml-area.js').then((m) => ({ default: m.XmlPage })));
const XmlNotaPage = lazy(() =>
  import('./features/xml/xml-area.js').then((m) => ({ default: m.XmlNotaPage })),
);

/** Contract version this remote was built for; the host refuses another major. */
export const contractVersion = CONTRACT_VERSION;

/**
 * Every screen of the patrimônio area by name: its path under /app/patrimonio (paths.ts builds the same addresses),
 * the page, and the access it needs (docs/product.md, "Áreas e rotas" and "Permissões"). A screen the
 * location may not open renders the Portuguese 403; the API refuses the same calls anyway.
 */
export const PATRIMONIO_ROUTES = {
  bens: { element: <BensPage movement={MovementOnDemand} />, rule: ['assets', 'view'] },
  bemCriar: { path: 'criar', element: <BemCriarPage />, rule: ['assets', 'create'] },
  /** Read-only for a location that cannot update: the asset's details and change history. */
  bemEditar: { path: 'editar', element: <BemEditarPage />, rule: ['assets', 'view'] },
  movimentacoes: { path: 'movimentacao/:id', element: <MovimentacoesPage />, rule: ['assets', 'view'] },
  movimentacoesLista: {
    path: 'movimentacoes',
    element: <MovimentacoesListPage />,
    rule: ['assets', 'view'],
  },
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
    element: <FornecedorFormPage />,
    rule: ['suppliers', 'create'],
  },
  fornecedorEditar: {
    path: 'fornecedor/editar',
    element: <FornecedorFormPage />,
    rule: ['suppliers', 'view'],
  },
  categorias: { path: 'categorias', element: <CategoriasPage />, rule: ['assets', 'view'] },
  ncm: { path: 'ncm', element: <NcmPage />, rule: ['assets', 'view'] },
  veiculos: { path: 'veiculos', element: <VeiculosPage />, rule: ['assets', 'view'] },
  imoveis: { path: 'imoveis', element: <ImoveisPage />, rule: ['assets', 'view'] },
  depreciacao: { path: 'depreciacao', element: <DepreciacaoPage />, rule: ['depreciations', 'view'] },
  depreciacaoMes: {
    path: 'depreciacao/:ano/:mes',
    element: <DepreciacaoMesPage />,
    rule: ['depreciations', 'view'],
  },
  conciliacoes: { path: 'conciliacao', element: <ConciliacoesPage />, rule: ['depreciations', 'view'] },
  /** POST /patrimonio/conciliacoes needs depreciations create (running a month). */
  conciliacaoNova: {
    path: 'conciliacao/nova',
    element: <ConciliacaoNovaPage />,
    rule: ['depreciations', 'create'],
  },
  conciliacao: { path: 'conciliacao/:id', element: <ConciliacaoPage />, rule: ['depreciations', 'view'] },
  /** The month's accounting events and its RMB (decision 065): the depreciation's readers. */
  contabilidade: { path: 'contabilidade', element: <ContabilidadePage />, rule: ['depreciations', 'view'] },
  implantacoes: { path: 'implantacao', element: <ImplantacoesPage />, rule: ['implantacao', 'view'] },
  /** POST /patrimonio/implantacao/bens/upload needs implantacao create. */
  implantacaoNova: {
    path: 'implantacao/nova',
    element: <ImplantacaoNovaPage />,
    rule: ['implantacao', 'create'],
  },
  implantacao: { path: 'implantacao/:id', element: <ImplantacaoPage />, rule: ['implantacao', 'view'] },
  /** The carga patrimonial (decision 051): its register and each servidor's or setor's carga. */
  servidores: { path: 'servidores', element: <ServidoresPage />, rule: ['custody', 'view'] },
  carga: { path: 'carga', element: <CargaPage />, rule: ['custody', 'view'] },
  /**
   * What waits for an aceite: opened with the area's asset list, not custody, since the receiver decides
   * what waits for him without the rule; the API answers a caller without custody:read only his own.
   */
  aceites: { path: 'aceites', element: <AceitesPage />, rule: ['assets', 'view'] },
  /**
   * The inventory (decision 063): the salas are read with the assets they hold (the asset form picks one),
   * and a sala's page is where its label's QR code leads; the campaigns need inventories.
   */
  salas: { path: 'salas', element: <SalasPage />, rule: ['assets', 'view'] },
  sala: { path: 'inventario/sala/:id', element: <SalaPage />, rule: ['assets', 'view'] },
  inventarios: { path: 'inventario', element: <InventariosPage />, rule: ['inventories', 'view'] },
  inventario: { path: 'inventario/:id', element: <InventarioPage />, rule: ['inventories', 'view'] },
  /** The counting screen of a campaign (the commission's phones): what it may do is the API's `acoes.contar`. */
  contagem: { path: 'inventario/:id/contagem', element: <ContagemPage />, rule: ['inventories', 'view'] },
  /** The remessas centre (decision 066): generating, sending and the codes are the API's `acoes`. */
  prestacaoContas: { path: 'prestacao-contas', element: <PrestacaoContasPage />, rule: ['remessas', 'view'] },
} as const satisfies Record<string, AreaRoute<PatrimonioResource>>;
export type PatrimonioRoute = keyof typeof PATRIMONIO_ROUTES;

/**
 * Every screen of the XML area (NF-e imports), under /app/xml (paths.ts `xml`, `xmlNota`). Importing a
 * file needs `xmls` create and incorporating a note `xmls` update and `assets` create: those are controls
 * of these two screens, not screens of their own.
 */
export const XML_ROUTES = {
  xml: { element: <XmlPage />, rule: ['xmls', 'view'] },
  xmlNota: { path: ':id', element: <XmlNotaPage />, rule: ['xmls', 'view'] },
} as const satisfies Record<string, AreaRoute<PatrimonioResource>>;
export type XmlRoute = keyof typeof XML_ROUTES;

const ALL_ROUTES = { ...PATRIMONIO_ROUTES, ...XML_ROUTES };

/** Whether the location may open a screen of either area (else the Portuguese 403). */
export function canOpen(areaAccess: PatrimonioAccess, route: PatrimonioRoute | XmlRoute): boolean {
  return allows(areaAccess, ALL_ROUTES[route].rule);
}

/** The route table of each base path the host mounts this remote at. */
const TABLES: { base: RegExp; routes: readonly AreaRoute<PatrimonioResource>[] }[] = [
  { base: /\/patrimonio\/?$/, routes: Object.values(PATRIMONIO_ROUTES) },
  { base: /\/xml\/?$/, routes: Object.values(XML_ROUTES) },
];

function AreaRouteTable({ routes }: { routes: readonly AreaRoute<PatrimonioResource>[] }) {
  const { access } = useRemote();
  return <RouteTable access={access} routes={routes} />;
}

/**
 * The `./routes` expose: rendered by the host inside its router under `basePath`, with relative routes
 * and no router of its own. The host mounts it twice: at /app/patrimonio (the assets and their
 * registers) and at /app/xml (the NF-e imports); each base path has its own route table.
 */
export function PatrimonioRoutes({ basePath, session }: RemoteProps) {
  const table = TABLES.find((t) => t.base.test(basePath));
  return (
    <RemoteProvider basePath={basePath} session={session}>
      {table ? (
        <AreaRouteTable routes={table.routes} />
      ) : (
        <Routes>
          <Route path="*" element={<NotFoundResult />} />
        </Routes>
      )}
    </RemoteProvider>
  );
}

export default PatrimonioRoutes;

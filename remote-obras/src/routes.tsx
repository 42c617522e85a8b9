import { CONTRACT_VERSION, type RemoteProps } from '@gp/shared-contracts';
import { type AreaRoute, RouteTable } from '@gp/shared-ui/remote';
import { lazy } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import type { ObrasResource } from './access.js';
import { ObrasPage } from './features/obra/obras-page.js';
import type { ObrasRegister } from './paths.js';
import { RemoteProvider, useRemote } from './session/remote-context.js';

/**
 * The list of works (where the area opens) comes with the entry; every other screen is its own chunk,
 * loaded when it is first opened (the host's Suspense shows 'Carregando...' meanwhile).
 */
const ObraFormPage = lazy(() =>
  import('./features/obra/obra-form-page.js').then((m) => ({ default: m.ObraFormPage })),
);
const MedicoesPage = lazy(() =>
  import('./features/medicao/medicao-pages.js').then((m) => ({ default: m.MedicoesPage })),
);
const MedicaoFormPage = lazy(() =>
  import('./features/medicao/medicao-pages.js').then((m) => ({ default: m.MedicaoFormPage })),
);
const OrdensServicoPage = lazy(() =>
  import('./features/ordemservico/ordemservico-pages.js').then((m) => ({ default: m.OrdensServicoPage })),
);
const OrdemServicoFormPage = lazy(() =>
  import('./features/ordemservico/ordemservico-pages.js').then((m) => ({ default: m.OrdemServicoFormPage })),
);
const LicencasPage = lazy(() =>
  import('./features/licenca/licenca-pages.js').then((m) => ({ default: m.LicencasPage })),
);
const LicencaFormPage = lazy(() =>
  import('./features/licenca/licenca-pages.js').then((m) => ({ default: m.LicencaFormPage })),
);
const CnosPage = lazy(() => import('./features/cno/cno-pages.js').then((m) => ({ default: m.CnosPage })));
const CnoFormPage = lazy(() =>
  import('./features/cno/cno-pages.js').then((m) => ({ default: m.CnoFormPage })),
);
const ResponsabilidadesPage = lazy(() =>
  import('./features/responsabilidade/responsabilidade-pages.js').then((m) => ({
    default: m.ResponsabilidadesPage,
  })),
);
const ResponsabilidadeFormPage = lazy(() =>
  import('./features/responsabilidade/responsabilidade-pages.js').then((m) => ({
    default: m.ResponsabilidadeFormPage,
  })),
);
const AcompanhamentosPage = lazy(() =>
  import('./features/acompanhamento/acompanhamento-pages.js').then((m) => ({
    default: m.AcompanhamentosPage,
  })),
);
const AcompanhamentoFormPage = lazy(() =>
  import('./features/acompanhamento/acompanhamento-pages.js').then((m) => ({
    default: m.AcompanhamentoFormPage,
  })),
);

/** Contract version this remote was built for; the host refuses another major. */
export const contractVersion = CONTRACT_VERSION;

/**
 * A register's three screens: the list, `criar` and `editar?id=` (docs/decisions/039-the-register-kit.md);
 * the earlier `editar/{id}` addresses (links kept in bookmarks and e-mails) go to `editar?id=`.
 */
const register = (
  path: ObrasRegister,
  list: React.ReactNode,
  form: React.ReactNode,
): AreaRoute<ObrasResource>[] => [
  { path, element: list, rule: ['obras', 'view'] },
  { path: `${path}/criar`, element: form, rule: ['obras', 'create'] },
  { path: `${path}/editar`, element: form, rule: ['obras', 'update'] },
  { path: `${path}/editar/:id`, element: <EditRedirect />, rule: ['obras', 'update'] },
];

/** `editar/{id}` → `editar?id={id}`, keeping the rest of the query (`obra_id`). */
function EditRedirect() {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete('id');
  const rest = query.toString();
  const editar = pathname.replace(/\/[^/]*\/?$/, '');
  return <Navigate to={`${editar}?id=${encodeURIComponent(id)}${rest ? `&${rest}` : ''}`} replace />;
}

/**
 * The area's screens: every one needs the area (support with `hasObras`, access.ts); /app/obras itself
 * opens the works.
 */
const ROUTES: readonly AreaRoute<ObrasResource>[] = [
  { element: <Navigate to="obra" replace />, rule: ['obras', 'view'] },
  ...register('obra', <ObrasPage />, <ObraFormPage />),
  ...register('medicao', <MedicoesPage />, <MedicaoFormPage />),
  ...register('ordemservico', <OrdensServicoPage />, <OrdemServicoFormPage />),
  ...register('cadastronacional', <CnosPage />, <CnoFormPage />),
  ...register('licencaambiental', <LicencasPage />, <LicencaFormPage />),
  ...register('responsabilidadetecnica', <ResponsabilidadesPage />, <ResponsabilidadeFormPage />),
  ...register('acompanhamento', <AcompanhamentosPage />, <AcompanhamentoFormPage />),
];

function ObrasRouteTable() {
  const { access } = useRemote();
  return <RouteTable access={access} routes={ROUTES} />;
}

/**
 * The `./routes` expose: rendered by the host inside its router under `basePath` (/app/obras), with
 * relative routes and no router of its own.
 */
export function ObrasRoutes({ basePath, session }: RemoteProps) {
  return (
    <RemoteProvider basePath={basePath} session={session}>
      <ObrasRouteTable />
    </RemoteProvider>
  );
}

export default ObrasRoutes;

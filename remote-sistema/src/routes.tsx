import { CONTRACT_VERSION, emit, type RemoteProps } from '@gp/shared-contracts';
import { ForbiddenResult } from '@gp/shared-ui';
import { type AreaRoute, RouteTable } from '@gp/shared-ui/remote';
import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import type { SistemaScreen } from './access.js';
import { RemoteProvider, useRemote } from './session/remote-context.js';

/**
 * Each screen is its own chunk, loaded when it is first opened: entering the area downloads the screen it
 * opens, not the others (the host's Suspense shows 'Carregando...' meanwhile).
 */
const AcessosPage = lazy(() =>
  import('./features/acessos/acessos-page.js').then((m) => ({ default: m.AcessosPage })),
);
const ClientesPage = lazy(() =>
  import('./features/clientes/clientes-page.js').then((m) => ({ default: m.ClientesPage })),
);
const ModulosPage = lazy(() =>
  import('./features/modulos/modulos-page.js').then((m) => ({ default: m.ModulosPage })),
);
const PerfisAcessoPage = lazy(() =>
  import('./features/perfis-acesso/perfis-acesso-page.js').then((m) => ({ default: m.PerfisAcessoPage })),
);
const SecretariaFormPage = lazy(() =>
  import('./features/secretarias/secretaria-form-page.js').then((m) => ({ default: m.SecretariaFormPage })),
);
const SecretariasPage = lazy(() =>
  import('./features/secretarias/secretarias-page.js').then((m) => ({ default: m.SecretariasPage })),
);
const SetorFormPage = lazy(() =>
  import('./features/setores/setor-form-page.js').then((m) => ({ default: m.SetorFormPage })),
);
const SetoresPage = lazy(() =>
  import('./features/setores/setores-page.js').then((m) => ({ default: m.SetoresPage })),
);
const UsuariosPage = lazy(() =>
  import('./features/usuarios/usuarios-page.js').then((m) => ({ default: m.UsuariosPage })),
);

/** Contract version this remote was built for; the host refuses another major. */
export const contractVersion = CONTRACT_VERSION;

/** The screens in menu order (Configurações, docs/product.md "Menu"), with the link each opens. */
const SCREENS = [
  { resource: 'clients', to: 'clientes' },
  { resource: 'departments', to: 'secretarias' },
  { resource: 'sectors', to: 'setores' },
  { resource: 'users', to: 'usuarios?page=1&limit=10' },
  { resource: 'access', to: 'acessos' },
  { resource: 'roles', to: 'perfis-acesso' },
] as const;

/** /app/sistema itself opens the first screen the location may see, or says it may see none. */
function FirstScreen() {
  const { access } = useRemote();
  const first = SCREENS.find((screen) => access[screen.resource].view);
  return first ? (
    <Navigate to={first.to} replace />
  ) : (
    <ForbiddenResult onBack={() => emit('navigate:request', { to: '/app' })} />
  );
}

/**
 * The area's screens, each with the rule that opens it (docs/frontend.md, "Rotas"): the access function
 * (access.ts) already folds in each screen's flag (support, `departments`, `hasSetor`).
 */
const ROUTES: readonly AreaRoute<SistemaScreen>[] = [
  { element: <FirstScreen />, rule: null },
  { path: 'clientes', element: <ClientesPage />, rule: ['clients', 'view'] },
  { path: 'secretarias', element: <SecretariasPage />, rule: ['departments', 'view'] },
  {
    path: 'secretarias/criar',
    element: <SecretariaFormPage />,
    rule: ['departments', 'create'],
  },
  {
    path: 'secretarias/editar',
    element: <SecretariaFormPage />,
    rule: ['departments', 'update'],
  },
  { path: 'setores', element: <SetoresPage />, rule: ['sectors', 'view'] },
  { path: 'setores/criar', element: <SetorFormPage />, rule: ['sectors', 'create'] },
  { path: 'setores/editar', element: <SetorFormPage />, rule: ['sectors', 'update'] },
  { path: 'usuarios', element: <UsuariosPage />, rule: ['users', 'view'] },
  { path: 'acessos', element: <AcessosPage />, rule: ['access', 'view'] },
  { path: 'perfis-acesso', element: <PerfisAcessoPage />, rule: ['roles', 'view'] },
  { path: 'modulos', element: <ModulosPage />, rule: ['modules', 'view'] },
];

function SistemaRouteTable() {
  const { access } = useRemote();
  return <RouteTable access={access} routes={ROUTES} />;
}

/**
 * The `./routes` expose: rendered by the host inside its router under `basePath` (/app/sistema), with
 * relative routes and no router of its own.
 */
export function SistemaRoutes({ basePath, session }: RemoteProps) {
  return (
    <RemoteProvider basePath={basePath} session={session}>
      <SistemaRouteTable />
    </RemoteProvider>
  );
}

export default SistemaRoutes;

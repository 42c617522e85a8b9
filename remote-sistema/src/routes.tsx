import { CONTRACT_VERSION, emit, type RemoteProps } from '@gp/shared-contracts';
import { ForbiddenResult } from '@gp/shared-ui';
import { type AreaRoute, RouteTable } from '@gp/shared-ui/remote';
import { Navigate } from 'react-router-dom';
import type { SistemaScreen } from './access.js';
import { AcessosPage } from './features/acessos/acessos-page.js';
import { ClientesPage } from './features/clientes/clientes-page.js';
import { ModulosPage } from './features/modulos/modulos-page.js';
import { PerfisAcessoPage } from './features/perfis-acesso/perfis-acesso-page.js';
import { SecretariaFormPage } from './features/secretarias/secretaria-form-page.js';
import { SecretariasPage } from './features/secretarias/secretarias-page.js';
import { SetorFormPage } from './features/setores/setor-form-page.js';
import { SetoresPage } from './features/setores/setores-page.js';
import { UsuariosPage } from './features/usuarios/usuarios-page.js';
import { RemoteProvider, useRemote } from './session/remote-context.js';

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
    element: <SecretariaFormPage mode="create" />,
    rule: ['departments', 'create'],
  },
  {
    path: 'secretarias/editar',
    element: <SecretariaFormPage mode="edit" />,
    rule: ['departments', 'update'],
  },
  { path: 'setores', element: <SetoresPage />, rule: ['sectors', 'view'] },
  { path: 'setores/criar', element: <SetorFormPage mode="create" />, rule: ['sectors', 'create'] },
  { path: 'setores/editar', element: <SetorFormPage mode="edit" />, rule: ['sectors', 'update'] },
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

import { CONTRACT_VERSION, emit, type RemoteProps } from '@gp/shared-contracts';
import { ForbiddenResult } from '@gp/shared-ui';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundResult } from './components/not-found-result.js';
import { AcessosPage } from './features/acessos/acessos-page.js';
import { ClientesPage } from './features/clientes/clientes-page.js';
import { PerfisAcessoPage } from './features/perfis-acesso/perfis-acesso-page.js';
import { SecretariaFormPage } from './features/secretarias/secretaria-form-page.js';
import { SecretariasPage } from './features/secretarias/secretarias-page.js';
import { SetorFormPage } from './features/setores/setor-form-page.js';
import { SetoresPage } from './features/setores/setores-page.js';
import { UsuariosPage } from './features/usuarios/usuarios-page.js';
import { RemoteProvider, useRemote } from './session/remote-context.js';

/** Contract version this remote was built for; the host refuses another major. */
export const contractVersion = CONTRACT_VERSION;

function Allowed({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? children : <ForbiddenResult onBack={() => emit('navigate:request', { to: '/app' })} />;
}

/** The screens in menu order (spec §2 Configurações), with the link each opens. */
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

function SistemaRouteTable() {
  const { access } = useRemote();
  return (
    <Routes>
      <Route index element={<FirstScreen />} />
      <Route
        path="clientes"
        element={
          <Allowed when={access.clients.view}>
            <ClientesPage />
          </Allowed>
        }
      />
      <Route path="secretarias">
        <Route
          index
          element={
            <Allowed when={access.departments.view}>
              <SecretariasPage />
            </Allowed>
          }
        />
        <Route
          path="criar"
          element={
            <Allowed when={access.departments.create}>
              <SecretariaFormPage mode="create" />
            </Allowed>
          }
        />
        <Route
          path="editar"
          element={
            <Allowed when={access.departments.update}>
              <SecretariaFormPage mode="edit" />
            </Allowed>
          }
        />
      </Route>
      <Route path="setores">
        <Route
          index
          element={
            <Allowed when={access.sectors.view}>
              <SetoresPage />
            </Allowed>
          }
        />
        <Route
          path="criar"
          element={
            <Allowed when={access.sectors.create}>
              <SetorFormPage mode="create" />
            </Allowed>
          }
        />
        <Route
          path="editar"
          element={
            <Allowed when={access.sectors.update}>
              <SetorFormPage mode="edit" />
            </Allowed>
          }
        />
      </Route>
      <Route
        path="usuarios"
        element={
          <Allowed when={access.users.view}>
            <UsuariosPage />
          </Allowed>
        }
      />
      <Route
        path="acessos"
        element={
          <Allowed when={access.access.view}>
            <AcessosPage />
          </Allowed>
        }
      />
      <Route
        path="perfis-acesso"
        element={
          <Allowed when={access.roles.view}>
            <PerfisAcessoPage />
          </Allowed>
        }
      />
      <Route path="*" element={<NotFoundResult />} />
    </Routes>
  );
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

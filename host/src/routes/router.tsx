import type { Area } from '@gp/shared-contracts';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { LoginPage } from '../pages/login-page.js';
import { RequireSession, RequireUser } from './guards.js';
import { lazyPage } from './lazy-page.js';
import { loadAppLayout, loadDashboardPage, loadSelectLocationPage } from './page-loaders.js';
import { PageLoading } from './page-loading.js';
import { RootRoute } from './root-route.js';

// Every page but /login is downloaded when first opened, so the sign-in form is all the first visit
// waits for (the /login byte budget is checked by e2e/tests/figures.spec.ts). The pages fetched ahead
// (routes/page-loaders.ts) are drawn at once when they have arrived (`lazyPage`).
const AppLayout = lazyPage(loadAppLayout, (m) => m.AppLayout);
const DashboardPage = lazyPage(loadDashboardPage, (m) => m.DashboardPage);
const ForgotPasswordPage = lazy(() =>
  import('../pages/forgot-password-page.js').then((m) => ({ default: m.ForgotPasswordPage })),
);
const PasswordTokenPage = lazy(() =>
  import('../pages/password-token-page.js').then((m) => ({ default: m.PasswordTokenPage })),
);
const CpfTokenPage = lazy(() =>
  import('../pages/cpf-token-page.js').then((m) => ({ default: m.CpfTokenPage })),
);
const SelectLocationPage = lazyPage(loadSelectLocationPage, (m) => m.SelectLocationPage);
const NotFoundPage = lazy(() => import('./not-found-page.js').then((m) => ({ default: m.NotFoundPage })));
const AccessibilityPage = lazy(() =>
  import('../pages/accessibility-page.js').then((m) => ({ default: m.AccessibilityPage })),
);
const RemoteRoute = lazy(() => import('./remote-route.js').then((m) => ({ default: m.RemoteRoute })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/** A route whose page is downloaded when first opened, with a spinner meanwhile. */
const page = (path: string, element: ReactNode) => ({ path, element: <Loading>{element}</Loading> });

/** A path served by a remote area, which takes every path below it (`/*`). */
const remoteArea = (path: string, area: Area, basePath: string) =>
  page(path, <RemoteRoute area={area} basePath={basePath} />);

/** Routes of docs/product.md, "Áreas e rotas". Areas served by remotes take every path below them (`/*`). */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootRoute />,
      children: [
        { path: '/', element: <Navigate to="/login" replace /> },
        { path: '/login', element: <LoginPage /> },
        page('/recuperarSenha', <ForgotPasswordPage />),
        page('/createPass', <PasswordTokenPage purpose="first-access" />),
        page('/recovery', <PasswordTokenPage purpose="recovery" />),
        page('/informarCpf', <CpfTokenPage />),
        {
          path: '/selecionarlocal',
          element: (
            <RequireUser>
              <Loading>
                <SelectLocationPage />
              </Loading>
            </RequireUser>
          ),
        },
        remoteArea('/publico/*', 'publico', '/publico'),
        {
          path: '/app',
          element: (
            <RequireSession>
              <Loading>
                <AppLayout />
              </Loading>
            </RequireSession>
          ),
          children: [
            {
              index: true,
              element: (
                <Loading>
                  <DashboardPage />
                </Loading>
              ),
            },
            page('acessibilidade', <AccessibilityPage />),
            remoteArea('patrimonio/*', 'patrimonio', '/app/patrimonio'),
            remoteArea('xml/*', 'patrimonio', '/app/xml'),
            remoteArea('sistema/*', 'sistema', '/app/sistema'),
            remoteArea('obras/*', 'obras', '/app/obras'),
            page('*', <NotFoundPage />),
          ],
        },
        page('*', <NotFoundPage />),
      ],
    },
  ]);
}

import { Flex, Spin } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { LoginPage } from '../pages/login-page.js';
import { RequireSession, RequireUser } from './guards.js';
import { loadAppLayout, loadDashboardPage, loadSelectLocationPage } from './page-loaders.js';
import { RootRoute } from './root-route.js';

// Every page but /login is downloaded when first opened, so the sign-in form is all the first visit
// waits for (the /login byte budget is checked by e2e/tests/figures.spec.ts).
const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));
const DashboardPage = lazy(() => loadDashboardPage().then((m) => ({ default: m.DashboardPage })));
const ForgotPasswordPage = lazy(() =>
  import('../pages/forgot-password-page.js').then((m) => ({ default: m.ForgotPasswordPage })),
);
const PasswordTokenPage = lazy(() =>
  import('../pages/password-token-page.js').then((m) => ({ default: m.PasswordTokenPage })),
);
const SelectLocationPage = lazy(() =>
  loadSelectLocationPage().then((m) => ({ default: m.SelectLocationPage })),
);
const NotFoundPage = lazy(() => import('./not-found-page.js').then((m) => ({ default: m.NotFoundPage })));
const RemoteRoute = lazy(() => import('./remote-route.js').then((m) => ({ default: m.RemoteRoute })));

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
          <Spin size="large" tip="Carregando...">
            <div style={{ width: 120, height: 60 }} />
          </Spin>
        </Flex>
      }
    >
      {children}
    </Suspense>
  );
}

/** Routes of docs/product.md, "Áreas e rotas". Areas served by remotes take every path below them (`/*`). */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootRoute />,
      children: [
        { path: '/', element: <Navigate to="/login" replace /> },
        { path: '/login', element: <LoginPage /> },
        {
          path: '/recuperarSenha',
          element: (
            <Loading>
              <ForgotPasswordPage />
            </Loading>
          ),
        },
        {
          path: '/createPass',
          element: (
            <Loading>
              <PasswordTokenPage purpose="first-access" />
            </Loading>
          ),
        },
        {
          path: '/recovery',
          element: (
            <Loading>
              <PasswordTokenPage purpose="recovery" />
            </Loading>
          ),
        },
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
        {
          path: '/publico/*',
          element: (
            <Loading>
              <RemoteRoute area="publico" basePath="/publico" />
            </Loading>
          ),
        },
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
            {
              path: 'patrimonio/*',
              element: (
                <Loading>
                  <RemoteRoute area="patrimonio" basePath="/app/patrimonio" />
                </Loading>
              ),
            },
            {
              path: 'xml/*',
              element: (
                <Loading>
                  <RemoteRoute area="patrimonio" basePath="/app/xml" />
                </Loading>
              ),
            },
            {
              path: 'sistema/*',
              element: (
                <Loading>
                  <RemoteRoute area="sistema" basePath="/app/sistema" />
                </Loading>
              ),
            },
            {
              path: 'obras/*',
              element: (
                <Loading>
                  <RemoteRoute area="obras" basePath="/app/obras" />
                </Loading>
              ),
            },
            {
              path: '*',
              element: (
                <Loading>
                  <NotFoundPage />
                </Loading>
              ),
            },
          ],
        },
        {
          path: '*',
          element: (
            <Loading>
              <NotFoundPage />
            </Loading>
          ),
        },
      ],
    },
  ]);
}

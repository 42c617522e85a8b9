import { Flex, Spin } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { ForgotPasswordPage } from '../pages/forgot-password-page.js';
import { LoginPage } from '../pages/login-page.js';
import { PasswordTokenPage } from '../pages/password-token-page.js';
import { SelectLocationPage } from '../pages/select-location-page.js';
import { RequireSession, RequireUser } from './guards.js';
import { NotFoundPage } from './not-found-page.js';
import { RemoteRoute } from './remote-route.js';
import { RootRoute } from './root-route.js';

// The /app shell (ProLayout, pro-components) loads only after sign-in, so /login stays light.
const AppLayout = lazy(() => import('../layout/app-layout.js').then((m) => ({ default: m.AppLayout })));
const DashboardPage = lazy(() =>
  import('../pages/dashboard-page.js').then((m) => ({ default: m.DashboardPage })),
);

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
        { path: '/recuperarSenha', element: <ForgotPasswordPage /> },
        { path: '/createPass', element: <PasswordTokenPage purpose="first-access" /> },
        { path: '/recovery', element: <PasswordTokenPage purpose="recovery" /> },
        {
          path: '/selecionarlocal',
          element: (
            <RequireUser>
              <SelectLocationPage />
            </RequireUser>
          ),
        },
        { path: '/publico/*', element: <RemoteRoute area="publico" basePath="/publico" /> },
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
            { path: 'patrimonio/*', element: <RemoteRoute area="patrimonio" basePath="/app/patrimonio" /> },
            { path: 'xml/*', element: <RemoteRoute area="patrimonio" basePath="/app/xml" /> },
            { path: 'sistema/*', element: <RemoteRoute area="sistema" basePath="/app/sistema" /> },
            { path: 'obras/*', element: <RemoteRoute area="obras" basePath="/app/obras" /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

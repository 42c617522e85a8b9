import { emit } from '@gp/shared-contracts';
import { Spin } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { allows, type ResourceAccess, type RouteRule } from '../access.js';
import { ForbiddenResult } from '../forbidden-result.js';
import { NotFoundResult } from '../not-found-result.js';

/** One screen of an area: its path under the area (none for the index), the page, and its rule. */
export type AreaRoute<Resource extends string> = {
  path?: string;
  element: ReactNode;
  /** The resource and access the screen needs; null for a screen anyone in the area opens. */
  rule: RouteRule<Resource>;
};

const forbidden = <ForbiddenResult onBack={() => emit('navigate:request', { to: '/app' })} />;

/**
 * What a lazy screen shows while its chunk downloads (the host's loading look). Each route has its own
 * boundary, so a navigation replaces the previous screen at once instead of leaving it on display, and
 * clickable, under the new address until the next one arrives.
 */
const loading = (
  <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
    <Spin tip="Carregando..." size="large">
      <div style={{ width: 120, height: 60 }} />
    </Spin>
  </div>
);

/** A route's element inside its own Suspense boundary (keyed by the route, so a new screen gets a new one). */
const screen = (key: string, element: ReactNode) => (
  <Suspense key={key} fallback={loading}>
    {element}
  </Suspense>
);

/**
 * The routes of an area, from one table: a screen the location may not open renders the Portuguese
 * 403, an unknown path the 404 (docs/frontend.md, "Rotas"). The API refuses the same calls anyway.
 */
export function RouteTable<Resource extends string>({
  access,
  routes,
}: {
  access: Record<Resource, ResourceAccess>;
  routes: readonly AreaRoute<Resource>[];
}) {
  return (
    <Routes>
      {routes.map(({ path, element, rule }) =>
        path === undefined ? (
          <Route key="index" index element={screen('index', allows(access, rule) ? element : forbidden)} />
        ) : (
          <Route key={path} path={path} element={screen(path, allows(access, rule) ? element : forbidden)} />
        ),
      )}
      <Route path="*" element={<NotFoundResult />} />
    </Routes>
  );
}

import { emit } from '@gp/shared-contracts';
import { type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { allows, type ResourceAccess, type RouteRule } from '../access.js';
import { ForbiddenResult } from '../forbidden-result.js';
import { LOADING_SCREEN } from '../loading-screen.js';
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
 * A route's element inside its own Suspense boundary (keyed by the route, so a new screen gets a new one):
 * a navigation replaces the previous screen at once with the loading look instead of leaving it on
 * display, and clickable, under the new address until the next one arrives.
 */
const screen = (key: string, element: ReactNode) => (
  <Suspense key={key} fallback={LOADING_SCREEN}>
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

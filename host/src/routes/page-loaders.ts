import { isBackOfficePath, opensDashboard } from './back-office-path.js';

/** The modules that have arrived, by their loader: the router draws those pages at once (`lazyPage`). */
const arrived = new Map<() => Promise<unknown>, unknown>();

/** A page's loader, which records the module once it has arrived. */
export function pageLoader<M>(importer: () => Promise<M>): () => Promise<M> {
  const load = () =>
    importer().then((module) => {
      arrived.set(load, module);
      return module;
    });
  return load;
}

/** The module of `load` if it has already arrived. */
export function arrivedModule<M>(load: () => Promise<M>): M | undefined {
  return arrived.get(load) as M | undefined;
}

/**
 * The lazily loaded pages, one loader each: the router renders them on demand, and the sign-in page
 * starts downloading what comes after it once the user begins to type (see `prefetchAfterSignIn`), so the
 * form itself stays light and the next screens are usually ready when the API answers.
 */
export const loadAppLayout = pageLoader(() => import('../layout/app-layout.js'));
export const loadDashboardPage = pageLoader(() => import('../pages/dashboard-page.js'));
export const loadSelectLocationPage = pageLoader(() => import('../pages/select-location-page.js'));

let prefetched = false;

/** Downloads the location choice, the /app shell and the dashboard; once per page, errors ignored. */
export function prefetchAfterSignIn(): void {
  if (prefetched) return;
  prefetched = true;
  for (const load of [loadSelectLocationPage, loadAppLayout, loadDashboardPage])
    void load().catch(() => undefined);
}

/**
 * At the back office's start, the screens the address opens, requested at once instead of one after the
 * other (the layout first renders, then asks for its page): under /app the layout, and at /app itself
 * the dashboard. They download while the start-up reads its configuration and restores the session, and
 * the start-up waits for them (resolves once they have arrived or failed) so that its first render draws
 * them, not their Suspense fallbacks.
 */
export function prefetchForPath(path: string): Promise<void> {
  if (!isBackOfficePath(path)) return Promise.resolve();
  const loads = [loadAppLayout(), ...(opensDashboard(path) ? [loadDashboardPage()] : [])];
  return Promise.allSettled(loads).then(() => undefined);
}

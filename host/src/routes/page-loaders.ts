import { isBackOfficePath, opensDashboard } from './back-office-path.js';

/**
 * The lazily loaded pages, one loader each: the router renders them on demand, and the sign-in page
 * starts downloading what comes after it once the user begins to type (see `prefetchAfterSignIn`), so the
 * form itself stays light and the next screens are usually ready when the API answers.
 */
export const loadAppLayout = () => import('../layout/app-layout.js');
export const loadDashboardPage = () => import('../pages/dashboard-page.js');
export const loadSelectLocationPage = () => import('../pages/select-location-page.js');

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
 * the dashboard. They download while the start-up reads its configuration and restores the session.
 */
export function prefetchForPath(path: string): void {
  if (!isBackOfficePath(path)) return;
  void loadAppLayout().catch(() => undefined);
  if (opensDashboard(path)) void loadDashboardPage().catch(() => undefined);
}

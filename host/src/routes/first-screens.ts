import { isBackOfficePath, opensDashboard } from './back-office-path.js';

/**
 * The modules of the back office's first screens (the layout, and the dashboard), which the build lists in
 * index.html (`vite/back-office-start.ts`, decision 029). The host's entry asks the browser for them
 * (`modulepreload`) as it starts the back office, beside the back office's own start-up code: the router
 * would otherwise ask for them only once that code has arrived and run. Requested by address rather
 * than imported, so the bundler splits the modules as before (an `import()` from the entry would split
 * the modules the sign-in shares with them into more files).
 */
export const FIRST_SCREENS_ID = 'gp-primeiras-telas';

/** The island's content: the files (under the host's root) of each screen's modules. */
export type FirstScreens = { layout: string[]; dashboard: string[] };

/** Adds a `modulepreload` per file of the screens `path` opens; returns how many. */
export function preloadFirstScreens(path: string, doc: Document = document): number {
  const island = doc.getElementById(FIRST_SCREENS_ID);
  if (!isBackOfficePath(path) || !island) return 0;
  let screens: Partial<FirstScreens>;
  try {
    screens = JSON.parse(island.textContent ?? '') as Partial<FirstScreens>;
  } catch {
    return 0;
  }
  const files = new Set([
    ...(screens.layout ?? []),
    ...(opensDashboard(path) ? (screens.dashboard ?? []) : []),
  ]);
  for (const file of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    doc.head.appendChild(link);
  }
  return files.size;
}

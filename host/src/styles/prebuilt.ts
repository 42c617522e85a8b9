/**
 * The back office's stylesheet made at build time (docs/decisions/029-the-back-office-styles-made-at-build-time.md):
 * antd's styles of the layout and the dashboard, with the map that tells antd's runtime they are there, so
 * the first render on `/app` writes none of them. The page's loader (`styles/server.tsx`) requests it on
 * the back office's paths, in parallel with the scripts; the start-up waits for it before the first render
 * (`prebuiltStylesReady`), since antd reads the map once, at its first style.
 */

/** The `<link>` the page's loader adds. */
export const PREBUILT_STYLES_ID = 'gp-estilos';

/**
 * How long the first render waits for the stylesheet. Past it the page draws anyway: antd then writes the
 * styles itself, as it does without the file, and the file's rules, arriving later, are the same ones.
 */
export const PREBUILT_STYLES_WAIT_MS = 2000;

/** Resolves once the stylesheet has loaded or failed, at once when the page has none, or after the wait. */
export function prebuiltStylesReady(
  doc: Document = document,
  waitMs = PREBUILT_STYLES_WAIT_MS,
): Promise<void> {
  const link = doc.getElementById(PREBUILT_STYLES_ID);
  if (!(link instanceof HTMLLinkElement) || link.sheet || link.dataset.settled !== undefined)
    return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
}

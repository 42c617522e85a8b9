import type { Resource } from './api.js';

/**
 * The answer a page was first drawn with on the server (src/server.tsx), carried in the page as JSON so the
 * browser's first render draws the same thing without asking the API again. The remote writes it and reads
 * it back; the host only places the server's HTML in the page.
 */
export const SERVER_DATA_ID = 'gp-publico-dados';

/**
 * The element holding the page drawn on the server. The browser's first drawing of the page removes it
 * (components/layout.tsx), in the same commit, so the page is never shown twice nor blinks.
 */
export const SERVER_PAGE_ID = 'gp-publico-servidor';

/**
 * Where the focus is inside `drawn` (the page drawn on the server), as the position of each element among
 * its parent's, from `drawn` down; null when it is elsewhere. The browser draws the same page with the same
 * components, so the same positions lead to the same element there (`elementAt`).
 */
export function focusedPosition(drawn: Element): number[] | null {
  const focused = document.activeElement;
  if (!focused || focused === drawn || !drawn.contains(focused)) return null;
  const position: number[] = [];
  for (let element: Element = focused; element !== drawn; ) {
    const parent = element.parentElement;
    if (!parent) return null;
    position.unshift(Array.prototype.indexOf.call(parent.children, element));
    element = parent;
  }
  return position;
}

/** The element at `position` below `root` (see `focusedPosition`), if there is one. */
export function elementAt(root: Element, position: number[]): Element | null {
  let element: Element | undefined = root;
  for (const index of position) element = element?.children[index];
  return element ?? null;
}

/** True while the page drawn on the server is still on screen (nothing else needs to say it is loading). */
export const serverPageShown = () =>
  typeof document !== 'undefined' && document.getElementById(SERVER_PAGE_ID) !== null;

export type ServerData = {
  /** The API path (with its query) the answer is of. */
  path: string;
  status: number;
  /** The answer's body: the data on 2xx, `{ message }` otherwise. */
  body: unknown;
};

/** `<script type="application/json">` content that no answer can close early (`</script>`, `<!--`). */
export const serverDataJson = (data: ServerData) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The server's answer for `path`, when this page was drawn on the server for it. */
export function readServerData<T>(path: string): Resource<T> | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(SERVER_DATA_ID);
  if (!element?.textContent) return null;
  let data: ServerData;
  try {
    data = JSON.parse(element.textContent) as ServerData;
  } catch {
    return null;
  }
  if (data.path !== path) return null;
  if (data.status >= 200 && data.status < 300) return { state: 'ok', data: data.body as T };
  const message = (data.body as { message?: unknown } | null)?.message;
  return { state: 'error', status: data.status, message: typeof message === 'string' ? message : '' };
}

import { DOCUMENT_LINK_PARAM } from '@gp/shared-contracts';
import { vi } from 'vitest';
import { API, type Call, type Reply } from './fake-api.js';

/**
 * A document opened in a window of its own (decision 041), as the areas' component tests see it: the
 * fake API signs the document's link, and a stub window records where it was sent.
 */

/** The signature of every link the fake API answers. */
const SIGNED = 'assinado';

/** POST /documentos/links as the API answers it: the document's address with its link last. */
/** A screen asking whether a PDF is made by a job before it opens its window (`openDocument`'s `mayQueue`). */
export const isDocumentProbe = (call: Call) => call.headers.get('x-documento-sondagem') !== null;

export function documentLinkReply(call: Call): Reply | undefined {
  // A probe of a report or labels that fit in the request (no job): the API's 204 (docs/api.md).
  if (isDocumentProbe(call)) return { status: 204 };
  if (call.method !== 'POST' || call.path !== '/documentos/links') return undefined;
  const { caminho } = call.body as { caminho: string };
  const separator = caminho.includes('?') ? '&' : '?';
  return {
    status: 200,
    body: {
      url: `${caminho}${separator}${DOCUMENT_LINK_PARAM}=${SIGNED}`,
      expira_em: '2026-11-27T12:05:00.000Z',
    },
  };
}

/** A stub `window.open` and the document its window shows: its API path and query, once it is there. */
export function documentWindow() {
  const target = {
    closed: false,
    close: vi.fn(),
    document: { title: '', body: { textContent: '' } },
    location: { href: '' },
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
  const shown = (): { path: string; search: URLSearchParams } | null => {
    if (!target.location.href) return null;
    const url = new URL(target.location.href);
    if (url.origin !== API || url.searchParams.get(DOCUMENT_LINK_PARAM) !== SIGNED) return null;
    url.searchParams.delete(DOCUMENT_LINK_PARAM);
    return { path: url.pathname, search: url.searchParams };
  };
  return { open, target, shown };
}

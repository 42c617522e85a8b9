import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { PublicoRoutes } from '../routes.js';

export const API = 'http://api.test';

type Answer = { status: number; body: unknown };

/**
 * The public API answered from a table of `path (with query)` → answer; anything else is a 404. Returns the
 * list of paths asked.
 */
export function fakeApi(routes: Record<string, Answer | ((url: URL) => Answer)>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      const key = `${url.pathname}${url.search}`;
      asked.push(key);
      const route = routes[key] ?? routes[url.pathname];
      const answer = typeof route === 'function' ? route(url) : route;
      if (!answer) return new Response(JSON.stringify({ message: 'Não encontrado.' }), { status: 404 });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

/** Renders the area at `path`, mounted at /publico as the host does. */
export function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <PublicoRoutes
      basePath="/publico"
      session={{ user: null, local: null, exercicio: null, apiBaseUrl: API }}
    />,
  );
}

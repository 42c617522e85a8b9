import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_URL, MANIFEST_URL, RUNTIME_FILE_REQUEST } from '../config/runtime-config.js';
import { PREBUILT_STYLES_ID } from '../styles/prebuilt.js';
import { FIRST_RESPONSES_KEY, type FirstScreens, firstFetch, firstScreensLoader } from './first-screens.js';

const FIRST: FirstScreens = {
  stylesheet: '/assets/back-office-x.css',
  start: ['/assets/loadShare__react-a.js', '/assets/app-main-b.js', '/assets/app-layout-c.js'],
  dashboard: ['/assets/dashboard-page-d.js'],
};

/** Runs the loader as the page does, at `path`; returns what it added to `<head>`. */
function load(path: string) {
  new Function('location', firstScreensLoader(FIRST))({ pathname: path });
  return [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href'),
    id: link.id,
    crossOrigin: link.crossOrigin,
  }));
}

const fetchMock = vi.fn((url: string) => Promise.resolve(new Response(JSON.stringify({ url }))));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[FIRST_RESPONSES_KEY];
  vi.unstubAllGlobals();
});

describe("the back office's page loader", () => {
  it('at /app: the stylesheet, then the start-up modules in order, then the dashboard', () => {
    expect(load('/app')).toEqual([
      { rel: 'stylesheet', href: '/assets/back-office-x.css', id: PREBUILT_STYLES_ID, crossOrigin: null },
      { rel: 'modulepreload', href: '/assets/loadShare__react-a.js', id: '', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/app-main-b.js', id: '', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/app-layout-c.js', id: '', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/dashboard-page-d.js', id: '', crossOrigin: '' },
    ]);
  });

  it('below /app: the stylesheet and the start-up modules, not the dashboard', () => {
    expect(load('/app/patrimonio/bens').map((link) => link.href)).toEqual([
      '/assets/back-office-x.css',
      ...FIRST.start,
    ]);
  });

  it('marks the stylesheet settled once it loads or fails, which the start-up waits for', () => {
    load('/app');
    const sheet = document.getElementById(PREBUILT_STYLES_ID) as HTMLLinkElement;
    expect(sheet.dataset.settled).toBeUndefined();
    sheet.dispatchEvent(new Event('error'));
    expect(sheet.dataset.settled).toBe('');
  });

  it('asks nothing on the sign-in, the location choice and the public area', () => {
    for (const path of ['/', '/login', '/selecionarlocal', '/publico/bempatrimonial/1', '/application'])
      expect(load(path)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window).not.toHaveProperty(FIRST_RESPONSES_KEY);
  });
});

describe("the start-up's first reads", () => {
  it('are requested by the loader as the start-up reads them, and answered to the start-up once', async () => {
    load('/app/sistema/usuarios');
    expect(fetchMock.mock.calls).toEqual([
      [CONFIG_URL, RUNTIME_FILE_REQUEST],
      [MANIFEST_URL, RUNTIME_FILE_REQUEST],
    ]);
    expect(await (await firstFetch(CONFIG_URL)).json()).toEqual({ url: CONFIG_URL });
    expect(await (await firstFetch(MANIFEST_URL, { cache: 'no-store' })).json()).toEqual({
      url: MANIFEST_URL,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // A second read (the manifest read again by "Tentar novamente") is a request of its own.
    await firstFetch(MANIFEST_URL, { cache: 'no-store' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock).toHaveBeenLastCalledWith(MANIFEST_URL, { cache: 'no-store' });
  });

  it('are requests of their own when the page had no loader (a back office started from the sign-in)', async () => {
    await firstFetch(CONFIG_URL);
    expect(fetchMock).toHaveBeenCalledWith(CONFIG_URL, undefined);
  });

  it("leave a failed request to the start-up's own handling", async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    load('/app');
    await expect(firstFetch(CONFIG_URL)).rejects.toThrow('Failed to fetch');
  });
});

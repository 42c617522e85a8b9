import { afterEach, describe, expect, it } from 'vitest';
import { PREBUILT_STYLES_ID } from '../styles/prebuilt.js';
import { type FirstScreens, firstScreensLoader } from './first-screens.js';

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

afterEach(() => {
  document.head.innerHTML = '';
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
    for (const path of ['/', '/login', '/selecionar-local', '/publico/bempatrimonial/1', '/application'])
      expect(load(path)).toEqual([]);
  });
});

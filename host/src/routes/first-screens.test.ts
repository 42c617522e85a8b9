import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREENS_ID, preloadFirstScreens } from './first-screens.js';

function island(content: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_SCREENS_ID;
  script.textContent = content;
  document.head.appendChild(script);
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

const SCREENS = JSON.stringify({
  layout: ['assets/app-layout-a.js', 'assets/theme-b.js'],
  dashboard: ['assets/dashboard-page-c.js'],
});

describe("the first screens' modules, requested by the host's entry", () => {
  it('at /app: the layout and the dashboard', () => {
    island(SCREENS);
    expect(preloadFirstScreens('/app')).toBe(3);
    expect(preloaded()).toEqual([
      '/assets/app-layout-a.js',
      '/assets/theme-b.js',
      '/assets/dashboard-page-c.js',
    ]);
  });

  it('below /app: the layout alone (the page is an area, not the dashboard)', () => {
    island(SCREENS);
    expect(preloadFirstScreens('/app/patrimonio/bens')).toBe(2);
    expect(preloaded()).toEqual(['/assets/app-layout-a.js', '/assets/theme-b.js']);
  });

  it('nothing outside the back office, without the list or with a broken one', () => {
    island(SCREENS);
    expect(preloadFirstScreens('/login')).toBe(0);
    document.head.innerHTML = '';
    expect(preloadFirstScreens('/app')).toBe(0);
    island('{');
    expect(preloadFirstScreens('/app')).toBe(0);
    expect(preloaded()).toEqual([]);
  });
});

/**
 * The jsdom set-up of every front-end unit test (host, remotes, shared-ui): jsdom lacks what antd
 * measures with: `matchMedia` (responsive observers; answered here for the window's width, 1024 px by
 * default, so screens render as on a desktop unless a test narrows the window) and `getComputedStyle`
 * with a pseudo-element argument (scrollbar size); and each test's render is unmounted after it.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { keepOnlyHidingStyles } from './test-styles.js';

/** Whether a `(min-width: Npx)` / `(max-width: Npx)` query holds for the window's width. */
function widthMatches(query: string): boolean {
  const width = window.innerWidth;
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (!min && !max) return false;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: widthMatches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

keepOnlyHidingStyles();

// antd's first renders are slow under jsdom on a busy 2-core machine (two test workers share it): waiting
// up to 15 s keeps `findBy`/`waitFor` from failing a correct screen; a wrong one still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

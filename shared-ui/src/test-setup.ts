/**
 * The jsdom set-up of every front-end unit test (host, remotes, shared-ui): jsdom lacks what antd
 * measures with (STACK-NOTES), `matchMedia` (responsive observers) and `getComputedStyle` with a
 * pseudo-element argument (scrollbar size); and each test's render is unmounted after it.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
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

afterEach(() => cleanup());

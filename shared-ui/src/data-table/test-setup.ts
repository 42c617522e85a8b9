/**
 * jsdom lacks what antd's Table measures with (STACK-NOTES): `matchMedia` (responsive observers) and
 * `getComputedStyle` with a pseudo-element argument (scrollbar size), which jsdom does not implement.
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

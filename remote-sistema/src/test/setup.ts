/**
 * jsdom lacks what antd measures with (STACK-NOTES): `matchMedia` (responsive observers) and
 * `getComputedStyle` with a pseudo-element argument (scrollbar size), which jsdom does not implement.
 */
import { cleanup, configure } from '@testing-library/react';
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

// antd forms and dialogs settle slowly under jsdom on two busy cores; the default 1 s wait is too tight,
// and 5 s was overrun by the company form's validation under load.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

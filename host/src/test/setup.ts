import { webcrypto } from 'node:crypto';
// jsdom has no IndexedDB: fake-indexeddb is a complete in-memory implementation of the same API, so the
// token store runs its real code path (key kept in IndexedDB) in tests.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom's `crypto` has getRandomValues but no `subtle`; Node's Web Crypto is the same standard API, so
// AES-GCM encryption and non-extractable keys are exercised for real.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

// antd's responsive components (Table, ProTable, Grid) call matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom throws "Not implemented" for getComputedStyle with a pseudo-element, which antd asks for.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(() => cleanup());

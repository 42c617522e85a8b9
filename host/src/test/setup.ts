import { webcrypto } from 'node:crypto';
// jsdom has no IndexedDB: fake-indexeddb is a complete in-memory implementation of the same API, so the
// token store runs its real code path (key kept in IndexedDB) in tests.
import 'fake-indexeddb/auto';
// What antd needs of jsdom (matchMedia, getComputedStyle with a pseudo-element) and the cleanup after each test.
import '@gp/shared-ui/test-setup';

// jsdom's `crypto` has getRandomValues but no `subtle`; Node's Web Crypto is the same standard API, so
// AES-GCM encryption and non-extractable keys are exercised for real.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

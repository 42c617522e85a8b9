import { isPublicPath } from './public/public-path.js';

/**
 * The host's entry chooses what to start from the path: the public area (/publico/*: no sign-in, opened
 * cold on phones) starts without antd, the router nor the session (public/public-main.tsx); every other
 * path starts the back office (app-main.tsx). Both are separate chunks, so neither downloads the other's
 * code (decision 023; budgets in e2e/support/budget.ts).
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root ausente em index.html');

if (isPublicPath(window.location.pathname))
  void import('./public/public-main.js').then((m) => m.startPublic(root));
else void import('./app-main.js').then((m) => m.startApp(root));

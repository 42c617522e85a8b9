import { isPublicPath } from './public/public-path.js';
import { hasStoredSession } from './session/storage-keys.js';
import { signInCopy } from './sign-in/server-copy.js';
import { isSignInPath } from './sign-in/sign-in-path.js';

/**
 * The host's entry chooses what to start from the path: the public area (/publico/*: no sign-in, opened
 * cold on phones) starts without antd, the router nor the session (public/public-main.tsx, decision 023);
 * /login (and /) with no session stored starts the sign-in form alone, without the router
 * (sign-in/sign-in-main.tsx, decision 026), and that form starts the back office once the user is in;
 * every other path starts the back office (app-main.tsx). Each is its own chunk, so none downloads
 * another's code before it needs it (budgets in e2e/support/budget.ts).
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root ausente em index.html');

const path = window.location.pathname;
if (isPublicPath(path)) void import('./public/public-main.js').then((m) => m.startPublic(root));
else if (isSignInPath(path) && !hasStoredSession())
  void import('./sign-in/sign-in-main.js').then((m) => m.startSignIn(root));
else {
  // /login's page holds the form drawn at build time (decision 028), hidden when a session is stored.
  signInCopy()?.remove();
  void import('./app-main.js').then((m) => m.startApp(root));
}

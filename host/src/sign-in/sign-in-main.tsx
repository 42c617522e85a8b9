import '@ant-design/v5-patch-for-react-19';
import { type MouseEvent, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../config/runtime-config.js';
import { SignInForm } from '../pages/sign-in-form.js';
import { prefetchAfterSignIn } from '../routes/page-loaders.js';
import { createSessionController } from '../session/session-controller.js';
import { signInCopy, takeOverSignIn } from './server-copy.js';
import { SignInProviders } from './sign-in-providers.js';

const loadBackOffice = () => import('../app-main.js');

/**
 * Start-up of a cold /login (or /) when the browser keeps no session (decision 026): the sign-in form
 * with antd but without the router, React Query, antd's `App` nor the back office's shell. Once the API accepts the
 * sign-in (or 'Esqueci minha senha' is clicked) the back office starts in the same React root at the next
 * address, with no page reload; it restores the session this form just stored, as on any start-up.
 * On /login the page already shows the same form, drawn at build time (decision 028): React's form takes
 * its place, with what was typed in it.
 */
export async function startSignIn(root: HTMLElement) {
  // `/` leads to the form, as the router's redirect does.
  if (window.location.pathname !== '/login') window.history.replaceState(null, '', '/login');
  const config = await loadRuntimeConfig();
  const controller = createSessionController({ apiBaseUrl: config.apiBaseUrl });
  const reactRoot = createRoot(root);
  // The form drawn at build time into /login's page (decision 028), which the user may already be using.
  const copy = signInCopy();

  let entering = false;
  /** The back office at `path`, pushed onto the history or replacing /login. */
  const enter = async (path: string, how: 'push' | 'replace') => {
    if (entering) return;
    entering = true;
    try {
      const { startApp } = await loadBackOffice();
      await startApp(root, {
        config,
        reactRoot,
        beforeRouter: () =>
          how === 'push'
            ? window.history.pushState(null, '', path)
            : window.history.replaceState(null, '', path),
      });
    } catch {
      // The back office's files could not be fetched (a new deployment, a dropped connection): a plain
      // page load of the address, where the stored session is restored.
      window.location.assign(path);
    }
  };

  /** A plain click goes through `enter`; a click to open elsewhere (new tab, window) stays the browser's. */
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void enter(event.currentTarget.pathname, 'push');
  };

  reactRoot.render(
    <StrictMode>
      <SignInProviders>
        <SignInForm
          signIn={controller.signIn}
          takeOver={copy ? (form) => takeOverSignIn(copy, form) : undefined}
          onSignedIn={(path) => enter(path, 'replace')}
          forgotPassword={
            <a href="/recuperarSenha" onClick={follow}>
              Esqueci minha senha
            </a>
          }
          prefetch={() => {
            prefetchAfterSignIn();
            void loadBackOffice().catch(() => undefined);
          }}
        />
      </SignInProviders>
    </StrictMode>,
  );
}

import { AREA_REMOTES, type SessionSnapshot } from '@gp/shared-contracts';
import { useMemo } from 'react';
import { RemoteMount } from '../federation/remote-mount.js';
import { PUBLIC_BASE_PATH } from './public-path.js';

export const PUBLIC_UNAVAILABLE_TITLE = 'Página indisponível';

const box = { fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '0 auto', padding: '1rem' };

/** The public area's loading and failure states: plain elements, AA contrast, a main landmark. */
function Unavailable({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  return (
    <main style={box}>
      <h1 style={{ fontSize: '1.5rem' }}>{PUBLIC_UNAVAILABLE_TITLE}</h1>
      <p role="alert">{detail}</p>
      <button
        type="button"
        onClick={onRetry}
        style={{ font: 'inherit', minHeight: 44, padding: '0.5rem 1rem' }}
      >
        Tentar novamente
      </button>
    </main>
  );
}

const loading = (
  <p
    role="status"
    style={{ fontFamily: 'sans-serif', color: '#595959', textAlign: 'center', marginTop: '40vh' }}
  >
    Carregando...
  </p>
);

/** Nobody is signed in on the public pages: the snapshot carries only the API's address. */
export const anonymousSession = (apiBaseUrl: string): SessionSnapshot => ({
  user: null,
  local: null,
  exercicio: null,
  apiBaseUrl,
});

/** Drawn nothing: the page the server drew stays as it is. */
const KeepServerPage = () => null;

/**
 * The public remote, mounted with no session and no antd. `serverDrawn`: the page is already on screen,
 * drawn by the server; nothing is said while the remote loads, nor if it cannot (its links still work).
 */
export function PublicArea({
  apiBaseUrl,
  serverDrawn = false,
}: {
  apiBaseUrl: string;
  serverDrawn?: boolean;
}) {
  const session = useMemo(() => anonymousSession(apiBaseUrl), [apiBaseUrl]);
  return (
    <RemoteMount
      name={AREA_REMOTES.publico}
      basePath={PUBLIC_BASE_PATH}
      session={session}
      fallback={serverDrawn ? null : loading}
      Unavailable={serverDrawn ? KeepServerPage : Unavailable}
    />
  );
}

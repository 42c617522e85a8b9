import { createRoot } from 'react-dom/client';
import { PublicoRoutes } from './routes.js';

/**
 * Development harness (index.html): the area alone on its own page, mounted at /publico as in the host,
 * against the API of VITE_API_URL (the local one by default). No sign-in: the area has none.
 */
const apiBaseUrl =
  (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/+$/, '') || 'http://localhost:8000';
const session = { user: null, local: null, exercicio: null, apiBaseUrl };

if (!window.location.pathname.startsWith('/publico')) window.history.replaceState(null, '', '/publico');
const root = document.getElementById('root');
if (!root) throw new Error('#root ausente em index.html');
createRoot(root).render(<PublicoRoutes basePath="/publico" session={session} />);

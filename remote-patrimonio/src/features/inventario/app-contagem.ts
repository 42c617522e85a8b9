/**
 * The counting screen as an installable app that opens with no network (decision 068). Its manifest and
 * service worker are files of the host's origin under /app/patrimonio/inventario/ (host/public), the
 * worker's scope: only the inventory's pages are served by it, the rest of the back office never is.
 * Registered by this screen (not by the host's start-up, whose bytes are budgeted), which then hands the
 * worker what the page has loaded — the host's and this remote's files — to keep for the next opening
 * offline, and tells it which counting screen the installed app opens.
 */
export const APP_ESCOPO = '/app/patrimonio/inventario/';
const SW = `${APP_ESCOPO}sw.js`;
const MANIFESTO = `${APP_ESCOPO}manifest.json`;
/** Files worth keeping: scripts, styles, fonts, images and the manifests (never an API call). */
const ARQUIVO = /\.(m?js|css|woff2?|ttf|svg|png|jpe?g|gif|webp|json)(\?.*)?$/;

function ligarManifesto() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFESTO;
  document.head.append(link);
}

/** Every file this page has loaded so far (the host, the remote, the lazy chunks opened). */
const carregados = () => [
  ...new Set(
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((u) => ARQUIVO.test(new URL(u).pathname)),
  ),
];

/** The worker controls this page (at once when it was installed before; else once it claims it). */
const controlada = () =>
  navigator.serviceWorker.controller
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
        setTimeout(resolve, 5000);
      });

/**
 * Registers the worker (once per browser), then asks it to keep what is loaded and which screen opens the
 * installed app. `antes`: what to load through the worker first so it is kept too (the camera's chunks, the
 * location's reads the host's start-up makes). Nothing happens where service workers are not offered
 * (plain HTTP outside localhost, the remote's harness on its own origin).
 */
export async function instalarAppContagem(caminho: string, antes: () => Promise<unknown>): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  ligarManifesto();
  try {
    await navigator.serviceWorker.register(SW, { scope: APP_ESCOPO });
    const ready = await navigator.serviceWorker.ready;
    await controlada();
    await antes().catch(() => undefined);
    ready.active?.postMessage({ tipo: 'guardar', urls: [...carregados(), location.href], abrir: caminho });
    return true;
  } catch {
    return false;
  }
}

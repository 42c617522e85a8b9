import { CONFIG_URL, MANIFEST_URL, RUNTIME_FILE_REQUEST } from '../config/runtime-config.js';
import { PREBUILT_STYLES_ID } from '../styles/prebuilt.js';
import { isBackOfficePath, opensDashboard } from './back-office-path.js';

/**
 * What a cold back-office page asks the browser for from its `<head>`, all at once, while the federation's
 * start-up runs (docs/decisions/029-the-back-office-styles-made-at-build-time.md). The build
 * (`vite/back-office-start.ts`) lists the files; without the list each module would be requested only when
 * the one that imports it has arrived and run: the federation's shares one after the other, then the back
 * office's start-up code, then the layout's and the dashboard's modules. Requested by address
 * (`modulepreload`) rather than imported, so the bundler splits the modules as it does without the list.
 * The loader also asks for the runtime configuration and the remotes' manifest, which the start-up reads
 * first (`firstFetch`): they are in by the time the modules have run.
 */
export type FirstScreens = {
  /** The back office's stylesheet made at build time (`styles/server.tsx`). */
  stylesheet: string;
  /**
   * Modules every back-office path runs, in the order they run: the federation's shares, the back office's
   * start-up code, the layout.
   */
  start: string[];
  /** The dashboard's modules, less those in `start`: only `/app` itself opens it. */
  dashboard: string[];
};

/** The addresses the loader fetches, as `loadRuntimeConfig` and `fetchManifest` do. */
const FIRST_REQUESTS = [CONFIG_URL, MANIFEST_URL];

/** Where the loader leaves its requests' promises for the start-up, by address. */
export const FIRST_RESPONSES_KEY = '__gpPrimeirasRespostas';

/**
 * The source of the page's inline loader for `first`: on a back-office path it adds the stylesheet's
 * `<link>` (the start-up waits for it, `prebuiltStylesReady`) and a `modulepreload` per module, and starts
 * `FIRST_REQUESTS`; elsewhere (the sign-in, the public area) it asks nothing. Plain ES5, run before any
 * module.
 */
export function firstScreensLoader(first: FirstScreens): string {
  return [
    '(function(){',
    'var p=location.pathname,h=document.head;',
    `if(!(${isBackOfficePath.toString()})(p))return;`,
    "var s=document.createElement('link');s.rel='stylesheet';",
    `s.id=${JSON.stringify(PREBUILT_STYLES_ID)};s.href=${JSON.stringify(first.stylesheet)};`,
    "s.onload=s.onerror=function(){s.dataset.settled=''};h.appendChild(s);",
    `var f=${JSON.stringify(first.start)};`,
    `if((${opensDashboard.toString()})(p))f=f.concat(${JSON.stringify(first.dashboard)});`,
    "for(var i=0;i<f.length;i++){var m=document.createElement('link');m.rel='modulepreload';m.crossOrigin='';m.href=f[i];h.appendChild(m)}",
    // A failed request is the start-up's to handle (as its own fetch's would be), not an unhandled rejection.
    `var q=window[${JSON.stringify(FIRST_RESPONSES_KEY)}]={},u=${JSON.stringify(FIRST_REQUESTS)};`,
    `for(var j=0;j<u.length;j++){q[u[j]]=fetch(u[j],${JSON.stringify(RUNTIME_FILE_REQUEST)});q[u[j]].catch(function(){})}`,
    '})()',
  ].join('');
}

/**
 * `fetch` for the start-up's first reads: the response to the loader's request of the same address, once
 * (its request had the same options), else a request of its own.
 */
export const firstFetch: typeof fetch = (input, init) => {
  const early = (window as unknown as Record<string, Record<string, Promise<Response>> | undefined>)[
    FIRST_RESPONSES_KEY
  ];
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const response = early?.[url];
  if (!early || !response) return fetch(input, init);
  delete early[url];
  return response;
};

import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiAs } from '../support/api.js';
import { someAsset } from '../support/publico.js';
import { COMPANIES, signedInContext } from '../support/session.js';

/**
 * Timings of the front end on an emulated slow link (10 Mbit/s, 40 ms, CPU 4× slower), empty cache, each
 * measured RUNS times and reported as the median with the load average: `pnpm bench:front`. Each time is
 * the first animation frame at which the page shows what a user waits for (`watch`). The targets
 * are printed beside each figure; nothing fails here (the byte budget, which does not depend on the
 * machine, is checked by tests/figures.spec.ts).
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LINK = {
  latency: 40,
  downloadThroughput: (10 * 1024 * 1024) / 8,
  uploadThroughput: (10 * 1024 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const OUT = join(import.meta.dirname, '..', '..', '.test-results', 'bench-front.json');
const PERFIS = '/app/sistema/perfis-acesso';

async function slowPage(context: BrowserContext, link: typeof LINK = LINK): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...link });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/**
 * ms from navigation start until `ready` (an expression) holds in the page at `path`, checked at every
 * animation frame by a script the browser runs before the page's own (`watch`). The benchmark reads the
 * mark over the DevTools protocol: Playwright's `waitForFunction` would put its own script in the page
 * (≈ 140 ms of main thread on the slowed CPU, inside the time it measures).
 */
type Check = { name: string; path: string; ready: string };

/** Installs the checks in every document the page opens; each document runs those of its own path. */
async function watch(page: Page, checks: Check[]) {
  await page.addInitScript((list: Check[]) => {
    const marks: Record<string, number> = {};
    (window as unknown as { __gpMarcas: Record<string, number> }).__gpMarcas = marks;
    const mine = list
      .filter((check) => check.path === location.pathname)
      .map((check) => ({
        name: check.name,
        holds: new Function(`return (${check.ready})`) as () => unknown,
      }));
    const frame = () => {
      for (const check of mine)
        if (!(check.name in marks) && check.holds()) marks[check.name] = Math.round(performance.now());
      if (mine.some((check) => !(check.name in marks))) requestAnimationFrame(frame);
    };
    if (mine.length > 0) requestAnimationFrame(frame);
  }, checks);
}

/** Waits for the check `name` of the page's current document; its time in ms from navigation start. */
async function timeTo(page: Page, name: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const deadline = Date.now() + 120_000;
  try {
    while (Date.now() < deadline) {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: `window.__gpMarcas && window.__gpMarcas[${JSON.stringify(name)}]`,
        returnByValue: true,
      });
      if (typeof result.value === 'number') return result.value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await cdp.detach();
  }
  throw new Error(`${name}: não aconteceu em 120 s`);
}

const FORM_USABLE = `(() => { const b = [...document.querySelectorAll('button')].find((x) => x.textContent?.trim() === 'Entrar'); const u = document.querySelector('input[placeholder="Usuário"]'); return Boolean(b && u && !b.disabled); })()`;
/** The form drawn at build time into /login's page (decision 028) has been replaced by the browser's. */
const TAKEN_OVER = `(() => !document.getElementById('gp-entrar-servidor') && ${FORM_USABLE})()`;
/**
 * The dashboard's greeting, its page title (which the page header also writes in a `title` attribute), on
 * screen with the user's name: the page's drawn copy (docs/decisions/030) once fitted and shown, or the
 * back office's. A selector, not a walk over every element: the check runs at every frame on the
 * slowed-down CPU, where a walk over the whole layout would take part of the time it measures.
 */
const DASHBOARD = `(() => { const t = document.querySelector('.ant-page-header-heading-title[title^="Olá, "]'); return Boolean(t && t.checkVisibility() && !t.title.includes('⟦')); })()`;
/** The back office's scripts have drawn the dashboard and removed the page's copy. */
const DASHBOARD_TAKEN_OVER = `(() => !document.getElementById('gp-painel-servidor') && Boolean(document.querySelector('#root .ant-page-header-heading-title[title^="Olá, "]')))()`;
const TABLE = `(() => { const t = document.querySelector('section[aria-label="Perfis de Acesso"]'); if (!t || t.getAttribute('aria-busy') === 'true' || t.querySelector('.ant-skeleton')) return false; return [...t.querySelectorAll('tbody tr.ant-table-row')].some((r) => r.textContent?.includes('Administrador')); })()`;

/**
 * Chrome DevTools' "Fast 3G" preset (its throttling presets: 1.44 Mbit/s down and 675 kbit/s up at 90 %,
 * 150 ms × 3.75 of latency): a citizen scanning a label on a mobile network.
 */
const FAST_3G = {
  latency: 150 * 3.75,
  downloadThroughput: ((1.44 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((675 * 1000) / 8) * 0.9,
};

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

test('front-end timings on a 10 Mbit/s, 40 ms link with the CPU 4× slower', async ({ browser, request }) => {
  const api = await apiAs(request, 'suporte', 'suporte');
  const prefeituraId = await api.clientId(COMPANIES.prefeitura);
  const results: Record<string, { runs: number[]; load: number[]; target: number | null }> = {
    '/login: form on screen (first paint)': { runs: [], load: [], target: null },
    '/login: usable sign-in form': { runs: [], load: [], target: 1000 },
    '/login: scripts took the form over': { runs: [], load: [], target: null },
    '/app: rendered dashboard': { runs: [], load: [], target: 1500 },
    '/app: scripts took the dashboard over': { runs: [], load: [], target: null },
    [`${PERFIS}: usable table (cold)`]: { runs: [], load: [], target: null },
  };
  const record = (key: string, ms: number) => {
    results[key]?.runs.push(ms);
    results[key]?.load.push(Number(loadavg()[0]?.toFixed(2)));
  };

  for (let i = 0; i < RUNS; i++) {
    // A signed-in context, prepared at full speed.
    const context = await signedInContext(browser, 'suporte');

    const fresh = await browser.newContext();
    const login = await slowPage(fresh);
    await watch(login, [
      { name: 'usable', path: '/login', ready: FORM_USABLE },
      { name: 'taken over', path: '/login', ready: TAKEN_OVER },
    ]);
    await login.goto('/login', { waitUntil: 'commit' });
    record('/login: usable sign-in form', await timeTo(login, 'usable'));
    record('/login: scripts took the form over', await timeTo(login, 'taken over'));
    record(
      '/login: form on screen (first paint)',
      await login.evaluate(() =>
        Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
      ),
    );
    await fresh.close();

    const app = await slowPage(context);
    await watch(app, [
      { name: 'dashboard', path: '/app', ready: DASHBOARD },
      { name: 'dashboard taken over', path: '/app', ready: DASHBOARD_TAKEN_OVER },
      { name: 'table', path: PERFIS, ready: TABLE },
    ]);
    await app.goto('/app', { waitUntil: 'commit' });
    record('/app: rendered dashboard', await timeTo(app, 'dashboard'));
    record('/app: scripts took the dashboard over', await timeTo(app, 'dashboard taken over'));
    await app.goto(`${PERFIS}?companyId=${prefeituraId}`, { waitUntil: 'commit' });
    record(`${PERFIS}: usable table (cold)`, await timeTo(app, 'table'));
    await expect(app.getByText('Administrador').first()).toBeVisible();
    await context.close();
  }

  const cpu = (() => {
    try {
      return execSync('nproc').toString().trim();
    } catch {
      return '?';
    }
  })();
  const lines = Object.entries(results).map(([label, r]) => {
    const target = r.target === null ? '' : `   target ≤ ${r.target} ms`;
    return `${label.padEnd(46)} median ${String(median(r.runs)).padStart(5)} ms  (${r.runs.join(' / ')} ms; load ${r.load.join(' / ')})${target}`;
  });
  mkdirSync(join(OUT, '..'), { recursive: true });
  writeFileSync(OUT, JSON.stringify({ runs: RUNS, cpus: cpu, results }, null, 2));
  console.log(
    [
      '',
      `── Front-end timings (10 Mbit/s, 40 ms, CPU ${CPU_SLOWDOWN}× slower, empty cache, ${RUNS} runs, ${cpu} CPUs) ──`,
      ...lines,
      '──────────────────────────────────────────────────────────────────────────────',
    ].join('\n'),
  );
});

test("an asset's public card, cold, on a phone on Fast 3G with the CPU 4× slower", async ({
  browser,
  request,
}) => {
  const bem = await someAsset(request);
  const runs: number[] = [];
  const load: number[] = [];
  // Usable: the card's heading (the asset's description) and its fields are on screen.
  const CARD = `(() => { const h = document.querySelector('h1'); return Boolean(h && h.textContent === ${JSON.stringify(bem.descricao)} && document.querySelector('dl dd')); })()`;
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true });
    const page = await slowPage(context, FAST_3G);
    const path = `/publico/bempatrimonial/${bem.id}`;
    await watch(page, [{ name: 'card', path, ready: CARD }]);
    // From the first byte on: the card may be readable long before the page's scripts (and 'load') end.
    await page.goto(path, { waitUntil: 'commit' });
    runs.push(await timeTo(page, 'card'));
    load.push(Number(loadavg()[0]?.toFixed(2)));
    await context.close();
  }
  console.log(
    [
      '',
      `── Public asset card (Fast 3G, CPU ${CPU_SLOWDOWN}× slower, 360×640, empty cache, ${RUNS} runs) ──`,
      `/publico/bempatrimonial/{id}: usable card      median ${String(median(runs)).padStart(5)} ms  (${runs.join(' / ')} ms; load ${load.join(' / ')})   target < 1500 ms`,
      '──────────────────────────────────────────────────────────────────────────────',
    ].join('\n'),
  );
});

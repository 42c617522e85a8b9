import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { Dashboard, Location } from '@gp/shared-contracts';
import { GpProviders } from '@gp/shared-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HostProvider } from '../app/host-context.js';
import { createQueryClient } from '../app/query-client.js';
import { AppLayout } from '../layout/app-layout.js';
import {
  COPY_TEXTS,
  type CopySettings,
  DASHBOARD_COPY_ID,
  showDashboardCopy,
} from '../layout/dashboard-copy.js';
import { MOBILE_QUERY, SIDEBAR_COOKIE } from '../layout/use-sidebar.js';
import { readCookie } from '../lib/cookies.js';
import { DashboardPage, firstName } from '../pages/dashboard-page.js';
import { PageLoading } from '../routes/page-loading.js';
import { FIRST_SCREEN_KEY } from '../session/first-screen.js';
import { createSessionController } from '../session/session-controller.js';
import { CLOCK_WARNING_MS, formatRemaining } from '../session/session-time.js';
import { LOCAL_COOKIE, SESSION_KEY } from '../session/storage-keys.js';
import { createSessionStore } from '../session/token-store.js';
import { PREBUILT_STYLES_ID } from './prebuilt.js';

/**
 * The back office's stylesheet, made at build time (docs/decisions/029-the-back-office-styles-made-at-build-time.md):
 * the layout and the dashboard are drawn by the same components, under the same providers, for a support
 * user who sees every area, loading, with figures and with no recent activity; antd's styles of what they drew are
 * collected with the map of their cache paths, which the browser's antd reads to skip writing them.
 * The same drawing, loading, is in `/app`'s page (`dashboardPage`,
 * docs/decisions/030-the-dashboard-drawn-at-build-time.md).
 * Built by `vite.server.config.ts` into `dist-server/back-office-styles.mjs`, called by the host's build
 * (`vite/back-office-start.ts`), which writes the file, the page's loader and `/app`'s page.
 */

const LOCAL_ID = 'local';

/** A location of the kind the layout draws (only the fields it reads: names and exercícios). */
const location = {
  id: LOCAL_ID,
  companyId: 'cliente',
  company: {
    name: 'Prefeitura',
    applicationId: 'aplicacao',
    application: { id: 'aplicacao', name: 'Município' },
    exercicios: [{ id: 'exercicio', mes: 1, ano: 2026, fechado: false }],
  },
} as unknown as Location;

/** Figures for every card of the dashboard, so each component it draws with data is drawn once. */
const figures: Dashboard = {
  client: { id: 'cliente', name: 'Prefeitura' },
  users: 1,
  departments: 1,
  sectors: 1,
  exercicios: { total: 12, abertos: 1 },
  patrimonio: {
    bens: 1,
    emUso: 1,
    baixados: 0,
    valorContabil: '1.00',
    movimentacoesMes: 1,
    fornecedoresAtivos: 1,
    depreciacao: { ultimoProcessado: { mes: 1, ano: 2026 }, ultimoFechado: null },
  },
  cautelasVencidas: 1,
  obras: {
    total: 1,
    porSituacao: [{ situacao: 1, descricao: 'Em andamento', quantidade: 1 }],
    paralisadas: 1,
    paralisadasHaMaisDeUmMes: 1,
    semCno: 1,
    licencas: { aVencer: 1, vencidas: 1 },
  },
  recentActivity: [
    { at: '2026-01-01T12:00:00.000Z', user: 'Suporte', action: 'Criou', entity: 'bem', subject: null },
  ],
};

/** The stylesheet's cascade layer. */
export const PREBUILT_STYLES_LAYER = 'gp-estilos-iniciais';

type Drawn = { user: string; client: string; application: string };

/** The store of a support user (who sees every area) at `/app`, with its names. */
function firstScreenSession({ user, client, application }: Drawn) {
  const queryClient = createQueryClient();
  const session = Math.floor(Date.now() / 1000) + 900;
  // Drawn without a page, the components read the store's initial state.
  const store = createSessionStore({
    hydrated: true,
    token: `h.${Buffer.from(JSON.stringify({ exp: session })).toString('base64url')}.s`,
    refreshToken: 'r',
    user: { id: 'usuario', fullname: user, avatar: null },
    selected: {
      location: {
        ...location,
        company: { ...location.company, name: client, application: { id: 'aplicacao', name: application } },
      } as Location,
      grant: {
        localId: LOCAL_ID,
        permissions: {
          isSuporte: true,
          hasObras: true,
          hasPatrimonio: true,
          hasSetor: true,
          departments: true,
        },
        role: null,
        rules: [],
      },
    },
    exercicio: { exercicioId: 'exercicio', mes: 1, ano: 2026 },
  });
  const controller = createSessionController({ apiBaseUrl: 'http://localhost/', queryClient, store });
  return { queryClient, controller };
}

/** `/app` drawn by the browser's components and providers: the layout and the dashboard. */
function FirstScreen({
  session,
  children,
}: {
  session: ReturnType<typeof firstScreenSession>;
  /** Drawn first, under the same providers. */
  children?: ReactNode;
}) {
  return (
    <GpProviders>
      {children}
      <QueryClientProvider client={session.queryClient}>
        <HostProvider controller={session.controller}>
          <MemoryRouter initialEntries={['/app']}>
            <Routes>
              <Route path="/app" element={<AppLayout />}>
                <Route index element={<DashboardPage />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </HostProvider>
      </QueryClientProvider>
    </GpProviders>
  );
}

/** antd's styles of the back office's first screen, as a stylesheet with antd's cache-path map at its end. */
export function backOfficeStyles(): string {
  const session = firstScreenSession({ user: 'Suporte', client: 'Prefeitura', application: 'Município' });
  const queryClient = session.queryClient;
  const cache = createCache();
  const draw = () =>
    renderToString(
      <StyleProvider cache={cache}>
        <FirstScreen session={session}>
          <PageLoading />
        </FirstScreen>
      </StyleProvider>,
    );
  draw();
  queryClient.setQueryData(['dashboard', LOCAL_ID], figures);
  draw();
  queryClient.setQueryData(['dashboard', LOCAL_ID], { ...figures, recentActivity: [] });
  draw();
  // In a cascade layer, below every style not in one: the rules antd writes in the page later (another
  // area's components) win over these as they would had these been written first, as on a page without
  // the file, where the first screen's styles are the first antd writes.
  return `@layer ${PREBUILT_STYLES_LAYER}{${extractStyle(cache, { plain: true, types: 'style' })}}`;
}

/**
 * `/app`'s page (docs/decisions/030-the-dashboard-drawn-at-build-time.md): the built index.html with the
 * layout and the dashboard, loading, drawn before `#root` for a support user whose names are
 * `COPY_TEXTS`; hidden, inert and out of the accessibility tree. The inline script after it fits it to
 * the browser's stored session and shows it, or removes it (`showDashboardCopy`).
 */
export function dashboardPage(indexHtml: string): string {
  const root = /<div id="root">/;
  if (!root.test(indexHtml))
    throw new Error('index.html sem <div id="root">: a página de /app não pode ser desenhada');
  const copy = renderToString(
    <FirstScreen
      session={firstScreenSession({
        user: `${COPY_TEXTS.first} ${COPY_TEXTS.rest}`,
        client: COPY_TEXTS.client,
        application: COPY_TEXTS.application,
      })}
    />,
  );
  const settings: CopySettings = {
    copyId: DASHBOARD_COPY_ID,
    stylesheetId: PREBUILT_STYLES_ID,
    firstScreenKey: FIRST_SCREEN_KEY,
    userKey: SESSION_KEY,
    localCookie: LOCAL_COOKIE,
    sidebarCookie: SIDEBAR_COOKIE,
    mobileQuery: MOBILE_QUERY,
    minRemainingMs: CLOCK_WARNING_MS,
    texts: COPY_TEXTS,
  };
  const helpers = `{readCookie:${readCookie},formatRemaining:${formatRemaining},firstName:${firstName}}`;
  const script = `(${showDashboardCopy})(${JSON.stringify(settings)},${helpers})`;
  return indexHtml.replace(
    root,
    (tag) =>
      `<div id="${DASHBOARD_COPY_ID}" hidden inert aria-hidden="true">${copy}</div><script>${script}</script>${tag}`,
  );
}

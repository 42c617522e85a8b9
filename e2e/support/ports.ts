/**
 * Ports of the system under test: apart from the development ports (5173.., 8000) so the suite runs
 * beside a developer's servers. `remote_sistema_alt` serves the same build on a second port, for the
 * test that switches a remote's URL in the manifest; `embed_page` serves a foreign page that embeds the public
 * area (tests/publico.spec.ts). E2E_PORT_OFFSET moves them all, so two suites
 * (two engineers on one machine) can run at the same time.
 */
const BASE_PORTS = {
  api: 18000,
  host: 15173,
  remote_patrimonio: 15174,
  remote_sistema: 15175,
  remote_obras: 15176,
  remote_publico: 15177,
  remote_sistema_alt: 15185,
  embed_page: 15190,
} as const;

const OFFSET = Number.parseInt(process.env.E2E_PORT_OFFSET ?? '0', 10) || 0;

export const E2E_PORTS = Object.fromEntries(
  Object.entries(BASE_PORTS).map(([name, port]) => [name, port + OFFSET]),
) as Record<keyof typeof BASE_PORTS, number>;

/** Appended to the suite's state and results folders, so a second suite does not overwrite the first's. */
export const E2E_RUN_SUFFIX = OFFSET ? `-${OFFSET}` : '';

export const HOST_URL = `http://localhost:${E2E_PORTS.host}`;
export const API_URL = `http://localhost:${E2E_PORTS.api}`;

/**
 * E2E_SCALE=1: the suite's subset that runs against the scale profile (three API processes behind nginx
 * on PostgreSQL; docs/operations-api.md): sign-in and refresh, uploads, depreciation, NF-e, the public
 * pages.
 */
export const SCALE = process.env.E2E_SCALE === '1';
/**
 * E2E_EXCEPT_SCALE=1: every spec but SCALE_SPECS, on the embedded API. `npm test` runs the suite so
 * (scripts/test-all.mjs) and then SCALE_SPECS through the scale profile, so each spec runs once
 * (docs/decisions/049). A plain `playwright test` still runs every spec on the embedded API.
 */
export const EXCEPT_SCALE = process.env.E2E_EXCEPT_SCALE === '1';
export const SCALE_SPECS = [
  'auth.spec.ts',
  'patrimonio.spec.ts',
  'depreciacao.spec.ts',
  'xml.spec.ts',
  'publico.spec.ts',
];

#!/usr/bin/env node
// Every check of the repository, in order: build of the shared contracts, lint, type-check, each
// package's vitest suite (the API's on PGlite and on PostgreSQL), then the end-to-end suite.
// Ends with one plain line "tests: N passed, N failed" summed over every suite.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const run = (label, cmd, cwd = root) => {
  console.log(`\n» ${label}`);
  const r = spawnSync(cmd, { cwd, stdio: 'inherit', shell: true, env: { ...process.env, FORCE_COLOR: '0' } });
  return r.status === 0;
};

const failures = [];
const step = (label, cmd, cwd) => {
  if (!run(label, cmd, cwd)) failures.push(label);
};

step('build @gp/shared-contracts', 'pnpm --filter @gp/shared-contracts build');
step('lint (biome e fronteiras de importação)', 'pnpm lint');
step('type-check', 'pnpm -r typecheck');

// Unit and API suites: every package with a vitest config or tests, e2e last.
const packages = [
  'shared-contracts',
  'shared-ui',
  'api',
  'host',
  'remote-sistema',
  'remote-patrimonio',
  'remote-obras',
  'remote-publico',
];
let passed = 0;
let failed = 0;

// The repository's own scripts (node's test runner): their counts join the summary.
{
  console.log('\n» tests scripts');
  const r = spawnSync(
    'node --test scripts/check-imports.test.mjs scripts/check-duplicates.test.mjs scripts/prerender.test.mjs',
    {
      cwd: root,
      shell: true,
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
    },
  );
  process.stdout.write(r.stdout ?? '');
  process.stderr.write(r.stderr ?? '');
  passed += Number(/^# pass (\d+)/m.exec(r.stdout ?? '')?.[1] ?? 0);
  failed += Number(/^# fail (\d+)/m.exec(r.stdout ?? '')?.[1] ?? 0);
  if (r.status !== 0) failures.push('tests scripts');
}
for (const pkg of packages) {
  const dir = join(root, pkg);
  if (!existsSync(join(dir, 'package.json'))) continue;
  const scripts = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts ?? {};
  if (!scripts.test) continue;
  const out = join(results, `${pkg}.json`);
  step(`tests ${pkg}`, `pnpm exec vitest run --reporter=default --reporter=json --outputFile=${out}`, dir);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
}

const e2e = join(root, 'e2e');
if (existsSync(join(e2e, 'package.json'))) {
  const out = join(results, 'e2e.json');
  step('build (API, host, remotes) para o e2e', 'pnpm build');
  // Each spec runs once (docs/decisions/049): every spec but the scale subset on the embedded API, and the
  // scale subset (SCALE_SPECS in e2e/support/ports.ts: sign-in, uploads, depreciation, NF-e, the public
  // pages) through the scale profile (docs/operations-api.md: nginx, three API processes, PostgreSQL).
  // Both at once, on ports apart (E2E_PORT_OFFSET): each has one Playwright worker, which leaves most of
  // the second core idle. The scale run's lines are kept in a file and printed after the embedded run's.
  const scaleOut = join(results, 'e2e-scale.json');
  const scaleLog = join(results, 'e2e-scale.log');
  const scaleFd = openSync(scaleLog, 'w');
  const scale = spawn('pnpm exec playwright test', {
    cwd: e2e,
    shell: true,
    stdio: ['ignore', scaleFd, scaleFd],
    env: {
      ...process.env,
      FORCE_COLOR: '0',
      E2E_SCALE: '1',
      E2E_PORT_OFFSET: String(Number(process.env.E2E_PORT_OFFSET ?? 0) + 500),
      PLAYWRIGHT_JSON_OUTPUT_NAME: scaleOut,
    },
  });
  const scaleDone = new Promise((resolve) => scale.on('exit', (code) => resolve(code)));
  step('end-to-end (Playwright, Chromium)', 'E2E_EXCEPT_SCALE=1 pnpm exec playwright test', e2e);
  const scaleCode = await scaleDone;
  closeSync(scaleFd);
  console.log('\n» end-to-end pelo perfil de escala (nginx, 3 processos da API, PostgreSQL)');
  process.stdout.write(readFileSync(scaleLog, 'utf8'));
  if (scaleCode !== 0)
    failures.push('end-to-end pelo perfil de escala (nginx, 3 processos da API, PostgreSQL)');
  for (const file of [out, scaleOut]) {
    if (!existsSync(file)) continue;
    const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
    passed += stats.expected ?? 0;
    failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  }
}

console.log('');
if (failures.length) console.log(`Etapas com falha: ${failures.join('; ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);

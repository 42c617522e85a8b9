#!/usr/bin/env node
// Entry point of `npm start`, `npm run scale` and `npm test` on a machine that may only have Node and npm:
// brings the pinned pnpm, installs the workspace from the lockfile, then runs the real command.
// For `npm test` it also makes sure of the system tools the tests need (Debian's Chromium for the
// end-to-end suite, poppler-utils for the API's PDF tests, the machine's PostgreSQL for the API suite,
// nginx for the scale profile's tests): as root with apt it installs or starts
// them, as `.ci/run` does; otherwise it stops with the exact command to run.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';

const root = new URL('..', import.meta.url).pathname;
const pinned = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).packageManager.split('@')[1];
const sh = (cmd) => spawnSync(cmd, { cwd: root, stdio: 'inherit', shell: true, env: process.env });

function currentPnpm() {
  try {
    return execSync('pnpm --version', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

if (currentPnpm() !== pinned) {
  console.log(`» instalando pnpm ${pinned}`);
  if (sh(`npm install --global pnpm@${pinned}`).status !== 0 || currentPnpm() !== pinned) {
    console.error(`Não foi possível instalar pnpm ${pinned} com npm.`);
    process.exit(1);
  }
}

console.log('» instalando dependências (pnpm install --frozen-lockfile)');
if (sh('pnpm install --frozen-lockfile').status !== 0) process.exit(1);

const has = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canApt = isRoot && has('apt-get');

function stop(lines) {
  console.error(['', ...lines, ''].join('\n'));
  process.exit(1);
}

/** Debian's Chromium (or CHROMIUM_PATH), which Playwright drives: no browser download exists here. */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (process.env.CHROMIUM_PATH) stop([`CHROMIUM_PATH=${path} não existe.`]);
  if (canApt) {
    console.log('» instalando chromium (Debian) para os testes de ponta a ponta');
    const ok =
      sh('apt-get update -qq').status === 0 &&
      sh('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium').status === 0;
    if (ok && existsSync(path)) return;
    stop(['Não foi possível instalar o Chromium. Rode: apt-get update && apt-get install -y chromium']);
  }
  stop([
    'Os testes de ponta a ponta precisam do Chromium do Debian, que não está instalado. Rode:',
    '  sudo apt-get update && sudo apt-get install -y chromium',
    '(ou aponte CHROMIUM_PATH para um Chromium existente) e repita npm test.',
  ]);
}

/** Debian's poppler-utils (pdftoppm, pdftotext, pdfinfo): the API's tests read the PDFs it makes with them. */
function ensurePoppler() {
  if (has('pdftoppm')) return;
  if (canApt) {
    console.log('» instalando poppler-utils (Debian) para os testes das etiquetas em PDF');
    const ok =
      sh('apt-get update -qq').status === 0 &&
      sh('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils').status === 0;
    if (ok && has('pdftoppm')) return;
    stop([
      'Não foi possível instalar o poppler-utils. Rode: apt-get update && apt-get install -y poppler-utils',
    ]);
  }
  stop([
    'Os testes da API leem os PDFs com o poppler-utils do Debian, que não está instalado. Rode:',
    '  sudo apt-get update && sudo apt-get install -y poppler-utils',
    'e repita npm test.',
  ]);
}

const postgresUp = () =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

/** The machine's PostgreSQL at 127.0.0.1:5432 (trust authentication), for the API suite's second run. */
async function ensurePostgres() {
  if (await postgresUp()) return;
  if (isRoot && has('pg_ctlcluster') && existsSync('/etc/postgresql')) {
    const version = readdirSync('/etc/postgresql')[0];
    if (version) {
      console.log('» iniciando o PostgreSQL da máquina');
      sh(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`);
      for (let i = 0; i < 20 && !(await postgresUp()); i++) await new Promise((r) => setTimeout(r, 500));
      if (await postgresUp()) return;
    }
  }
  stop([
    'Os testes da API também rodam no PostgreSQL da máquina (127.0.0.1:5432, autenticação trust), que não responde.',
    has('pg_ctlcluster')
      ? '  Inicie-o: sudo pg_ctlcluster --skip-systemctl-redirect <versão> main start'
      : '  Instale-o: sudo apt-get install -y postgresql  (e permita trust para 127.0.0.1 em pg_hba.conf)',
    'e repita npm test.',
  ]);
}

/** Debian's nginx, in front of the API processes of the scale profile (and of its tests). */
function ensureNginx() {
  if (existsSync('/usr/sbin/nginx')) return;
  if (canApt) {
    console.log('» instalando nginx (Debian) para o perfil de escala (vários processos da API)');
    const ok =
      sh('apt-get update -qq').status === 0 &&
      sh('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx').status === 0;
    if (ok && existsSync('/usr/sbin/nginx')) return;
    stop(['Não foi possível instalar o nginx. Rode: apt-get update && apt-get install -y nginx']);
  }
  stop([
    'O perfil de escala e os seus testes põem o nginx do Debian na frente dos processos da API. Rode:',
    '  sudo apt-get update && sudo apt-get install -y nginx',
    'e repita o comando.',
  ]);
}

/** The scale profile's database on the machine's PostgreSQL (DATABASE_URL, or gp_scale created here). */
function ensureScaleDatabase() {
  if (process.env.DATABASE_URL) return;
  const exists = spawnSync(
    'psql',
    [
      '-h',
      '127.0.0.1',
      '-U',
      'postgres',
      '-Atc',
      "select 1 from pg_database where datname = 'gp_scale'",
      'postgres',
    ],
    { encoding: 'utf8' },
  );
  if (exists.status !== 0) stop(['Não foi possível consultar o PostgreSQL da máquina com psql.']);
  if (exists.stdout.trim() !== '1') {
    console.log('» criando o banco gp_scale no PostgreSQL da máquina');
    if (sh('psql -h 127.0.0.1 -U postgres -qc "create database gp_scale" postgres').status !== 0)
      stop(['Não foi possível criar o banco gp_scale.']);
  }
  process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/gp_scale';
}

const command = process.argv[2];
if (command === 'test') {
  ensureChromium();
  ensurePoppler();
  ensureNginx();
  await ensurePostgres();
}
if (command === 'scale') {
  ensureNginx();
  await ensurePostgres();
  ensureScaleDatabase();
  process.env.API_PROCESSES ??= '3';
  process.env.SEED ??= 'demo';
}
const next = {
  start: 'node scripts/start.mjs',
  scale: 'node scripts/start.mjs',
  test: 'node scripts/test-all.mjs',
}[command];
if (!next) {
  console.error(`Comando desconhecido: ${command}`);
  process.exit(2);
}
const result = sh(next);
process.exit(result.status ?? 1);

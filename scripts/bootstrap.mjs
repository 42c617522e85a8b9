#!/usr/bin/env node
// Entry point of `npm start` and `npm test` on a machine that may only have Node and npm:
// brings the pinned pnpm, installs the workspace from the lockfile, then runs the real command.
import { execSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

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

const command = process.argv[2];
const next = { start: 'node scripts/start.mjs', test: 'node scripts/test-all.mjs' }[command];
if (!next) {
  console.error(`Comando desconhecido: ${command}`);
  process.exit(2);
}
const result = sh(next);
process.exit(result.status ?? 1);

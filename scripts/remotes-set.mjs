#!/usr/bin/env node
// `pnpm remotes:set <name> <url|off|on> [--version x.y.z] [--contract x.y.z] [--no-check]`: swaps, rolls
// back or switches off one remote in the manifest the host serves as /remotes.json, without a rebuild
// (docs/operations.md). The whole manifest is validated before it is written, and written atomically
// (temporary file, then rename), so the host never serves half a file.
//
//   <name>        federation name, e.g. remote_sistema
//   <url>         the remote's remoteEntry.js (or mf-manifest.json); the entry is switched on
//   off | on      switches the remote off (its area shows "Módulo indisponível") or back on
//   --version     the remote's version as shown on the Módulos page (kept when omitted)
//   --contract    the contract version it was built for (kept when omitted); another major is refused
//   --no-check    do not check that the URL answers before writing
//
// The file: REMOTES_FILE, else .state/remotes.json (what `npm start` serves).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const DEFAULT_REMOTES_FILE = join(root, '.state', 'remotes.json');

function fail(message) {
  console.error(`remotes:set: ${message}`);
  process.exit(1);
}

async function loadContracts() {
  const dist = join(root, 'shared-contracts/dist/index.js');
  if (!existsSync(dist)) fail('compile os contratos antes: pnpm --filter @gp/shared-contracts build');
  const contracts = await import(dist);
  // valibot as the contracts package resolves it (the same copy its schemas were made with).
  const { createRequire } = await import('node:module');
  const require = createRequire(dist);
  const v = await import(require.resolve('valibot').replace(/index\.cjs$/, 'index.mjs'));
  return { ...contracts, v };
}

function parseArgs(argv) {
  const positional = [];
  const options = { check: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--no-check') options.check = false;
    else if (arg === '--version' || arg === '--contract') {
      const value = argv[++i];
      if (!value) fail(`${arg} pede um valor`);
      options[arg.slice(2)] = value;
    } else if (arg.startsWith('--')) fail(`opção desconhecida: ${arg}`);
    else positional.push(arg);
  }
  if (positional.length !== 2)
    fail('uso: pnpm remotes:set <nome> <url|off|on> [--version x.y.z] [--contract x.y.z] [--no-check]');
  return { name: positional[0], target: positional[1], ...options };
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const file = resolve(process.env.REMOTES_FILE || DEFAULT_REMOTES_FILE);
  if (!existsSync(file)) fail(`${file} não existe (inicie o sistema com npm start ou defina REMOTES_FILE)`);
  const { RemoteManifestSchema, isContractCompatible, CONTRACT_VERSION, v } = await loadContracts();

  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`${file} não é JSON válido: ${error.message}`);
  }
  const remotes = Array.isArray(manifest?.remotes) ? manifest.remotes : fail(`${file} não tem "remotes"`);
  const index = remotes.findIndex((r) => r?.name === args.name);
  const current = index >= 0 ? { ...remotes[index] } : null;

  let next;
  if (args.target === 'off' || args.target === 'on') {
    if (!current) fail(`${args.name} não está no manifesto`);
    next = { ...current, enabled: args.target === 'on' };
  } else {
    if (!current && !(args.version && args.contract))
      fail(`${args.name} é novo no manifesto: informe --version e --contract`);
    next = { ...(current ?? { name: args.name }), entry: args.target, enabled: true };
  }
  if (args.version) next.version = args.version;
  if (args.contract) next.contractVersion = args.contract;

  const updated = { ...manifest, remotes: [...remotes] };
  if (index >= 0) updated.remotes[index] = next;
  else updated.remotes.push(next);

  const parsed = v.safeParse(RemoteManifestSchema, updated);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((p) => p.key).join('.') ?? '';
    fail(`o manifesto ficaria inválido (${path}): ${issue.message}`);
  }
  if (!isContractCompatible(next.contractVersion))
    fail(
      `${args.name} ${next.version} foi feito para o contrato ${next.contractVersion}, incompatível com ${CONTRACT_VERSION} desta aplicação`,
    );
  if (next.enabled && args.check && !(await answers(next.entry)))
    fail(`${next.entry} não respondeu; confira o servidor do remoto (ou use --no-check)`);

  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(updated, null, 2)}\n`);
  renameSync(temp, file);
  const what = next.enabled ? `${next.entry} (versão ${next.version})` : 'desligado';
  console.log(`» ${args.name}: ${what}. A mudança vale para quem abrir a área a partir de agora.`);
}

await main();

#!/usr/bin/env node
// The import boundaries of the front ends, checked by `pnpm lint` (docs/frontend.md, "Fronteiras"):
// a feature of a remote never imports another feature of that remote (what two features share lives in
// the remote's components/ or in shared-ui); a remote never imports the host, nor another remote; the
// host never imports a remote (it loads them at run time through the federation runtime); shared-ui and
// shared-contracts import neither. A remote takes pro-components' `PageContainer` from
// `@ant-design/pro-layout`, the shared package: `@ant-design/pro-components` is not shared, so a remote
// importing it would bundle a second pro-components with its own configuration (decision 013).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** The package folder of a repository path: `host`, `remote-sistema`, `shared-ui`… */
const packageOf = (path) => path.split('/')[0];

/** `remote-x/src/features/<name>/…` → `<name>`; anything else → null. */
function featureOf(path) {
  const match = /^(remote-[^/]+)\/src\/features\/([^/]+)\//.exec(path);
  return match ? `${match[1]}:${match[2]}` : null;
}

/** Where an import of `file` points inside the repository, or the package it names. */
function target(file, specifier) {
  if (specifier.startsWith('.')) return { path: normalize(join(dirname(file), specifier)) };
  const named = /^@gp\/([^/]+)/.exec(specifier);
  if (named) return { package: named[1] };
  const bare = /^(host|remote-[^/]+)(\/|$)/.exec(specifier);
  return bare ? { package: bare[1] } : null;
}

const FRONT_ENDS = /^(host|remote-[^/]+|shared-ui|shared-contracts)$/;

/** The boundary an import crosses, or null when it is allowed. */
export function violation(file, specifier) {
  const from = packageOf(file);
  if (!FRONT_ENDS.test(from)) return null;
  if (from.startsWith('remote-') && specifier === '@ant-design/pro-components')
    return 'um remoto não importa @ant-design/pro-components, que não é compartilhado: use @ant-design/pro-layout';
  const to = target(file, specifier);
  if (!to) return null;
  const toPackage = to.path ? packageOf(to.path) : to.package;
  if (from.startsWith('remote-') && toPackage === 'host') return 'um remoto não importa o host';
  if (from.startsWith('remote-') && toPackage.startsWith('remote-') && toPackage !== from)
    return 'um remoto não importa outro remoto';
  if (from === 'host' && toPackage.startsWith('remote-')) return 'o host não importa um remoto';
  if (/^shared-/.test(from) && (toPackage === 'host' || toPackage.startsWith('remote-')))
    return `${from} não importa o host nem um remoto`;
  if (to.path) {
    const a = featureOf(file);
    const b = featureOf(`${to.path}/`);
    if (a && b && a !== b) return 'uma feature não importa outra feature do remoto';
  }
  return null;
}

export function check(files, read) {
  const problems = [];
  for (const file of files) {
    for (const [, specifier] of read(file).matchAll(SPECIFIER)) {
      const why = violation(file, specifier);
      if (why) problems.push(`${file}: '${specifier}' — ${why}`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(dirname(new URL(import.meta.url).pathname), '..');
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|js|mjs)$/.test(file) && FRONT_ENDS.test(packageOf(file)));
  const problems = check(files, (file) => {
    try {
      return readFileSync(join(root, file), 'utf8');
    } catch {
      return '';
    }
  });
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length
      ? `check-imports: ${problems.length} importação(ões) fora das fronteiras`
      : `check-imports: ${files.length} arquivos, nenhuma importação fora das fronteiras`,
  );
  process.exit(problems.length ? 1 : 0);
}

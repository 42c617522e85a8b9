#!/usr/bin/env node
// The guard against copied code, run by `pnpm lint` (decision 040, docs/frontend.md and docs/api.md,
// "Código copiado"). It finds exact copies of six or more lines in product code and fails when a copy lies
// between two features or two packages, unless the pair of files is in scripts/duplicates-allow.json with
// the reason it may stay.
//
// Product code, precisely:
// - files ending in .ts .tsx .mts .cts .js .mjs .cjs .css under a package's `src/`, under `api/bench/` and
//   `api/client/` (hand-written benches and API client), under `host/vite/` and `shared-ui/vite/` (build
//   code of our own), and under `scripts/`;
// - but not tests (`*.test.*`, `*.spec.*`, any `test/`, `tests/` or `__tests__/` folder, `e2e/`), not the
//   migrations (`api/drizzle/`), not generated files (`*.gen.*`, `dist/`), not tool configuration files
//   (`*.config.*`).
// Lines that carry nothing are passed over: blank lines, comments, lines of lone punctuation (braces,
// brackets, parentheses, commas, semicolons, JSX's `<>`, `</>` and `/>`), import statements (all their lines) and re-exports
// (`export … from`). In the table files `api/src/db/schema*.ts` the column lists are passed over too (a
// line declaring a column, `name: builder(…)`, and its `.notNull()`-like continuations): columns repeat
// by design (every tenant table has `clienteId`, `createdAt`…) and drizzle has no other way to say them.
// White space is folded. Two places are a copy when six or more such lines follow each other identically.
//
// A pair of places is reported once per pair of files (the longest shared run, with how many more runs
// the two files share). Its side is its feature: a remote's `src/features/<name>/`, an API module
// `api/src/modules/<module>/` or, when the module has feature folders, `api/src/modules/<module>/<name>/`;
// else its package (the first folder). A pair between two sides fails unless allow-listed; a pair within
// one side is counted and passes. An allow-list entry that no failing pair needs is stale and fails too,
// so the list only ever holds copies that exist.
//
// Usage: node scripts/check-duplicates.mjs [--root DIR] [--all]   (--all lists every pair, not only the
// pairs between sides).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const MIN_LINES = 6;
export const ALLOW_FILE = 'scripts/duplicates-allow.json';

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;
const PRODUCT = [
  /^[^/]+\/src\//,
  /^api\/bench\//,
  /^api\/client\//,
  /^(host|shared-ui)\/vite\//,
  /^scripts\//,
];
const NOT_PRODUCT = [
  /(^|\/)(test|tests|__tests__|e2e|dist|node_modules|drizzle)\//,
  /\.(test|spec)\.[^/]+$/,
  /\.gen\.[^/]+$/,
  /\.config\.[^/]+$/,
];

/** Whether a repository path is product code the guard reads. */
export function isProduct(path) {
  return CODE.test(path) && PRODUCT.some((re) => re.test(path)) && !NOT_PRODUCT.some((re) => re.test(path));
}

/** The feature or package a path belongs to: copies inside one side pass, copies between sides fail. */
export function sideOf(path) {
  const feature = /^(remote-[^/]+)\/src\/features\/([^/]+)\//.exec(path);
  if (feature) return `${feature[1]}:${feature[2]}`;
  const module = /^api\/src\/modules\/([^/]+)\/(?:([^/]+)\/)?/.exec(path);
  if (module) return module[2] ? `api:${module[1]}/${module[2]}` : `api:${module[1]}`;
  return path.split('/')[0];
}

const LONE_PUNCTUATION = /^[\s{}()[\];,<>/]*$/;
const COMMENT = /^(\/\/|\/\*|\*)/;
const SCHEMA_FILE = /^api\/src\/db\/schema[^/]*\.ts$/;
const COLUMN = /^[A-Za-z_$][\w$]*: [A-Za-z_$][\w$]*\(/;
const CHAIN = /^\.[A-Za-z_$]/;

/**
 * The lines of a file that carry something, white space folded, each with its line number (1-based).
 * Multi-line imports and block comments are followed so that none of their lines count.
 */
export function meaningfulLines(path, text) {
  const out = [];
  const schema = SCHEMA_FILE.test(path);
  let inImport = false;
  let inComment = false;
  let inColumn = false;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim().replace(/\s+/g, ' ');
    if (inComment) {
      if (line.includes('*/')) inComment = false;
      continue;
    }
    if (inImport) {
      if (/\bfrom ['"]|^['"].*['"];?$|;$/.test(line)) inImport = false;
      continue;
    }
    if (line.startsWith('/*') && !line.includes('*/')) {
      inComment = true;
      continue;
    }
    if (/^import\b|^export (type )?(\*|\{[^}]*\}?)( as \w+)? ?(from\b|$)/.test(line)) {
      if (!/\bfrom ['"]|^import ['"]|;$/.test(line)) inImport = true;
      continue;
    }
    if (line === '' || LONE_PUNCTUATION.test(line) || COMMENT.test(line)) continue;
    if (schema) {
      if (COLUMN.test(line)) {
        inColumn = !/[,;]$/.test(line);
        continue;
      }
      if (inColumn && CHAIN.test(line)) {
        if (/[,;]$/.test(line)) inColumn = false;
        continue;
      }
      inColumn = false;
    }
    out.push({ text: line, line: i + 1 });
  }
  return out;
}

/**
 * Every pair of files sharing a run of `min` or more meaningful lines, one entry per pair of files: the
 * longest run (as line ranges) and how many runs the two share. `files` is a list of { path, text }.
 */
export function findPairs(files, min = MIN_LINES) {
  const parsed = files.map(({ path, text }) => ({ path, lines: meaningfulLines(path, text) }));
  // The window of `min` lines starting at each position, keyed by its text.
  const windows = new Map();
  parsed.forEach((file, f) => {
    for (let i = 0; i + min <= file.lines.length; i++) {
      const key = file.lines
        .slice(i, i + min)
        .map((l) => l.text)
        .join('\n');
      const at = windows.get(key);
      if (at) at.push([f, i]);
      else windows.set(key, [[f, i]]);
    }
  });
  const same = (fa, a, fb, b) => {
    const la = parsed[fa].lines;
    const lb = parsed[fb].lines;
    return a >= 0 && b >= 0 && a < la.length && b < lb.length && la[a].text === lb[b].text;
  };
  const byFiles = new Map();
  for (const at of windows.values()) {
    if (at.length < 2) continue;
    for (let x = 0; x < at.length; x++) {
      for (let y = x + 1; y < at.length; y++) {
        let [fa, a] = at[x];
        let [fb, b] = at[y];
        if (fa > fb || (fa === fb && a > b)) [fa, a, fb, b] = [fb, b, fa, a];
        if (fa === fb && b - a < min) continue; // a run overlapping itself
        if (same(fa, a - 1, fb, b - 1)) continue; // not the start of the run
        let n = min;
        while (same(fa, a + n, fb, b + n) && !(fa === fb && a + n >= b)) n++;
        const la = parsed[fa].lines;
        const lb = parsed[fb].lines;
        const run = {
          a: { path: parsed[fa].path, from: la[a].line, to: la[a + n - 1].line },
          b: { path: parsed[fb].path, from: lb[b].line, to: lb[b + n - 1].line },
          lines: n,
        };
        const key = `${run.a.path}\n${run.b.path}`;
        const pair = byFiles.get(key);
        if (!pair) byFiles.set(key, { ...run, runs: 1 });
        else {
          pair.runs++;
          if (n > pair.lines) Object.assign(pair, run);
        }
      }
    }
  }
  return [...byFiles.values()].sort((p, q) => q.lines - p.lines || p.a.path.localeCompare(q.a.path));
}

/** `a ~ b` for a pair of paths, in a fixed order, as the allow-list names it. */
const pairKey = (a, b) => (a < b ? `${a} ~ ${b}` : `${b} ~ ${a}`);

/** The allow-list's problems (entries without a reason, malformed ones) and its entries by pair. */
export function readAllow(json) {
  const problems = [];
  const entries = new Map();
  const list = Array.isArray(json?.pairs) ? json.pairs : [];
  if (!Array.isArray(json?.pairs)) problems.push(`${ALLOW_FILE}: falta a lista "pairs"`);
  for (const entry of list) {
    const ok = entry && typeof entry.a === 'string' && typeof entry.b === 'string';
    if (!ok) {
      problems.push(`${ALLOW_FILE}: entrada sem "a" e "b": ${JSON.stringify(entry)}`);
      continue;
    }
    if (typeof entry.why !== 'string' || entry.why.trim().length < 10)
      problems.push(`${ALLOW_FILE}: ${pairKey(entry.a, entry.b)} — diga em "why" por que a cópia pode ficar`);
    entries.set(pairKey(entry.a, entry.b), entry);
  }
  return { entries, problems };
}

/** The verdict on a tree's pairs: counts, failing pairs, allow-listed ones, stale entries. */
export function judge(pairs, allow) {
  const crossing = pairs.filter((p) => sideOf(p.a.path) !== sideOf(p.b.path));
  const used = new Set();
  const failing = [];
  const allowed = [];
  for (const pair of crossing) {
    const key = pairKey(pair.a.path, pair.b.path);
    if (allow.entries.has(key)) {
      used.add(key);
      allowed.push(pair);
    } else failing.push(pair);
  }
  const stale = [...allow.entries.keys()].filter((key) => !used.has(key));
  const isRemote = (path) => path.startsWith('remote-');
  const betweenRemotes = pairs.filter(
    (p) => isRemote(p.a.path) && isRemote(p.b.path) && p.a.path.split('/')[0] !== p.b.path.split('/')[0],
  );
  return {
    counts: {
      pairs: pairs.length,
      crossing: crossing.length,
      betweenRemotes: betweenRemotes.length,
      allowed: allowed.length,
      failing: failing.length,
      stale: stale.length,
    },
    failing,
    allowed,
    stale,
    problems: allow.problems,
  };
}

/** The product files of a tree: the files git knows when it is a checkout, else every file below it. */
export function productFiles(root) {
  let paths;
  if (existsSync(join(root, '.git'))) {
    paths = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    }).split('\n');
  } else {
    paths = [];
    const walk = (dir) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === 'node_modules' || entry.name === '.git') continue;
        const full = join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.isFile()) paths.push(relative(root, full).split('\\').join('/'));
      }
    };
    walk(root);
  }
  return paths
    .filter(isProduct)
    .map((path) => {
      try {
        return { path, text: readFileSync(join(root, path), 'utf8') };
      } catch {
        return null; // deleted in the working tree but still in the index
      }
    })
    .filter(Boolean);
}

const place = (side) => `${side.path}:${side.from}-${side.to}`;
const row = (p) =>
  `${place(p.a)} ~ ${place(p.b)} (${p.lines} linhas${p.runs > 1 ? `, +${p.runs - 1} trechos` : ''})`;

/** Runs the guard on a tree; returns the exit code and the lines it prints. */
export function run(root, { all = false } = {}) {
  const files = productFiles(root);
  const allowPath = join(root, ALLOW_FILE);
  const allow = readAllow(
    existsSync(allowPath) ? JSON.parse(readFileSync(allowPath, 'utf8')) : { pairs: [] },
  );
  const verdict = judge(findPairs(files), allow);
  const out = [];
  const err = [];
  if (all) {
    for (const pair of findPairs(files)) out.push(row(pair));
  }
  for (const pair of verdict.failing)
    err.push(`cópia entre ${sideOf(pair.a.path)} e ${sideOf(pair.b.path)}: ${row(pair)}`);
  for (const key of verdict.stale)
    err.push(`${ALLOW_FILE}: entrada sem cópia correspondente (remova-a): ${key}`);
  err.push(...verdict.problems);
  const c = verdict.counts;
  out.push(
    `check-duplicates: ${files.length} arquivos de produto; ${c.pairs} pares de cópias exatas (${MIN_LINES}+ linhas), ` +
      `${c.crossing} entre features ou pacotes, ${c.betweenRemotes} entre remotos, ${c.allowed} na lista de exceções, ` +
      `${c.failing} proibidos, ${c.stale} exceções sem cópia`,
  );
  const code = verdict.failing.length || verdict.stale.length || verdict.problems.length ? 1 : 0;
  return { code, out, err, verdict };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--root');
  const root = at >= 0 ? args[at + 1] : join(dirname(new URL(import.meta.url).pathname), '..');
  const { code, out, err } = run(root, { all: args.includes('--all') });
  for (const line of err) console.error(line);
  for (const line of out) console.log(line);
  process.exit(code);
}

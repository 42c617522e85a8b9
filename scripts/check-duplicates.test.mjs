// node --test scripts/check-duplicates.test.mjs: the copy guard on small trees written for each test.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { isProduct, meaningfulLines, run, sideOf } from './check-duplicates.mjs';

/** Seven lines of code that carry something, different for each `seed`. */
const block = (seed) =>
  [
    `export function total${seed}(items: number[]) {`,
    `  let sum = ${seed};`,
    '  for (const item of items) {',
    `    sum += item * ${seed};`,
    '  }',
    `  const label = 'total ${seed}';`,
    '  console.log(label, sum);',
    `  return sum + ${seed};`,
    '}',
  ].join('\n');

/** Writes a tree (path → text) in a new folder and runs the guard on it. */
function guard(tree) {
  const root = mkdtempSync(join(tmpdir(), 'dup-guard-'));
  try {
    for (const [path, text] of Object.entries(tree)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return run(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const allow = (pairs) => JSON.stringify({ pairs });

test('a copy between two packages fails, and is named with its lines', () => {
  const result = guard({
    'remote-obras/src/components/a.tsx': `import x from 'y';\n\n${block(1)}\n`,
    'remote-patrimonio/src/components/b.tsx': `${block(1)}\n`,
  });
  assert.equal(result.code, 1);
  assert.equal(result.verdict.counts.pairs, 1);
  assert.equal(result.verdict.counts.betweenRemotes, 1);
  assert.match(
    result.err.join('\n'),
    /remote-obras\/src\/components\/a\.tsx:3-10 ~ remote-patrimonio\/src\/components\/b\.tsx:1-8/,
  );
  assert.match(result.out.at(-1), /1 pares .* 1 entre remotos, 0 na lista de exceções, 1 proibidos/);
});

test('a copy between two features of one remote fails', () => {
  const result = guard({
    'remote-obras/src/features/medicao/a.tsx': block(2),
    'remote-obras/src/features/licenca/b.tsx': block(2),
  });
  assert.equal(result.code, 1);
  assert.equal(result.verdict.counts.betweenRemotes, 0);
  assert.match(
    result.err[0],
    /entre remote-obras:licenca e remote-obras:medicao|medicao e remote-obras:licenca/,
  );
});

test('copies inside one feature or one package are counted and pass', () => {
  const result = guard({
    'remote-obras/src/features/medicao/a.tsx': block(3),
    'remote-obras/src/features/medicao/b.tsx': block(3),
    'api/src/db/seed-a.ts': block(4),
    'api/bench/b-bench.ts': block(4),
    'api/src/modules/obras/x.ts': `${block(5)}\n\nconst other = 1;\n${block(5)}`,
  });
  assert.equal(result.code, 0, result.err.join('\n'));
  assert.equal(result.verdict.counts.pairs, 3);
  assert.equal(result.verdict.counts.failing, 0);
});

test('an allow-listed copy passes; an entry without a reason or without a copy fails', () => {
  const tree = {
    'host/src/a.tsx': block(6),
    'shared-ui/src/b.tsx': block(6),
  };
  const ok = guard({
    ...tree,
    'scripts/duplicates-allow.json': allow([
      { a: 'shared-ui/src/b.tsx', b: 'host/src/a.tsx', why: 'o host ainda não usa o kit comum' },
    ]),
  });
  assert.equal(ok.code, 0, ok.err.join('\n'));
  assert.equal(ok.verdict.counts.allowed, 1);

  const noReason = guard({
    ...tree,
    'scripts/duplicates-allow.json': allow([{ a: 'host/src/a.tsx', b: 'shared-ui/src/b.tsx' }]),
  });
  assert.equal(noReason.code, 1);
  assert.match(noReason.err.join('\n'), /diga em "why"/);

  const stale = guard({
    ...tree,
    'scripts/duplicates-allow.json': allow([
      { a: 'host/src/a.tsx', b: 'shared-ui/src/b.tsx', why: 'o host ainda não usa o kit comum' },
      { a: 'host/src/gone.tsx', b: 'shared-ui/src/b.tsx', why: 'uma cópia que já foi removida' },
    ]),
  });
  assert.equal(stale.code, 1);
  assert.equal(stale.verdict.counts.stale, 1);
  assert.match(
    stale.err.join('\n'),
    /sem cópia correspondente .*host\/src\/gone\.tsx ~ shared-ui\/src\/b\.tsx/,
  );
});

test('tests, e2e, migrations, generated files and configuration are not product code', () => {
  const result = guard({
    'api/src/a.test.ts': block(7),
    'api/test/b.ts': block(7),
    'e2e/tests/c.spec.ts': block(7),
    'api/drizzle/0001.ts': block(7),
    'api/client/openapi.gen.ts': block(7),
    'host/vite.config.ts': block(7),
    'shared-ui/dist/index.js': block(7),
    'remote-obras/src/d.ts': block(7),
  });
  assert.equal(result.code, 0);
  assert.equal(result.verdict.counts.pairs, 0);
  assert.ok(isProduct('api/bench/assets-bench.ts'));
  assert.ok(isProduct('remote-publico/src/components/publico.css'));
  assert.ok(!isProduct('remote-publico/src/x.test.tsx'));
  assert.equal(sideOf('api/src/modules/obras/obras.routes.ts'), 'api:obras');
  assert.equal(sideOf('api/src/db/schema.ts'), 'api');
  assert.equal(sideOf('api/src/modules/patrimonio/bens/bens.service.ts'), 'api:patrimonio/bens');
  assert.equal(sideOf('api/src/modules/patrimonio/patrimonio.ts'), 'api:patrimonio');
  assert.equal(sideOf('remote-obras/src/features/medicao/medicao-pages.tsx'), 'remote-obras:medicao');
});

test('blank lines, comments, lone braces, imports and schema columns carry nothing', () => {
  const text = [
    'import {',
    '  a,',
    '  b,',
    "} from 'x';",
    "export { c } from './c.js';",
    '',
    '/**',
    ' * A comment.',
    ' */',
    '// another',
    '  const   x  =  1;',
    '  <>',
    '  />',
    '  </>',
    '});',
  ].join('\n');
  assert.deepEqual(meaningfulLines('host/src/a.ts', text), [{ text: 'const x = 1;', line: 11 }]);
  const schema = [
    'export const t = pgTable(',
    "  't',",
    '  {',
    "    id: uuid('id').primaryKey(),",
    "    clienteId: uuid('client_id')",
    '      .notNull()',
    '      .references(() => companies.id),',
    "    nome: text('nome').notNull(),",
    '  },',
    ');',
  ].join('\n');
  assert.deepEqual(
    meaningfulLines('api/src/db/schema-x.ts', schema).map((l) => l.text),
    ['export const t = pgTable(', "'t',"],
  );
});

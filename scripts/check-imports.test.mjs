import assert from 'node:assert/strict';
import { test } from 'node:test';
import { check, violation } from './check-imports.mjs';

test('a feature may use its own files, the remote components and shared packages', () => {
  const file = 'remote-patrimonio/src/features/bens/bens-page.tsx';
  for (const ok of [
    './api.js',
    '../../components/bem-column.js',
    '../../query-keys.js',
    '@gp/shared-ui/list',
    'antd',
  ])
    assert.equal(violation(file, ok), null, ok);
});

test('a feature may not import another feature of its remote', () => {
  assert.match(
    violation('remote-patrimonio/src/features/bens/bens-page.tsx', '../fornecedores/api.js'),
    /outra feature/,
  );
  assert.match(
    violation('remote-sistema/src/features/setores/setores-page.tsx', '../../features/secretarias/api.js'),
    /outra feature/,
  );
});

test('remotes and host stay apart, and shared packages import neither', () => {
  assert.match(violation('remote-sistema/src/routes.tsx', '../../host/src/session/token-store.js'), /host/);
  assert.match(violation('remote-sistema/src/routes.tsx', '@gp/host'), /host/);
  assert.match(
    violation('remote-sistema/src/routes.tsx', '../../remote-patrimonio/src/access.js'),
    /outro remoto/,
  );
  assert.match(
    violation('host/src/routes/router.tsx', '../../../remote-sistema/src/routes.js'),
    /não importa um remoto/,
  );
  assert.match(violation('shared-ui/src/index.ts', '../../host/src/app.js'), /shared-ui/);
  assert.equal(violation('host/src/routes/router.tsx', '@gp/shared-ui'), null);
});

test('check reads every import form of each file', () => {
  const files = {
    'remote-x/src/features/a/p.tsx':
      "import x from '../b/y.js';\nconst m = import('../b/z.js');\nimport '../b/side.js';",
  };
  assert.equal(check(Object.keys(files), (f) => files[f]).length, 3);
});

test('a remote takes PageContainer from the shared pro-layout, never from pro-components', () => {
  const file = 'remote-obras/src/features/obra/obra-form-page.tsx';
  assert.match(violation(file, '@ant-design/pro-components'), /pro-layout/);
  assert.equal(violation(file, '@ant-design/pro-layout'), null);
  assert.equal(violation('host/src/pages/dashboard-page.tsx', '@ant-design/pro-components'), null);
});

/**
 * Keeps the big UI libraries (antd, pro-layout) out of the host's start-up while the host still
 * provides them as the federation singletons the remotes use.
 *
 * `@module-federation/vite` loads, before the host's `index` runs, every shared package that the host
 * imports anywhere (lazy routes included). Here the host's own imports of these packages are resolved to
 * the package's ES entry file directly, so the federation plugin never wraps them: the bundler
 * tree-shakes them like any library (the sign-in page gets Button, Form and Input, not all of antd), and
 * the federation runtime does not load them at start. The share that the remotes receive is built from
 * the same entry file, so it is the same module instances (one antd, one ConfigProvider context), loaded
 * when the first remote asks for it. See docs/decisions/013-a-light-sign-in.md.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Ids of the modules the federation plugin generates: their imports must stay the plugin's own. */
const FEDERATION_VIRTUAL =
  /__prebuild__|__loadShare__|__mf__virtual|virtual:mf|mf-localSharedImportMap|hostInit|__H_A_I__|\0/;

/** Conditions a browser build resolves `exports` with, in Vite's order. */
const CONDITIONS = ['module', 'browser', 'production', 'import', 'default'];

/** The target of `exports['.']` for those conditions, or null. */
function fromExports(exports: unknown): string | null {
  if (typeof exports === 'string') return exports;
  if (!exports || typeof exports !== 'object') return null;
  const map = exports as Record<string, unknown>;
  const root = '.' in map ? map['.'] : map;
  if (typeof root === 'string') return root;
  if (!root || typeof root !== 'object') return null;
  for (const [condition, target] of Object.entries(root as Record<string, unknown>)) {
    if (!CONDITIONS.includes(condition)) continue;
    const found = fromExports(target);
    if (found) return found;
  }
  return null;
}

/**
 * The real path of the file a browser build resolves the bare package name to (`exports`, else `module`,
 * else `main`), from `fromDir`: the same file the federation plugin builds the share from.
 */
function esEntry(pkg: string, fromDir: string): string {
  const require = createRequire(join(fromDir, 'package.json'));
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports?: unknown;
    module?: string;
    main?: string;
  };
  const entry = fromExports(manifest.exports) ?? manifest.module ?? manifest.main;
  if (!entry) throw new Error(`local-shares: ${pkg} não declara exports, module nem main`);
  return realpathSync(join(dirname(manifestPath), entry));
}

/**
 * @param packages shared packages the host uses from its own bundle rather than through the share
 * @param root the app's folder, from which the packages resolve
 */
export function localShares(packages: readonly string[], root: string) {
  const entries = new Map(packages.map((pkg) => [pkg, esEntry(pkg, root)]));
  const patched = new Set<string>();
  return {
    name: 'gp:local-shares',
    enforce: 'pre' as const,
    apply: 'build' as const,
    resolveId(source: string, importer: string | undefined) {
      const entry = entries.get(source);
      if (!entry || !importer || FEDERATION_VIRTUAL.test(importer)) return null;
      return { id: entry, moduleSideEffects: null };
    },
    transform: {
      order: 'post' as const,
      handler(code: string, id: string) {
        if (!id.includes('localSharedImportMap')) return null;
        let next = code;
        for (const pkg of packages) {
          const pattern = materializePattern(pkg);
          if (!pattern.test(next)) continue;
          next = next.replace(materializePattern(pkg), '$1false');
          patched.add(pkg);
        }
        return next === code ? null : { code: next, map: null };
      },
    },
    buildEnd(this: { error: (message: string) => never }, error?: Error) {
      if (error) return;
      const missing = packages.filter((pkg) => !patched.has(pkg));
      if (missing.length)
        this.error(
          `local-shares: o código gerado pelo @module-federation/vite mudou; não achei "materialize" de ${missing.join(', ')} ` +
            'no mapa de shares locais. Veja docs/decisions/013-a-light-sign-in.md antes de atualizar o plugin.',
        );
    },
  };
}

/**
 * The host's entry in the generated share map (`virtual:mf-localSharedImportMap`) of `@module-federation/vite`
 * 1.23.0: `"antd": { name: "antd", version: "…", scope: [...], loaded: false, materialize: true,`. With
 * `materialize: false` the host's start-up (`initHost`) leaves the share alone; it is still registered,
 * so a remote that asks for it gets it. The plugin marks every configured share as materialised when the
 * host never imports it through the share, hence this edit; the build fails if the pattern is gone.
 */
function materializePattern(pkg: string): RegExp {
  const name = JSON.stringify(pkg).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(
    `(${name}\\s*:\\s*\\{\\s*name\\s*:\\s*${name}\\s*,\\s*version\\s*:\\s*"[^"]*"\\s*,\\s*scope\\s*:\\s*\\[[^\\]]*\\]\\s*,\\s*loaded\\s*:\\s*false\\s*,\\s*materialize\\s*:\\s*)(?:true|false)`,
    'g',
  );
}

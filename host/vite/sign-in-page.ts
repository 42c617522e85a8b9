import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Writes `/login`'s page, `login/index.html` (the static server answers /login with it), from the built
 * index.html and the form drawn by `dist-server/sign-in.mjs` (vite.server.config.ts, built first):
 * decision 028. The build fails when that module is missing, rather than shipping /login without it.
 */
export function signInPage(root: string) {
  const modulePath = resolve(root, 'dist-server/sign-in.mjs');
  return {
    name: 'gp:sign-in-page',
    apply: 'build' as const,
    enforce: 'post' as const,
    async generateBundle(
      this: { emitFile: (file: { type: 'asset'; fileName: string; source: string }) => string },
      _options: unknown,
      bundle: Record<string, { type: string; source?: string | Uint8Array }>,
    ) {
      const index = bundle['index.html'];
      if (!index || typeof index.source !== 'string')
        throw new Error('gp:sign-in-page: index.html não foi gerado');
      if (!existsSync(modulePath)) {
        throw new Error(
          `gp:sign-in-page: ${modulePath} ausente; rode antes \`vite build -c vite.server.config.ts\``,
        );
      }
      const { signInPage: draw } = (await import(pathToFileURL(modulePath).href)) as {
        signInPage: (indexHtml: string) => string;
      };
      this.emitFile({ type: 'asset', fileName: 'login/index.html', source: draw(index.source) });
    },
  };
}

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Writes the back office's stylesheet made at build time (decision 029), `assets/back-office-<hash>.css`
 * (hashed, so it is cached for good like the scripts), from `dist-server/back-office-styles.mjs`
 * (vite.server.config.ts, built first), and puts its loader in index.html's `<head>`. The build fails when
 * that module is missing or draws no styles, rather than shipping a back office that computes them all.
 */
export function backOfficeStyles(root: string) {
  const modulePath = resolve(root, 'dist-server/back-office-styles.mjs');
  return {
    name: 'gp:back-office-styles',
    apply: 'build' as const,
    enforce: 'post' as const,
    async generateBundle(
      this: { emitFile: (file: { type: 'asset'; fileName: string; source: string }) => string },
      _options: unknown,
      bundle: Record<string, { type: string; source?: string | Uint8Array }>,
    ) {
      const index = bundle['index.html'];
      if (!index || typeof index.source !== 'string')
        throw new Error('gp:back-office-styles: index.html não foi gerado');
      if (!existsSync(modulePath)) {
        throw new Error(
          `gp:back-office-styles: ${modulePath} ausente; rode antes \`vite build -c vite.server.config.ts\``,
        );
      }
      const made = (await import(pathToFileURL(modulePath).href)) as {
        backOfficeStyles: () => string;
        stylesLoader: (href: string) => string;
      };
      const css = made.backOfficeStyles();
      if (!css.includes('data-ant-cssinjs-cache-path') || css.length < 10_000)
        throw new Error('gp:back-office-styles: os estilos do back office vieram vazios');
      const fileName = `assets/back-office-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
      if (!index.source.includes('</title>'))
        throw new Error('gp:back-office-styles: index.html sem <title>');
      index.source = index.source.replace(
        '</title>',
        () => `</title><script>${made.stylesLoader(`/${fileName}`)}</script>`,
      );
    },
  };
}

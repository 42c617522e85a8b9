import { createHash } from 'node:crypto';
import { builtIndexHtml, importServerModule, type PageBundle } from './server-module.ts';

/**
 * Writes the back office's stylesheet made at build time (decision 029), `assets/back-office-<hash>.css`
 * (hashed, so it is cached for good like the scripts), from `dist-server/back-office-styles.mjs`, and puts
 * its loader in index.html's `<head>`. The build fails when that module is missing or draws no styles,
 * rather than shipping a back office that computes them all.
 */
export function backOfficeStyles(root: string) {
  const name = 'gp:back-office-styles';
  return {
    name,
    apply: 'build' as const,
    enforce: 'post' as const,
    async generateBundle(
      this: { emitFile: (file: { type: 'asset'; fileName: string; source: string }) => string },
      _options: unknown,
      bundle: PageBundle,
    ) {
      const index = builtIndexHtml(bundle, name);
      const made = await importServerModule<{
        backOfficeStyles: () => string;
        stylesLoader: (href: string) => string;
      }>(root, 'back-office-styles.mjs', name);
      const css = made.backOfficeStyles();
      if (!css.includes('data-ant-cssinjs-cache-path') || css.length < 10_000)
        throw new Error(`${name}: os estilos do back office vieram vazios`);
      const fileName = `assets/back-office-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
      if (!index.source.includes('</title>')) throw new Error(`${name}: index.html sem <title>`);
      index.source = index.source.replace(
        '</title>',
        () => `</title><script>${made.stylesLoader(`/${fileName}`)}</script>`,
      );
    },
  };
}

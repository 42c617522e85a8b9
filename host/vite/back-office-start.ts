import { createHash } from 'node:crypto';
import { FIRST_SCREENS_ID, type FirstScreens } from '../src/routes/first-screens.ts';
import { builtIndexHtml, importServerModule, type PageBundle, pagePlugin } from './server-module.ts';

/** The files of the chunk built from `module` (a path under src/) and of every chunk it imports statically. */
function filesOf(bundle: PageBundle, module: string, plugin: string): string[] {
  const path = `/src/${module}`;
  const entry = Object.values(bundle).find(
    (chunk) =>
      chunk.type === 'chunk' && (chunk.moduleIds ?? []).some((id) => id.replaceAll('\\', '/').endsWith(path)),
  );
  if (!entry?.fileName) throw new Error(`${plugin}: o build não tem o chunk de src/${module}`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of bundle[fileName]?.imports ?? []) visit(imported);
  };
  visit(entry.fileName);
  return [...files];
}

/**
 * What a cold back office page asks for at once (decision 029), put in index.html's `<head>` (after
 * /login's page is made from it: that page never opens the back office):
 * - the stylesheet made at build time, `assets/back-office-<hash>.css` (hashed, so it is cached for good
 *   like the scripts), from `dist-server/back-office-styles.mjs`, with its loader;
 * - the list of the first screens' modules (`src/routes/first-screens.ts`), which the entry requests.
 * The build fails when the module is missing or draws no styles, or a screen's chunk is not found, rather
 * than shipping a back office that computes its styles or waits for its screens.
 */
export function backOfficeStart(root: string) {
  const name = 'gp:back-office-start';
  return pagePlugin(name, async (build, bundle) => {
    const index = builtIndexHtml(bundle, name);
    const made = await importServerModule<{
      backOfficeStyles: () => string;
      stylesLoader: (href: string) => string;
    }>(root, 'back-office-styles.mjs', name);
    const css = made.backOfficeStyles();
    if (!css.includes('data-ant-cssinjs-cache-path') || css.length < 10_000)
      throw new Error(`${name}: os estilos do back office vieram vazios`);
    const fileName = `assets/back-office-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    build.emitFile({ type: 'asset', fileName, source: css });
    // The screens' files, less what is loaded before the entry runs (its own modules, the page's module
    // preloads, the federation's share modules); the dashboard's, less the layout's.
    const loaded = new Set([
      ...filesOf(bundle, 'main.tsx', name),
      ...[...index.source.matchAll(/href="\/([^"]+\.js)"/g)].map((m) => m[1] as string),
    ]);
    const toAsk = (files: string[]) =>
      files.filter((file) => !loaded.has(file) && !file.includes('__loadShare__'));
    const layout = toAsk(filesOf(bundle, 'layout/app-layout.tsx', name));
    const screens: FirstScreens = {
      layout,
      dashboard: toAsk(filesOf(bundle, 'pages/dashboard-page.tsx', name)).filter((f) => !layout.includes(f)),
    };
    if (!index.source.includes('</title>')) throw new Error(`${name}: index.html sem <title>`);
    index.source = index.source.replace(
      '</title>',
      () =>
        `</title><script>${made.stylesLoader(`/${fileName}`)}</script>` +
        `<script type="application/json" id="${FIRST_SCREENS_ID}">${JSON.stringify(screens)}</script>`,
    );
  });
}

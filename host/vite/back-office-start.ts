import { createHash } from 'node:crypto';
import { type FirstScreens, firstScreensLoader } from '../src/routes/first-screens.ts';
import { builtIndexHtml, importServerModule, type PageBundle, pagePlugin } from './server-module.ts';

/** The file of the chunk built from `module` (a path under src/). */
function chunkOf(bundle: PageBundle, module: string, plugin: string): string {
  const path = `/src/${module}`;
  const entry = Object.values(bundle).find(
    (chunk) =>
      chunk.type === 'chunk' && (chunk.moduleIds ?? []).some((id) => id.replaceAll('\\', '/').endsWith(path)),
  );
  if (!entry?.fileName) throw new Error(`${plugin}: o build não tem o chunk de src/${module}`);
  return entry.fileName;
}

/** `fileName` and every chunk it imports statically, the importer before what it imports. */
function closure(bundle: PageBundle, fileName: string): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of bundle[file]?.imports ?? []) visit(imported);
  };
  visit(fileName);
  return [...files];
}

/**
 * What a cold back office page asks for at once (decision 029), put in index.html's `<head>` (after
 * /login's page is made from it: that page never opens the back office) as an inline loader
 * (`src/routes/first-screens.ts`):
 * - the stylesheet made at build time, `assets/back-office-<hash>.css` (hashed, so it is cached for good
 *   like the scripts), from `dist-server/back-office-styles.mjs`;
 * - the modules the start-up runs, in the order it runs them: the federation's shares (its `__loadShare__`
 *   chunks, with what they import, and what its entry loads before the host's), the back office's start-up
 *   code, the layout, and at `/app` the dashboard. The page's own scripts and module preloads are left out.
 * - `/app`'s page, `app/index.html`: the same page with the dashboard drawn (decision 030).
 * The build fails when the module is missing or draws no styles, or a chunk is not found, rather than
 * shipping a back office that computes its styles or fetches its modules one after the other.
 */
export function backOfficeStart(root: string) {
  const name = 'gp:back-office-start';
  return pagePlugin(name, async (build, bundle) => {
    const index = builtIndexHtml(bundle, name);
    const made = await importServerModule<{
      backOfficeStyles: () => string;
      dashboardPage: (indexHtml: string) => string;
    }>(root, 'back-office-styles.mjs', name);
    const css = made.backOfficeStyles();
    if (!css.includes('data-ant-cssinjs-cache-path') || css.length < 10_000)
      throw new Error(`${name}: os estilos do back office vieram vazios`);
    const fileName = `assets/back-office-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    build.emitFile({ type: 'asset', fileName, source: css });

    const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
    const shares = chunks.flatMap((chunk) =>
      chunk.fileName?.includes('__loadShare__') ? closure(bundle, chunk.fileName) : [],
    );
    if (shares.length === 0)
      throw new Error(`${name}: o build não tem os módulos compartilhados da federação`);
    // The modules the federation's entry (a file the plugin writes, in the page) imports by name.
    const federationStart = Object.values(bundle).flatMap((file) => {
      if (!file.fileName?.includes('mf-entry-bootstrap')) return [];
      const code = file.code ?? (typeof file.source === 'string' ? file.source : '');
      const folder = file.fileName.slice(0, file.fileName.lastIndexOf('/') + 1);
      return [...code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)].flatMap((m) =>
        closure(bundle, `${folder}${m[1]}`),
      );
    });
    const asked = new Set([
      ...[...index.source.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1] as string),
      ...closure(bundle, chunkOf(bundle, 'main.tsx', name)),
    ]);
    /** The files not asked for yet, in order, as paths from the host's root; they count as asked. */
    const toAsk = (files: string[]) => {
      const fresh = [...new Set(files)].filter((file) => !asked.has(file));
      for (const file of fresh) asked.add(file);
      return fresh.map((file) => `/${file}`);
    };
    const first: FirstScreens = {
      stylesheet: `/${fileName}`,
      start: toAsk([
        ...shares,
        ...federationStart,
        ...closure(bundle, chunkOf(bundle, 'app-main.tsx', name)),
        ...closure(bundle, chunkOf(bundle, 'layout/app-layout.tsx', name)),
      ]),
      dashboard: toAsk(closure(bundle, chunkOf(bundle, 'pages/dashboard-page.tsx', name))),
    };
    if (!index.source.includes('</title>')) throw new Error(`${name}: index.html sem <title>`);
    index.source = index.source.replace(
      '</title>',
      () => `</title><script>${firstScreensLoader(first)}</script>`,
    );
    // `/app`'s page, with the dashboard drawn (decision 030); the static server answers /app with it.
    build.emitFile({ type: 'asset', fileName: 'app/index.html', source: made.dashboardPage(index.source) });
  });
}

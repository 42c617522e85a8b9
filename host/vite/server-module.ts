import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The part of a Rollup bundle the host's page plugins read and write. */
export type PageBundle = Record<
  string,
  {
    type: string;
    source?: string | Uint8Array;
    code?: string;
    fileName?: string;
    moduleIds?: string[];
    imports?: string[];
    dynamicImports?: string[];
    isEntry?: boolean;
  }
>;

/** What a page plugin does with the bundle, once the build has generated it. */
export type PageStep = (
  build: { emitFile: (file: { type: 'asset'; fileName: string; source: string }) => string },
  bundle: PageBundle,
) => Promise<void>;

/** A plugin of the host's build that writes pages or assets from the generated bundle. */
export function pagePlugin(name: string, step: PageStep) {
  return {
    name,
    apply: 'build' as const,
    enforce: 'post' as const,
    async generateBundle(this: Parameters<PageStep>[0], _options: unknown, bundle: PageBundle) {
      await step(this, bundle);
    },
  };
}

/** The bundle's built index.html (the plugins run after it is generated); `plugin` names the failure. */
export function builtIndexHtml(bundle: PageBundle, plugin: string): { source: string } {
  const index = bundle['index.html'];
  if (!index || typeof index.source !== 'string') throw new Error(`${plugin}: index.html não foi gerado`);
  return index as { source: string };
}

/**
 * A module of `dist-server/` (vite.server.config.ts, built first: package.json's `build`), imported by a
 * page plugin of the host's build. The build fails when it is missing, rather than shipping the page
 * without what it draws.
 */
export async function importServerModule<T>(root: string, fileName: string, plugin: string): Promise<T> {
  const path = resolve(root, 'dist-server', fileName);
  if (!existsSync(path))
    throw new Error(`${plugin}: ${path} ausente; rode antes \`vite build -c vite.server.config.ts\``);
  return (await import(pathToFileURL(path).href)) as T;
}

import { builtIndexHtml, importServerModule, pagePlugin } from './server-module.ts';

/**
 * Writes `/login`'s page, `login/index.html` (the static server answers /login with it), from the built
 * index.html and the form drawn by `dist-server/sign-in.mjs`: decision 028. The build fails when that
 * module is missing, rather than shipping /login without it.
 */
export function signInPage(root: string) {
  const name = 'gp:sign-in-page';
  return pagePlugin(name, async (build, bundle) => {
    const index = builtIndexHtml(bundle, name);
    const { signInPage: draw } = await importServerModule<{ signInPage: (indexHtml: string) => string }>(
      root,
      'sign-in.mjs',
      name,
    );
    build.emitFile({ type: 'asset', fileName: 'login/index.html', source: draw(index.source) });
  });
}

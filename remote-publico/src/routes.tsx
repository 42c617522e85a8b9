import { CONTRACT_VERSION, type RemoteProps } from '@gp/shared-contracts';
import { lazy, Suspense } from 'react';
import { PublicoProvider, usePublico } from './components/context.js';
import { NotFoundPage } from './components/not-found.js';
import { matchPage, useAddress } from './components/router.js';
import { serverPageShown } from './components/server-data.js';

/**
 * Each page is its own chunk: a citizen scanning a label downloads the asset card, not the list and its
 * filters.
 */
const BemPage = lazy(() => import('./features/bem/bem-page.js').then((m) => ({ default: m.BemPage })));
const DocumentoPage = lazy(() =>
  import('./features/documento/documento-page.js').then((m) => ({ default: m.DocumentoPage })),
);
const ConsultaPage = lazy(() =>
  import('./features/consulta/consulta-page.js').then((m) => ({ default: m.ConsultaPage })),
);
const ObraPage = lazy(() => import('./features/obra/obra-page.js').then((m) => ({ default: m.ObraPage })));
const TransparenciaPage = lazy(() =>
  import('./features/transparencia/transparencia-page.js').then((m) => ({ default: m.TransparenciaPage })),
);

/** Contract version this remote was built for; the host refuses another major. */
export const contractVersion = CONTRACT_VERSION;

/** While a page's code arrives (the first visit to it): a line, not a blank page. */
const pageLoading = (
  <p
    role="status"
    style={{ fontFamily: 'sans-serif', color: '#595959', textAlign: 'center', padding: '2em' }}
  >
    Carregando...
  </p>
);

/** The public pages, by the path under where the area is mounted (docs/product.md, "Área pública"). */
export function PublicoPages() {
  const { basePath } = usePublico();
  const { pathname } = useAddress();
  const match = matchPage(pathname, basePath);
  return (
    <Suspense fallback={serverPageShown() ? null : pageLoading}>
      {match.page === 'consulta' ? <ConsultaPage /> : null}
      {match.page === 'transparencia' ? (
        <TransparenciaPage key={match.cpfCnpj} cpfCnpj={match.cpfCnpj} />
      ) : null}
      {match.page === 'obra' ? <ObraPage key={match.id} cpfCnpj={match.cpfCnpj} id={match.id} /> : null}
      {match.page === 'bem' ? <BemPage key={match.id} id={match.id} /> : null}
      {match.page === 'documento' ? <DocumentoPage key={match.codigo} codigo={match.codigo} /> : null}
      {match.page === 'nao-encontrada' ? <NotFoundPage /> : null}
    </Suspense>
  );
}

/**
 * The `./routes` expose: rendered by the host under `basePath` (/publico) with no session: the pages use
 * only the API's address from the snapshot, and every call they make is public.
 */
export function PublicoRoutes({ basePath, session }: RemoteProps) {
  return (
    <PublicoProvider env={{ apiBaseUrl: session.apiBaseUrl, basePath, embedded: false }}>
      <PublicoPages />
    </PublicoProvider>
  );
}

export default PublicoRoutes;

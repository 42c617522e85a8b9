import type { PublicoEntidade } from '@gp/shared-contracts';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { apiUrl } from './api.js';
import { usePublico } from './context.js';
import css from './publico.css?inline';
import { elementAt, focusedPosition, SERVER_PAGE_ID } from './server-data.js';

/**
 * The frame of every public page: a skip link, a banner with the entity (name and logo) when the page is
 * about one, the main content and a footer (eMAG landmarks). The stylesheet goes with it, as a <style> in
 * the tree, so it reaches a shadow root too (embed.tsx).
 */
export function PublicLayout({
  entidade,
  children,
}: {
  entidade?: PublicoEntidade | null;
  children: ReactNode;
}) {
  const { apiBaseUrl, embedded } = usePublico();
  const frame = useRef<HTMLDivElement>(null);
  // The page drawn on the server (src/server.tsx) gives way to this one before the browser paints. A
  // citizen who already moved the focus into it (a tab to a link) keeps it on the same element here.
  useLayoutEffect(() => {
    const server = document.getElementById(SERVER_PAGE_ID);
    if (!server) return;
    // The same frame as this one, drawn by the server (React may put a preload of an image before it).
    const drawn = server.querySelector('.gp-pub');
    const focused = document.activeElement;
    const position = drawn ? focusedPosition(drawn) : null;
    server.remove();
    const target = position && frame.current ? elementAt(frame.current, position) : null;
    if (target instanceof HTMLElement && target.tagName === focused?.tagName)
      target.focus({ preventScroll: true });
  }, []);
  const banner = (
    <>
      {entidade?.logo_url ? (
        <img
          src={apiUrl(apiBaseUrl, entidade.logo_url)}
          alt={`Logo de ${entidade.nome}`}
          width={48}
          height={48}
        />
      ) : null}
      <div>
        {entidade ? <p className="gp-pub-entity">{entidade.nome}</p> : null}
        <p>Portal da Transparência — Patrimônio público</p>
      </div>
    </>
  );
  // In someone else's page (embed.js) the landmarks are theirs: the widget is one labelled region.
  if (embedded)
    return (
      <section className="gp-pub" lang="pt-BR" aria-label="Transparência do patrimônio público">
        <style>{css}</style>
        <div className="gp-pub-header">{banner}</div>
        <div className="gp-pub-main">{children}</div>
      </section>
    );
  return (
    <div className="gp-pub" lang="pt-BR" ref={frame}>
      <style>{css}</style>
      <a className="gp-pub-skip" href="#gp-pub-conteudo">
        Ir para o conteúdo
      </a>
      <header className="gp-pub-header">{banner}</header>
      <main id="gp-pub-conteudo" className="gp-pub-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="gp-pub-footer">
        <p>Informações públicas do patrimônio, publicadas pela própria entidade.</p>
      </footer>
    </div>
  );
}

/** Shown while a page's data is on its way. */
export function Loading() {
  return (
    <p className="gp-pub-muted" role="status">
      Carregando...
    </p>
  );
}

/** A call that failed for another reason than "not found": the API's message and a way to ask again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <p className="gp-pub-error">{message}</p>
      <p>
        <button type="button" onClick={onRetry}>
          Tentar novamente
        </button>
      </p>
    </div>
  );
}

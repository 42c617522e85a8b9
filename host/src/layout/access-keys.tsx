import type { MouseEvent } from 'react';

/**
 * eMAG's access keys (Modelo de Acessibilidade em Governo Eletrônico, 3.1: "atalhos de teclado"): each
 * a link at the top of every back-office page, with its `accesskey` and the id of what it leads to. The
 * search goes to the page's search box when it has one (`id="busca"`, the lists' search) and to the
 * content otherwise; the menu to the sidebar, or on a phone to the button that opens it. The
 * Acessibilidade page (/app/acessibilidade) lists them.
 */
export const ACCESS_KEYS = [
  { key: '1', label: 'Ir para o conteúdo', target: 'conteudo' },
  { key: '2', label: 'Ir para o menu', target: 'menu' },
  { key: '3', label: 'Ir para a busca', target: 'busca' },
  { key: '4', label: 'Ir para o rodapé', target: 'rodape' },
] as const;

/** Where a key leads when its target is not on the page: no search box, or a phone's closed menu drawer. */
const FALLBACK: Record<string, string> = { busca: 'conteudo', menu: 'menu-botao' };

/** The element a key leads to on this page. */
export function accessKeyTarget(target: string, doc: Document = document): HTMLElement | null {
  const fallback = FALLBACK[target];
  return doc.getElementById(target) ?? (fallback ? doc.getElementById(fallback) : null);
}

/** Moves the focus (and the view) to the key's target, as a skip link does. */
function follow(event: MouseEvent<HTMLAnchorElement>, target: string) {
  const element = accessKeyTarget(target);
  if (!element) return;
  event.preventDefault();
  // A region that is not focusable by nature takes the focus once, without entering the tab order.
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.tabIndex = -1;
  element.focus();
  element.scrollIntoView?.({ block: 'start' });
}

/** The skip links: hidden until focused (Tab from the top of the page, or the access key itself). */
export function AccessKeyLinks() {
  return (
    <nav aria-label="Atalhos de teclado" className="gp-atalhos">
      {ACCESS_KEYS.map((k) => (
        // biome-ignore lint/a11y/noAccessKey: eMAG asks for these four keys on every page of a Brazilian public body's site.
        <a key={k.key} href={`#${k.target}`} accessKey={k.key} onClick={(e) => follow(e, k.target)}>
          {k.label} [{k.key}]
        </a>
      ))}
    </nav>
  );
}

/**
 * The dashboard drawn at build time into `/app`'s page (docs/decisions/030-the-dashboard-drawn-at-build-time.md):
 * the layout and the dashboard, loading, drawn by the same components as the browser's first render
 * (`styles/server.tsx`), so a returning user sees them from the page's first bytes instead of after
 * the back office's scripts have arrived and run. An inline script right after it (`showDashboardCopy`)
 * fits it to this browser's session from what the back office keeps in storage (`FirstScreen`), or
 * removes it; the back office removes it in its first commit (`removeDashboardCopy`), which draws the
 * same screen. Until then it is a picture: `inert` and `aria-hidden`, nothing in it can be clicked,
 * focused or read out.
 * This module is what the page and the browser need of it; it imports no library.
 */

/** The element around the drawn dashboard, before the host's `#root`. */
export const DASHBOARD_COPY_ID = 'gp-painel-servidor';

/**
 * What the drawn dashboard needs of the session, written by the back office whenever its session
 * changes (`session/first-screen.ts`), as the start-up will draw it: the chosen location's names, the
 * period the start-up selects, the access token's expiry, the menu's items and the works card.
 */
export type FirstScreen = {
  /** The location these figures are of: the copy is shown only when it is still the chosen one. */
  localId: string;
  client: string;
  application: string | null;
  /** The header's period label ('01/2026'), null when the client has no exercício. */
  exercicio: string | null;
  /** The access token's `exp` (seconds): the header's clock. */
  exp: number;
  /** The keys of the menu items this location shows (the sidebar and the shortcuts). */
  items: string[];
  /** Whether the dashboard shows the works card. */
  obras: boolean;
};

/** What the page's build draws in place of the session's texts, replaced by `showDashboardCopy`. */
export const COPY_TEXTS = {
  /** The user's first name; followed by ' ' and `rest`, the whole name. */
  first: '⟦primeiro⟧',
  rest: '⟦resto⟧',
  client: '⟦cliente⟧',
  application: '⟦aplicacao⟧',
} as const;

export type CopySettings = {
  copyId: string;
  /** The stylesheet the page's loader adds: the copy is shown once it has loaded. */
  stylesheetId: string;
  firstScreenKey: string;
  userKey: string;
  localCookie: string;
  sidebarCookie: string;
  /** Where the layout is the mobile one, which the copy is not (use-sidebar.ts). */
  mobileQuery: string;
  /** Where the clock turns red (`CLOCK_WARNING_MS`): the copy is not drawn that close to the session's end. */
  minRemainingMs: number;
  texts: typeof COPY_TEXTS;
};

/**
 * The back office's own functions the page's script calls, written into the page with it (each reads
 * nothing outside its arguments but the document): the same cookie, clock and greeting as the back office.
 */
export type CopyHelpers = {
  readCookie: (name: string) => string | null;
  formatRemaining: (ms: number) => string;
  firstName: (fullname: string) => string;
};

/**
 * Runs in the page, inline, right after the copy (its source is written into the page, so it reads
 * nothing outside its arguments). Shows the copy fitted to the stored session, or removes it when the
 * stored session does not describe what the start-up will draw: no first screen, no user, another or no
 * chosen location, a token about to end, a collapsed sidebar, a phone's width, a user's photo (not drawn),
 * no area at all.
 */
export function showDashboardCopy(s: CopySettings, helpers: CopyHelpers): void {
  const copy = document.getElementById(s.copyId);
  if (!copy) return;
  const { readCookie: cookie, formatRemaining, firstName } = helpers;
  try {
    const first = JSON.parse(localStorage.getItem(s.firstScreenKey) ?? 'null') as FirstScreen | null;
    const user = JSON.parse(localStorage.getItem(s.userKey) ?? 'null') as {
      fullname?: unknown;
      avatar?: unknown;
    } | null;
    const remaining = first ? first.exp * 1000 - Date.now() : 0;
    if (
      !first ||
      !Array.isArray(first.items) ||
      first.items.length === 0 ||
      typeof user?.fullname !== 'string' ||
      user.avatar ||
      cookie(s.localCookie) !== first.localId ||
      !(remaining >= s.minRemainingMs) ||
      cookie(s.sidebarCookie) === 'false' ||
      window.matchMedia(s.mobileQuery).matches
    ) {
      copy.remove();
      return;
    }
    const items = first.items;
    const drop = (el: Element | null | undefined) => el?.remove();

    // The menu and the shortcuts this location shows; a group left with no item goes with its divider.
    for (const link of copy.querySelectorAll('[data-menu-item]'))
      if (!items.includes(link.getAttribute('data-menu-item') ?? '')) drop(link.closest('li'));
    for (const group of copy.querySelectorAll('li.ant-menu-item-group')) {
      if (group.querySelector('[data-menu-item]')) continue;
      const next = group.nextElementSibling;
      if (next?.matches('li.ant-menu-item-divider')) drop(next);
      drop(group);
    }
    for (const link of copy.querySelectorAll('[data-atalho]'))
      if (!items.includes(link.getAttribute('data-atalho') ?? '')) drop(link.closest('.ant-space-item'));
    if (!first.obras) drop(copy.querySelector('[data-painel="obras"]'));
    for (const card of copy.querySelectorAll('[data-painel-item]'))
      if (!items.includes(card.getAttribute('data-painel-item') ?? '')) drop(card);

    // The header: the period, the clock.
    const period = copy.querySelector('input[aria-label="Exercício"]')?.closest('.ant-select');
    if (first.exercicio === null) drop(period);
    else {
      const label = period?.querySelector('.ant-select-selection-item');
      if (label) {
        label.textContent = first.exercicio;
        label.setAttribute('title', first.exercicio);
      }
    }
    const clock = copy.querySelector('[data-testid="session-remaining"]');
    if (clock) clock.textContent = formatRemaining(remaining);

    // The names, in the texts and the titles.
    const name = user.fullname;
    const t = s.texts;
    const fill = (text: string) =>
      text
        .split(`${t.first} ${t.rest}`)
        .join(name)
        .split(t.first)
        .join(firstName(name))
        .split(t.client)
        .join(first.client)
        .split(` · ${t.application}`)
        .join(first.application === null ? '' : ` · ${first.application}`)
        .split(t.application)
        .join(first.application ?? '');
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    for (const node of texts) {
      const value = node.nodeValue ?? '';
      if (first.application === null && value.includes(t.application)) drop(node.parentElement);
      else if (value.includes('⟦')) node.nodeValue = fill(value);
    }
    // And in the attributes that carry them: titles, and the user menu's accessible name.
    for (const attribute of ['title', 'aria-label']) {
      for (const el of copy.querySelectorAll(`[${attribute}]`)) {
        const value = el.getAttribute(attribute) ?? '';
        if (value.includes('⟦')) el.setAttribute(attribute, fill(value));
      }
    }

    // Shown once the stylesheet is in, never unstyled.
    const show = () => copy.removeAttribute('hidden');
    const sheet = document.getElementById(s.stylesheetId);
    if (sheet instanceof HTMLLinkElement && sheet.sheet) show();
    else if (sheet) {
      sheet.addEventListener('load', show);
      sheet.addEventListener('error', () => copy.remove());
    } else copy.remove();
  } catch {
    copy.remove();
  }
}

/** Removes the drawn dashboard: the back office's first commit draws its own screen in its place. */
export function removeDashboardCopy(doc: Document = document): void {
  doc.getElementById(DASHBOARD_COPY_ID)?.remove();
}

import { expect, type Locator, type Page } from '@playwright/test';

/** The two widths every list is checked at: a desktop with the sidebar open, and a phone. */
export const WIDTHS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * A list page reads on the current width: the page never scrolls sideways, and each of the table's
 * headers (on a desktop) is drawn whole, not covered by another column nor cut nor broken inside a word;
 * on a phone the rows are cards whose labels are drawn whole; on a desktop its key column (`main`: descrição, nome, objeto) shows
 * enough of its text. `keyColumn: false` for a list with no key text (months, movements, access grants).
 * Call it once the list has loaded its rows.
 */
export async function expectReadableList(page: Page, title: string, opts: { keyColumn?: boolean } = {}) {
  const list = page.getByRole('region', { name: title });
  await expect(list).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'a página não deve rolar para o lado').toBeLessThanOrEqual(0);

  const cut = await list.evaluate((region) => {
    const problems: string[] = [];
    // A header or a card label wraps between words, never inside one ('Númer / o'): each word's
    // characters lie on one line.
    const brokenWords = (cell: HTMLElement) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        for (const word of (node.nodeValue ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) problems.push(`${cell.textContent?.trim()}: palavra "${word[0]}" partida`);
        }
      }
    };
    const headers = [...region.querySelectorAll<HTMLElement>('thead th')].filter(
      (th) => th.innerText.trim() !== '' && !th.classList.contains('ant-table-selection-column'),
    );
    for (const th of headers) {
      const box = th.getBoundingClientRect();
      const text = th.innerText.trim();
      // Drawn whole: its text fits its cell, and the cell is inside the table's visible box.
      if (th.scrollWidth > th.clientWidth + 1) problems.push(`${text}: texto cortado`);
      brokenWords(th);
      const scroller = th.closest<HTMLElement>('section') ?? region;
      const visible = scroller.getBoundingClientRect();
      if (box.left < visible.left - 1 || box.right > visible.right + 1)
        problems.push(`${text}: fora da área visível`);
      // Not covered: the element drawn at the header's centre belongs to that header.
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && !th.contains(hit)) problems.push(`${text}: coberto por outro elemento`);
    }
    for (const dt of region.querySelectorAll<HTMLElement>('dt')) {
      if (dt.scrollWidth > dt.clientWidth + 1) problems.push(`${dt.innerText.trim()}: rótulo cortado`);
      brokenWords(dt);
    }
    return problems;
  });
  expect(cut, 'cabeçalhos e rótulos visíveis por inteiro').toEqual([]);
  await expectUsableHeader(page);
  await expectKeyColumnReadable(list, opts.keyColumn ?? true);
}

/** The least of a key column's text a user reads at either width (docs/frontend.md, "Listas"). */
export const KEY_COLUMN_CHARACTERS = 30;

/**
 * The page's title and subtitle are drawn whole (wrapped, never cut), and the header's clock and user
 * menu are inside the window, so a phone user can see the session's time and sign out.
 */
export async function expectUsableHeader(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll<HTMLElement>(
      '#root .ant-page-header-heading-title, #root .ant-page-header-heading-sub-title',
    )) {
      const text = el.textContent?.trim() ?? '';
      if (el.scrollWidth > el.clientWidth + 1) found.push(`título cortado: ${text}`);
      const box = el.getBoundingClientRect();
      if (box.right > width + 1) found.push(`título fora da tela: ${text}`);
    }
    for (const selector of ['[data-testid="user-menu"]', '[data-testid="session-remaining"]']) {
      const el = document.querySelector<HTMLElement>(`#root ${selector}`);
      const box = el?.getBoundingClientRect();
      if (!box || box.width === 0) found.push(`${selector}: ausente`);
      else if (box.left < 0 || box.right > width + 1) found.push(`${selector}: fora da tela`);
    }
    return found;
  });
  expect(problems, 'títulos inteiros; relógio e menu do usuário ao alcance').toEqual([]);
}

/**
 * On a desktop, the list's key column (descrição, nome, objeto) shows at least `KEY_COLUMN_CHARACTERS`
 * characters of its longest text on screen (a shorter text whole): the characters counted are those drawn
 * inside the cell's two lines.
 */
export async function expectKeyColumnReadable(list: Locator, expected = true) {
  const shown = await list.evaluate((region) => {
    const texts = [...region.querySelectorAll<HTMLElement>('[data-texto-principal]')];
    // A phone shows cards, not the table's columns; a table with rows has its key column marked.
    if (texts.length === 0) return region.querySelector('tbody tr.ant-table-row') ? 'unmarked' : null;
    const longest = texts.reduce((a, b) =>
      (b.textContent ?? '').length > (a.textContent ?? '').length ? b : a,
    );
    const box = longest.getBoundingClientRect();
    let visible = 0;
    const walker = document.createTreeWalker(longest, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      for (let i = 0; i < (node.nodeValue ?? '').length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        if (r.width > 0 && r.bottom <= box.bottom + 1 && r.right <= box.right + 1) visible++;
      }
    }
    return { visible, length: (longest.textContent ?? '').length, text: longest.textContent };
  });
  if (shown === null) return;
  if (shown === 'unmarked') {
    expect(expected, 'a lista marca a sua coluna principal (main)').toBe(false);
    return;
  }
  expect(
    shown.visible,
    `a coluna principal mostra ao menos ${KEY_COLUMN_CHARACTERS} caracteres de "${shown.text}"`,
  ).toBeGreaterThanOrEqual(Math.min(KEY_COLUMN_CHARACTERS, shown.length));
}

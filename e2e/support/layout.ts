import { expect, type Page } from '@playwright/test';

/** The two widths every list is checked at: a desktop with the sidebar open, and a phone. */
export const WIDTHS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * A list page reads on the current width: the page never scrolls sideways, and each of the table's
 * headers (on a desktop) is drawn whole, not covered by another column nor cut; on a phone the rows are
 * cards whose labels are drawn whole. Call it once the list has loaded its rows.
 */
export async function expectReadableList(page: Page, title: string) {
  const list = page.getByRole('region', { name: title });
  await expect(list).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'a página não deve rolar para o lado').toBeLessThanOrEqual(0);

  const cut = await list.evaluate((region) => {
    const problems: string[] = [];
    const headers = [...region.querySelectorAll<HTMLElement>('thead th')].filter(
      (th) => th.innerText.trim() !== '' && !th.classList.contains('ant-table-selection-column'),
    );
    for (const th of headers) {
      const box = th.getBoundingClientRect();
      const text = th.innerText.trim();
      // Drawn whole: its text fits its cell, and the cell is inside the table's visible box.
      if (th.scrollWidth > th.clientWidth + 1) problems.push(`${text}: texto cortado`);
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
    }
    return problems;
  });
  expect(cut, 'cabeçalhos e rótulos visíveis por inteiro').toEqual([]);
}

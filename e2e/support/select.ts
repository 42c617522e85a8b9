import type { Locator, Page } from '@playwright/test';

/**
 * Picks an option of an antd select: clicks `select` (its combobox, or the `.ant-select` around it),
 * types `search` when given, then clicks the first option of the open dropdown whose text contains
 * `option`.
 */
export async function chooseOption(page: Page, select: Locator, option: string, search?: string) {
  await select.click();
  if (search !== undefined) await select.fill(search);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

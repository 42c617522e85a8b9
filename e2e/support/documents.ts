import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * A PDF in the window it opened in (decision 041): the window is at a signed link of the API (no token
 * in it, the link last in the address); its tab is titled by the viewer with the PDF's own title; the
 * link, read again with no session (`request` sends no token), answers the very document with the file
 * name it is saved under.
 */
export async function documentIn(popup: Page, request: APIRequestContext, title: RegExp) {
  await expect.poll(() => popup.url(), { timeout: 30_000 }).toMatch(/^http:\/\/[^/]+\/.+[?&]link=[^&]+$/);
  const url = new URL(popup.url());
  // The tab's title as the browser shows it (a PDF's window has no page title of its own to read).
  const cdp = await popup.context().newCDPSession(popup);
  const tabTitle = async () => (await cdp.send('Target.getTargetInfo')).targetInfo.title;
  await expect.poll(tabTitle, { timeout: 30_000 }).toMatch(title);
  const shownTitle = await tabTitle();
  await cdp.detach();

  const res = await request.get(url.href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const disposition = res.headers()['content-disposition'] ?? '';
  const name = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '');
  const bytes = await res.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  url.searchParams.delete('link');
  return { url, title: shownTitle, name, inline: disposition.startsWith('inline;'), bytes };
}

import { expect, type Page } from '@playwright/test';

/** A toast (antd notification) whose text contains `text`. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-notification-notice').filter({ hasText: text });

/**
 * Checks that a toast appeared and closes it, as a user who read it would. antd pauses a toast's
 * timer while the pointer rests on it, and a test's pointer stays where it last clicked: a toast left
 * open over a dialog's footer would then cover the next button for good.
 */
export async function readToast(page: Page, text: string | RegExp) {
  const notice = toast(page, text).first();
  await expect(notice).toBeVisible();
  await notice.locator('.ant-notification-notice-close').click();
  await expect(notice).toBeHidden();
}

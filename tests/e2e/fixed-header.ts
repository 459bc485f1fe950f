import { expect, type Locator, type Page } from '@playwright/test';

/** A heading an in-page link led to is on screen and not under the fixed navigation bar (its scroll-margin works). */
export async function expectClearOfHeader(page: Page, heading: Locator) {
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => {
      const bar = await page.locator('body > header').boundingBox();
      const box = await heading.boundingBox();
      return bar && box ? box.y - (bar.y + bar.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { UNKNOWN_PATH, builtPagePaths } from './site-pages';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Records what a page does while it loads: requests to other hosts, console errors and warnings, uncaught errors. */
function watch(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const foreignRequests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) foreignRequests.push(url);
  });
  page.on('console', (message) => {
    // A warning too: an unrecognised header feature or an unused preload is a defect a visitor's console shows.
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { foreignRequests, errors };
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

for (const path of [...builtPagePaths(), UNKNOWN_PATH]) {
  test(`${path}: no axe violations, no request to another host, no console error or warning`, async ({ page, baseURL }) => {
    const seen = watch(page, baseURL!);
    await page.goto(path);
    // What a visitor's reading fetches: scroll through the page so that lazy images start and islands load, then
    // wait for the islands (not for an idle network, which is slow and says nothing about what was loaded).
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await expect(page.locator('[data-island-state="loading"]')).toHaveCount(0);

    await expectNoAxeViolations(page);
    expect(seen.foreignRequests).toEqual([]);
    // The 404 page itself answers 404, which the browser logs; nothing else may fail.
    const expected404 = new URL(path, baseURL).href;
    const errors = path === UNKNOWN_PATH ? seen.errors.filter((error) => error !== `HTTP 404: ${expected404}` && !/status of 404/.test(error)) : seen.errors;
    expect(errors).toEqual([]);
  });
}

test('the open phone menu has no axe violations', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Meni' }).click();
  await expect(page.locator('#glavni-meni')).toBeVisible();
  await expectNoAxeViolations(page);
});

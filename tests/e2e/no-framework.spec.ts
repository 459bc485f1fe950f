import { expect, test, type Browser, type Page } from '@playwright/test';
import { site } from '@/content/site';
import { UNKNOWN_PATH, builtPagePaths } from './site-pages';

// Issue 12: every page without an island loads no framework JavaScript, only the enhancement script,
// and works fully with it: the menu (HTML popover), the phone copy and notice, the 404 redirect.

/** Spec §4, copied as a literal so that a changed string fails the test. */
const PHONE_NOTICE_TEXT = 'Broj telefona je kopiran!';
/** The pages that keep React for their islands (the carousels, the slider, the slideshow, the gallery strip). */
const ISLAND_PAGES = new Set(['/', '/galerija/']);
const STATIC_PAGES = [...builtPagePaths().filter((path) => !ISLAND_PAGES.has(path)), UNKNOWN_PATH];

const menuToggle = (page: Page) => page.getByRole('button', { name: 'Meni' });
const menu = (page: Page) => page.locator('#glavni-meni');

async function withoutJavaScript(browser: Browser, isMobile: boolean, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1440, height: 900 } }),
  });
  await run(await context.newPage());
  await context.close();
}

test('exactly the island pages keep React', { tag: '@desktop' }, () => {
  expect(builtPagePaths().filter((path) => ISLAND_PAGES.has(path))).toEqual([...ISLAND_PAGES]);
  expect(STATIC_PAGES.length).toBeGreaterThanOrEqual(21);
});

for (const path of STATIC_PAGES) {
  test(`${path}: no framework JavaScript, no inline script, only the enhancement module`, async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(path);
    await page.waitForLoadState('load');
    expect(scripts.filter((url) => url.startsWith('/_next/'))).toEqual([]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/js\/enhance-[0-9a-f]+\.js$/);
    // In the HTML as served: JSON-LD data blocks only, no code.
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('self.__next_f');
    const inline = await page.locator('script:not([src])').evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('type')).filter((type) => type !== 'application/ld+json'),
    );
    expect(inline).toEqual([]);
    await expect(page.locator('script[type="module"][src^="/js/enhance-"]')).toHaveCount(1);
  });
}

test.describe('on a phone, without the framework', { tag: '@phone' }, () => {
  for (const path of ['/faq/', '/blog/', UNKNOWN_PATH]) {
    test(`${path}: the menu opens, closes on Escape, on a tap outside and on choosing an item`, async ({ page }) => {
      await page.goto(path);
      await menuToggle(page).click();
      await expect(menu(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu(page)).toBeHidden();
      await expect(menuToggle(page)).toBeFocused();

      await menuToggle(page).click();
      await page.getByRole('heading', { level: 1 }).tap({ force: true });
      await expect(menu(page)).toBeHidden();

      await menuToggle(page).click();
      await menu(page).getByRole('link', { name: 'Cenovnik' }).click();
      await expect(page).toHaveURL(/\/cenovnik\/$/);
      await expect(menu(page)).toBeHidden();
      await expect(menu(page).getByRole('link', { name: 'Cenovnik', includeHidden: true })).toHaveAttribute('aria-current', 'page');
    });
  }

  test('with JavaScript off, the menu still opens and closes, and every link works', async ({ browser }) => {
    await withoutJavaScript(browser, true, async (page) => {
      await page.goto('/cenovnik/');
      await menuToggle(page).click();
      await expect(menu(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu(page)).toBeHidden();
      await menuToggle(page).click();
      await page.getByRole('heading', { level: 1 }).tap({ force: true });
      await expect(menu(page)).toBeHidden();
      await menuToggle(page).click();
      await menu(page).getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(/\/#faq$/);
    });
  });
});

test.describe('the phone copy without the framework', () => {
  const footerPhone = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: new RegExp(`^Pozovite \\${site.phone.display}`) });

  test('copies the number and shows the notice for 3 s (Clipboard API)', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A paused clock: the 3 s are measured on it, not on this machine's wall clock.
    await page.clock.install({ time: new Date('2025-06-02T10:00:00') });
    await page.goto('/blog/');
    await page.clock.pauseAt(new Date('2025-06-02T10:01:00'));
    const notice = page.getByRole('status').getByText(PHONE_NOTICE_TEXT);
    await footerPhone(page).click();
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.phone.display);
    await page.clock.runFor(2_900);
    await expect(notice).toBeVisible();
    await page.clock.runFor(200);
    await expect(notice).toBeHidden();
  });

  test('falls back to the temporary field when the Clipboard API rejects', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new DOMException('Zabranjeno', 'NotAllowedError')) });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/faq/');
    await footerPhone(page).click();
    await expect(page.getByRole('status').getByText(PHONE_NOTICE_TEXT)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.phone.display);
    expect(errors).toEqual([]);
  });
});

test('an unknown article goes on to /blog/, replacing the history entry', async ({ page }) => {
  await page.goto('/faq/');
  await page.goto('/blog/ovaj-clanak-ne-postoji/');
  await expect(page).toHaveURL(/\/blog\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/faq\/$/);
});

test('with JavaScript off, every page without islands reads whole: heading, main text, footer', { tag: '@desktop' }, async ({ browser }) => {
  await withoutJavaScript(browser, false, async (page) => {
    for (const path of STATIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      expect((await page.getByRole('main').innerText()).length, path).toBeGreaterThan(150);
      await expect(page.getByRole('contentinfo'), path).toContainText(site.tagline);
    }
  });
});

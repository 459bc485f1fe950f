import { expect, test, type Browser, type Page } from '@playwright/test';
import { siteIn } from '@/content/site';
import { routes, localizedRoutes, templatePathOf } from '@/content/route-registry';
import { localeCodes, localeOfPath } from '@/lib/locales';
import { templateOf } from '../../scripts/critical-css-lib.mjs';
import { UNKNOWN_PATH, builtPagePaths } from './site-pages';

// Issue 12: no page loads Next's runtime. A page without islands loads only the enhancement script and
// works fully with it: the menu (HTML popover), the phone copy and notice, the 404 redirect. A page with
// islands loads React with them, when the first one comes near the viewport.

/** The pages with islands (the carousels, the slider, the slideshow, the gallery strip). */
const ISLAND_PAGES = new Set<string>(localeCodes.flatMap((locale) => [localizedRoutes[locale].home, localizedRoutes[locale].gallery]));
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

test('only the island pages have islands', { tag: '@desktop' }, async ({ request }) => {
  for (const path of builtPagePaths()) {
    const html = await (await request.get(path)).text();
    expect(html.includes('data-island='), path).toBe(ISLAND_PAGES.has(path));
  }
  expect(STATIC_PAGES.length).toBeGreaterThanOrEqual(21);
});

test('the home page runs React only when its first island comes near, never Next’s runtime', { tag: '@phone' }, async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  // The hero and the highlights fill the first screens of a phone: an island two screens down may have its code
  // fetched ahead (module preloads: compiled, not run), but none is hydrating yet.
  await expect(page.locator('[data-island-state]')).toHaveCount(0);
  for (const url of scripts) expect(url).toMatch(/^\/js\/(enhance-[0-9a-f]+|islands-\w+|chunk-\w+)\.js$/);
  // Coming near the first slider starts React and its island; the keyboard then moves it.
  const slider = page.getByRole('slider').first();
  await slider.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="before-after-slider"]').first()).toHaveAttribute('data-island-state', 'hydrated');
  expect(scripts.some((url) => /^\/js\/islands-\w+\.js$/.test(url))).toBe(true);
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '55');
  expect(scripts.filter((url) => url.startsWith('/_next/'))).toEqual([]);
  expect(await page.locator('script:not([src]):not([type="application/ld+json"]):not([type="application/json"])').count()).toBe(0);
});

// Every page's scripts are checked on its one visit per screen size: tests/e2e/site-gates.spec.ts.

test.describe('on a phone, without the framework', { tag: '@phone' }, () => {
  for (const path of [routes.faq, routes.blog, UNKNOWN_PATH]) {
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

// The phone copy and its notice, on a page with islands and on pages without: tests/e2e/frame.spec.ts.

// An unknown article going on to /blog/: tests/e2e/pages.spec.ts.

/**
 * What hides a page's text until a script runs would be its template's (its markup and CSS), never its words: one page
 * of each template (scripts/critical-css-lib.mjs › templateOf), and the 404 page, keeps this check's time flat as the
 * clinic adds articles.
 */
const STATIC_TEMPLATE_PAGES = [...new Map(STATIC_PAGES.map((path) => [path === UNKNOWN_PATH ? path : templateOf(path, templatePathOf), path])).values()];

test('with JavaScript off, a page of each template without islands reads whole: heading, main text, footer', { tag: '@desktop' }, async ({ browser }) => {
  await withoutJavaScript(browser, false, async (page) => {
    for (const path of STATIC_TEMPLATE_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      expect((await page.getByRole('main').innerText()).length, path).toBeGreaterThan(150);
      await expect(page.getByRole('contentinfo'), path).toContainText(siteIn[localeOfPath(path)].tagline);
    }
  });
});

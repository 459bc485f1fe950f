import { expect, test, type Page } from '@playwright/test';
import { navigation } from '@/content/navigation';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { PHONE_NOTICE_MS } from '@/lib/constants';
import { routes } from '@/content/route-registry';
import { UNKNOWN_PATH } from './site-pages';

/** Spec §4, copied as a literal so that a changed string fails the test. */
const PHONE_NOTICE_TEXT = 'Broj telefona je kopiran!';

/** The menu's links to the site's pages and sections; the language switch (issue 27) follows them, with its hreflang. */
const menuLinks = (page: Page) => page.locator('#glavni-meni a:not([hreflang])');
const menuToggle = (page: Page) => page.getByRole('button', { name: 'Meni' });

// Every page answers 200 with the frame, its heading and its current item: checked on its one visit per screen size (site-gates.spec.ts).

test('the navigation has the spec’s labels, hrefs and order, Kontakt as the special button', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/faq/');
  const links = menuLinks(page);
  await expect(links).toHaveCount(navigation.length);
  const rendered = await links.evaluateAll((elements) => elements.map((element) => [element.textContent?.trim(), element.getAttribute('href')]));
  expect(rendered).toEqual(navigation.map((item) => [item.label, item.href]));
  await expect(links.filter({ hasText: 'Kontakt' })).toHaveClass(/bg-gold-gradient/);
  // The sparkle of the highlighted item.
  await expect(links.filter({ hasText: 'Cenovnik' }).locator('svg')).toHaveCount(1);
});

// The current page's item is marked on every page's one visit per screen size (site-gates.spec.ts).

test('an in-page item leads to its section on the home page', async ({ page, isMobile }) => {
  await page.goto('/cenovnik/');
  if (isMobile) await menuToggle(page).click();
  await menuLinks(page).filter({ hasText: 'Tim' }).click();
  await expect(page).toHaveURL(/\/#tim$/);
});

// Tagged tests run only in their project (playwright.config.ts): the toggle exists only on narrow screens.
test.describe('on a phone', { tag: '@phone' }, () => {
  test('the toggle opens the menu; Escape, a tap outside and choosing an item close it', async ({ page }) => {
    await page.goto('/cenovnik/');
    const toggle = menuToggle(page);
    const menu = page.locator('#glavni-meni');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).tap({ force: true });
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole('link', { name: 'Početna' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.home.heading);
    await expect(page.locator('#glavni-meni')).toBeHidden();
  });

  test('choosing an in-page item closes the menu on the same page', async ({ page }) => {
    await page.goto('/');
    await menuToggle(page).click();
    await page.locator('#glavni-meni').getByRole('link', { name: 'Tim' }).click();
    await expect(page).toHaveURL(/\/#tim$/);
    await expect(page.locator('#glavni-meni')).toBeHidden();
    await expect(page.locator('#tim')).toBeInViewport();
  });
});

test.describe('on a desktop', { tag: '@desktop' }, () => {
  test('the items are shown inline, without a toggle', async ({ page }) => {
    await page.goto('/');
    await expect(menuToggle(page)).toBeHidden();
    for (const item of navigation) await expect(menuLinks(page).filter({ hasText: item.label })).toBeVisible();
  });
});

// The same mechanism everywhere (the enhancement script): the hero's button on the home page, which has
// islands, and the footer's phone row on pages without them.
const CALL_CONTROLS = [
  { path: routes.home, name: 'the hero’s call button', control: (page: Page) => page.locator('#pocetna').getByRole('link', { name: /^Pozovite nas/ }) },
  {
    path: routes.blog,
    name: 'the footer’s phone row',
    control: (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: new RegExp(`^Pozovite \\${site.phone.display}`) }),
  },
  {
    path: routes.faq,
    name: 'the footer’s phone row',
    control: (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: new RegExp(`^Pozovite \\${site.phone.display}`) }),
  },
];

for (const { path, name, control } of CALL_CONTROLS) {
  test.describe(`${path}: ${name}`, { tag: '@phone' }, () => {
    test('copies the number and shows the green notice for PHONE_NOTICE_MS', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // A paused clock: the notice's time is measured on it, not on this machine's wall clock.
      await page.clock.install({ time: new Date('2025-06-02T10:00:00') });
      await page.goto(path);
      await page.clock.pauseAt(new Date('2025-06-02T10:01:00'));
      const button = control(page);
      await expect(button).toHaveAttribute('href', `tel:${site.phone.e164}`);
      const notice = page.getByRole('status').getByText(PHONE_NOTICE_TEXT);
      await expect(notice).toBeHidden();

      await button.click();

      await expect(notice).toBeVisible();
      await expect(page.locator('[data-notice]')).toHaveCSS('background-color', 'rgb(21, 128, 61)');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.phone.display);
      await page.clock.runFor(PHONE_NOTICE_MS - 100);
      await expect(notice).toBeVisible();
      await page.clock.runFor(200);
      await expect(notice).toBeHidden();
    });

    test('falls back to the temporary field when the Clipboard API rejects', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => {
        const rejected = () => Promise.reject(new DOMException('Zabranjeno', 'NotAllowedError'));
        Object.defineProperty(navigator.clipboard, 'writeText', { value: rejected });
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);

      await control(page).click();

      await expect(page.getByRole('status').getByText(PHONE_NOTICE_TEXT)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.phone.display);
      expect(errors).toEqual([]);
    });
  });
}

test('an unknown URL gets the 404 page with status 404', { tag: '@phone' }, async ({ page }) => {
  const response = await page.goto(UNKNOWN_PATH);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.notFound.heading);
  await expect(page.getByRole('main').getByRole('link', { name: 'Početna strana' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a path without the trailing slash redirects to the canonical form', { tag: '@desktop' }, async ({ request }) => {
  const response = await request.get('/cenovnik', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toMatch(/\/cenovnik\/$/);
});

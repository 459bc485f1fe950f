import { expect, test, type Page } from '@playwright/test';
import { frameCopy } from '@/content/frame';
import { callSections } from '@/content/pages';
import { site } from '@/content/site';
import { routes } from '@/content/route-registry';

// Issue 14: on a phone a patient can call from any scroll position of any page in one tap.

const callBar = (page: Page) => page.getByRole('complementary', { name: 'Poziv' });

test.describe('a call is one tap away on a phone', { tag: '@phone' }, () => {
  // From the middle and the end of every page: tests/e2e/site-gates.spec.ts (page-checks.ts › expectACallFromAnywhere).

  test('the bar uses the same call mechanism as every call button', async ({ page }) => {
    await page.goto('/faq/');
    const link = callBar(page).getByRole('link', { name: new RegExp(`^${frameCopy.callVerb} \\${site.phone.display}`) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `tel:${site.phone.e164}`);
    await expect(link).toHaveAttribute('data-phone', site.phone.display);
  });

  test('on the home page the bar waits until the hero’s call button has scrolled away', async ({ page }) => {
    await page.goto('/');
    const heroCall = page.locator('#pocetna a[data-phone]');
    await expect(heroCall).toBeInViewport();
    await expect(callBar(page)).toBeHidden();

    await heroCall.evaluate((button) => window.scrollTo({ top: button.getBoundingClientRect().bottom + scrollY, behavior: 'instant' }));

    await expect(callBar(page)).toBeVisible();
    await expect(callBar(page)).toBeInViewport({ ratio: 1 });
  });

  test('the bar hides while the menu is open', async ({ page }) => {
    await page.goto('/cenovnik/');
    await expect(callBar(page)).toBeVisible();

    await page.getByRole('button', { name: 'Meni' }).tap();
    await expect(page.locator('#glavni-meni')).toBeVisible();
    await expect(callBar(page)).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(callBar(page)).toBeVisible();
  });

  for (const [path, section] of [
    [routes.priceList, callSections.priceList],
    [routes.faq, callSections.faq],
    [routes.gallery, callSections.gallery],
  ] as const) {
    test(`${path} ends with a call section, not only a way back`, async ({ page }) => {
      await page.goto(path);
      const end = page.getByRole('region', { name: section.heading });
      const button = end.getByRole('link', { name: new RegExp(`^${callSections.action} \\${site.phone.display}`) });
      await expect(button).toHaveAttribute('href', `tel:${site.phone.e164}`);
      // It is the last thing in the page's main content.
      expect(await end.evaluate((node) => node.closest('main')!.lastElementChild!.contains(node))).toBe(true);
    });
  }
});

test.describe('on a wide screen', { tag: '@desktop' }, () => {
  test('the header carries the number and there is no bar', async ({ page }) => {
    await page.goto('/blog/');
    const headerCall = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${frameCopy.callVerb} \\${site.phone.display}`) });
    await expect(headerCall).toBeVisible();
    await expect(headerCall).toHaveText(site.phone.display);
    await expect(headerCall).toHaveAttribute('href', `tel:${site.phone.e164}`);
    await expect(callBar(page)).toBeHidden();
  });
});

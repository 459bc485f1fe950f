import { expect, test, type Page } from '@playwright/test';
import { callSections } from '@/content/pages';
import { site } from '@/content/site';
import { routes } from '@/lib/routes';
import { builtPagePaths, UNKNOWN_PATH } from './site-pages';

// Issue 14: on a phone a patient can call from any scroll position of any page in one tap.

/** Spec §4, copied as a literal so that a changed string fails the test. */
const PHONE_NOTICE_TEXT = 'Broj telefona je kopiran!';

const callBar = (page: Page) => page.getByRole('complementary', { name: 'Poziv' });

/**
 * The index among all `a[data-phone]` of a call control a visitor can tap right now: wholly inside the viewport,
 * visible, and the topmost element at its centre (so nothing covers it). -1 when there is none.
 */
function tappableCallControl(page: Page): Promise<number> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLAnchorElement>('a[data-phone]')];
    return controls.findIndex((control) => {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) return false;
      if (getComputedStyle(control).visibility !== 'visible') return false;
      const topmost = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return topmost !== null && control.contains(topmost);
    });
  });
}

async function scrollTo(page: Page, where: 'middle' | 'end') {
  await page.evaluate((where) => {
    const max = document.documentElement.scrollHeight - innerHeight;
    window.scrollTo({ top: where === 'middle' ? max / 2 : max, behavior: 'instant' });
  }, where);
}

test.describe('a call is one tap away on a phone', { tag: '@phone' }, () => {
  for (const path of [...builtPagePaths(), UNKNOWN_PATH]) {
    test(`${path}: from the middle and from the end`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // The notice's 3 s run on a test clock, so that each tap can be checked from a hidden notice.
      await page.clock.install();
      // The dialer cannot open here, and a pending tel: navigation would hold the next tap: the page's own
      // handler runs first (it listens on the document), then this stops the navigation.
      await page.addInitScript(() =>
        window.addEventListener('click', (event) => {
          if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
        }),
      );
      await page.goto(path);
      const notice = page.getByRole('status').getByText(PHONE_NOTICE_TEXT);

      for (const where of ['middle', 'end'] as const) {
        await scrollTo(page, where);
        await expect.poll(() => tappableCallControl(page), { message: `a call control in view at the ${where}` }).toBeGreaterThanOrEqual(0);
        await page.evaluate(() => navigator.clipboard.writeText(''));

        await page
          .locator('a[data-phone]')
          .nth(await tappableCallControl(page))
          .tap();

        await expect(notice).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.phone.display);
        // The notice shows above the bar, never under it.
        const [noticeBox, barBox] = [await page.locator('[data-notice]').boundingBox(), await callBar(page).boundingBox()];
        if (barBox && (await callBar(page).isVisible())) expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(barBox.y);
        await page.clock.runFor(3_100);
        await expect(notice).toBeHidden();
      }

      // At the very end the bar covers nothing: the footer's last line sits above it.
      const lastLine = page.getByRole('contentinfo').getByText(site.agency.name);
      const [lineBox, barBox] = [await lastLine.boundingBox(), await callBar(page).boundingBox()];
      expect(lineBox!.y + lineBox!.height).toBeLessThanOrEqual(barBox!.y);
    });
  }

  test('the bar uses the same call mechanism as every call button', async ({ page }) => {
    await page.goto('/faq/');
    const link = callBar(page).getByRole('link', { name: new RegExp(`^Pozovite: \\${site.phone.display}`) });
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
      const button = end.getByRole('link', { name: new RegExp(`^${callSections.action}: \\${site.phone.display}`) });
      await expect(button).toHaveAttribute('href', `tel:${site.phone.e164}`);
      // It is the last thing in the page's main content.
      expect(await end.evaluate((node) => node.closest('main')!.lastElementChild!.contains(node))).toBe(true);
    });
  }
});

test.describe('on a wide screen', { tag: '@desktop' }, () => {
  test('the header carries the number and there is no bar', async ({ page }) => {
    await page.goto('/blog/');
    const headerCall = page.getByRole('banner').getByRole('link', { name: new RegExp(`^Pozovite: \\${site.phone.display}`) });
    await expect(headerCall).toBeVisible();
    await expect(headerCall).toHaveText(site.phone.display);
    await expect(headerCall).toHaveAttribute('href', `tel:${site.phone.e164}`);
    await expect(callBar(page)).toBeHidden();
  });
});

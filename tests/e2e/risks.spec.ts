import { expect, test, type Page } from '@playwright/test';
import { articlesIn } from '@/content/articles';
import { pagesIn } from '@/content/pages';
import { risksIn } from '@/content/risks';
import { localizedRoutes } from '@/content/route-registry';
import { LOCALES, articlePathIn, localeCodes } from '@/lib/locales';
import { withoutLinks } from '@/lib/inline-links';

// Issue 40, item 6: "Rizici i vaša prava" in both languages, with the risks of each main treatment and the patient's
// rights, linked from the price list, the FAQ and every article of that language (one shared link, components/risks-link.tsx).

/** The link to the risks page in the page's main content, by its words in that language. */
const risksLinkOn = (page: Page, locale: (typeof localeCodes)[number]) =>
  page.getByRole('main').getByRole('link', { name: risksIn[locale].link.label, exact: true });

for (const locale of localeCodes) {
  const routes = localizedRoutes[locale];
  const copy = risksIn[locale];

  test.describe(`risks and rights (${locale})`, () => {
    test('the page gives each treatment’s risks, who should not have it and what comes first, then the rights', async ({ page }) => {
      const response = await page.goto(routes.risks);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALES[locale].htmlLang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagesIn[locale].risks.heading);
      // Its twin in the other language is announced.
      for (const other of localeCodes)
        await expect(page.locator(`link[rel="alternate"][hreflang="${LOCALES[other].hreflang}"]`)).toHaveAttribute(
          'href',
          new RegExp(`${localizedRoutes[other].risks}$`),
        );
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 3 })).toHaveText([
        ...copy.treatments.map((treatment) => treatment.name),
        ...copy.topics.map((topic) => topic.heading),
      ]);
      for (const treatment of copy.treatments) {
        const region = main.getByRole('region', { name: treatment.name });
        await expect(region.getByRole('heading', { level: 4 })).toHaveText([copy.labels.risks, copy.labels.notFor, copy.labels.firstInstead]);
        await expect(region.getByRole('listitem')).toHaveText(
          [...treatment.risks, ...treatment.notFor, ...treatment.firstInstead].map((item) => withoutLinks(item)),
        );
      }
      // The warranty and the instalments are referred to their one home, not retold.
      const rights = main.getByRole('region', { name: copy.rightsHeading });
      await expect(rights.locator(`a[href^="${routes.faq}#garancija"]`)).toHaveCount(1);
      await expect(rights.locator(`a[href^="${routes.faq}#placanje"]`)).toHaveCount(1);
    });

    test('the price list and the FAQ link to it', { tag: '@phone' }, async ({ page }) => {
      for (const path of [routes.priceList, routes.faq]) {
        await page.goto(path);
        await expect(risksLinkOn(page, locale)).toHaveAttribute('href', routes.risks);
      }
      // The link leads there.
      await risksLinkOn(page, locale).click();
      await expect(page).toHaveURL(new RegExp(`${routes.risks}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagesIn[locale].risks.heading);
    });

    test('every article links to it', { tag: '@desktop' }, async ({ page }) => {
      expect(articlesIn[locale].length).toBeGreaterThan(0);
      for (const article of articlesIn[locale]) {
        await page.goto(articlePathIn(locale, article.slug), { waitUntil: 'domcontentloaded' });
        await expect(risksLinkOn(page, locale), article.slug).toHaveAttribute('href', routes.risks);
      }
    });
  });
}

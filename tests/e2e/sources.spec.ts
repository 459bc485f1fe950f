import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pagesIn } from '@/content/pages';
import { sources } from '@/content/sources';
import { localizedRoutes } from '@/content/route-registry';
import { localeCodes } from '@/lib/locales';
import { articlePath } from '@/lib/routes';
import { builtPagePaths } from './site-pages';

// Issue 40, item 1: one sources page per language lists every source a page links to, and each clinical figure
// with sources links to its entry there (lib/references.ts `withSources`).

const OUT = path.resolve(__dirname, '../../out');
const htmlOf = (pagePath: string) => readFileSync(path.join(OUT, pagePath, 'index.html'), 'utf8');

for (const locale of localeCodes) {
  const sourcesPath = localizedRoutes[locale].sources;

  test(`the ${locale} sources page lists every source a page links to`, { tag: '@desktop' }, async ({ page }) => {
    // Every link to the sources page from any built page of this language, by the entry it points at.
    const linked = new Set<string>();
    for (const pagePath of builtPagePaths().filter((p) => p !== sourcesPath && p.endsWith('/'))) {
      let html: string;
      try {
        html = htmlOf(pagePath);
      } catch {
        continue;
      }
      for (const match of html.matchAll(new RegExp(`href="${sourcesPath}#([a-z0-9-]+)"`, 'g'))) linked.add(match[1]!);
    }
    // The lifespans and the implants' healing time link to theirs today.
    expect(linked.size).toBeGreaterThan(0);
    await page.goto(sourcesPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagesIn[locale].sources.heading);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(sources.length);
    for (const id of linked) await expect(page.locator(`[id="${id}"]`), id).toContainText(sources.find((source) => source.id === id)?.cite ?? id);
  });
}

test('a figure’s source link leads to its entry', { tag: '@phone' }, async ({ page }) => {
  // The article on how long the work lasts gives the lifespan with its sources.
  await page.goto(articlePath('koliko-traje-hollywood-smile-i-kako-ga-odrzavati'));
  const link = page.getByRole('main').locator(`a[href^="${localizedRoutes.sr.sources}#"]`).first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeInViewport();
});

import { expect, test, type Page } from '@playwright/test';
import { articles } from '@/content/articles';
import { site } from '@/content/site';
import { articlePath } from '@/lib/routes';

// Issue 16, item 1: the table of contents, the reading time, three related articles and "Podelite".
// The featured article: the one the clinic cannot delete without featuring another (content/content-rules.test.ts).
const article = articles.find((entry) => entry.featured)!;
const path = articlePath(article.slug);

/** The table of contents the visitor sees: the compact one on phones, the side one on wide screens. */
async function visibleToc(page: Page, isMobile: boolean) {
  if (isMobile) {
    const toc = page.locator('nav[data-toc="compact"]');
    await toc.locator('summary').click();
    return toc;
  }
  return page.locator('nav[data-toc="side"]');
}

test('the table of contents lists every ## heading, and each link lands on its section', async ({ page, isMobile }) => {
  await page.goto(path);
  const headings = await page.locator('.article-body h2').evaluateAll((elements) => elements.map((element) => [element.id, element.textContent?.trim()]));
  expect(headings.length).toBeGreaterThanOrEqual(3);
  expect(headings.every(([id]) => /^[a-z0-9-]+$/.test(id ?? ''))).toBe(true);

  const toc = await visibleToc(page, isMobile);
  await expect(toc).toBeVisible();
  const links = toc.getByRole('link');
  expect(await links.evaluateAll((elements) => elements.map((element) => [element.getAttribute('href')?.slice(1), element.textContent?.trim()]))).toEqual(
    headings,
  );

  for (const index of [0, headings.length - 1]) {
    if (isMobile && !(await toc.locator('details').evaluate((element) => (element as HTMLDetailsElement).open))) await toc.locator('summary').click();
    await links.nth(index).click();
    await expect(page).toHaveURL(new RegExp(`#${headings[index]![0]}$`));
    await expect(page.locator(`[id="${headings[index]![0]}"]`)).toBeInViewport();
  }
});

test('the date carries the reading time beside it', { tag: '@phone' }, async ({ page }) => {
  await page.goto(path);
  const meta = page.locator('header p').filter({ has: page.locator('time') });
  await expect(meta).toContainText(article.displayDate);
  await expect(meta).toContainText(article.readTime);
});

test('three distinct other articles follow the text, before the call to action', { tag: '@phone' }, async ({ page, request }) => {
  await page.goto(path);
  const section = page.getByRole('region', { name: 'Pročitajte i ovo' });
  const hrefs = await section.getByRole('link', { name: 'Pročitaj' }).evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
  expect(hrefs).toHaveLength(3);
  expect(new Set(hrefs).size).toBe(3);
  expect(hrefs).not.toContain(path);
  for (const href of hrefs) {
    expect(articles.some((entry) => articlePath(entry.slug) === href)).toBe(true);
    expect((await request.get(href!)).status()).toBe(200);
  }
  // Before the call-to-action box.
  const order = await page.evaluate(() => {
    const related = document.querySelector('#povezani-naslov')!;
    const cta = document.querySelector('#cta-naslov')!;
    return related.compareDocumentPosition(cta) & Node.DOCUMENT_POSITION_FOLLOWING;
  });
  expect(order).toBeTruthy();
});

test.describe('"Podelite"', () => {
  const shareButton = (page: Page) => page.getByRole('button', { name: 'Podelite' });

  test('opens the device’s share sheet with the article’s title and canonical URL', { tag: '@phone' }, async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
      Object.defineProperty(navigator, 'share', { configurable: true, value: (data: unknown) => (calls.push(data), Promise.resolve()) });
    });
    await page.goto(path);
    await shareButton(page).click();
    expect(await page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls)).toEqual([
      { url: `${site.url}${path}`, title: article.title },
    ]);
    await expect(page.getByText('Link je kopiran!')).toBeHidden();
  });

  test('copies the URL and says so where there is no share sheet', { tag: '@desktop' }, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
    await page.goto(path);
    await shareButton(page).click();
    await expect(page.getByRole('status').getByText('Link je kopiran!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}${path}`);
  });

  test('is not offered without JavaScript, where it could do nothing; the contents still work', { tag: '@phone' }, async ({ browser, isMobile }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(path);
    await expect(shareButton(page)).toBeHidden();
    const toc = await visibleToc(page, isMobile);
    const first = toc.getByRole('link').first();
    const target = (await first.getAttribute('href'))!.slice(1);
    await first.click();
    // By attribute: an id that starts with a digit ("1-…") is valid HTML but not a valid CSS #selector.
    await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
    await context.close();
  });
});

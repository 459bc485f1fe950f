/**
 * The blog's list pages (issue 25): /blog/ with its category chips, the categories' lists and the FAQ's chips, all
 * plain links that work without JavaScript. Counts and titles come from the content (content/blog-lists.ts), so an
 * edit in /admin/ keeps this green; the pagination bar with many pages is tested on its component
 * (components/pagination.test.tsx) and the page logic with 200 articles in lib/blog-lists.test.ts, since today's
 * blog fits on one page.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { articles, articlesIn } from '@/content/articles';
import { blogCategoryList, blogList, blogListCopyOf, blogLists, blogListsIn } from '@/content/blog-lists';
import { faqCategories, faqs } from '@/content/faq';
import { blogListCopy, blogListCopyIn, faqCopy } from '@/content/pages';
import { site, siteIn } from '@/content/site';
import { localizedRoutes, routes } from '@/content/route-registry';
import { blogListPagePath } from '@/lib/routes';

const chipsOf = (page: Page) => page.getByRole('navigation', { name: blogListCopy.categoriesNavLabel });
const paginationOf = (page: Page) => page.getByRole('navigation', { name: blogListCopy.paginationLabel });
const cardTitles = (page: Page) => page.locator('main article').getByRole('heading', { level: 2 }).allTextContents();

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await run(await context.newPage());
  await context.close();
}

test.describe('the blog’s lists', { tag: '@phone' }, () => {
  test('/blog/ has a chip for all articles (current) and one per category with articles, and its pagination only when needed', async ({ page }) => {
    await page.goto(routes.blog);
    const chips = chipsOf(page).getByRole('link');
    await expect(chips).toHaveText([blogListCopy.allLabel, ...blogCategoryList.map((category) => category.name)]);
    expect(await chips.evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('aria-current')]))).toEqual([
      [routes.blog, 'page'],
      ...blogCategoryList.map((category) => [category.path, null]),
    ]);
    const list = blogList(routes.blog);
    expect(await cardTitles(page)).toEqual(list.items.map((article) => article.title));
    if (list.pagePaths.length === 1) {
      // Today's blog (spec §2: "a grid of all 17 posts"): every article, no pagination.
      expect(list.items).toEqual(articles);
      await expect(paginationOf(page)).toHaveCount(0);
    } else {
      await expect(paginationOf(page).getByRole('link', { name: blogListCopy.pageLabel(1) })).toHaveAttribute('aria-current', 'page');
      await expect(paginationOf(page).getByRole('link', { name: blogListCopy.nextLabel })).toHaveAttribute('href', list.pagePaths[1]!);
    }
  });

  test('without JavaScript, each category chip leads to a page of exactly that category’s articles, its chip current', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      // Each chip's address, read on /blog/ once; then each one followed, as a tap without JavaScript does.
      await page.goto(routes.blog);
      for (const category of blogCategoryList) {
        await expect(chipsOf(page).getByRole('link', { name: category.name, exact: true })).toHaveAttribute('href', category.path);
      }
      for (const category of blogCategoryList) {
        await page.goto(category.path);
        const list = blogList(category.path);
        const copy = blogListCopyOf(list);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
        await expect(page).toHaveTitle(`${copy.title} | ${site.brand}`);
        const pages = blogLists.filter((each) => each.category?.key === category.key);
        expect(pages.flatMap((each) => each.items)).toEqual(articles.filter((article) => article.category === category.key));
        expect(await cardTitles(page)).toEqual(list.items.map((article) => article.title));
        await expect(chipsOf(page).getByRole('link', { name: category.name, exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(chipsOf(page).locator('[aria-current]')).toHaveCount(1);
        await expect(paginationOf(page)).toHaveCount(list.pagePaths.length > 1 ? 1 : 0);
      }
    });
  });

  test('in English, without JavaScript, the chips name the categories in English and lead to their English lists (issue 27)', async ({ browser }) => {
    const english = blogListsIn.en;
    const copy = blogListCopyIn.en;
    const categories = english.filter((list) => list.category && list.page === 1);
    expect(categories.length).toBeGreaterThan(0);
    await withoutJavaScript(browser, async (page) => {
      await page.goto(localizedRoutes.en.blog);
      const chips = page.getByRole('navigation', { name: copy.categoriesNavLabel });
      await expect(chips.getByRole('link')).toHaveText([copy.allLabel, ...categories.map((list) => list.category!.name)]);
      for (const { category } of categories) {
        await expect(chips.getByRole('link', { name: category!.name, exact: true })).toHaveAttribute('href', category!.path);
      }
      // Each list in English: its heading, its page title and exactly the English articles of its category.
      for (const list of categories) {
        await page.goto(list.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.category!.name);
        await expect(page).toHaveTitle(`${blogListCopyOf(list, 'en').title} | ${siteIn.en.brand}`);
        expect(await cardTitles(page)).toEqual(articlesIn.en.filter((article) => article.category === list.category!.key).map((article) => article.title));
        await expect(page.getByRole('navigation', { name: copy.categoriesNavLabel }).locator('[aria-current]')).toHaveText(list.category!.name);
      }
    });
  });

  test('a chip shows the focus ring when reached by the keyboard', async ({ page }) => {
    await page.goto(routes.blog);
    const first = chipsOf(page).getByRole('link').first();
    // Tab from the element before the chips: the page's heading block has no other link.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await expect(first).toHaveCSS('outline-style', 'solid');
  });

  test('a list page past the last, like any unknown address under /blog/, ends on /blog/', async ({ page }) => {
    for (const path of [
      blogListPagePath(routes.blog, blogList(routes.blog).pagePaths.length + 1),
      blogListPagePath(blogCategoryList[0]!.path, blogList(blogCategoryList[0]!.path).pagePaths.length + 1),
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/blog\/$/);
    }
  });
});

test('/faq/: without JavaScript, the category chips jump to their sections, below the fixed header', { tag: '@phone' }, async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto(routes.faq);
    const chips = page.getByRole('navigation', { name: faqCopy.categoriesNavLabel }).getByRole('link');
    const used = faqCategories.filter((category) => faqs.some((faq) => faq.category === category));
    await expect(chips).toHaveText(used);
    for (const href of await chips.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      await expect(page.locator(`[id="${href!.slice(1)}"]`)).toHaveCount(1);
    }
    const last = used.at(-1)!;
    await chips.filter({ hasText: last }).click();
    const heading = page.getByRole('heading', { level: 2, name: last, exact: true });
    await expect(heading).toBeInViewport();
    const headerBottom = (await page.getByRole('banner').boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
  });
});

import { expect, test } from '@playwright/test';
import { articles } from '@/content/articles';
import { BLOG_PAGE_SIZE, blogList } from '@/content/blog-lists';
import { estimateCopy } from '@/content/estimate';
import { faqCategories, faqs } from '@/content/faq';
import { articleCopy, callSections, priceListCopy } from '@/content/pages';
import { priceCategories } from '@/content/price-list';
import { shareImageForPath } from '@/content/share-images';
import { site } from '@/content/site';
import { visitingPatients } from '@/content/visiting-patients';
import { formatPrice } from '@/lib/format';
import { routes } from '@/content/route-registry';
import { articlePath } from '@/lib/routes';

test.describe('/cenovnik', { tag: '@phone' }, () => {
  test('shows every category with its table of services, badges, the available marker and the way home', async ({ page }) => {
    await page.goto('/cenovnik/');
    const headings = await page.locator('main h2').allTextContents();
    // The estimate (tests/e2e/estimate.spec.ts), the categories, the answers for patients from abroad
    // (tests/e2e/price-list-extras.spec.ts), the call section.
    expect(headings).toEqual([
      estimateCopy.heading,
      ...priceCategories.map((category) => category.title),
      visitingPatients.heading,
      callSections.priceList.heading,
    ]);
    for (const category of priceCategories) {
      const section = page.locator(`[id="${category.id}"]`);
      // The spec's "available" marker, once per category, beside its title (tests/e2e/price-list.spec.ts has the rest).
      await expect(section.getByText(priceListCopy.availableLabel, { exact: true })).toBeVisible();
      await expect(section.locator('tbody tr')).toHaveCount(category.services.length);
      for (const service of category.services) {
        const row = section.getByRole('row').filter({ has: page.getByText(service.name, { exact: true }) });
        await expect(row.getByRole('cell').last()).toHaveText(formatPrice(service.price));
        await expect(row.getByText(priceListCopy.popularBadge, { exact: true })).toHaveCount(service.popular ? 1 : 0);
      }
    }
    await expect(page.getByRole('main').getByRole('link', { name: priceListCopy.backLabel })).toHaveAttribute('href', '/');
  });
});

test.describe('/faq', { tag: '@phone' }, () => {
  test('groups the questions under their categories in order, each opening on its own', async ({ page }) => {
    await page.goto('/faq/');
    const expected = faqCategories.filter((category) => faqs.some((faq) => faq.category === category));
    expect(await page.locator('main h2').allTextContents()).toEqual([...expected, callSections.faq.heading]);
    const items = page.locator('main details');
    await expect(items).toHaveCount(faqs.length);
    await items.nth(0).locator('summary').click();
    await items.nth(5).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(5)).toHaveAttribute('open', '');
    await expect(items.nth(0)).toContainText(faqs[0]!.answer.split('\n')[0]!.slice(0, 40));
  });

  test('a claim’s link from another page opens its one answer, below the fixed bar (issue 39)', async ({ page }) => {
    const home = faqs.find((faq) => faq.claim)!;
    await page.goto(`/faq/#${home.claim}`);
    const answer = page.locator(`details#${home.claim}`);
    await expect(answer).toHaveAttribute('open', '');
    await expect(answer.locator('summary')).toHaveText(home.question);
    await expect(answer.locator('summary')).toBeInViewport();
    await expect(page.locator('main details[open]')).toHaveCount(1);
  });
});

test.describe('/blog', { tag: '@phone' }, () => {
  // Every post while they fit on one page (spec §2: "a grid of all 17 posts"), else the first page's (issue 25:
  // tests/e2e/blog-lists.spec.ts).
  test('lists its posts with image, category, title, excerpt, date, read time and "Pročitaj"', async ({ page }) => {
    await page.goto('/blog/');
    const cards = page.locator('main article');
    const shown = blogList(routes.blog).items;
    expect(shown).toEqual(articles.slice(0, BLOG_PAGE_SIZE));
    await expect(cards).toHaveCount(shown.length);
    for (const [index, article] of shown.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(article.title);
      await expect(card).toContainText(article.category);
      await expect(card).toContainText(article.excerpt);
      await expect(card).toContainText(article.displayDate);
      await expect(card).toContainText(article.readTime);
      await expect(card.getByRole('img')).toHaveAttribute('alt', article.imageAlt);
      await expect(card.getByRole('link', { name: /^Pročitaj/ })).toHaveAttribute('href', articlePath(article.slug));
      await expect(card.getByRole('link', { name: /^Pročitaj/ })).toContainText(article.title);
    }
  });
});

test.describe('an article', { tag: '@phone' }, () => {
  const article = articles[2]!;
  const url = site.url + articlePath(article.slug);

  test('has full metadata in the raw HTML', async ({ request }) => {
    const html = await (await request.get(articlePath(article.slug))).text();
    const meta = (attribute: string, key: string) =>
      new RegExp(`<meta ${attribute}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(article.metaTitle);
    expect(meta('name', 'description')).toBe(article.metaDescription);
    expect(meta('name', 'keywords')).toBe(
      article.keywords
        .split(',')
        .map((keyword) => keyword.trim())
        .join(','),
    );
    expect(meta('name', 'author')).toBe(article.author);
    expect(meta('name', 'robots')).toBe('index, follow, max-image-preview:large');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"/?>`));
    expect(meta('property', 'og:title')).toBe(article.metaTitle);
    expect(meta('property', 'og:url')).toBe(url);
    expect(meta('property', 'og:type')).toBe('article');
    expect(meta('property', 'og:site_name')).toBe(site.brand);
    expect(meta('property', 'og:locale')).toBe('sr_RS');
    expect(meta('property', 'article:published_time')).toBe(article.date);
    expect(meta('property', 'article:section')).toBe(article.category);
    // Its own generated share image (content/share-images.ts); metadata.spec.ts checks the file.
    expect(meta('property', 'og:image')).toBe(`${site.url}/og/blog-${article.slug}.jpg`);
    expect(meta('property', 'og:image:width')).toBe('1200');
    expect(meta('property', 'og:image:height')).toBe('630');
    expect(meta('property', 'og:image:alt')).toBe(shareImageForPath(articlePath(article.slug)).alt);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toMatch(/<html lang="sr-Latn"/);
  });

  test('carries BlogPosting and BreadcrumbList JSON-LD, once each', async ({ page }) => {
    await page.goto(articlePath(article.slug));
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const posting = blocks.filter((block) => block['@type'] === 'BlogPosting');
    const breadcrumbs = blocks.filter((block) => block['@type'] === 'BreadcrumbList');
    expect(posting).toHaveLength(1);
    expect(breadcrumbs).toHaveLength(1);
    expect(posting[0]).toMatchObject({
      headline: article.title,
      author: { '@type': 'Person', name: article.author },
      publisher: { '@type': 'Organization', name: site.brand, logo: { url: `${site.url}/images/brand/logo.png` } },
      datePublished: article.date,
      dateModified: article.modified,
      mainEntityOfPage: { '@id': url },
    });
    expect(breadcrumbs[0].itemListElement.map((item: { name: string }) => item.name)).toEqual(['Početna', 'Blog', article.title]);
  });

  test('shows the back link, badge, title, hero image, body and the call to action', async ({ page }) => {
    await page.goto(articlePath(article.slug));
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: articleCopy.backLabel })).toHaveAttribute('href', '/#blog');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(main).toContainText(article.category);
    // The first: a related article below may show the same picture under the same words.
    const hero = main.getByRole('img', { name: article.imageAlt }).first();
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(main.locator('.article-body h2').first()).toBeVisible();
    await expect(main.locator('.article-body table').first()).toBeVisible();
    const cta = main.getByRole('complementary');
    await expect(cta.getByRole('heading', { name: articleCopy.ctaHeading })).toBeVisible();
    await expect(cta).toContainText(articleCopy.ctaText);
    await expect(cta.getByRole('link', { name: articleCopy.ctaButton })).toHaveAttribute('href', '/#kontakt');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

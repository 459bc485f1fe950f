import path from 'node:path';
import { localizedRoutes, routes } from '@/content/route-registry';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { articles, articlesIn } from '@/content/articles';
import { blogLists, blogListsIn } from '@/content/blog-lists';
import { feed } from '@/content/routes';
import { site } from '@/content/site';
import { articlePath } from '@/lib/routes';
import { builtPagePaths } from './site-pages';

const OUT = path.resolve(__dirname, '../../out');

/** Parses XML in the browser (DOMParser) and returns the text of every element with the tag name. */
async function xmlTexts(page: Page, xml: string, tag: string): Promise<{ parsed: boolean; texts: string[] }> {
  return page.evaluate(
    ({ xml, tag }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return {
        parsed: doc.getElementsByTagName('parsererror').length === 0,
        texts: Array.from(doc.getElementsByTagName(tag), (element) => element.textContent ?? ''),
      };
    },
    { xml, tag },
  );
}

test.describe('discovery files', { tag: '@desktop' }, () => {
  test('the sitemap lists exactly the built pages, as absolute canonical URLs with dates', async ({ page, request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const { parsed, texts: locations } = await xmlTexts(page, xml, 'loc');
    expect(parsed).toBe(true);

    expect([...locations].sort()).toEqual(
      builtPagePaths()
        .map((pagePath) => site.url + pagePath)
        .sort(),
    );
    // The articles, and the blog's further list pages (issue 25: its further pages, the categories' lists); the
    // English articles and lists below /en/blog/ (issue 27).
    expect(locations.filter((url) => new RegExp(`^${site.url}${routes.blog}[^/]+/$`).test(url))).toHaveLength(articles.length);
    expect(locations.filter((url) => url.startsWith(`${site.url}${routes.blog}`) && !url.endsWith(routes.blog))).toHaveLength(
      articles.length + blogLists.length - 1,
    );
    expect(locations.filter((url) => new RegExp(`^${site.url}${localizedRoutes.en.blog}[^/]+/$`).test(url))).toHaveLength(articlesIn.en.length);
    expect(locations.filter((url) => url.startsWith(`${site.url}${localizedRoutes.en.blog}`) && !url.endsWith(localizedRoutes.en.blog))).toHaveLength(
      articlesIn.en.length + blogListsIn.en.length - 1,
    );
    const { texts: dates } = await xmlTexts(page, xml, 'lastmod');
    expect(dates).toHaveLength(locations.length);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('robots.txt allows every page, keeps crawlers out of the editor and points to the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*\nAllow: \//);
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
    expect(text).toContain('Disallow: /admin/');
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  test('the RSS feed parses and carries every article, linked from every page', async ({ page, request }) => {
    const xml = await (await request.get(feed.path)).text();
    const { parsed, texts: links } = await xmlTexts(page, xml, 'link');
    expect(parsed).toBe(true);
    const { texts: titles } = await xmlTexts(page, xml, 'title');
    // The channel's own link and title come first.
    expect(links.slice(1)).toEqual(articles.map((article) => site.url + articlePath(article.slug)));
    expect(titles.slice(1)).toEqual(articles.map((article) => article.title));

    await page.goto('/cenovnik/');
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `${site.url}${feed.path}`);
  });

  test('the web manifest names the clinic and its icons exist at their stated sizes', async ({ page, request }) => {
    await page.goto('/');
    const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({ short_name: site.brand, start_url: '/', lang: site.language, display: 'standalone' });
    expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const { width, height, format } = await sharp(path.join(OUT, icon.src)).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe('png');
    }
  });

  test('the favicon, SVG icon and apple-touch icon are linked and served', async ({ page, request }) => {
    await page.goto('/');
    for (const selector of ['link[rel="icon"][type="image/x-icon"]', 'link[rel="icon"][type="image/svg+xml"]', 'link[rel="apple-touch-icon"]']) {
      const href = await page.locator(`head ${selector}`).getAttribute('href');
      const response = await request.get(href!);
      expect(response.status(), selector).toBe(200);
      expect(response.headers()['content-type'], selector).toMatch(/^image\//);
    }
    expect((await request.get('/favicon.ico')).status()).toBe(200);
  });
});

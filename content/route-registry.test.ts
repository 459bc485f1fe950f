/**
 * The route registry (content/route-registry.ts, issue 43 item 1): every page it names has its page file, its words
 * and its share image in every language, and app/ has no page it does not name. A page added to the registry without
 * one of them fails here, naming it; its byte budget is bench/budgets-routes.test.mjs's.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pagesIn } from '@/content/pages';
import { localizedRoutes, routeNameOf, routeNames, routeRegistry, routes, templatePathOf } from '@/content/route-registry';
import { shareImageForPath } from '@/content/share-images';
import { LOCALES, NOT_FOUND_PAGES, localeCodes } from '@/lib/locales';
import { withTrailingSlash } from '@/lib/site-url';

const APP = path.join(process.cwd(), 'app');

/**
 * The folders of app/ that render a page (page.tsx), as site paths: "/", "/cenovnik/", "/blog/[slug]/". A route
 * group ("(sr)") is no part of the path.
 */
function appPages(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return appPages(path.join(dir, entry.name));
    if (entry.name !== 'page.tsx') return [];
    const segments = path
      .relative(APP, dir)
      .split(path.sep)
      .filter((segment) => segment && !/^\(.+\)$/.test(segment));
    return [segments.length ? `/${segments.join('/')}/` : '/'];
  });
}

/** Every registry page in every language: its name, language and address. */
const pages = routeNames.flatMap((name) => localeCodes.map((locale) => ({ name, locale, path: localizedRoutes[locale][name] })));

describe('the route registry', () => {
  it('has every address in the trailing-slash form the site serves, each its own, under its language’s prefix (the spec’s are pinned by tests/launch/routes.test.ts)', () => {
    for (const { path: pagePath, locale } of pages) {
      expect(withTrailingSlash(pagePath)).toBe(pagePath);
      expect(pagePath.startsWith(`${LOCALES[locale].prefix}/`)).toBe(true);
    }
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it.each(pages)('gives $name its page in $locale: app/($locale)$path/page.tsx', ({ locale, path: pagePath }) => {
    expect(existsSync(path.join(APP, `(${locale})`, pagePath, 'page.tsx'))).toBe(true);
  });

  it.each(pages)('gives $name its words and its share image in $locale', ({ name, locale, path: pagePath }) => {
    const copy = pagesIn[locale][name];
    expect(copy.heading.length).toBeGreaterThan(0);
    expect(shareImageForPath(pagePath).title).toBe(copy.heading);
  });

  it('names every page of app/ but the articles, the blog’s lists and the 404 pages', () => {
    expect(
      appPages()
        .filter((page) => !page.includes('['))
        .sort(),
    ).toEqual(
      localeCodes.flatMap((locale) => [...Object.values(localizedRoutes[locale]), ...(NOT_FOUND_PAGES[locale] ? [NOT_FOUND_PAGES[locale]] : [])]).sort(),
    );
    // One catch-all below each language's blog: its articles and its further list pages (Next's static export
    // refuses a dynamic route without pages, which "/blog/strana/[n]/" would be while the blog fits on one page).
    expect(
      appPages()
        .filter((page) => page.includes('['))
        .sort(),
    ).toEqual(localeCodes.map((locale) => `${localizedRoutes[locale].blog}[...path]/`).sort());
  });

  it('tells a path’s registry page in any language, and the Serbian page whose template it shares', () => {
    expect(routeNameOf('/en/prices/')).toBe('priceList');
    expect(routeNameOf('/cenovnik/')).toBe('priceList');
    expect(routeNameOf('/en/blog/x/')).toBeUndefined();
    for (const { name, path: pagePath } of pages) expect(templatePathOf(pagePath)).toBe(routes[name]);
    expect(templatePathOf('/en/blog/x/')).toBe('/blog/x/');
    expect(templatePathOf('/blog/strana/2/')).toBe('/blog/strana/2/');
  });

  it('dates every page for the sitemap', () => {
    for (const name of routeNames) expect(routeRegistry[name].updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

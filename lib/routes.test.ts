import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_PAGES, localeCodes, localizedRoutes } from '@/lib/locales';
import { articlePath, blogCategoryPath, blogListPagePath, blogPathOf, blogSegments, routeNames, routes } from '@/lib/routes';
import { withTrailingSlash } from '@/lib/site-url';

const APP = path.join(process.cwd(), 'app');
/** The Serbian pages' route group, under their own root layout (docs/architecture.md). */
const SERBIAN_PAGES = path.join(APP, '(sr)');

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

describe('routes', () => {
  it('are in the trailing-slash form the site serves, each its own (the spec’s are pinned by tests/launch/routes.test.ts)', () => {
    for (const name of routeNames) expect(withTrailingSlash(routes[name])).toBe(routes[name]);
    expect(new Set(Object.values(routes)).size).toBe(routeNames.length);
  });

  it('has a page in app/ for every route, and names every page of app/ but the articles', () => {
    for (const name of routeNames) expect(existsSync(path.join(SERBIAN_PAGES, routes[name], 'page.tsx'))).toBe(true);
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
});

describe('articlePath', () => {
  it('puts the slug under the blog, with the trailing slash', () => {
    expect(articlePath('fasete-ili-krunice')).toBe('/blog/fasete-ili-krunice/');
    expect(articlePath('x').startsWith(routes.blog)).toBe(true);
  });

  it.each(['', 'a/b', 'a?b', 'a#b', 'a b'])('refuses %j, which is not one path segment', (slug) => {
    expect(() => articlePath(slug)).toThrow(`articlePath expects an article slug (one path segment), got "${slug}"`);
  });
});

describe('the blog’s list pages', () => {
  it('put a category’s list under /blog/kategorija/ and a list’s further pages under strana/', () => {
    expect(blogCategoryPath('saveti')).toBe('/blog/kategorija/saveti/');
    expect(blogListPagePath(routes.blog, 1)).toBe('/blog/');
    expect(blogListPagePath(routes.blog, 2)).toBe('/blog/strana/2/');
    expect(blogListPagePath(blogCategoryPath('nega-zuba'), 3)).toBe('/blog/kategorija/nega-zuba/strana/3/');
  });

  it('refuses what is not a page number, a list below /blog/ or one segment', () => {
    expect(() => blogListPagePath(routes.blog, 0)).toThrow('blogListPagePath expects a page number from 1, got 0');
    expect(() => blogListPagePath('/faq/', 2)).toThrow('blogListPagePath expects a blog\'s list (…/blog/…/), got "/faq/"');
    expect(() => blogCategoryPath('a/b')).toThrow('blogCategoryPath expects a category slug (one path segment), got "a/b"');
  });

  it('turn a path below /blog/ into the catch-all’s segments and back', () => {
    for (const path of ['/blog/strana/2/', '/blog/kategorija/saveti/strana/2/', articlePath('x')]) expect(blogPathOf(blogSegments(path))).toBe(path);
    expect(blogSegments('/blog/kategorija/saveti/')).toEqual(['kategorija', 'saveti']);
    expect(() => blogSegments(routes.blog)).toThrow('blogSegments expects a path below /blog/, got "/blog/"');
  });

  it('read in another language’s blog with its own words, as the English one (issue 27)', () => {
    const words = { page: 'page', category: 'category' };
    const tips = blogCategoryPath('tips', '/en/blog/', words);
    expect(tips).toBe('/en/blog/category/tips/');
    expect(blogListPagePath(tips, 2, words)).toBe('/en/blog/category/tips/page/2/');
    expect(blogListPagePath('/en/blog/', 3, words)).toBe('/en/blog/page/3/');
    expect(blogSegments('/en/blog/category/tips/', '/en/blog/')).toEqual(['category', 'tips']);
    expect(blogPathOf(['page', '2'], '/en/blog/')).toBe('/en/blog/page/2/');
    expect(() => blogSegments('/blog/strana/2/', '/en/blog/')).toThrow('blogSegments expects a path below /en/blog/, got "/blog/strana/2/"');
  });
});

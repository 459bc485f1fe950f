import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { articlePath, routeNames, routes } from '@/lib/routes';
import { withTrailingSlash } from '@/lib/site-url';

const APP = path.join(process.cwd(), 'app');

/** The folders of app/ that render a page (page.tsx), as site paths: "/", "/cenovnik/", "/blog/[slug]/". */
function appPages(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return appPages(path.join(dir, entry.name));
    if (entry.name !== 'page.tsx') return [];
    const relative = path.relative(APP, dir).split(path.sep).join('/');
    return [relative ? `/${relative}/` : '/'];
  });
}

describe('routes', () => {
  it('are the pages of spec §2, in the trailing-slash form the site serves', () => {
    // Literals on purpose: a changed path changes every URL, canonical link and sitemap entry of the site.
    expect(routes).toEqual({ home: '/', priceList: '/cenovnik/', gallery: '/galerija/', faq: '/faq/', blog: '/blog/' });
    for (const name of routeNames) expect(withTrailingSlash(routes[name])).toBe(routes[name]);
    expect(new Set(Object.values(routes)).size).toBe(routeNames.length);
  });

  it('has a page in app/ for every route, and names every page of app/ but the articles', () => {
    for (const name of routeNames) expect(existsSync(path.join(APP, routes[name], 'page.tsx'))).toBe(true);
    expect(
      appPages()
        .filter((page) => !page.includes('['))
        .sort(),
    ).toEqual(Object.values(routes).sort());
    expect(appPages().filter((page) => page.includes('['))).toEqual([`${routes.blog}[slug]/`]);
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

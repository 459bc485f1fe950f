import type { MetadataRoute } from 'next';
import { articleAlternates, articlesIn } from '@/content/articles';
import { blogListAlternates, blogListsIn } from '@/content/blog-lists';
import { routeAlternates } from '@/content/metadata';
import { siteRoutes } from '@/content/routes';
import { siteIn } from '@/content/site';
import { localizedRoutes, routeNameOf } from '@/content/route-registry';
import { DEFAULT_LOCALE, articlePathIn, hreflangMap, type Locale } from '@/lib/locales';
import { sitemapEntries } from '@/lib/sitemap';

// A static export writes /sitemap.xml at build time.
export const dynamic = 'force-static';

/** Every page's versions (hreflang → path), by its address in any language: the registry's, the articles' and the blog lists'. */
const versions = new Map<string, Record<string, string>>();
for (const route of siteRoutes) {
  const map = hreflangMap(routeAlternates(routeNameOf(route.path)!));
  for (const path of Object.values(map)) versions.set(path, map);
}
for (const article of articlesIn.sr) {
  const map = hreflangMap(articleAlternates(article.id));
  for (const path of Object.values(map)) versions.set(path, map);
}
for (const list of blogListsIn.sr) {
  const map = hreflangMap(blogListAlternates(list));
  for (const path of Object.values(map)) versions.set(path, map);
}
const languagesOf = (path: string) => versions.get(path) ?? {};

/** A language's blog list pages but its blog's own page (a route of siteRoutes). */
const furtherLists = (locale: Locale) =>
  blogListsIn[locale].filter((list) => list.path !== localizedRoutes[locale].blog).map(({ path, modified }) => ({ path, modified }));

/** Both languages' pages (issue 27), each with its versions as alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  // A route handler renders no page, so it names the language (content/page-language.ts); the URL is every language's.
  const site = siteIn[DEFAULT_LOCALE];
  return [
    ...sitemapEntries(
      site.url,
      siteRoutes,
      articlesIn.sr.map(({ slug, modified }) => ({ slug, modified })),
      // The blog's further list pages; /blog/ itself is a route of siteRoutes.
      furtherLists('sr'),
      languagesOf,
    ),
    ...sitemapEntries(
      site.url,
      siteRoutes.map((route) => ({ ...route, path: localizedRoutes.en[routeNameOf(route.path)!] })),
      articlesIn.en.map(({ slug, modified }) => ({ slug, path: articlePathIn('en', slug), modified })),
      furtherLists('en'),
      languagesOf,
    ),
  ];
}

import type { MetadataRoute } from 'next';
import { articlePath } from '@/lib/routes';
import type { SiteRoute } from '@/lib/schemas/routes';
import { absoluteUrl } from '@/lib/site-url';

interface ArticleFacts {
  slug: string;
  /** Its address, where not the Serbian blog's ("/en/blog/<slug>/"). */
  path?: string;
  modified: string;
}

/** The newest of ISO dates (they compare as strings). */
export function newestDate(dates: readonly string[]): string {
  if (dates.length === 0) throw new Error('newestDate needs at least one date');
  return dates.reduce((newest, date) => (date > newest ? date : newest));
}

/** A further list page of the blog ("/blog/strana/2/", "/blog/kategorija/saveti/"), changed when its list's newest article did. */
interface ListPageFacts {
  path: string;
  modified: string;
}

/**
 * Every route, list page and article as a sitemap entry: absolute canonical URLs, lastmod from the content.
 * A page that lists the articles changed when its newest article did.
 */
export function sitemapEntries(
  siteUrl: string,
  routes: readonly SiteRoute[],
  articles: readonly ArticleFacts[],
  listPages: readonly ListPageFacts[] = [],
  languagesOf: (path: string) => Record<string, string> = () => ({}),
): MetadataRoute.Sitemap {
  const newestArticle = articles.length > 0 ? newestDate(articles.map((article) => article.modified)) : undefined;
  // A page's versions in every language (hreflang → path), as the sitemap's alternates (issue 27); none for a page in one.
  const entry = (path: string, lastModified: string) => {
    const languages = Object.entries(languagesOf(path)).map(([code, href]) => [code, absoluteUrl(siteUrl, href)]);
    return { url: absoluteUrl(siteUrl, path), lastModified, ...(languages.length > 0 ? { alternates: { languages: Object.fromEntries(languages) } } : {}) };
  };
  return [
    ...routes.map((route) => entry(route.path, route.listsArticles && newestArticle ? newestDate([route.updated, newestArticle]) : route.updated)),
    ...listPages.map((list) => entry(list.path, list.modified)),
    ...articles.map((article) => entry(article.path ?? articlePath(article.slug), article.modified)),
  ];
}

import type { MetadataRoute } from 'next';
import { articlePath } from '@/lib/routes';
import type { SiteRoute } from '@/lib/schemas/routes';
import { absoluteUrl } from '@/lib/site-url';

interface ArticleFacts {
  slug: string;
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
): MetadataRoute.Sitemap {
  const newestArticle = articles.length > 0 ? newestDate(articles.map((article) => article.modified)) : undefined;
  return [
    ...routes.map((route) => ({
      url: absoluteUrl(siteUrl, route.path),
      lastModified: route.listsArticles && newestArticle ? newestDate([route.updated, newestArticle]) : route.updated,
    })),
    ...listPages.map((list) => ({ url: absoluteUrl(siteUrl, list.path), lastModified: list.modified })),
    ...articles.map((article) => ({
      url: absoluteUrl(siteUrl, articlePath(article.slug)),
      lastModified: article.modified,
    })),
  ];
}

/**
 * The RSS feed of the articles in a language (issue 27): /feed.xml in Serbian, /en/feed.xml in English, each
 * linked from its language's pages (content/metadata.ts). Written at build time by the route handlers.
 */
import { articleCategoryNameIn, articlesIn } from '@/content/articles';
import { feedIn } from '@/content/routes';
import { siteIn } from '@/content/site';
import { localizedRoutes } from '@/content/route-registry';
import { LOCALES, articlePathIn, type Locale } from '@/lib/locales';
import { rssFeed } from '@/lib/rss';
import { absoluteUrl } from '@/lib/site-url';

export function feedXml(locale: Locale): string {
  const site = siteIn[locale];
  const feed = feedIn[locale];
  return rssFeed({
    title: `${feed.title} | ${site.brand}`,
    siteUrl: absoluteUrl(site.url, localizedRoutes[locale].home),
    feedUrl: absoluteUrl(site.url, feed.path),
    description: feed.description,
    language: LOCALES[locale].hreflang,
    copyright: `© ${site.copyrightYear} ${site.brand}`,
    items: articlesIn[locale].map((article) => ({
      title: article.title,
      url: absoluteUrl(site.url, articlePathIn(locale, article.slug)),
      description: article.excerpt,
      published: article.date,
      category: articleCategoryNameIn(locale, article.category),
      author: article.author,
    })),
  });
}

/** The feed as the route handlers answer it. */
export const feedResponse = (locale: Locale) => new Response(feedXml(locale), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });

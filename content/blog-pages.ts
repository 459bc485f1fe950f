/**
 * The pages below each language's blog (spec §2 "/blog/:slug", issues 25 and 27): its articles ("/blog/<slug>/",
 * "/en/blog/<slug>/") and its further list pages ("/blog/strana/2/", "/en/blog/category/tips/"), for the one
 * catch-all route of each language (app/(sr)/blog/[...path]/, app/(en)/en/blog/[...path]/). The language is named,
 * not followed: Next asks for the params and the metadata outside the page's render.
 */
import type { Metadata } from 'next';
import { articleAlternates, articleCategoryNameIn, articlesIn, type Article } from '@/content/articles';
import { blogListAlternates, blogListCopyOf, blogListsIn, findBlogListIn, type BlogListPage } from '@/content/blog-lists';
import { pageMetadata } from '@/content/metadata';
import { localizedRoutes } from '@/content/route-registry';
import { articlePathIn, type Locale } from '@/lib/locales';
import { blogPathOf, blogSegments } from '@/lib/routes';

/** A catch-all's params for every page below a language's blog. */
export function blogSubPageParams(locale: Locale): { path: string[] }[] {
  const blogPath = localizedRoutes[locale].blog;
  const paths = [
    ...articlesIn[locale].map((article) => articlePathIn(locale, article.slug)),
    ...blogListsIn[locale].map((list) => list.path).filter((path) => path !== blogPath),
  ];
  return paths.map((path) => ({ path: blogSegments(path, blogPath) }));
}

/** The article or the list page at a catch-all's params, in a language. */
export function blogSubPageAt(locale: Locale, segments: readonly string[]): { article?: Article; list?: BlogListPage<Article> } {
  const article = segments.length === 1 ? articlesIn[locale].find((candidate) => candidate.slug === segments[0]) : undefined;
  return { article, list: findBlogListIn(locale, blogPathOf(segments, localizedRoutes[locale].blog)) };
}

/** The metadata of the page at a catch-all's params, in a language: a list's, or an article's (empty for neither). */
export function blogSubPageMetadata(locale: Locale, segments: readonly string[]): Metadata {
  const { article, list } = blogSubPageAt(locale, segments);
  if (list) {
    const { title, description } = blogListCopyOf(list, locale);
    return pageMetadata({ title, description, path: list.path, alternates: blogListAlternates(list) }, locale);
  }
  if (!article) return {};
  return pageMetadata(
    {
      title: article.metaTitle,
      absoluteTitle: true,
      description: article.metaDescription,
      path: articlePathIn(locale, article.slug),
      alternates: articleAlternates(article.id),
      keywords: article.keywords.split(',').map((keyword) => keyword.trim()),
      article: {
        publishedTime: article.date,
        modifiedTime: article.modified,
        section: articleCategoryNameIn(locale, article.category),
        author: article.author,
      },
    },
    locale,
  );
}

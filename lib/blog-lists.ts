/**
 * The blog's list pages (issue 25): the list of all articles at /blog/ and one list per category at
 * /blog/kategorija/<slug>/, each cut into pages of a fixed size ("/blog/strana/2/"). Pure: the articles, the
 * categories' order and the page size come from content/blog-lists.ts; the addresses from lib/routes.ts.
 */
import { pageCount, pageItems } from '@/lib/pagination';
import { BLOG_LIST_WORDS, BLOG_PATH, blogCategoryPath, blogListPagePath, type BlogListWords } from '@/lib/routes';
import { newestDate } from '@/lib/sitemap';
import { slugify } from '@/lib/slug';

/** What a list needs of an article. */
type Listed = { category: string; modified: string };

/** A category that has articles, for the chips: its name, its address word and its list's first page. */
export interface BlogCategory {
  /** The category as the articles name it (the schema's, in Serbian): the same in every language's blog. */
  key: string;
  /** As the blog's language names it: the chip, the heading. */
  name: string;
  slug: string;
  path: string;
  count: number;
}

/** One page of a list. */
export interface BlogListPage<T> {
  /** This page's address: "/blog/", "/blog/strana/2/", "/blog/kategorija/saveti/". */
  path: string;
  /** The list's category; none for the list of all articles. */
  category?: BlogCategory;
  /** 1-based. */
  page: number;
  /** The addresses of the list's pages, in order (the first is the list's own). */
  pagePaths: string[];
  /** The articles on this page, in the blog's order. */
  items: T[];
  /** The newest change of any article in the list (all its pages), for the sitemap. */
  modified: string;
}

/** Where a language's blog lives and how its addresses and categories read: the Serbian blog's by default. */
export interface BlogLanguage {
  /** "/blog/", "/en/blog/". */
  blogPath: string;
  words: BlogListWords;
  /** A category's name in the language, from its key. */
  nameOf: (category: string) => string;
}
const SERBIAN_BLOG: BlogLanguage = { blogPath: BLOG_PATH, words: BLOG_LIST_WORDS, nameOf: (category) => category };

/** The categories that have articles, in `order` (the schema's), each with its count and address (from its name). */
export function blogCategories<T extends Listed>(articles: readonly T[], order: readonly string[], language: BlogLanguage = SERBIAN_BLOG): BlogCategory[] {
  return order
    .map((key) => ({ key, name: language.nameOf(key), count: articles.filter((article) => article.category === key).length }))
    .filter((category) => category.count > 0)
    .map(({ key, name, count }) => {
      const slug = slugify(name);
      return { key, name, slug, count, path: blogCategoryPath(slug, language.blogPath, language.words) };
    });
}

/** Every page of one list. */
function listPages<T extends Listed>(
  items: readonly T[],
  listPath: string,
  pageSize: number,
  words: BlogListWords,
  category?: BlogCategory,
): BlogListPage<T>[] {
  const pagePaths = Array.from({ length: pageCount(items.length, pageSize) }, (_, index) => blogListPagePath(listPath, index + 1, words));
  const modified = items.length > 0 ? newestDate(items.map((item) => item.modified)) : '';
  return pagePaths.map((path, index) => ({ path, category, page: index + 1, pagePaths, items: pageItems(items, index + 1, pageSize), modified }));
}

/**
 * Every list page of a language's blog: the pages of all articles (the first is its blog, /blog/ or /en/blog/), then
 * each non-empty category's, in `order`. `articles` are in the blog's order (content/articles.ts), which every page
 * keeps.
 */
export function blogListPages<T extends Listed>(
  articles: readonly T[],
  order: readonly string[],
  pageSize: number,
  language: BlogLanguage = SERBIAN_BLOG,
): BlogListPage<T>[] {
  return [
    ...listPages(articles, language.blogPath, pageSize, language.words),
    ...blogCategories(articles, order, language).flatMap((category) =>
      listPages(
        articles.filter((article) => article.category === category.key),
        category.path,
        pageSize,
        language.words,
        category,
      ),
    ),
  ];
}

/** Which list a page belongs to and where in it, the same in every language: its category's key ('' for all) and page. */
export const listPlaceOf = (list: Pick<BlogListPage<unknown>, 'category' | 'page'>): string => `${list.category?.key ?? ''}#${list.page}`;

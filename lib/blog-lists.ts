/**
 * The blog's list pages (issue 25): the list of all articles at /blog/ and one list per category at
 * /blog/kategorija/<slug>/, each cut into pages of a fixed size ("/blog/strana/2/"). Pure: the articles, the
 * categories' order and the page size come from content/blog-lists.ts; the addresses from lib/routes.ts.
 */
import { pageCount, pageItems } from '@/lib/pagination';
import { blogCategoryPath, blogListPagePath, routes } from '@/lib/routes';
import { newestDate } from '@/lib/sitemap';
import { slugify } from '@/lib/slug';

/** What a list needs of an article. */
type Listed = { category: string; modified: string };

/** A category that has articles, for the chips: its name, its address word and its list's first page. */
export interface BlogCategory {
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

/** The categories that have articles, in `order` (the schema's), each with its count and address. */
export function blogCategories<T extends Listed>(articles: readonly T[], order: readonly string[]): BlogCategory[] {
  return order
    .map((name) => ({ name, slug: slugify(name), count: articles.filter((article) => article.category === name).length }))
    .filter((category) => category.count > 0)
    .map((category) => ({ ...category, path: blogCategoryPath(category.slug) }));
}

/** Every page of one list. */
function listPages<T extends Listed>(items: readonly T[], listPath: string, pageSize: number, category?: BlogCategory): BlogListPage<T>[] {
  const pagePaths = Array.from({ length: pageCount(items.length, pageSize) }, (_, index) => blogListPagePath(listPath, index + 1));
  const modified = items.length > 0 ? newestDate(items.map((item) => item.modified)) : '';
  return pagePaths.map((path, index) => ({ path, category, page: index + 1, pagePaths, items: pageItems(items, index + 1, pageSize), modified }));
}

/**
 * Every list page of the blog: the pages of all articles (the first is `blogPath`, /blog/ or /en/blog/), then each
 * non-empty category's, in `order`. `articles` are in the blog's order (content/articles.ts), which every page keeps.
 */
export function blogListPages<T extends Listed>(
  articles: readonly T[],
  order: readonly string[],
  pageSize: number,
  blogPath: string = routes.blog,
): BlogListPage<T>[] {
  return [
    ...listPages(articles, blogPath, pageSize),
    ...blogCategories(articles, order).flatMap((category) =>
      listPages(
        articles.filter((article) => article.category === category.name),
        category.path,
        pageSize,
        category,
      ),
    ),
  ];
}

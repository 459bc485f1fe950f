/**
 * The blog's list pages (issue 25), bound to the real articles: /blog/ and its further pages ("/blog/strana/2/"),
 * and a list per category with articles ("/blog/kategorija/saveti/", paginated the same way), in each language
 * (issue 27: "/en/blog/category/tips/"). The logic is lib/blog-lists.ts; the words content/pages.ts (blogListCopy)
 * and content/data/pages.json (blog).
 */
import { articleCategoryNameIn, articlesIn, type Article } from '@/content/articles';
import { byLanguage, followPageLanguage, inPageLanguage, pageLanguage } from '@/content/page-language';
import { articleCopyIn, blogListCopyIn, pagesIn } from '@/content/pages';
import { articleCategories, type ArticleCategory } from '@/lib/blog';
import { blogListPages, listPlaceOf, type BlogCategory, type BlogListPage } from '@/lib/blog-lists';
import { localizedRoutes } from '@/content/route-registry';
import { alternatesOf, localizedBlogListWords, type Alternate, type Locale } from '@/lib/locales';
import type { Crumb } from '@/lib/structured-data';

export type { BlogCategory, BlogListPage } from '@/lib/blog-lists';

/**
 * Articles per list page. At least the spec's 17 (spec §2: /blog/ shows "a grid of all 17 posts"), so that today's
 * blog stays one page; 24 fills the grid's rows at every width (3 columns on a desktop, 2 on a tablet) and leaves
 * room for seven more articles before a second page appears.
 */
export const BLOG_PAGE_SIZE = 24;

/**
 * A language's lists: its blog's pages and a list per category with articles in that language, at its own words
 * ("/blog/kategorija/saveti/", "/en/blog/category/tips/"), each category under its name in that language.
 */
function listsOf(locale: Locale) {
  const language = {
    blogPath: localizedRoutes[locale].blog,
    words: localizedBlogListWords[locale],
    nameOf: (category: string) => articleCategoryNameIn(locale, category as ArticleCategory),
  };
  const lists = blogListPages(articlesIn[locale], articleCategories, BLOG_PAGE_SIZE, language);
  return {
    // Each category's list begins with its first page: the categories, in order, without counting them again.
    categories: lists.flatMap((list) => (list.category && list.page === 1 ? [list.category] : [])),
    lists,
    byPath: new Map(lists.map((list) => [list.path, list])),
    byPlace: new Map(lists.map((list) => [listPlaceOf(list), list])),
  };
}
const listsIn = byLanguage(listsOf('sr'), { en: () => listsOf('en') });

/** Every list page of each language's blog: /blog/ (or /en/blog/) first. */
export const blogListsIn = byLanguage<readonly BlogListPage<Article>[]>(listsIn.sr.lists, { en: () => listsIn.en.lists });

/** The categories that have articles, in the schema's order (spec §3), for the chips, in the page's language. */
export const blogCategoryList: readonly BlogCategory[] = followPageLanguage(
  'content/blog-lists.ts › blogCategoryList',
  byLanguage(listsIn.sr.categories, { en: () => listsIn.en.categories }),
);

/** Every list page of the blog in the page's language: /blog/ (or /en/blog/) first. */
export const blogLists: readonly BlogListPage<Article>[] = followPageLanguage('content/blog-lists.ts › blogLists', blogListsIn);

/** The list page at `path` ("/blog/strana/2/") in a language, if there is one. */
export function findBlogListIn(locale: Locale, path: string): BlogListPage<Article> | undefined {
  return listsIn[locale].byPath.get(path);
}

/** The list page at `path` ("/blog/strana/2/"), if there is one, in the page's language. */
export function findBlogList(path: string): BlogListPage<Article> | undefined {
  return inPageLanguage('content/blog-lists.ts › findBlogList', listsIn).byPath.get(path);
}

/** The list page at `path`, which must exist (/blog/ always does). */
export function blogList(path: string): BlogListPage<Article> {
  const list = findBlogList(path);
  if (!list) throw new Error(`No blog list page at ${path}`);
  return list;
}

/**
 * A list page's versions (issue 27): the same list (all articles, or one category's) at the same page in each
 * language that has it. A category without articles in a language has no list there.
 */
export const blogListAlternates = (list: BlogListPage<Article>): Alternate[] => alternatesOf((locale) => listsIn[locale].byPlace.get(listPlaceOf(list))?.path);

/** A list page's title, description, heading, lead and breadcrumb trail (after the home page), in a language. */
export function blogListCopyOf(
  list: BlogListPage<Article>,
  locale: Locale = pageLanguage('content/blog-lists.ts › blogListCopyOf'),
): { title: string; description: string; heading: string; lead: string; trail: Crumb[] } {
  const copy = blogListCopyIn[locale];
  const blog = pagesIn[locale].blog;
  const suffix = list.page > 1 ? copy.pageSuffix(list.page) : '';
  const pageCrumb: Crumb[] = list.page > 1 ? [{ name: copy.pageLabel(list.page), path: list.path }] : [];
  const blogCrumb: Crumb = { name: articleCopyIn[locale].breadcrumbBlog, path: localizedRoutes[locale].blog };
  if (!list.category) {
    return {
      title: `${blog.title}${suffix}`,
      description: list.page > 1 ? copy.pageDescription(list.page) : blog.description,
      heading: `${blog.heading}${suffix}`,
      lead: blog.lead,
      trail: [blogCrumb, ...pageCrumb],
    };
  }
  const { name, count, path } = list.category;
  return {
    title: `${copy.categoryTitle(name)}${suffix}`,
    description: copy.categoryDescription(name, list.page),
    heading: `${name}${suffix}`,
    lead: copy.categoryLead(name, copy.articleCount(count)),
    trail: [blogCrumb, { name, path }, ...pageCrumb],
  };
}

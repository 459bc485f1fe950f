/**
 * The blog's list pages (issue 25), bound to the real articles: /blog/ and its further pages ("/blog/strana/2/"),
 * and a list per category with articles ("/blog/kategorija/saveti/", paginated the same way). The logic is
 * lib/blog-lists.ts; the words content/pages.ts (blogListCopy) and content/data/pages.json (blog).
 */
import { articlesIn, type Article } from '@/content/articles';
import { byLanguage, followPageLanguage, inPageLanguage } from '@/content/page-language';
import { articleCopy, blogListCopy, pages } from '@/content/pages';
import { articleCategories } from '@/lib/blog';
import { blogCategories, blogListPages, type BlogCategory, type BlogListPage } from '@/lib/blog-lists';
import { countWord } from '@/lib/format';
import { routes } from '@/content/routes';
import { localizedRoutes } from '@/lib/locales';
import type { Crumb } from '@/lib/structured-data';

export type { BlogCategory, BlogListPage } from '@/lib/blog-lists';

/**
 * Articles per list page. At least the spec's 17 (spec §2: /blog/ shows "a grid of all 17 posts"), so that today's
 * blog stays one page; 24 fills the grid's rows at every width (3 columns on a desktop, 2 on a tablet) and leaves
 * room for seven more articles before a second page appears.
 */
export const BLOG_PAGE_SIZE = 24;

/**
 * Each language's lists. The English blog (issue 27) is one list of every translated article at /en/blog/, without
 * category lists: its categories have no English names yet (the chips are not shown).
 */
function listsOf(language: readonly Article[], categories: readonly string[], blogPath: string) {
  const lists = blogListPages(language, categories, BLOG_PAGE_SIZE, blogPath);
  return { categories: blogCategories(language, categories), lists, byPath: new Map(lists.map((list) => [list.path, list])) };
}
const listsIn = byLanguage(listsOf(articlesIn.sr, articleCategories, localizedRoutes.sr.blog), {
  en: () => listsOf(articlesIn.en, [], localizedRoutes.en.blog),
});

/** The categories that have articles, in the schema's order (spec §3), for the chips; none in English. */
export const blogCategoryList: readonly BlogCategory[] = followPageLanguage(byLanguage(listsIn.sr.categories, { en: () => listsIn.en.categories }));

/** Every list page of the blog in the page's language: /blog/ (or /en/blog/) first. */
export const blogLists: readonly BlogListPage<Article>[] = followPageLanguage(byLanguage(listsIn.sr.lists, { en: () => listsIn.en.lists }));

/** The list page at `path` ("/blog/strana/2/"), if there is one, in the page's language. */
export function findBlogList(path: string): BlogListPage<Article> | undefined {
  return inPageLanguage(listsIn).byPath.get(path);
}

/** The list page at `path`, which must exist (/blog/ always does). */
export function blogList(path: string): BlogListPage<Article> {
  const list = findBlogList(path);
  if (!list) throw new Error(`No blog list page at ${path}`);
  return list;
}

/** A list page's title, description, heading, lead and breadcrumb trail (after Početna). */
export function blogListCopyOf(list: BlogListPage<Article>): { title: string; description: string; heading: string; lead: string; trail: Crumb[] } {
  const copy = blogListCopy;
  const suffix = list.page > 1 ? copy.pageSuffix(list.page) : '';
  const pageCrumb: Crumb[] = list.page > 1 ? [{ name: copy.pageLabel(list.page), path: list.path }] : [];
  const blogCrumb: Crumb = { name: articleCopy.breadcrumbBlog, path: routes.blog };
  if (!list.category) {
    return {
      title: `${pages.blog.title}${suffix}`,
      description: list.page > 1 ? copy.pageDescription(list.page) : pages.blog.description,
      heading: `${pages.blog.heading}${suffix}`,
      lead: pages.blog.lead,
      trail: [blogCrumb, ...pageCrumb],
    };
  }
  const { name, count, path } = list.category;
  return {
    title: `${copy.categoryTitle(name)}${suffix}`,
    description: copy.categoryDescription(name, list.page),
    heading: `${name}${suffix}`,
    lead: copy.categoryLead(name, `${count} ${countWord(count, copy.articleForms)}`),
    trail: [blogCrumb, { name, path }, ...pageCrumb],
  };
}

/**
 * The blog's list pages (issue 25), bound to the real articles: /blog/ and its further pages ("/blog/strana/2/"),
 * and a list per category with articles ("/blog/kategorija/saveti/", paginated the same way). The logic is
 * lib/blog-lists.ts; the words content/pages.ts (blogListCopy) and content/data/pages.json (blog).
 */
import { articles, type Article } from '@/content/articles';
import { articleCopy, blogListCopy, pages } from '@/content/pages';
import { articleCategories } from '@/lib/blog';
import { blogCategories, blogListPages, type BlogListPage } from '@/lib/blog-lists';
import { countWord } from '@/lib/format';
import { routes } from '@/lib/routes';
import type { Crumb } from '@/lib/structured-data';

export type { BlogCategory, BlogListPage } from '@/lib/blog-lists';

/**
 * Articles per list page. At least the spec's 17 (spec §2: /blog/ shows "a grid of all 17 posts"), so that today's
 * blog stays one page; 24 fills the grid's rows at every width (3 columns on a desktop, 2 on a tablet) and leaves
 * room for seven more articles before a second page appears.
 */
export const BLOG_PAGE_SIZE = 24;

/** The categories that have articles, in the schema's order (spec §3), for the chips. */
export const blogCategoryList = blogCategories(articles, articleCategories);

/** Every list page of the blog: /blog/ first. */
export const blogLists: readonly BlogListPage<Article>[] = blogListPages(articles, articleCategories, BLOG_PAGE_SIZE);

const byPath = new Map(blogLists.map((list) => [list.path, list]));

/** The list page at `path` ("/blog/strana/2/"), if there is one. */
export function findBlogList(path: string): BlogListPage<Article> | undefined {
  return byPath.get(path);
}

/** The list page at `path`, which must exist (/blog/ always does). */
export function blogList(path: string): BlogListPage<Article> {
  const list = byPath.get(path);
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

/**
 * The blog's addresses (spec §2 "/blog", "/blog/:slug"): its articles and its further list pages. The site's pages
 * themselves, in every language, are the registry's (content/route-registry.ts). Every path is in the one form the
 * site serves, with the trailing slash (next.config.mjs `trailingSlash: true`): the spec's "/blog" is "/blog/" here.
 * Pure: no content, so the enhancement script and the tests may import it too.
 */

/** The blog's address, on its own so the enhancement script takes it without the whole registry (lib/blog-redirect.ts). */
export const BLOG_PATH = '/blog/';

/** An article's page: "/blog/<slug>/". */
export type ArticlePath = `${typeof BLOG_PATH}${string}/`;

/** One path segment: no slash, query, fragment or space, and not empty. */
const SLUG = /^[^/?#\s]+$/;

/** An article's page (spec §2 "/blog/:slug"), in the served form: articlePath("x") → "/blog/x/". */
export function articlePath(slug: string): ArticlePath {
  if (!SLUG.test(slug)) throw new Error(`articlePath expects an article slug (one path segment), got "${slug}"`);
  return `${BLOG_PATH}${slug}/`;
}

/**
 * The blog's list pages beyond /blog/ (issue 25), in Serbian words: a list's further pages add "strana/<n>/"
 * ("/blog/strana/2/"), and each category has its own list at "/blog/kategorija/<slug>/" (paginated the same way:
 * "/blog/kategorija/saveti/strana/2/"). Page 1 of a list is the list's own address; there is no ".../strana/1/".
 * Two segments or more below /blog/, so they never meet an article's "/blog/<slug>/". Another language has its own
 * words and blog (lib/locales.ts: "/en/blog/category/tips/page/2/").
 */
export interface BlogListWords {
  page: string;
  category: string;
}
export const BLOG_LIST_WORDS = { page: 'strana', category: 'kategorija' } as const satisfies BlogListWords;

/** A category's list: blogCategoryPath("saveti") → "/blog/kategorija/saveti/"; in another language's blog with its words. */
export function blogCategoryPath(categorySlug: string, blogPath: string = BLOG_PATH, words: BlogListWords = BLOG_LIST_WORDS): string {
  if (!SLUG.test(categorySlug)) throw new Error(`blogCategoryPath expects a category slug (one path segment), got "${categorySlug}"`);
  return `${blogPath}${words.category}/${categorySlug}/`;
}

/** Page `page` of a list at `listPath` (a list's page 1 is `listPath` itself): ("/blog/", 2) → "/blog/strana/2/". */
export function blogListPagePath(listPath: string, page: number, words: BlogListWords = BLOG_LIST_WORDS): string {
  if (!Number.isInteger(page) || page < 1) throw new Error(`blogListPagePath expects a page number from 1, got ${page}`);
  if (!listPath.includes(BLOG_PATH) || !listPath.endsWith('/')) throw new Error(`blogListPagePath expects a blog's list (…${BLOG_PATH}…/), got "${listPath}"`);
  return page === 1 ? listPath : `${listPath}${words.page}/${page}/`;
}

/** The segments of a path below a blog (/blog/ unless named), as a catch-all route's params: "/blog/strana/2/" → ["strana", "2"]. */
export function blogSegments(path: string, blogPath: string = BLOG_PATH): string[] {
  if (!path.startsWith(blogPath) || path === blogPath || !path.endsWith('/')) throw new Error(`blogSegments expects a path below ${blogPath}, got "${path}"`);
  return path.slice(blogPath.length, -1).split('/');
}

/** The inverse of blogSegments: ["strana", "2"] → "/blog/strana/2/". */
export function blogPathOf(segments: readonly string[], blogPath: string = BLOG_PATH): string {
  return `${blogPath}${segments.map((segment) => `${segment}/`).join('')}`;
}

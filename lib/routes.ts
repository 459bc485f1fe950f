/**
 * The site's pages and where they live (spec §2): one registry that links, canonical URLs, breadcrumbs, the
 * sitemap, the share images and the feed all read, so a path is written once. Every path is in the one form
 * the site serves, with the trailing slash (next.config.mjs `trailingSlash: true`): the spec's "/cenovnik" is
 * "/cenovnik/" here. lib/site-url.ts (`absoluteUrl`, `withTrailingSlash`) leaves that form as it is.
 * Pure: no content, so the enhancement script and the tests may import it too.
 */

/** The blog's address, on its own so the enhancement script takes it without the whole registry (lib/blog-redirect.ts). */
export const BLOG_PATH = '/blog/';

export const routes = {
  home: '/',
  priceList: '/cenovnik/',
  gallery: '/galerija/',
  faq: '/faq/',
  /** Risks, who should not have a treatment, and the patient's rights (issue 40, item 6). */
  risks: '/rizici-i-prava/',
  /** The sources of the clinical figures (issue 40, item 1). */
  sources: '/izvori/',
  blog: BLOG_PATH,
} as const satisfies Record<string, `/${string}`>;

/** A page of the registry: its key in content/data/pages.json too ("priceList"). */
export type RouteName = keyof typeof routes;
export type RoutePath = (typeof routes)[RouteName];
/** An article's page: "/blog/<slug>/". */
export type ArticlePath = `${typeof routes.blog}${string}/`;

/**
 * The registry's pages in its order (home first). Marked pure so the enhancement script's bundle, which needs only the
 * blog's address, leaves the registry out (esbuild keeps a call it cannot tell is pure): it stays within its 3 KB.
 */
export const routeNames = /* @__PURE__ */ Object.keys(routes) as RouteName[];

/** One path segment: no slash, query, fragment or space, and not empty. */
const SLUG = /^[^/?#\s]+$/;

/** An article's page (spec §2 "/blog/:slug"), in the served form: articlePath("x") → "/blog/x/". */
export function articlePath(slug: string): ArticlePath {
  if (!SLUG.test(slug)) throw new Error(`articlePath expects an article slug (one path segment), got "${slug}"`);
  return `${routes.blog}${slug}/`;
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
export function blogCategoryPath(categorySlug: string, blogPath: string = routes.blog, words: BlogListWords = BLOG_LIST_WORDS): string {
  if (!SLUG.test(categorySlug)) throw new Error(`blogCategoryPath expects a category slug (one path segment), got "${categorySlug}"`);
  return `${blogPath}${words.category}/${categorySlug}/`;
}

/** Page `page` of a list at `listPath` (a list's page 1 is `listPath` itself): ("/blog/", 2) → "/blog/strana/2/". */
export function blogListPagePath(listPath: string, page: number, words: BlogListWords = BLOG_LIST_WORDS): string {
  if (!Number.isInteger(page) || page < 1) throw new Error(`blogListPagePath expects a page number from 1, got ${page}`);
  if (!listPath.includes(routes.blog) || !listPath.endsWith('/'))
    throw new Error(`blogListPagePath expects a blog's list (…${routes.blog}…/), got "${listPath}"`);
  return page === 1 ? listPath : `${listPath}${words.page}/${page}/`;
}

/** The segments of a path below a blog (/blog/ unless named), as a catch-all route's params: "/blog/strana/2/" → ["strana", "2"]. */
export function blogSegments(path: string, blogPath: string = routes.blog): string[] {
  if (!path.startsWith(blogPath) || path === blogPath || !path.endsWith('/')) throw new Error(`blogSegments expects a path below ${blogPath}, got "${path}"`);
  return path.slice(blogPath.length, -1).split('/');
}

/** The inverse of blogSegments: ["strana", "2"] → "/blog/strana/2/". */
export function blogPathOf(segments: readonly string[], blogPath: string = routes.blog): string {
  return `${blogPath}${segments.map((segment) => `${segment}/`).join('')}`;
}

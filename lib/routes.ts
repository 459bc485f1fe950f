/**
 * The site's pages and where they live (spec §2): one registry that links, canonical URLs, breadcrumbs, the
 * sitemap, the share images and the feed all read, so a path is written once. Every path is in the one form
 * the site serves, with the trailing slash (next.config.mjs `trailingSlash: true`): the spec's "/cenovnik" is
 * "/cenovnik/" here. lib/site-url.ts (`absoluteUrl`, `withTrailingSlash`) leaves that form as it is.
 * Pure: no content, so the enhancement script and the tests may import it too.
 */

export const routes = {
  home: '/',
  priceList: '/cenovnik/',
  gallery: '/galerija/',
  faq: '/faq/',
  blog: '/blog/',
} as const satisfies Record<string, `/${string}`>;

/** A page of the registry: its key in content/data/pages.json too ("priceList"). */
export type RouteName = keyof typeof routes;
export type RoutePath = (typeof routes)[RouteName];
/** An article's page: "/blog/<slug>/". */
export type ArticlePath = `${typeof routes.blog}${string}/`;

/** The registry's pages in its order (home first). */
export const routeNames = Object.keys(routes) as RouteName[];

/** One path segment: no slash, query, fragment or space, and not empty. */
const SLUG = /^[^/?#\s]+$/;

/** An article's page (spec §2 "/blog/:slug"), in the served form: articlePath("x") → "/blog/x/". */
export function articlePath(slug: string): ArticlePath {
  if (!SLUG.test(slug)) throw new Error(`articlePath expects an article slug (one path segment), got "${slug}"`);
  return `${routes.blog}${slug}/`;
}

/**
 * The site's pages (spec §2 and those added since): ONE entry per page, in every language (issue 43 item 1). Its
 * addresses, its last change for the sitemap, its share image's artwork and where its words are. Everything that
 * lists the pages reads this: links (content/routes.ts), the navigation's hrefs, the sitemap, hreflang and the
 * language switch, the share images, the byte budgets (each page has its Serbian twin's, bench/check-budgets.mjs),
 * the page list of content/data/pages.json (content/pages.ts) and the tests. A new page: its page files
 * (app/(sr)/<path>/page.tsx, app/(en)/en/<path>/page.tsx) and an entry here (docs/pages-and-features.md "A new page").
 *
 * Every path is in the one form the site serves, with the trailing slash (next.config.mjs `trailingSlash: true`).
 * Pure data, no page language: the build scripts and the e2e specs import it too.
 */
import { LOCALES, localeCodes, localeOfPath, localizedBlogPaths, type Locale } from '@/lib/locales';
import type { PageCopy } from '@/lib/schemas/pages';

/** The page's words are the clinic's: content/data/pages.json and its words file in each other language, edited in /admin/. */
export const EDITOR_WORDS = 'editor';

export interface RouteEntry {
  /** Its address in each language (TypeScript names a language without one). */
  readonly paths: Readonly<Record<Locale, `/${string}`>>;
  /** The ISO date its content last changed: the sitemap's lastmod. Update it when you change the page's content. */
  readonly updated: string;
  /** It lists the articles: the sitemap takes the newest article's date when that is newer. */
  readonly listsArticles?: boolean;
  /** Its share image's artwork (content/image-manifest.json) and where the subject is, so it lands right of the text. */
  readonly share: { readonly artwork: string; readonly focusX?: number };
  /**
   * Its title, description, heading and lead in each language: here, or EDITOR_WORDS (the clinic's, in
   * content/data/pages.json, its words files and the editor's form "Naslovi i opisi stranica").
   */
  readonly words: typeof EDITOR_WORDS | Readonly<Record<Locale, PageCopy>>;
}

export const routeRegistry = {
  home: { paths: { sr: '/', en: '/en/' }, updated: '2025-01-15', listsArticles: true, share: { artwork: 'hero/osmeh', focusX: 0.72 }, words: EDITOR_WORDS },
  priceList: { paths: { sr: '/cenovnik/', en: '/en/prices/' }, updated: '2025-01-15', share: { artwork: 'ordinacija/3' }, words: EDITOR_WORDS },
  gallery: { paths: { sr: '/galerija/', en: '/en/gallery/' }, updated: '2025-01-15', share: { artwork: 'pre-posle/2-posle' }, words: EDITOR_WORDS },
  faq: { paths: { sr: '/faq/', en: '/en/faq/' }, updated: '2025-01-15', share: { artwork: 'ordinacija/1' }, words: EDITOR_WORDS },
  /** Risks, who should not have a treatment, and the patient's rights (issue 40, item 6). */
  risks: { paths: { sr: '/rizici-i-prava/', en: '/en/risks-and-rights/' }, updated: '2026-11-28', share: { artwork: 'ordinacija/2' }, words: EDITOR_WORDS },
  /** The sources of the clinical figures (issue 40, item 1). */
  sources: { paths: { sr: '/izvori/', en: '/en/sources/' }, updated: '2026-11-28', share: { artwork: 'ordinacija/4' }, words: EDITOR_WORDS },
  blog: { paths: localizedBlogPaths, updated: '2025-01-15', listsArticles: true, share: { artwork: 'ordinacija/2' }, words: EDITOR_WORDS },
} as const satisfies Record<string, RouteEntry>;

/** A page of the registry; an EDITOR_WORDS page's key in content/data/pages.json too ("priceList"). */
export type RouteName = keyof typeof routeRegistry;

/** The registry's pages in its order (home first). */
export const routeNames = Object.keys(routeRegistry) as RouteName[];

/** The pages whose words are the clinic's (content/data/pages.json), in the registry's order. */
export const editorWordedRoutes = routeNames.filter((name) => routeRegistry[name].words === EDITOR_WORDS);

/** A language's addresses of the registry's pages. */
function routesIn(locale: Locale): Readonly<Record<RouteName, `/${string}`>> {
  const paths = {} as Record<RouteName, `/${string}`>;
  for (const name of routeNames) paths[name] = routeRegistry[name].paths[locale];
  return paths;
}

/** Each language's addresses of the registry's pages: "/cenovnik/" in Serbian, "/en/prices/" in English. */
export const localizedRoutes = {} as Record<Locale, Readonly<Record<RouteName, `/${string}`>>>;
for (const locale of localeCodes) localizedRoutes[locale] = routesIn(locale);

/** The Serbian addresses (the spec's), by name: routes.priceList → "/cenovnik/". Links on a page read content/routes.ts. */
export const routes = localizedRoutes.sr;

/** The file name of a page's share image (without ".jpg"): its Serbian address's words, "home" for the home page. */
export const shareImageName = (name: RouteName): string => routes[name].slice(1, -1) || 'home';

/** The registry page a path is, in any language ("/en/prices/" → priceList), or undefined. */
export function routeNameOf(path: string): RouteName | undefined {
  return routeNames.find((name) => localeCodes.some((locale) => routeRegistry[name].paths[locale] === path));
}

/**
 * The Serbian page whose template a page shares (the critical CSS, the byte budgets, the tests by template): a
 * registry page's Serbian address, any other page with its language's prefix removed ("/en/blog/x/" → "/blog/x/").
 */
export function templatePathOf(path: string): string {
  const route = routeNameOf(path);
  if (route) return routes[route];
  const { prefix } = LOCALES[localeOfPath(path)];
  return prefix ? path.slice(prefix.length) : path;
}

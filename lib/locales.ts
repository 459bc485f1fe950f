/**
 * The site's languages (issue 27): Serbian at the root, English under /en/. One list, LOCALES: each language's
 * codes, prefix, blog and 404 page are its entry's (its blog list words beside it); its pages' addresses are the route registry's
 * (content/route-registry.ts). Pure, so the enhancement script, the build scripts and the tests may import it.
 */
import { BLOG_LIST_WORDS, BLOG_PATH, articlePath, type BlogListWords } from '@/lib/routes';

/** A language of the site. */
export interface Language {
  /** `<html lang>` and JSON-LD `inLanguage`. */
  readonly htmlLang: string;
  /** hreflang: the language alone, as search engines read it. */
  readonly hreflang: string;
  readonly ogLocale: string;
  /** Where its pages live: "" is the root, else "/<code>". */
  readonly prefix: '' | `/${string}`;
  /** Its own name, as the language switch shows it to a reader of that language. */
  readonly name: string;
  /** The switch's short label. */
  readonly short: string;
  /**
   * Its blog: what the enhancement script needs of the addresses (lib/blog-redirect.ts), apart from the route
   * registry (content/route-registry.ts), so its bundle does not grow with every page.
   */
  readonly blog: `/${string}/`;
  /**
   * Its page for an unknown address below its prefix, where the hosts serve it (Netlify's rule, `npm start`); the
   * default language's is the hosts' own 404.html, served for every other unknown address.
   */
  readonly notFound?: `/${string}/`;
}

export const LOCALES = {
  sr: {
    /** Serbian in Latin script. */
    htmlLang: 'sr-Latn',
    hreflang: 'sr',
    ogLocale: 'sr_RS',
    prefix: '',
    name: 'Srpski',
    short: 'SR',
    blog: BLOG_PATH,
  },
  en: {
    htmlLang: 'en-GB',
    hreflang: 'en',
    ogLocale: 'en_GB',
    prefix: '/en',
    name: 'English',
    short: 'EN',
    blog: '/en/blog/',
    notFound: '/en/404/',
  },
} as const satisfies Record<string, Language>;

export type Locale = keyof typeof LOCALES;

/** The language of the root, and of `x-default` (a visitor whose language the site does not have). */
export const DEFAULT_LOCALE: Locale = 'sr';

/** Every language, the default first. */
export const localeCodes = Object.keys(LOCALES) as Locale[];

/** A value of each language's entry, by language. */
const byLocale = <T>(read: (language: Language) => T): Record<Locale, T> => {
  const values = {} as Record<Locale, T>;
  for (const locale of localeCodes) values[locale] = read(LOCALES[locale]);
  return values;
};

/** Each language's blog ("/blog/", "/en/blog/"). */
export const localizedBlogPaths: Readonly<Record<Locale, `/${string}/`>> = byLocale((language) => language.blog);

/**
 * Each language's words in the addresses of the blog's further list pages ("/en/blog/category/tips/page/2/"): beside
 * LOCALES, so the enhancement script, which reads LOCALES, leaves them out (it stays within its 3 KB).
 */
export const localizedBlogListWords: Readonly<Record<Locale, BlogListWords>> = { sr: BLOG_LIST_WORDS, en: { page: 'page', category: 'category' } };

/** An article's address in a language: "/blog/<slug>/" in Serbian, "/en/blog/<slug>/" in English. */
export function articlePathIn(locale: Locale, slug: string): string {
  const serbian = articlePath(slug);
  return `${localizedBlogPaths[locale]}${serbian.slice(BLOG_PATH.length)}`;
}

/** Each language's page for an unknown address below its prefix (LOCALES › notFound), or undefined: the hosts' own. */
export const NOT_FOUND_PAGES: Readonly<Record<Locale, `/${string}/` | undefined>> = byLocale((language) => language.notFound);

/** The language a served path belongs to: the one whose prefix it starts with ("/en/faq/" → en), else the default. */
export function localeOfPath(path: string): Locale {
  for (const code of localeCodes) {
    const { prefix } = LOCALES[code];
    if (prefix && (path === `${prefix}/` || path.startsWith(`${prefix}/`))) return code;
  }
  return DEFAULT_LOCALE;
}

/** An alternate of a page: its language and its address there. */
export interface Alternate {
  locale: Locale;
  path: string;
}

/**
 * A page's versions, one per language that has it, in the list's order. `pathIn` gives a page's address in a
 * language, or undefined where that language lacks it (an article not yet translated): only the versions that exist
 * are linked, so every hreflang pair points at a page that is built, and each page lists itself.
 */
export function alternatesOf(pathIn: (locale: Locale) => string | undefined): Alternate[] {
  return localeCodes.flatMap((locale) => {
    const path = pathIn(locale);
    return path === undefined ? [] : [{ locale, path }];
  });
}

/**
 * The `<link rel="alternate" hreflang>` map of a page with these versions: each language's code, and `x-default`
 * for the default language's version. Empty when the page exists in one language only (an alternate needs two).
 */
export function hreflangMap(alternates: readonly Alternate[]): Record<string, string> {
  if (alternates.length < 2) return {};
  const map: Record<string, string> = {};
  for (const { locale, path } of alternates) map[LOCALES[locale].hreflang] = path;
  const fallback = alternates.find((alternate) => alternate.locale === DEFAULT_LOCALE);
  if (fallback) map['x-default'] = fallback.path;
  return map;
}

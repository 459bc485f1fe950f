/**
 * The language switch in the header and the phone menu (issue 27): for the page on show, the same page in each
 * other language. No redirect by the browser's language and no cookie: the visitor chooses, and the link says where
 * it leads (hreflang, the language's own name).
 */
import { articleAlternates, articlesIn } from '@/content/articles';
import { blogListAlternates, findBlogListIn } from '@/content/blog-lists';
import { pageLanguage } from '@/content/page-language';
import { localizedRoutes, routeNameOf } from '@/content/route-registry';
import { LOCALES, articlePathIn, localeCodes, type Locale } from '@/lib/locales';

export interface LanguageLink {
  locale: Locale;
  href: string;
  /** The language's own name ("English", "Srpski") and its short label ("EN", "SR"). */
  name: string;
  short: string;
  htmlLang: string;
  hreflang: string;
}

/**
 * A page's address in another language: a registry page's twin, an article's translation, a blog list's own (the
 * same category and page), and where there is none (an article not yet translated, a category or a further page the
 * other blog lacks, the 404 page) that language's nearest page: its blog for what is in the blog, else its home page.
 */
export function twinIn(locale: Locale, currentPath: string | null, from: Locale): string {
  const routes = localizedRoutes[locale];
  if (currentPath === null) return routes.home;
  const route = routeNameOf(currentPath);
  if (route) return routes[route];
  const article = articlesIn[from].find((candidate) => articlePathIn(from, candidate.slug) === currentPath);
  const twin = article && articleAlternates(article.id).find((alternate) => alternate.locale === locale);
  if (twin) return twin.path;
  const list = findBlogListIn(from, currentPath);
  const listTwin = list && blogListAlternates(list).find((alternate) => alternate.locale === locale);
  if (listTwin) return listTwin.path;
  return currentPath.startsWith(localizedRoutes[from].blog) ? routes.blog : routes.home;
}

/** The switch's links on the page at `currentPath` (null: the 404 page), in the page's language: every other language. */
export function languageLinks(currentPath: string | null): LanguageLink[] {
  const from = pageLanguage('content/language-switch.ts › languageLinks');
  return localeCodes
    .filter((locale) => locale !== from)
    .map((locale) => {
      const { name, short, htmlLang, hreflang } = LOCALES[locale];
      return { locale, href: twinIn(locale, currentPath, from), name, short, htmlLang, hreflang };
    });
}

/**
 * The share images (og:image, twitter:image) of every page: each article's draws its title and
 * category over its own artwork; each other route's draws its heading and the first sentence of
 * its lead (content/pages.ts) over the artwork of its entry in content/route-registry.ts. Rendered by
 * app/og/[image]/route.tsx.
 * Server-only: the article list reads the Markdown files.
 */
import { articleCategoryNameIn, articlesIn } from '@/content/articles';
import { findBlogListIn } from '@/content/blog-lists';
import { imageManifest } from '@/content/images';
import { byLanguage, followPageLanguage } from '@/content/page-language';
import { pagesIn } from '@/content/pages';
import { siteIn } from '@/content/site';
import { wordsFileOf } from '@/content/translations';
import { EDITOR_WORDS, localizedRoutes, routeNames, routeRegistry, shareImageName, type RouteEntry, type RouteName } from '@/content/route-registry';
import { DEFAULT_LOCALE, articlePathIn, localeCodes, localeOfPath, type Locale } from '@/lib/locales';
import type { ArticleCategory } from '@/lib/schemas/article';
import { buildShareImages, findShareImage, type RouteShareInput, type ShareImage, type ShareLanguage } from '@/lib/share-images';

/** Where a page's lead is written in a language: the clinic's pages file or its words file, or the registry's entry. */
const leadAt = (route: RouteName, locale: Locale): { file: string; path: string[] } =>
  routeRegistry[route].words !== EDITOR_WORDS
    ? { file: 'content/route-registry.ts', path: [route, 'words', locale, 'lead'] }
    : { file: locale === DEFAULT_LOCALE ? 'content/data/pages.json' : wordsFileOf('pages.json'), path: [route, 'lead'] };

/**
 * Each registry page's image input in a language: its heading and lead in that language, at its address there, over
 * the artwork of its entry (content/route-registry.ts), in a file named by its Serbian address. The 404 page keeps the
 * generic /images/og/default.jpg.
 */
const routeInputsIn = (locale: Locale): RouteShareInput[] =>
  routeNames.map((route) => {
    const entry: RouteEntry = routeRegistry[route];
    const { artwork, focusX } = entry.share;
    const name = shareImageName(route);
    const copy = pagesIn[locale][route];
    return {
      path: localizedRoutes[locale][route],
      name,
      heading: copy.heading,
      lead: copy.lead,
      artwork,
      focusX,
      source: `content/route-registry.ts › ${route}`,
      leadAt: leadAt(route, locale),
    };
  });

/** The English images (issue 27): "en-" before each file name, the articles at their English addresses. */
const ENGLISH_SHARE: ShareLanguage = {
  filePrefix: 'en-',
  articlePath: (slug) => articlePathIn('en', slug),
  articleLabel: (category) => articleCategoryNameIn('en', category as ArticleCategory),
  articleAlt: ({ title }, brand) => `“${title}” – the ${brand} blog`,
};

/** Each language's share images; the English built on first use. */
export const shareImagesIn = byLanguage<readonly ShareImage[]>(
  buildShareImages({ routes: routeInputsIn('sr'), articles: articlesIn.sr, brand: siteIn.sr.brand, manifest: imageManifest }),
  {
    en: () =>
      buildShareImages({ routes: routeInputsIn('en'), articles: articlesIn.en, brand: siteIn.en.brand, manifest: imageManifest, language: ENGLISH_SHARE }),
  },
);

/** The share images of the page's language (content/page-language.ts). */
export const shareImages: readonly ShareImage[] = followPageLanguage('content/share-images.ts › shareImages', shareImagesIn);

/** Every share image of the site, every language's: what app/og/[image]/route.tsx draws. */
export const allShareImages = (): readonly ShareImage[] => localeCodes.flatMap((locale) => shareImagesIn[locale]);

/** A page's share image; the blog's further list pages ("/blog/strana/2/", a category's) share the blog's. */
export function shareImageForPath(path: string): ShareImage {
  const locale = localeOfPath(path);
  return findShareImage(shareImagesIn[locale], findBlogListIn(locale, path) ? localizedRoutes[locale].blog : path);
}

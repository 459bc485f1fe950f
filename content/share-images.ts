/**
 * The share images (og:image, twitter:image) of every page: each article's draws its title and
 * category over its own artwork; each other route's draws its heading and the first sentence of
 * its lead (content/pages.ts) over the artwork chosen here. Rendered by app/og/[image]/route.tsx.
 * Server-only: the article list reads the Markdown files.
 */
import { articleCategoryNameIn, articlesIn } from '@/content/articles';
import { findBlogListIn } from '@/content/blog-lists';
import { imageManifest } from '@/content/images';
import { byLanguage, followPageLanguage } from '@/content/page-language';
import { pagesIn } from '@/content/pages';
import { siteIn } from '@/content/site';
import { wordsFileOf } from '@/content/translations';
import { articlePathIn, localeCodes, localeOfPath, localizedRoutes, type Locale } from '@/lib/locales';
import { routeNames, type RouteName } from '@/lib/routes';
import type { ArticleCategory } from '@/lib/schemas/article';
import { buildShareImages, findShareImage, type RouteShareInput, type ShareImage, type ShareLanguage } from '@/lib/share-images';

/**
 * Each page's image, keyed by lib/routes.ts (so a new page cannot be left without one): the file name without
 * ".jpg", the artwork and where its subject is. The 404 page keeps the generic /images/og/default.jpg.
 */
const routeImages: Record<RouteName, { name: string; artwork: string; focusX?: number }> = {
  home: { name: 'home', artwork: 'hero/osmeh', focusX: 0.72 },
  priceList: { name: 'cenovnik', artwork: 'ordinacija/3' },
  gallery: { name: 'galerija', artwork: 'pre-posle/2-posle' },
  faq: { name: 'faq', artwork: 'ordinacija/1' },
  risks: { name: 'rizici-i-prava', artwork: 'ordinacija/2' },
  sources: { name: 'izvori', artwork: 'ordinacija/4' },
  blog: { name: 'blog', artwork: 'ordinacija/2' },
};

/** Each route's image input in a language: its heading and lead in that language, at its address there. */
const routeInputsIn = (locale: Locale): RouteShareInput[] =>
  routeNames.map((route) => {
    const { name, artwork, focusX } = routeImages[route];
    const copy = pagesIn[locale][route];
    return {
      path: localizedRoutes[locale][route],
      name,
      heading: copy.heading,
      lead: copy.lead,
      artwork,
      focusX,
      source: `content/share-images.ts › ${name}`,
      leadAt: { file: locale === 'sr' ? 'content/data/pages.json' : wordsFileOf('pages.json'), path: [route, 'lead'] },
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

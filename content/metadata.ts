/**
 * The metadata factory (lib/metadata.ts) bound to the clinic's identity, the feed and the share images, for the
 * pages, in each language (issue 27). A page's `metadata` is built when its module loads, outside any render, so
 * it names its language rather than following the page's. Server-only: the share images read the articles.
 */
import type { Metadata } from 'next';
import { feedIn } from '@/content/routes';
import { byLanguage } from '@/content/page-language';
import { pagesIn } from '@/content/pages';
import { shareImageForPath } from '@/content/share-images';
import { siteIn } from '@/content/site';
import { localizedRoutes, type RouteName } from '@/content/route-registry';
import { alternatesOf, type Alternate, type Locale } from '@/lib/locales';
import { INDEXED_PAGE_ROBOTS, createMetadata, type PageMetadataInput, type ShareImageRef } from '@/lib/metadata';

const metadataIn = byLanguage(createMetadata({ site: siteIn.sr, feed: feedIn.sr, shareImageFor: shareImageForPath }), {
  en: () =>
    createMetadata({ site: siteIn.en, feed: feedIn.en, shareImageFor: shareImageForPath, defaultShareAlt: 'cosmetic dentistry at Belgrade Waterfront' }),
});

/** A page's title, description, canonical, hreflang alternates, Open Graph and Twitter tags, with its own share image. */
export const pageMetadata = (input: PageMetadataInput, locale: Locale = 'sr'): Metadata => metadataIn[locale].pageMetadata(input);

/** og:image / twitter:image entries for an image of the caller's choosing (the 404 page's). */
export const shareImageTags = (image: ShareImageRef, locale: Locale = 'sr') => metadataIn[locale].shareImageTags(image);

/** The generic share image of the 404 page (public/images/og/default.jpg), its alt text in a language. */
export const defaultShareImageIn = (locale: Locale): ShareImageRef => metadataIn[locale].defaultShareImage;
export const DEFAULT_SHARE_IMAGE = defaultShareImageIn('sr');

/** A registry page's versions: one per language (every route exists in each). */
export const routeAlternates = (name: RouteName): Alternate[] => alternatesOf((locale) => localizedRoutes[locale][name]);

/**
 * A registry page's metadata in a language: its title, description and address there, its versions in every
 * language. The home page's title stands alone (no " | brand" after it).
 */
export function routePageMetadata(name: RouteName, locale: Locale): Metadata {
  const copy = pagesIn[locale][name];
  return pageMetadata(
    {
      title: copy.title,
      description: copy.description,
      path: localizedRoutes[locale][name],
      absoluteTitle: name === 'home',
      alternates: routeAlternates(name),
    },
    locale,
  );
}

/** A language's root layout metadata: the site's name and origin, the default title and description, indexing. */
export function layoutMetadata(locale: Locale): Metadata {
  const site = siteIn[locale];
  const home = pagesIn[locale].home;
  return {
    metadataBase: new URL(site.url),
    title: { default: `${home.title} | ${site.brand}`, template: `%s | ${site.brand}` },
    description: home.description,
    applicationName: site.brand,
    authors: [{ name: site.dentist.name }],
    formatDetection: { telephone: false, email: false, address: false },
    robots: INDEXED_PAGE_ROBOTS,
  };
}

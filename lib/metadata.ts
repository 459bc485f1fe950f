import type { Metadata } from 'next';
import { LOCALES, hreflangMap, type Alternate } from '@/lib/locales';
import type { SiteConfig } from '@/lib/schemas/site';
import { SHARE_IMAGE_TYPE } from '@/lib/share-images';
import { absoluteUrl } from '@/lib/site-url';

export interface ShareImageRef {
  /** Site path of the file, e.g. "/og/home.jpg". */
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** What every page's metadata reads; content/metadata.ts passes the real ones. */
export interface MetadataContext {
  site: Pick<SiteConfig, 'brand' | 'url' | 'locale'>;
  /** The articles' RSS feed, which every page points feed readers at. */
  feed: { path: string; title: string };
  /** The page's own share image (generated at build time); a page without one is an error. */
  shareImageFor: (path: string) => ShareImageRef;
  /** The words of the generic share image's alt text after the brand (" – estetska stomatologija u Beogradu na vodi"). */
  defaultShareAlt?: string;
}

export interface PageMetadataInput {
  title: string;
  description: string;
  /** Site path such as "/cenovnik/" (content/route-registry.ts); the canonical is its absolute, trailing-slash form. */
  path: string;
  /** The title as is, without the " | brand" template. */
  absoluteTitle?: boolean;
  keywords?: string[];
  article?: { publishedTime: string; modifiedTime: string; section: string; author: string };
  /**
   * The page's versions in every language it has, itself included (lib/locales.ts `alternatesOf`): reciprocal
   * hreflang links with x-default, and og:locale:alternate. None for a page in one language only.
   */
  alternates?: readonly Alternate[];
}

/**
 * The robots directives of every indexed page: Google Discover and image results show a large preview only with
 * `max-image-preview:large`, and the share images are made for it.
 */
export const INDEXED_PAGE_ROBOTS = { index: true, follow: true, 'max-image-preview': 'large' } as const satisfies Metadata['robots'];

/** One metadata factory for every route: title, description, canonical, Open Graph, Twitter. */
export function createMetadata({ site, feed, shareImageFor, defaultShareAlt = 'estetska stomatologija u Beogradu na vodi' }: MetadataContext) {
  /** og:image / twitter:image entries: absolute URL, size, alt and type, as the crawlers want them. */
  function shareImageTags(image: ShareImageRef) {
    return [{ url: site.url + image.path, width: image.width, height: image.height, alt: image.alt, type: SHARE_IMAGE_TYPE }];
  }

  function pageMetadata({ title, description, path, absoluteTitle = false, keywords, article, alternates = [] }: PageMetadataInput): Metadata {
    const url = absoluteUrl(site.url, path);
    const images = shareImageTags(shareImageFor(path));
    const languages = Object.fromEntries(Object.entries(hreflangMap(alternates)).map(([code, href]) => [code, absoluteUrl(site.url, href)]));
    const alternateLocale = alternates.map((alternate) => LOCALES[alternate.locale].ogLocale).filter((locale) => locale !== site.locale);
    return {
      title: absoluteTitle ? { absolute: title } : title,
      description,
      keywords,
      authors: article ? [{ name: article.author }] : undefined,
      alternates: {
        canonical: url,
        ...(Object.keys(languages).length > 0 ? { languages } : {}),
        types: { 'application/rss+xml': [{ url: absoluteUrl(site.url, feed.path), title: feed.title }] },
      },
      robots: INDEXED_PAGE_ROBOTS,
      openGraph: {
        title,
        description,
        url,
        siteName: site.brand,
        locale: site.locale,
        ...(alternateLocale.length > 0 ? { alternateLocale } : {}),
        images,
        ...(article
          ? {
              type: 'article',
              publishedTime: article.publishedTime,
              modifiedTime: article.modifiedTime,
              section: article.section,
              authors: [article.author],
            }
          : { type: 'website' }),
      },
      twitter: { card: 'summary_large_image', title, description, images },
    };
  }

  /** The generic share image of the 404 page, which has no generated one (it answers any unknown URL). */
  const defaultShareImage: ShareImageRef = {
    path: '/images/og/default.jpg',
    width: 1200,
    height: 630,
    alt: `${site.brand} – ${defaultShareAlt}`,
  };

  return { pageMetadata, shareImageTags, defaultShareImage };
}

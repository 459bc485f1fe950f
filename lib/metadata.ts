import type { Metadata } from 'next';
import { feed } from '@/content/routes';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/site-url';

export interface ShareImage {
  /** Site path of the file, e.g. "/images/og/default.jpg". */
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** The share image of pages that have none of their own. */
export const DEFAULT_SHARE_IMAGE: ShareImage = {
  path: '/images/og/default.jpg',
  width: 1200,
  height: 630,
  alt: `${site.brand} – estetska stomatologija na Beogradu na vodi`,
};

interface PageMetadataInput {
  title: string;
  description: string;
  /** Site path such as "/cenovnik"; the canonical is its absolute, trailing-slash form. */
  path: string;
  image?: ShareImage;
  /** The title as is, without the " | brand" template. */
  absoluteTitle?: boolean;
  keywords?: string[];
  article?: { publishedTime: string; modifiedTime: string; section: string; author: string };
}

/** One metadata factory for every route: title, description, canonical, Open Graph, Twitter. */
export function pageMetadata({ title, description, path, image = DEFAULT_SHARE_IMAGE, absoluteTitle = false, keywords, article }: PageMetadataInput): Metadata {
  const url = absoluteUrl(site.url, path);
  const images = [{ url: site.url + image.path, width: image.width, height: image.height, alt: image.alt }];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    keywords,
    authors: article ? [{ name: article.author }] : undefined,
    // Every page points feed readers at the articles' RSS feed.
    alternates: { canonical: url, types: { 'application/rss+xml': [{ url: absoluteUrl(site.url, feed.path), title: feed.title }] } },
    robots: { index: true, follow: true },
    openGraph: {
      title,
      description,
      url,
      siteName: site.brand,
      locale: site.locale,
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

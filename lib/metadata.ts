import type { Metadata } from 'next';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/site-url';

interface PageMetadataInput {
  title: string;
  description: string;
  /** Site path such as "/cenovnik"; the canonical is its absolute, trailing-slash form. */
  path: string;
}

/** One metadata factory for every route: title, description, canonical, Open Graph, Twitter. */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  const url = absoluteUrl(site.url, path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title,
      description,
      url,
      siteName: site.brand,
      locale: site.locale,
      type: 'website',
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}

import type { Metadata, Viewport } from 'next';
import { NotFoundPage } from '@/components/not-found-page';
import { SiteDocument } from '@/components/site-document';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { DEFAULT_SHARE_IMAGE, shareImageTags } from '@/content/metadata';
import { inLanguage } from '@/content/page-language';

import { viewport as pagesViewport } from './(sr)/layout';
import './globals.css';

/*
 * The page for every unknown URL (out/404.html, which the hosts serve with a 404). With a root layout per language
 * (app/(sr)/layout.tsx), Next renders it outside any layout (`experimental.globalNotFound`), so it brings the
 * document itself, in Serbian, and the whole title.
 */

// No canonical: the page answers every unknown URL. A shared broken link still gets the generic card. Read as the
// module loads, outside the page's render: in Serbian by name (content/page-language.ts).
export const viewport: Viewport = pagesViewport;
export const metadata: Metadata = inLanguage('sr', () => {
  const images = shareImageTags(DEFAULT_SHARE_IMAGE);
  return {
    metadataBase: new URL(site.url),
    title: `${pages.notFound.title} | ${site.brand}`,
    applicationName: site.brand,
    authors: [{ name: site.dentist.name }],
    formatDetection: { telephone: false, email: false, address: false },
    description: pages.notFound.description,
    robots: { index: false },
    openGraph: { title: pages.notFound.title, siteName: site.brand, locale: site.locale, type: 'website', images },
    twitter: { card: 'summary_large_image', title: pages.notFound.title, images },
  };
});

export default function NotFound() {
  return (
    <SiteDocument lang={site.language}>
      {/* An unknown /blog/<slug>/ goes on to /blog/ without a message (spec §2, §8); an unknown /en/… to the English 404. */}
      <NotFoundPage />
    </SiteDocument>
  );
}

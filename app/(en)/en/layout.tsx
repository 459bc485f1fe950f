import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/site-document';
import { setPageLanguage } from '@/content/page-language';
import { pagesIn } from '@/content/pages';
import { siteIn } from '@/content/site';
import { INDEXED_PAGE_ROBOTS } from '@/lib/metadata';
import '../../globals.css';

export { viewport } from '../../(sr)/layout';

const site = siteIn.en;
const pages = pagesIn.en;

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${pages.home.title} | ${site.brand}`, template: `%s | ${site.brand}` },
  description: pages.home.description,
  applicationName: site.brand,
  authors: [{ name: site.dentist.name }],
  formatDetection: { telephone: false, email: false, address: false },
  robots: INDEXED_PAGE_ROBOTS,
};

/**
 * The root layout of the English pages (issue 27): the route group "(en)" with every page under /en/. It sets the
 * page's language first, so the frame and every content module read during the render answer in English
 * (content/page-language.ts); each page sets it too, whichever of the two renders first.
 */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  setPageLanguage('en');
  return <SiteDocument lang={site.language}>{children}</SiteDocument>;
}

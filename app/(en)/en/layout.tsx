import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/site-document';
import { setPageLanguage } from '@/content/page-language';
import { layoutMetadata } from '@/content/metadata';
import { siteIn } from '@/content/site';
import '../../globals.css';

export { viewport } from '../../(sr)/layout';

export const metadata: Metadata = layoutMetadata('en');

/**
 * The root layout of the English pages (issue 27): the route group "(en)" with every page under /en/. It sets the
 * page's language first, so the frame and every content module read during the render answer in English
 * (content/page-language.ts); each page sets it too, whichever of the two renders first.
 */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  setPageLanguage('en');
  return <SiteDocument lang={siteIn.en.language}>{children}</SiteDocument>;
}

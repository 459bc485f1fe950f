import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/site-document';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { INDEXED_PAGE_ROBOTS } from '@/lib/metadata';
import '../globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${pages.home.title} | ${site.brand}`, template: `%s | ${site.brand}` },
  description: pages.home.description,
  applicationName: site.brand,
  authors: [{ name: site.dentist.name }],
  formatDetection: { telephone: false, email: false, address: false },
  robots: INDEXED_PAGE_ROBOTS,
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#faf8f5',
};

/**
 * The root layout of the Serbian pages (the route group "(sr)": not part of any URL). Each language has its own
 * root layout, so each page's <html lang> is its language's (issue 27); the document itself is one
 * (components/site-document.tsx).
 */
export default function SerbianLayout({ children }: { children: ReactNode }) {
  return <SiteDocument lang={site.language}>{children}</SiteDocument>;
}

import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/site-document';
import { layoutMetadata } from '@/content/metadata';
import { site } from '@/content/site';
import '../globals.css';

export const metadata: Metadata = layoutMetadata('sr');

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

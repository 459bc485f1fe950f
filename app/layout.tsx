import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { EnhanceScript } from '@/components/client-scripts';
import { PhoneNotice } from '@/components/phone-notice';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { INDEXED_PAGE_ROBOTS } from '@/lib/metadata';
import { FONT_FACES_CSS } from './font-faces';
import './globals.css';

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
 * The fonts every page's first screen paints with. Both Inter files: Serbian text needs the small "sr" one in
 * nearly every word, and Inter is `font-display: optional` (app/fonts.css), so both must come in its short window.
 */
const PRELOADED_FONTS = ['/fonts/inter-latin.woff2', '/fonts/inter-sr.woff2', '/fonts/playfair-display-latin.woff2'];

/**
 * The document around every page. The frame (navigation, footer) is rendered by each page through
 * <SiteFrame>, which knows the page's path; here only what is the same everywhere: the phone notice
 * and the enhancement script. Nothing here is a client component, so a page without islands ships
 * no framework JavaScript once scripts/strip-runtime.mjs has run (README "No JavaScript by default").
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  for (const href of PRELOADED_FONTS) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={site.language}>
      <head>
        <style dangerouslySetInnerHTML={{ __html: FONT_FACES_CSS }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        <PhoneNotice />
        <EnhanceScript />
      </body>
    </html>
  );
}

import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { PhoneNoticeProvider } from '@/components/phone-notice';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${pages.home.title} | ${site.brand}`, template: `%s | ${site.brand}` },
  description: pages.home.description,
  applicationName: site.brand,
  authors: [{ name: site.dentist.name }],
  formatDetection: { telephone: false, email: false, address: false },
  robots: { index: true, follow: true },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#faf8f5',
};

/** The text and heading fonts every page paints with; the small "sr" files follow when the text needs them. */
const PRELOADED_FONTS = ['/fonts/inter-latin.woff2', '/fonts/playfair-display-latin.woff2'];

export default function RootLayout({ children }: { children: ReactNode }) {
  for (const href of PRELOADED_FONTS) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={site.language}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#sadrzaj"
          className="sr-only z-50 rounded-full bg-ink px-5 py-3 text-warm-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Preskoči na sadržaj
        </a>
        <PhoneNoticeProvider phone={site.phone}>
          <SiteHeader />
          <main id="sadrzaj" tabIndex={-1} className="flex-1 pt-18 outline-none">
            {children}
          </main>
          <SiteFooter />
        </PhoneNoticeProvider>
      </body>
    </html>
  );
}

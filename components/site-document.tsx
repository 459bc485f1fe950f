import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { EnhanceScript } from '@/components/client-scripts';
import { PhoneNotice } from '@/components/phone-notice';
import { FONT_FACES_CSS } from '@/app/font-faces';

/**
 * The fonts every page's first screen paints with. Both Inter files: Serbian text needs the small "sr" one in
 * nearly every word, and Inter is `font-display: optional` (app/fonts.css), so both must come in its short window.
 */
const PRELOADED_FONTS = ['/fonts/inter-latin.woff2', '/fonts/inter-sr.woff2', '/fonts/playfair-display-latin.woff2'];

/**
 * The document around every page, in its language: the root layout of each language's route group
 * (app/(sr)/layout.tsx) and the 404 page (app/global-not-found.tsx) render it. The frame (navigation, footer) is
 * rendered by each page through <SiteFrame>, which knows the page's path; here only what is the same everywhere:
 * the font faces, the phone notice and the enhancement script. Nothing here is a client component, so a page
 * without islands ships no framework JavaScript once scripts/strip-runtime.mjs has run (README "No JavaScript by
 * default").
 */
export function SiteDocument({ lang, children }: { lang: string; children: ReactNode }) {
  for (const href of PRELOADED_FONTS) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={lang}>
      {/* The root layouts' own <head> (App Router), not next/head: this component is rendered only by them and the 404. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
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

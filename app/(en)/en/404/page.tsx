import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/not-found-page';
import { defaultShareImageIn, shareImageTags } from '@/content/metadata';
import { setPageLanguage } from '@/content/page-language';
import { pagesIn } from '@/content/pages';
import { siteIn } from '@/content/site';

const copy = pagesIn.en.notFound;
const images = shareImageTags(defaultShareImageIn('en'), 'en');

// Not indexed, no canonical: it answers every unknown address below /en/ (Netlify's rule and `npm start`; on S3 the
// Serbian 404 page sends the visitor here). A shared broken link still gets the generic card.
export const metadata: Metadata = {
  title: { absolute: `${copy.title} | ${siteIn.en.brand}` },
  description: copy.description,
  robots: { index: false },
  openGraph: { title: copy.title, siteName: siteIn.en.brand, locale: siteIn.en.locale, type: 'website', images },
  twitter: { card: 'summary_large_image', title: copy.title, images },
};

/** The English page for an unknown address (issue 27). */
export default function EnglishNotFound() {
  setPageLanguage('en');
  return <NotFoundPage />;
}

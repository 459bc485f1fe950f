import { PageIntro } from '@/components/page-intro';
import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { frameCopy } from '@/content/frame';
import { DEFAULT_SHARE_IMAGE, shareImageTags } from '@/content/metadata';
import { SiteFrame } from '@/components/site-frame';

// No canonical: the page answers every unknown URL. A shared broken link still gets the generic card.
const images = shareImageTags(DEFAULT_SHARE_IMAGE);
export const metadata: Metadata = {
  title: pages.notFound.title,
  description: pages.notFound.description,
  robots: { index: false },
  openGraph: { title: pages.notFound.title, siteName: site.brand, locale: site.locale, type: 'website', images },
  twitter: { card: 'summary_large_image', title: pages.notFound.title, images },
};

export default function NotFound() {
  return (
    // `notFound`: an unknown /blog/<slug>/ goes on to /blog/ without a message (spec §2, §8).
    <SiteFrame currentPath={null} notFound>
      <PageIntro heading={pages.notFound.heading} lead={pages.notFound.lead}>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {frameCopy.notFoundLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-flex min-h-12 items-center rounded-full border border-line bg-white px-6 font-medium text-ink hover:border-gold-start"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </PageIntro>
    </SiteFrame>
  );
}

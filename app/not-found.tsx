import Link from 'next/link';
import { PageIntro } from '@/components/page-intro';
import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { BLOG_FALLBACK_SCRIPT } from '@/lib/blog-redirect';
import { DEFAULT_SHARE_IMAGE, shareImageTags } from '@/lib/metadata';

// No canonical: the page answers every unknown URL. A shared broken link still gets the generic card.
const images = shareImageTags(DEFAULT_SHARE_IMAGE);
export const metadata: Metadata = {
  title: pages.notFound.title,
  description: pages.notFound.description,
  robots: { index: false },
  openGraph: { title: pages.notFound.title, siteName: site.brand, locale: site.locale, type: 'website', images },
  twitter: { card: 'summary_large_image', title: pages.notFound.title, images },
};

const helpfulLinks = [
  { label: 'Početna strana', href: '/' },
  { label: 'Cenovnik', href: '/cenovnik/' },
  { label: 'Blog', href: '/blog/' },
  { label: 'Kontakt', href: '/#kontakt' },
];

export default function NotFound() {
  return (
    <>
      {/* An unknown /blog/<slug>/ goes on to /blog/ without a message (spec §2, §8). */}
      <script dangerouslySetInnerHTML={{ __html: BLOG_FALLBACK_SCRIPT }} />
      <PageIntro heading={pages.notFound.heading} lead={pages.notFound.lead}>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {helpfulLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="inline-flex min-h-12 items-center rounded-full border border-line bg-white px-6 font-medium text-ink hover:border-gold-start"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </PageIntro>
    </>
  );
}

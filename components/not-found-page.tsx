import { PageIntro } from '@/components/page-intro';
import { SiteFrame } from '@/components/site-frame';
import { frameCopy } from '@/content/frame';
import { pages } from '@/content/pages';

/**
 * The page for an unknown address, in the page's language: the Serbian one is out/404.html (app/global-not-found.tsx),
 * the English one /en/404/ (issue 27). `notFound` marks it for the enhancement script, which sends an unknown
 * article on to its blog (spec §2, §8) and a visitor the host served the other language's page to on to their own.
 */
export function NotFoundPage() {
  return (
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

import { FaqItem } from '@/components/faq-item';
import { BreadcrumbJsonLd } from '@/components/breadcrumb-json-ld';
import { PageIntro } from '@/components/page-intro';
import { FaqPageJsonLd } from '@/components/structured-data';
import { faqCategories, faqs } from '@/content/faq';
import { CallSection } from '@/components/call-section';
import { callSections, pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';
import { slugify } from '@/lib/slug';
import { SiteFrame } from '@/components/site-frame';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata({ ...pages.faq, path: routes.faq });

/** Questions grouped under their categories in the spec's order; empty categories are left out (spec §2). */
export default function FaqPage() {
  const groups = faqCategories
    .map((category) => ({ category, items: faqs.filter((faq) => faq.category === category) }))
    .filter((group) => group.items.length > 0);
  return (
    <SiteFrame currentPath={routes.faq}>
      <BreadcrumbJsonLd trail={[{ name: pages.faq.heading, path: routes.faq }]} />
      <FaqPageJsonLd />
      <PageIntro heading={pages.faq.heading} lead={pages.faq.lead} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-14 sm:px-6 sm:py-20">
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`kategorija-${slugify(group.category)}`}>
            <h2 id={`kategorija-${slugify(group.category)}`} className="mb-5 text-2xl font-semibold text-ink sm:text-3xl">
              {group.category}
            </h2>
            <div className="space-y-3">
              {group.items.map((faq) => (
                <FaqItem key={faq.id} faq={faq} />
              ))}
            </div>
          </section>
        ))}
      </div>
      <CallSection {...callSections.faq} />
    </SiteFrame>
  );
}

import { FaqItem } from '@/components/faq-item';
import { BreadcrumbJsonLd } from '@/components/breadcrumb-json-ld';
import { PageIntro } from '@/components/page-intro';
import { FaqPageJsonLd } from '@/components/structured-data';
import { faqCategories, faqCategoryName, faqs } from '@/content/faq';
import { CallSection } from '@/components/call-section';
import { callSections, faqCopy, pages } from '@/content/pages';
import { CategoryChips } from '@/components/category-chips';
import { routePageMetadata } from '@/content/metadata';
import { slugify } from '@/lib/slug';
import { SiteFrame } from '@/components/site-frame';
import { routes } from '@/content/routes';
import { RisksLink } from '@/components/risks-link';

export const metadata = routePageMetadata('faq', 'sr');

/** A category's section on the page: "kategorija-izbor-stomatologa". */
const sectionId = (category: string) => `kategorija-${slugify(category)}`;

/** Questions grouped under their categories in the spec's order; empty categories are left out (spec §2). */
export default function FaqPage() {
  const groups = faqCategories
    .map((category) => ({ category, items: faqs.filter((faq) => faq.category === category) }))
    .filter((group) => group.items.length > 0);
  return (
    <SiteFrame currentPath={routes.faq}>
      <BreadcrumbJsonLd trail={[{ name: pages.faq.heading, path: routes.faq }]} />
      <FaqPageJsonLd />
      <PageIntro heading={pages.faq.heading} lead={pages.faq.lead}>
        {/* Links to the sections below (issue 25): they work without JavaScript, and the address names the section. */}
        <CategoryChips
          label={faqCopy.categoriesNavLabel}
          chips={groups.map((group) => ({ href: `#${sectionId(group.category)}`, label: faqCategoryName(group.category) }))}
          className="mt-6 sm:mt-8"
        />
        <RisksLink className="mt-4" />
      </PageIntro>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-14 sm:px-6 sm:py-20">
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={sectionId(group.category)}>
            <h2 id={sectionId(group.category)} className="mb-5 text-2xl font-semibold text-ink sm:text-3xl">
              {faqCategoryName(group.category)}
            </h2>
            <div className="space-y-3">
              {group.items.map((faq) => (
                <FaqItem key={faq.id} faq={faq} anchored />
              ))}
            </div>
          </section>
        ))}
      </div>
      <CallSection {...callSections.faq} />
    </SiteFrame>
  );
}

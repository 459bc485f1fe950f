import { ArrowLeft } from 'lucide-react';
import { BreadcrumbJsonLd } from '@/components/breadcrumb-json-ld';
import { PageIntro } from '@/components/page-intro';
import { PriceCategorySection } from '@/components/price-category';
import { PriceEstimate } from '@/components/price-estimate';
import { PrintHeader } from '@/components/print-header';
import { PriceListJsonLd } from '@/components/structured-data';
import { CallSection } from '@/components/call-section';
import { callSections, pages, priceListCopy } from '@/content/pages';
import { priceCategories, priceShortcuts } from '@/content/price-list';
import { visitingPatients } from '@/content/visiting-patients';
import { routePageMetadata } from '@/content/metadata';
import { SiteFrame } from '@/components/site-frame';
import { VisitingPatientsSection } from '@/components/visiting-patients';
import { RisksLink } from '@/components/risks-link';
import { routes } from '@/content/routes';

export const metadata = routePageMetadata('priceList', 'sr');

/**
 * The price list: a row of shortcuts to what patients look for (rows and categories, content/price-list.ts), a table per category (components/price-category.tsx; spec
 * §2, §9), then the answers for patients from abroad (issue 16, item 3). On paper (the print block at the end
 * of app/globals.css) it is a compact list of every service and price under a print-only header with the
 * practice's details (issue 16, item 4); the `price-*` classes are that stylesheet's hooks.
 */
export default function PriceListPage() {
  const copy = priceListCopy;
  return (
    <SiteFrame currentPath={routes.priceList}>
      <BreadcrumbJsonLd trail={[{ name: pages.priceList.heading, path: routes.priceList }]} />
      <PriceListJsonLd />
      <div className="price-list-page">
        <PrintHeader path={routes.priceList} />
        <PageIntro heading={pages.priceList.heading} lead={pages.priceList.lead} compact>
          <nav aria-label={copy.categoriesNavLabel} className="no-print mt-5 sm:mt-8">
            <ul className="mx-auto flex flex-wrap justify-center gap-1.5 sm:max-w-[44rem] sm:gap-2">
              {priceShortcuts.map((shortcut) => (
                <li key={shortcut.id}>
                  <a
                    href={`#${shortcut.id}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink transition-colors hover:border-gold-start hover:text-gold-text motion-reduce:transition-none"
                  >
                    {shortcut.label}
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-2 sm:mt-3">
              <a
                href={visitingPatients.jumpLink.href}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-gold-text underline underline-offset-4 hover:text-ink sm:text-base"
              >
                {visitingPatients.jumpLink.label}
              </a>
            </p>
          </nav>
        </PageIntro>
        <div className="price-list mx-auto max-w-[60rem] space-y-7 px-4 py-8 sm:px-6 sm:py-16 md:space-y-16">
          <PriceEstimate />
          {priceCategories.map((category) => (
            <PriceCategorySection key={category.id} category={category} />
          ))}
          <RisksLink className="no-print" />
          <VisitingPatientsSection />
        </div>
        <CallSection heading={callSections.priceList.heading} text={copy.closingNote}>
          <a href={routes.home} className="inline-flex min-h-12 items-center gap-2 rounded-full px-5 font-semibold text-ink underline-offset-4 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.backLabel}
          </a>
        </CallSection>
      </div>
    </SiteFrame>
  );
}

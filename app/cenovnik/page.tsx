import { ArrowLeft, CircleCheck } from 'lucide-react';
import { ContentIcon } from '@/components/icons';
import { BreadcrumbJsonLd } from '@/components/breadcrumb-json-ld';
import { PageIntro } from '@/components/page-intro';
import { PrintHeader } from '@/components/print-header';
import { PriceListJsonLd } from '@/components/structured-data';
import { CallSection } from '@/components/call-section';
import { callSections, pages, priceListCopy } from '@/content/pages';
import { priceCategories, type PriceCategory } from '@/content/price-list';
import { visitingPatients } from '@/content/visiting-patients';
import { formatPrice } from '@/lib/format';
import { pageMetadata } from '@/content/metadata';
import { SiteFrame } from '@/components/site-frame';
import { VisitingPatientsSection } from '@/components/visiting-patients';

export const metadata = pageMetadata({ ...pages.priceList, path: '/cenovnik' });

/** Each category's accent: the icon disc and the top rule of its cards. */
const ACCENTS: Record<PriceCategory['color'], string> = {
  gold: 'bg-gold-gradient text-ink',
  rose: 'bg-rose-100 text-rose-900',
  amber: 'bg-amber-100 text-amber-900',
  sky: 'bg-sky-100 text-sky-900',
  emerald: 'bg-emerald-100 text-emerald-900',
  violet: 'bg-violet-100 text-violet-900',
};

/**
 * The price list: categories with their price cards (spec §2, §9), then the answers for patients from abroad
 * (issue 16, item 3). On paper (the print block at the end of app/globals.css) it is a compact list of every
 * service and price under a print-only header with the practice's details (issue 16, item 4); the `price-*`
 * classes are that stylesheet's hooks.
 */
export default function PriceListPage() {
  const copy = priceListCopy;
  return (
    <SiteFrame currentPath="/cenovnik/">
      <BreadcrumbJsonLd trail={[{ name: pages.priceList.heading, path: '/cenovnik' }]} />
      <PriceListJsonLd />
      <div className="price-list-page">
        <PrintHeader path="/cenovnik/" />
        <PageIntro heading={pages.priceList.heading} lead={pages.priceList.lead}>
          <p className="no-print mt-6">
            <a href={visitingPatients.jumpLink.href} className="inline-flex min-h-11 items-center font-semibold text-gold-text underline underline-offset-4 hover:text-ink">
              {visitingPatients.jumpLink.label}
            </a>
          </p>
        </PageIntro>
        <div className="price-list mx-auto max-w-6xl space-y-16 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          {priceCategories.map((category) => (
            <section key={category.id} id={category.id} aria-labelledby={`${category.id}-naslov`} className="price-category">
              <div className="price-category-head mb-6 flex items-center gap-4">
                <span aria-hidden="true" className={`no-print inline-flex size-12 shrink-0 items-center justify-center rounded-full ${ACCENTS[category.color]}`}>
                  <ContentIcon name={category.icon} className="size-6" />
                </span>
                <div>
                  <h2 id={`${category.id}-naslov`} className="text-2xl font-semibold text-ink sm:text-3xl">
                    {category.title}
                  </h2>
                  {category.note && <p className="price-category-note mt-1 text-muted">{category.note}</p>}
                </div>
              </div>
              <ul className="price-items grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {category.services.map((service) => (
                  <li
                    key={service.name}
                    className={`price-item relative flex flex-col rounded-[1.25rem] border bg-white p-6 ${service.popular ? 'border-gold-start shadow-soft' : 'border-line'}`}
                  >
                    {service.popular && (
                      <span className="no-print bg-gold-gradient absolute -top-3 right-5 rounded-full px-3 py-1 text-xs font-bold tracking-[0.14em] text-ink">
                        {copy.popularBadge}
                      </span>
                    )}
                    <h3 className="price-name pr-6 font-sans text-lg font-semibold text-ink">{service.name}</h3>
                    <p className="price-description mt-2 flex-1 text-[0.95rem] leading-relaxed text-muted">{service.description}</p>
                    <div className="price-row mt-5 flex items-end justify-between gap-3">
                      <p className="price-amount font-serif text-2xl font-semibold text-ink tabular-nums">
                        {formatPrice(service.price)}
                        {service.unit && <span className="ml-1.5 font-sans text-sm font-normal text-muted">{service.unit}</span>}
                      </p>
                      <p className="no-print inline-flex items-center gap-1 text-sm font-medium text-success">
                        <CircleCheck aria-hidden="true" className="size-4" />
                        {copy.availableLabel}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <VisitingPatientsSection />
        </div>
        <CallSection id="poziv-naslov" heading={callSections.priceList.heading} text={copy.closingNote} action={callSections.priceList.action} note={callSections.hours}>
          <a href="/" className="inline-flex min-h-12 items-center gap-2 rounded-full px-5 font-semibold text-ink underline-offset-4 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.backLabel}
          </a>
        </CallSection>
      </div>
    </SiteFrame>
  );
}

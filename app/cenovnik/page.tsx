import { ArrowLeft, CircleCheck } from 'lucide-react';
import { ContentIcon } from '@/components/icons';
import { BreadcrumbJsonLd } from '@/components/breadcrumb-json-ld';
import { PageIntro } from '@/components/page-intro';
import { PriceListJsonLd } from '@/components/structured-data';
import { pages, priceListCopy } from '@/content/pages';
import { priceCategories, type PriceCategory } from '@/content/price-list';
import { formatPrice } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';
import { SiteFrame } from '@/components/site-frame';

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

/** The price list: categories with their price cards (spec §2, §9). */
export default function PriceListPage() {
  const copy = priceListCopy;
  return (
    <SiteFrame currentPath="/cenovnik/">
      <BreadcrumbJsonLd trail={[{ name: pages.priceList.heading, path: '/cenovnik' }]} />
      <PriceListJsonLd />
      <PageIntro heading={pages.priceList.heading} lead={pages.priceList.lead} />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {priceCategories.map((category) => (
          <section key={category.id} id={category.id} aria-labelledby={`${category.id}-naslov`}>
            <div className="mb-6 flex items-center gap-4">
              <span aria-hidden="true" className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${ACCENTS[category.color]}`}>
                <ContentIcon name={category.icon} className="size-6" />
              </span>
              <div>
                <h2 id={`${category.id}-naslov`} className="text-2xl font-semibold text-ink sm:text-3xl">
                  {category.title}
                </h2>
                {category.note && <p className="mt-1 text-muted">{category.note}</p>}
              </div>
            </div>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {category.services.map((service) => (
                <li
                  key={service.name}
                  className={`relative flex flex-col rounded-[1.25rem] border bg-white p-6 ${service.popular ? 'border-gold-start shadow-soft' : 'border-line'}`}
                >
                  {service.popular && (
                    <span className="bg-gold-gradient absolute -top-3 right-5 rounded-full px-3 py-1 text-xs font-bold tracking-[0.14em] text-ink">
                      {copy.popularBadge}
                    </span>
                  )}
                  <h3 className="pr-6 font-sans text-lg font-semibold text-ink">{service.name}</h3>
                  <p className="mt-2 flex-1 text-[0.95rem] leading-relaxed text-muted">{service.description}</p>
                  <div className="mt-5 flex items-end justify-between gap-3">
                    <p className="font-serif text-2xl font-semibold text-ink tabular-nums">
                      {formatPrice(service.price)}
                      {service.unit && <span className="ml-1.5 font-sans text-sm font-normal text-muted">{service.unit}</span>}
                    </p>
                    <p className="inline-flex items-center gap-1 text-sm font-medium text-success">
                      <CircleCheck aria-hidden="true" className="size-4" />
                      {copy.availableLabel}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="flex flex-col items-center gap-6 text-center">
          <p className="max-w-xl text-muted">{copy.closingNote}</p>
          <a href="/" className="inline-flex min-h-12 items-center gap-2 rounded-full border border-ink px-7 font-semibold text-ink hover:bg-ink hover:text-warm-white">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.backLabel}
          </a>
        </div>
      </div>
    </SiteFrame>
  );
}

import { ArrowRight } from 'lucide-react';
import { EstimateLink } from '@/components/estimate-link';
import { SectionHeading } from '@/components/section-heading';
import { serviceHref, services, type ServiceCard } from '@/content/home';
import { homeCopy } from '@/content/home-copy';
import { formatPriceFrom } from '@/content/formats';
import { itemsInRow } from '@/lib/grid-rows';

/**
 * The column spans of the compact cards, by how many share their row (lib/grid-rows.ts): three to a row
 * in the 6-column grid of `lg`, two in the 2-column grid of `md`; a short last row widens, so no cell is
 * left empty. Whole class names, for Tailwind to find them.
 */
const LG_SPAN: Record<number, string> = { 1: 'lg:col-span-6', 2: 'lg:col-span-3', 3: 'lg:col-span-2' };
const MD_SPAN: Record<number, string> = { 1: 'md:col-span-2', 2: '' };

/**
 * The 7 service cards (#usluge). The first two are featured: dark, large, two to a row from `md` on.
 * The others are compact cards, each wholly a link to its own category (or row) on the price list: the title and the price-from on one
 * line, then "Saznajte više"; on phones they are rows of one card, read like a price list, their
 * descriptions shown from `sm` on. From `lg`, two featured cards over a row of three and a row of two.
 */
export function ServicesSection() {
  const copy = homeCopy.services;
  const featured = services.filter((service) => service.featured);
  const others = services.filter((service) => !service.featured);
  const lgRows = itemsInRow(others.length, 3);
  const mdRows = itemsInRow(others.length, 2);
  return (
    <section
      id="usluge"
      aria-labelledby="usluge-naslov"
      className="bg-warm-white py-10 render-near [--render-estimate:74rem] sm:py-24 lg:[--render-estimate:74rem]"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="usluge-naslov" heading={copy.heading} lead={copy.lead} />
        <ul className="grid gap-3 sm:gap-5 md:grid-cols-2 lg:gap-6">
          {featured.map((service) => (
            <li key={service.title} className="flex flex-col rounded-[1.25rem] bg-charcoal px-6 pt-5 pb-3 text-warm-white shadow-soft sm:p-8">
              <span
                data-small="badge"
                className="bg-gold-gradient mb-3 self-start rounded-full px-3 py-1 text-xs font-bold tracking-[0.14em] text-ink uppercase"
              >
                {copy.featuredBadge}
              </span>
              <h3 className="text-2xl font-semibold text-warm-white sm:text-3xl">{service.title}</h3>
              <p className="mt-2 flex-1 text-base leading-relaxed text-stone-300 sm:mt-3 sm:text-base">{service.description}</p>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-x-6 gap-y-1 sm:mt-6">
                <p className="font-serif text-2xl font-semibold text-gold-end tabular-nums">{formatPriceFrom(service.priceFrom)}</p>
                <MoreLink service={service} className="min-h-11 text-warm-white" />
              </div>
            </li>
          ))}
        </ul>
        {/* Phones: one card of rows with hairlines between, like a price list. From `md`: a card each. */}
        <ul className="mt-3 divide-y divide-line overflow-hidden rounded-[1.25rem] border border-line bg-white sm:mt-5 md:grid md:grid-cols-2 md:gap-5 md:divide-y-0 md:overflow-visible md:rounded-none md:border-0 md:bg-transparent lg:mt-6 lg:grid-cols-6 lg:gap-6">
          {others.map((service, index) => (
            <li
              key={service.title}
              className={`relative flex flex-col px-5 py-3.5 transition-shadow hover:bg-warm-white md:rounded-[1.25rem] md:border md:border-line md:bg-white md:p-7 md:hover:bg-white md:hover:shadow-soft ${
                LG_SPAN[lgRows[index]!]
              } ${MD_SPAN[mdRows[index]!]}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                <h3 className="text-xl font-semibold text-ink sm:text-2xl">{service.title}</h3>
                <p className="shrink-0 font-serif text-xl font-semibold text-gold-text tabular-nums">{formatPriceFrom(service.priceFrom)}</p>
              </div>
              <p className="mt-2 hidden flex-1 leading-relaxed text-muted sm:block">{service.description}</p>
              {/* The link's box covers the card (after:), so the whole card is one large target. */}
              <MoreLink service={service} className="mt-0.5 min-h-11 text-sm text-gold-text after:absolute after:inset-0 sm:mt-4 sm:text-base sm:text-ink" />
            </li>
          ))}
        </ul>
        <p className="mt-5 text-center sm:mt-8">
          <EstimateLink colours="text-gold-text hover:text-ink" />
        </p>
      </div>
    </section>
  );
}

function MoreLink({ service, className }: { service: ServiceCard; className: string }) {
  return (
    <a href={serviceHref(service)} className={`inline-flex items-center gap-2 self-start font-semibold underline-offset-4 hover:underline ${className}`}>
      {homeCopy.services.moreLabel}
      <span className="sr-only">: {service.title}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}

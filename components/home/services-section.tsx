import { ArrowRight } from 'lucide-react';
import { SectionHeading } from '@/components/section-heading';
import { services } from '@/content/home';
import { homeCopy } from '@/content/home-copy';
import { formatPriceFrom } from '@/lib/format';

/** The 7 service cards (#usluge); the first two are featured. */
export function ServicesSection() {
  const copy = homeCopy.services;
  return (
    <section id="usluge" aria-labelledby="usluge-naslov" className="bg-warm-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="usluge-naslov" heading={copy.heading} lead={copy.lead} />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {services.map((service) => (
            <li
              key={service.title}
              className={`flex flex-col rounded-[1.25rem] p-7 ${
                service.featured ? 'bg-charcoal text-warm-white shadow-soft lg:col-span-3' : 'border border-line bg-white lg:col-span-2'
              }`}
            >
              {service.featured && (
                <span className="bg-gold-gradient mb-4 self-start rounded-full px-3 py-1 text-xs font-bold tracking-[0.14em] text-ink uppercase">
                  {copy.featuredBadge}
                </span>
              )}
              <h3 className={`text-2xl font-semibold ${service.featured ? 'text-warm-white' : 'text-ink'}`}>{service.title}</h3>
              <p className={`mt-3 flex-1 leading-relaxed ${service.featured ? 'text-stone-300' : 'text-muted'}`}>{service.description}</p>
              <p className={`mt-6 font-serif text-2xl font-semibold tabular-nums ${service.featured ? 'text-gold-end' : 'text-gold-text'}`}>
                {formatPriceFrom(service.priceFrom)}
              </p>
              <a
                href="/cenovnik/"
                className={`mt-4 inline-flex min-h-11 items-center gap-2 self-start font-semibold underline-offset-4 hover:underline ${
                  service.featured ? 'text-warm-white' : 'text-ink'
                }`}
              >
                {copy.moreLabel}
                <span className="sr-only">: {service.title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

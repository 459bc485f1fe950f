import { LinkedText } from '@/components/linked-text';
import { ArrowRight, Check } from 'lucide-react';
import { ContentIcon } from '@/components/icons';
import { packageForRow } from '@/content/model';
import { priceListCopy } from '@/content/pages';
import type { PriceCategory } from '@/content/price-list';
import { formatPrice } from '@/content/formats';

/** The category's icon disc, in the site's palette (content/price-list.ts, `color`). */
const ACCENTS: Record<PriceCategory['color'], string> = {
  gold: 'bg-gold-gradient text-ink',
  sand: 'bg-sand text-gold-text ring-1 ring-line ring-inset',
};

/**
 * One category of /cenovnik/: its heading, the available marker (once, for every service of the category) and a
 * real table of service, unit and price. At 768 px and wider it is a table; narrower, the stylesheet
 * (`.price-table` in app/globals.css) reflows each row into a compact block: the name and its description on the
 * left, the price at the top right with the unit under it, so nothing scrolls sideways. On paper the print block
 * turns it into a two-column list. The `price-*` classes are the stylesheet's hooks.
 */
export function PriceCategorySection({ category }: { category: PriceCategory }) {
  const copy = priceListCopy;
  const headingId = `${category.id}-naslov`;
  const noteId = `${category.id}-napomena`;
  return (
    <section id={category.id} aria-labelledby={headingId} className="price-category">
      <div className="price-category-head flex items-start gap-3 sm:gap-4">
        <span
          aria-hidden="true"
          className={`no-print mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full sm:size-11 ${ACCENTS[category.color]}`}
        >
          <ContentIcon name={category.icon} className="size-[1.125rem] sm:size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 gap-y-1 pt-1 sm:pt-1.5 md:gap-x-6">
          <h2 id={headingId} className="text-[1.4rem] leading-tight font-semibold text-ink sm:text-[1.75rem]">
            {category.title}
          </h2>
          <p data-small="badge" className="price-available no-print inline-flex items-center gap-1 text-xs font-medium tracking-wide text-muted">
            <Check aria-hidden="true" className="size-3.5 text-gold-text" strokeWidth={2.5} />
            {copy.availableLabel}
          </p>
        </div>
      </div>
      {category.note && (
        <p id={noteId} className="price-category-note mt-1.5 text-sm leading-relaxed text-muted md:mt-3 md:pl-15">
          <LinkedText text={category.note} />
        </p>
      )}
      <div className="price-table-wrap mt-3 md:mt-5">
        <table className="price-table" aria-labelledby={headingId} aria-describedby={category.note ? noteId : undefined}>
          <thead>
            <tr>
              <th scope="col" className="price-col-service">
                {copy.columns.service}
              </th>
              <th scope="col" className="price-col-unit">
                {copy.columns.unit}
              </th>
              <th scope="col" className="price-col-price">
                {copy.columns.price}
              </th>
            </tr>
          </thead>
          <tbody className="price-items">
            {category.services.map((service) => (
              <tr key={service.name} id={service.id} className="price-item">
                <th scope="row" className="price-service">
                  <span className="price-name">{service.name}</span>
                  {service.popular && (
                    <span data-small="badge" className="price-badge no-print">
                      {copy.popularBadge}
                    </span>
                  )}
                  <span className="price-description">
                    <LinkedText text={service.description} />
                  </span>
                  <PackageDetails rowId={service.id} />
                </th>
                <td data-small="unit" className="price-unit">
                  {service.unit}
                </td>
                <td className="price-amount">
                  <PriceAmount text={formatPrice(service.price)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {category.link && (
        <p className="no-print mt-1 text-right md:mt-2">
          <a
            href={category.link.href}
            className="group inline-flex min-h-11 items-center gap-1.5 text-base font-semibold text-gold-text underline-offset-4 hover:text-ink hover:underline"
          >
            {category.link.label}
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
          </a>
        </p>
      )}
    </section>
  );
}

/**
 * Under a package's row (the smile makeover, All-on-6): what its price covers and what is paid separately, in a
 * native disclosure, so the row stays one line until the patient asks, with or without JavaScript.
 */
function PackageDetails({ rowId }: { rowId: string }) {
  const entry = packageForRow(rowId);
  if (!entry) return null;
  const copy = priceListCopy;
  return (
    <details className="price-package">
      <summary>{copy.packageSummary}</summary>
      <p className="price-package-label">{copy.packageIncludes}</p>
      <ul>
        {entry.includes.map((item) => (
          <li key={item}>
            <LinkedText text={item} />
          </li>
        ))}
      </ul>
      <p className="price-package-label">{copy.packageExcludes}</p>
      <ul>
        {entry.excludes.map((item) => (
          <li key={item}>
            <LinkedText text={item} />
          </li>
        ))}
      </ul>
      <p>
        <LinkedText text={entry.condition} />
      </p>
    </details>
  );
}

/** A price, and under it the euro equivalent an English page adds to a dinar price ("1,000 RSD", "(about €9)"). */
function PriceAmount({ text }: { text: string }) {
  const [amount, equivalent] = text.split(/ (?=\()/);
  return (
    <>
      {amount}
      {/* The space keeps the two apart in the page's text ("1,000 RSD (about €9)"), where the block line does not. */}
      {equivalent && (
        <>
          {' '}
          <span className="block text-sm font-normal">{equivalent}</span>
        </>
      )}
    </>
  );
}

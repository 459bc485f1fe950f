/** The clinic (Dentist: a LocalBusiness and a MedicalBusiness) and the site (WebSite), for the home page. */
import type { DentistLeaf, WebSite, WithContext } from 'schema-dts';
import type { SiteConfig } from '@/lib/schemas/site';
import { formatPrice, type Currency, type Price } from '@/lib/format';
import { absoluteUrl } from '@/lib/site-url';
import { slugify } from '@/lib/slug';
import { clinicId, webSiteId, type PublisherInfo } from './common';

/** Everything the Dentist block says; the identity comes straight from content/site.ts (its shape: lib/schemas/site.ts). */
export interface ClinicFacts extends PublisherInfo, Pick<SiteConfig, 'legalName' | 'dentist' | 'phone' | 'email' | 'address' | 'hours' | 'social'> {
  description: string;
  /** Site paths of photos of the clinic. */
  imagePaths: readonly string[];
  /** Site path of the dentist's portrait, if there is one. */
  dentistImagePath?: string;
  /** Google shows at most 100 characters; see priceRangeOf. */
  priceRange: string;
  /** Only what the content states (cash, instalments …); left out when empty. */
  paymentAccepted?: readonly string[];
}

/** Schema.org Dentist with Google's required (name, address) and recommended local-business properties. */
export function dentistJsonLd(clinic: ClinicFacts): WithContext<DentistLeaf> {
  const dentistId = absoluteUrl(clinic.url, `/#${slugify(clinic.dentist.name)}`);
  const { address, hours } = clinic;
  return {
    '@context': 'https://schema.org',
    '@type': 'Dentist',
    '@id': clinicId(clinic.url),
    name: clinic.brand,
    legalName: clinic.legalName,
    description: clinic.description,
    url: absoluteUrl(clinic.url, '/'),
    logo: absoluteUrl(clinic.url, clinic.logoPath),
    image: clinic.imagePaths.map((path) => absoluteUrl(clinic.url, path)),
    telephone: clinic.phone.e164,
    email: clinic.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: address.geo.latitude, longitude: address.geo.longitude },
    areaServed: { '@type': 'City', name: address.city },
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: [...hours.days], opens: hours.opens, closes: hours.closes }],
    priceRange: clinic.priceRange,
    ...(clinic.paymentAccepted?.length ? { paymentAccepted: clinic.paymentAccepted.join(', ') } : {}),
    sameAs: [clinic.social.instagram, clinic.social.tiktok],
    founder: {
      '@type': 'Person',
      '@id': dentistId,
      name: clinic.dentist.name,
      jobTitle: clinic.dentist.title,
      ...(clinic.dentistImagePath ? { image: absoluteUrl(clinic.url, clinic.dentistImagePath) } : {}),
    },
    employee: [{ '@id': dentistId }],
  };
}

/**
 * A short priceRange from the price list: the lowest and highest price in the currency most prices
 * use, written by the page's language's formatter ("20–7.000 €" by default, "€20–7,000" with the English one); a
 * range's upper end counts. Prices in other currencies are left out, so the range never mixes euros and dinars.
 */
export function priceRangeOf(prices: readonly Price[], format: (price: Price) => string = formatPrice): string {
  const counts = new Map<Currency, number>();
  for (const price of prices) counts.set(price.currency, (counts.get(price.currency) ?? 0) + 1);
  const [currency] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [undefined, 0] as [Currency | undefined, number]);
  if (!currency) throw new Error('priceRangeOf needs at least one price');
  const amounts = prices.filter((price) => price.currency === currency).flatMap((price) => [price.amount, price.upTo ?? price.amount]);
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  return format({ amount: low, upTo: high === low ? undefined : high, currency });
}

export interface WebSiteFacts {
  url: string;
  brand: string;
  language: string;
  description: string;
}

/** Schema.org WebSite: the site name Google shows (name, url), published by the clinic. No search box: the site has no search. */
export function webSiteJsonLd(facts: WebSiteFacts): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': webSiteId(facts.url),
    name: facts.brand,
    url: absoluteUrl(facts.url, '/'),
    description: facts.description,
    inLanguage: facts.language,
    publisher: { '@id': clinicId(facts.url) },
  };
}

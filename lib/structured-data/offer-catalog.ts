/**
 * Schema.org OfferCatalog for /cenovnik: one nested OfferCatalog per category, each service an Offer
 * of a Service with its price. A range ("40–100 €") is a minPrice/maxPrice pair; a price "po zubu" or
 * "po vilici" is a UnitPriceSpecification carrying that unit as text. Every offer is offered by the
 * clinic (its @id, see common.ts).
 */
import type { Offer, OfferCatalog, PriceSpecification, WithContext } from 'schema-dts';
import type { Price } from '@/lib/format';
import { absoluteUrl } from '@/lib/site-url';
import { clinicId } from './common';

export interface CatalogFacts {
  name: string;
  /** The price list's site path: "/cenovnik/" (content/route-registry.ts). */
  path: string;
}

export interface CategoryFacts {
  /** The category's anchor on the page. */
  id: string;
  title: string;
  services: readonly ServiceFacts[];
}

export interface ServiceFacts {
  name: string;
  description: string;
  price: Price;
  unit?: string;
}

export function priceSpecificationJsonLd(price: Price, unit?: string): PriceSpecification {
  const amount = price.upTo === undefined ? { price: price.amount } : { minPrice: price.amount, maxPrice: price.upTo };
  const base = { ...amount, priceCurrency: price.currency };
  return unit ? { '@type': 'UnitPriceSpecification', ...base, unitText: unit } : { '@type': 'PriceSpecification', ...base };
}

/** The categories and services in the order the page shows them. */
export function offerCatalogJsonLd(catalog: CatalogFacts, categories: readonly CategoryFacts[], siteUrl: string): WithContext<OfferCatalog> {
  const clinic = { '@id': clinicId(siteUrl) };
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    '@id': absoluteUrl(siteUrl, `${catalog.path}#cenovnik`),
    name: catalog.name,
    url: absoluteUrl(siteUrl, catalog.path),
    numberOfItems: categories.length,
    itemListElement: categories.map((category): OfferCatalog => ({
      '@type': 'OfferCatalog',
      name: category.title,
      url: absoluteUrl(siteUrl, `${catalog.path}#${category.id}`),
      numberOfItems: category.services.length,
      itemListElement: category.services.map((service): Offer => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.name, description: service.description },
        priceSpecification: priceSpecificationJsonLd(service.price, service.unit),
        offeredBy: clinic,
      })),
    })),
  };
}

/**
 * What every structured-data builder shares: the clinic's identity, the stable node ids that let
 * blocks on different pages name the same clinic and site, and the clinic as a publisher.
 */
import type { Organization, WebPage, WithContext } from 'schema-dts';
import { absoluteUrl } from '@/lib/site-url';

/** The identity the builders need; content/site.ts (with the logo's path) satisfies it. */
export interface PublisherInfo {
  /** The site's origin, without a trailing slash. */
  url: string;
  brand: string;
  logoPath: string;
}

/** The clinic's node id: WebSite.publisher, Blog.publisher, the price list's offers point to it. */
export function clinicId(siteUrl: string): string {
  return absoluteUrl(siteUrl, '/#ordinacija');
}

export function webSiteId(siteUrl: string): string {
  return absoluteUrl(siteUrl, '/#sajt');
}

/**
 * The clinic as a publisher. It carries the clinic's @id and also its name, URL and logo, because a
 * reader of one page (Google reads pages one at a time) cannot follow the id to the home page.
 */
export function publisherJsonLd(publisher: PublisherInfo): Organization {
  return {
    '@type': 'Organization',
    '@id': clinicId(publisher.url),
    name: publisher.brand,
    url: absoluteUrl(publisher.url, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(publisher.url, publisher.logoPath) },
  };
}

/** A page as a WebPage in its language, for a page whose main data (an OfferCatalog) cannot carry one (issue 39). */
export function webPageJsonLd(page: { siteUrl: string; path: string; name: string; description: string; language: string }): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.siteUrl, page.path),
    inLanguage: page.language,
    isPartOf: { '@id': webSiteId(page.siteUrl) },
  };
}

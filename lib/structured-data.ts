import type { BlogPosting, BreadcrumbList, WithContext } from 'schema-dts';
import { absoluteUrl } from '@/lib/site-url';
import type { PostSummary } from '@/lib/structured-data/blog';
import { publisherJsonLd, type PublisherInfo } from '@/lib/structured-data/common';

// The builders of the other blocks live in lib/structured-data/, one file per page's type.
export { clinicId, publisherJsonLd, webPageJsonLd, webSiteId, type PublisherInfo } from '@/lib/structured-data/common';
export { dentistJsonLd, priceRangeOf, webSiteJsonLd, type ClinicFacts, type WebSiteFacts } from '@/lib/structured-data/business';
export { blogJsonLd, type BlogFacts, type PostSummary } from '@/lib/structured-data/blog';
export { faqPageJsonLd, plainText, type QuestionFacts } from '@/lib/structured-data/faq';
export { offerCatalogJsonLd, priceSpecificationJsonLd, type CatalogFacts, type CategoryFacts, type ServiceFacts } from '@/lib/structured-data/offer-catalog';
export { videoObjectJsonLd, videoObjectsJsonLd, type VideoFacts } from '@/lib/structured-data/video';

/** A post's summary on /blog plus what only its own page states. */
export interface ArticleFacts extends PostSummary {
  category: string;
  keywords: string;
  /** The article's language ("sr-Latn", "en-GB"). */
  language: string;
}

/** Schema.org BlogPosting for one article (spec §2: headline … mainEntityOfPage). */
export function blogPostingJsonLd(article: ArticleFacts, publisher: PublisherInfo): WithContext<BlogPosting> {
  const url = absoluteUrl(publisher.url, article.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    image: publisher.url + article.imagePath,
    author: { '@type': 'Person', name: article.author },
    publisher: publisherJsonLd(publisher),
    datePublished: article.date,
    dateModified: article.modified,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: article.category,
    keywords: article.keywords,
    inLanguage: article.language,
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Schema.org BreadcrumbList: Početna › … › the page. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** JSON for an inline <script>: "<" escaped so no text can close the script element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

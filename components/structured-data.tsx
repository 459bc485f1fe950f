/**
 * The JSON-LD blocks of the pages, each filled from content/ by the builders in lib/structured-data:
 * one script per type (the BreadcrumbList of the pages below home is BreadcrumbJsonLd).
 */
import { JsonLd } from '@/components/json-ld';
import type { Article } from '@/content/articles';
import type { BlogListPage } from '@/content/blog-lists';
import { faqCategories, faqs } from '@/content/faq';
import { clinicSlides, team, videoTestimonials } from '@/content/home';
import { BRAND_LOGO_PATH, imageManifest } from '@/content/images';
import { pages } from '@/content/pages';
import { formatPrice } from '@/content/formats';
import { priceCategories } from '@/content/price-list';
import { site } from '@/content/site';
import { largestImagePath } from '@/lib/images';
import {
  blogJsonLd,
  dentistJsonLd,
  faqPageJsonLd,
  offerCatalogJsonLd,
  priceRangeOf,
  videoObjectsJsonLd,
  webPageJsonLd,
  webSiteJsonLd,
  type PublisherInfo,
} from '@/lib/structured-data';
import { articlePath, routes } from '@/content/routes';

const publisher: PublisherInfo = { url: site.url, brand: site.brand, logoPath: BRAND_LOGO_PATH };

const imagePath = (key: string) => largestImagePath(imageManifest, key);

/** Home: the clinic (Dentist) and the site (WebSite), plus a VideoObject list when any video qualifies. */
export function HomeJsonLd() {
  const portrait = team.find((member) => member.name === site.dentist.name)?.image;
  const dentist = dentistJsonLd({
    ...site,
    logoPath: BRAND_LOGO_PATH,
    description: pages.home.description,
    imagePaths: clinicSlides.map((slide) => imagePath(slide.image)),
    dentistImagePath: portrait ? imagePath(portrait) : undefined,
    // In the page's language: "20–7.000 €" on a Serbian page, "€20–7,000" on an English one.
    priceRange: priceRangeOf(
      priceCategories.flatMap((category) => category.services.map((service) => service.price)),
      formatPrice,
    ),
  });
  const videos = videoObjectsJsonLd(
    // A placeholder has no upload date (content/home.ts checks it) and never gets VideoObject data.
    videoTestimonials.filter((video) => !video.placeholder).map((video) => ({ ...video, thumbnailPath: imagePath(video.poster) })),
    site.url,
  );
  return (
    <>
      <JsonLd data={dentist} />
      <JsonLd data={webSiteJsonLd({ url: site.url, brand: site.brand, language: site.language, description: pages.home.description })} />
      {/* Several videos share one script: one block per type. */}
      {videos.length > 0 && <JsonLd data={videos} />}
    </>
  );
}

/** /faq: the questions in the page's order (grouped by category). */
export function FaqPageJsonLd() {
  const ordered = faqCategories.flatMap((category) => faqs.filter((faq) => faq.category === category));
  return <JsonLd data={faqPageJsonLd(ordered, site.language)} />;
}

/** /blog and the blog's other list pages: the blog with a summary of every post on the page, in the page's order. */
export function BlogJsonLd({ list, name, description }: { list: BlogListPage<Article>; name: string; description: string }) {
  const posts = list.items.map((article) => ({
    slug: article.slug,
    path: articlePath(article.slug),
    title: article.title,
    description: article.metaDescription,
    imagePath: imagePath(article.image),
    author: article.author,
    date: article.date,
    modified: article.modified,
  }));
  return <JsonLd data={blogJsonLd({ name, description, path: list.path, language: site.language }, posts, publisher)} />;
}

/** A page of the registry as a WebPage in the page's language (issue 39: its JSON-LD carries inLanguage). */
function pageJsonLd(route: 'priceList' | 'gallery') {
  const page = pages[route];
  return webPageJsonLd({ siteUrl: site.url, path: routes[route], name: page.title, description: page.description, language: site.language });
}

/** /cenovnik: the page in its language, and the price list as an OfferCatalog of the categories. */
export function PriceListJsonLd() {
  return (
    <>
      <JsonLd data={pageJsonLd('priceList')} />
      <JsonLd data={offerCatalogJsonLd({ name: pages.priceList.title, path: routes.priceList }, priceCategories, site.url)} />
    </>
  );
}

/** /galerija: the page in its language (its pictures are the page's own, not data of another type). */
export function GalleryJsonLd() {
  return <JsonLd data={pageJsonLd('gallery')} />;
}

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { articlesIn } from '@/content/articles';
import { blogListsIn } from '@/content/blog-lists';
import { faqs } from '@/content/faq';
import { videoTestimonials } from '@/content/home';
import { site } from '@/content/site';
import { formatPrice, type Currency } from '@/lib/format';
import { localizedRoutes } from '@/content/route-registry';
import { articlePathIn, localeCodes, localeOfPath } from '@/lib/locales';
import { UNKNOWN_PATH, builtPagePaths } from './site-pages';

/** A JSON-LD node as parsed. */
type Node = { [key: string]: unknown };

/**
 * Per @type, the properties every node of that type must carry: what Google documents as required
 * (local business: name, address; breadcrumb: itemListElement, and position, name, item per item;
 * FAQ: mainEntity, Question name and acceptedAnswer, Answer text; video: name, thumbnailUrl,
 * uploadDate; site name: name, url), plus Google's recommended properties that this site promises
 * (the clinic's contact, place, hours, price range; an article's headline, author, dates, image).
 * Blog and OfferCatalog have no Google feature; their rows say what the pages promise.
 */
const REQUIRED: Record<string, readonly string[]> = {
  Dentist: ['@id', 'name', 'address', 'url', 'telephone', 'email', 'geo', 'openingHoursSpecification', 'priceRange', 'image', 'logo', 'sameAs', 'founder'],
  PostalAddress: ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'],
  GeoCoordinates: ['latitude', 'longitude'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  Person: ['name'],
  Organization: ['name', 'url', 'logo'],
  WebSite: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  Blog: ['name', 'url', 'blogPost'],
  BlogPosting: ['headline', 'url', 'author', 'datePublished', 'dateModified', 'image'],
  OfferCatalog: ['name', 'itemListElement'],
  Offer: ['itemOffered', 'priceSpecification'],
  Service: ['name'],
  PriceSpecification: ['priceCurrency'],
  UnitPriceSpecification: ['priceCurrency', 'unitText'],
  VideoObject: ['name', 'thumbnailUrl', 'uploadDate'],
};

/** Properties whose URLs point to other hosts on purpose: the social profiles and the video player. */
const EXTERNAL_URL_KEYS = new Set(['sameAs', 'embedUrl', 'contentUrl']);

const ORIGIN = `${site.url}/`;

function typesOf(node: Node): string[] {
  const type = node['@type'];
  return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
}

/** Every node inside a value (the value itself included), with the property it hangs from. */
function* walk(value: unknown, key = ''): Generator<{ key: string; value: unknown }> {
  yield { key, value };
  if (Array.isArray(value)) for (const item of value) yield* walk(item, key);
  else if (value && typeof value === 'object') for (const [child, item] of Object.entries(value)) yield* walk(item, child);
}

async function rawHtml(request: APIRequestContext, path: string): Promise<string> {
  return (await request.get(path)).text();
}

/** The page's JSON-LD blocks, parsed from the server HTML (not the DOM); a block that does not parse fails. */
function jsonLdBlocks(html: string): unknown[] {
  const scripts = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return scripts.map(([, text], index) => {
    try {
      return JSON.parse(text!) as unknown;
    } catch (error) {
      throw new Error(`JSON-LD block ${index + 1} does not parse: ${(error as Error).message}\n${text}`);
    }
  });
}

/** The top-level nodes of a block: the object, or the items of an array of one type. */
function topNodes(block: unknown): Node[] {
  return (Array.isArray(block) ? block : [block]) as Node[];
}

/** The one top-level node of a type on a page (the page test already checks there is at most one block of it). */
function nodesOfType(blocks: unknown[], type: string): Node[] {
  return blocks.flatMap(topNodes).filter((node) => typesOf(node).includes(type));
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

test.describe('structured data', { tag: '@desktop' }, () => {
  for (const path of [...builtPagePaths(), UNKNOWN_PATH]) {
    test(`${path}: every JSON-LD block parses, one per type, with its required properties and the site's own URLs`, async ({ request }) => {
      const html = await rawHtml(request, path);
      const blocks = jsonLdBlocks(html);
      const problems: string[] = [];

      // One block per type; a block that is a list holds nodes of one type.
      const blockTypes = blocks.map((block, index) => {
        const types = [...new Set(topNodes(block).flatMap(typesOf))];
        if (types.length !== 1) problems.push(`block ${index + 1} has types ${JSON.stringify(types)}`);
        if (topNodes(block).some((node) => node['@context'] !== 'https://schema.org')) problems.push(`block ${index + 1} lacks @context`);
        return types.join('+');
      });
      expect(
        blockTypes.filter((type, index) => blockTypes.indexOf(type) !== index),
        'duplicate types',
      ).toEqual([]);

      for (const { key, value } of walk(blocks)) {
        if (typeof value === 'string' && key !== '@context' && /^(?:[a-z][a-z0-9+.-]*:)?\/\/|^\//i.test(value)) {
          const own = value.startsWith(ORIGIN);
          if (EXTERNAL_URL_KEYS.has(key) ? !/^https:\/\//.test(value) : !own) problems.push(`${key}: ${value} is not an absolute URL on ${ORIGIN}`);
        }
        if (key === 'review' || key === 'aggregateRating') problems.push(`self-serving ${key}`);
        if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
        const node = value as Node;
        for (const type of typesOf(node)) {
          if (type === 'Review' || type === 'AggregateRating') problems.push(`self-serving ${type}`);
          for (const property of REQUIRED[type] ?? []) {
            const present = node[property];
            if (present === undefined || present === '' || (Array.isArray(present) && present.length === 0)) problems.push(`${type} lacks ${property}`);
          }
          if (type === 'VideoObject' && !node.contentUrl && !node.embedUrl) problems.push('VideoObject lacks contentUrl or embedUrl');
          if (type.endsWith('PriceSpecification') && node.price === undefined && node.minPrice === undefined) problems.push(`${type} lacks price or minPrice`);
        }
      }
      expect(problems).toEqual([]);

      // Every page below home has its trail, ending at the page's own canonical URL.
      const breadcrumbs = nodesOfType(blocks, 'BreadcrumbList');
      // In the page's language (issue 27): the trail starts at its home page.
      const home = localizedRoutes[localeOfPath(path)].home;
      if (path === home || path === UNKNOWN_PATH) {
        expect(breadcrumbs).toHaveLength(0);
      } else {
        expect(breadcrumbs).toHaveLength(1);
        const items = breadcrumbs[0]!.itemListElement as Node[];
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
        expect(items[0]!.item).toBe(`${site.url}${home}`);
        expect(canonicalOf(html)).toBe(`${site.url}${path}`);
        expect(items.at(-1)!.item).toBe(canonicalOf(html));
      }
    });
  }

  test('home carries the clinic (Dentist) and the site (WebSite), linked by @id', async ({ request }) => {
    const blocks = jsonLdBlocks(await rawHtml(request, '/'));
    const [dentist] = nodesOfType(blocks, 'Dentist');
    const [webSite] = nodesOfType(blocks, 'WebSite');
    expect(dentist).toMatchObject({
      '@id': `${site.url}/#ordinacija`,
      name: site.brand,
      url: ORIGIN,
      logo: `${site.url}/images/brand/logo.png`,
      telephone: site.phone.e164,
      email: site.email,
      address: { '@type': 'PostalAddress', addressLocality: site.address.city, addressCountry: site.address.countryCode },
      geo: { latitude: site.address.geo.latitude, longitude: site.address.geo.longitude },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '20:00' },
      ],
      sameAs: [site.social.instagram, site.social.tiktok],
      founder: { '@type': 'Person', name: site.dentist.name },
    });
    expect(String(dentist!.priceRange).length).toBeLessThan(100);
    expect(webSite).toMatchObject({ name: site.brand, url: ORIGIN, publisher: { '@id': dentist!['@id'] } });
    // VideoObject only for videos with every required field: the placeholders have no upload date.
    expect(nodesOfType(blocks, 'VideoObject')).toHaveLength(videoTestimonials.filter((video) => video.uploadDate).length);
  });

  test('each home page writes the clinic’s price range in its own language’s number format', async ({ request }) => {
    // Serbian "20–7.000 €", English "€20–7,000" (content/STYLE-EN.md §2): never the Serbian form on an English page.
    const forms: Record<(typeof localeCodes)[number], RegExp> = { sr: /^\d{1,3}(\.\d{3})*–\d{1,3}(\.\d{3})* €$/, en: /^€\d{1,3}(,\d{3})*–\d{1,3}(,\d{3})*$/ };
    for (const locale of localeCodes) {
      const [dentist] = nodesOfType(jsonLdBlocks(await rawHtml(request, localizedRoutes[locale].home)), 'Dentist');
      expect({ locale, priceRange: String(dentist!.priceRange) }).toEqual({ locale, priceRange: expect.stringMatching(forms[locale]) });
    }
  });

  test('/faq: a FAQPage whose questions and answers are the ones on the page', async ({ page, request }) => {
    const blocks = jsonLdBlocks(await rawHtml(request, '/faq/'));
    const [faqPage] = nodesOfType(blocks, 'FAQPage');
    const questions = faqPage!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    const shown = await visibleFaq(page);
    expect(shown).toHaveLength(faqs.length);
    expect(questions.map((question) => question.name)).toEqual(shown.map((item) => item.question));
    expect(questions.map((question) => question.acceptedAnswer.text)).toEqual(shown.map((item) => item.answer));
  });

  test('/blog and every list page, in both languages: a Blog of the page’s articles, in the page’s order', async ({ request }) => {
    for (const locale of localeCodes) {
      const articleUrl = (slug: string) => site.url + articlePathIn(locale, slug);
      const articlePages = builtPagePaths()
        .filter((path) => articlesIn[locale].some((article) => articlePathIn(locale, article.slug) === path))
        .map((path) => `${site.url}${path}`);
      // With every list page together, every article page is on one page of all articles (issue 25).
      const ofAll: unknown[] = [];
      for (const list of blogListsIn[locale]) {
        const blocks = jsonLdBlocks(await rawHtml(request, list.path));
        const [blog] = nodesOfType(blocks, 'Blog');
        const urls = (blog!.blogPost as Node[]).map((post) => post.url);
        expect(urls, list.path).toEqual(list.items.map((article) => articleUrl(article.slug)));
        expect(blog).toMatchObject({ url: `${site.url}${list.path}`, publisher: { '@id': `${site.url}/#ordinacija`, name: site.brand } });
        if (!list.category) ofAll.push(...urls);
      }
      expect([...ofAll].sort()).toEqual(articlePages.sort());
      expect(ofAll).toEqual(articlesIn[locale].map((article) => articleUrl(article.slug)));
    }
  });

  test('/cenovnik: an OfferCatalog whose offers are the rows of the price tables, with their prices', async ({ page, request }) => {
    const blocks = jsonLdBlocks(await rawHtml(request, '/cenovnik/'));
    const [catalog] = nodesOfType(blocks, 'OfferCatalog');
    const offers = (catalog!.itemListElement as Node[]).flatMap((category) => category.itemListElement as Node[]);
    await page.goto('/cenovnik/');
    // Each row as shown: the name, and the text of its unit and price cells.
    const cards = await page.locator('main .price-table tbody tr').evaluateAll((rows) =>
      rows.map((row) => ({
        name: row.querySelector('.price-name')?.textContent ?? '',
        text: [...row.querySelectorAll('td')].map((cell) => cell.textContent).join(' '),
      })),
    );
    expect(offers).toHaveLength(cards.length);
    for (const [index, offer] of offers.entries()) {
      const card = cards[index]!;
      const spec = offer.priceSpecification as { price?: number; minPrice?: number; maxPrice?: number; priceCurrency: Currency; unitText?: string };
      expect((offer.itemOffered as Node).name).toBe(card.name);
      expect(offer.offeredBy).toEqual({ '@id': `${site.url}/#ordinacija` });
      const shownPrice = formatPrice({ amount: spec.price ?? spec.minPrice!, upTo: spec.maxPrice, currency: spec.priceCurrency });
      expect(card.text, card.name).toContain(shownPrice);
      if (spec.unitText) expect(card.text, card.name).toContain(spec.unitText);
    }
  });
});

/** The questions and answers as the visitor reads them (answers' paragraphs joined by a space). */
async function visibleFaq(page: Page): Promise<{ question: string; answer: string }[]> {
  await page.goto('/faq/');
  return page.locator('main details').evaluateAll((items) =>
    items.map((item) => ({
      question: (item.querySelector('summary')?.textContent ?? '').trim(),
      answer: [...item.querySelectorAll('p')].map((paragraph) => (paragraph.textContent ?? '').trim()).join(' '),
    })),
  );
}

/** The real content through the JSON-LD builders of lib/structured-data (whose own tests use made-up facts). */
import { faqs } from '@/content/faq';
import { videoTestimonials } from '@/content/home';
import { priceCategories } from '@/content/price-list';
import { site } from '@/content/site';
import { formatPriceEnglish } from '@/lib/english';
import { routes } from '@/content/route-registry';
import { dentistJsonLd, faqPageJsonLd, offerCatalogJsonLd, priceRangeOf, videoObjectsJsonLd } from '@/lib/structured-data';

it('accepts the real identity of content/site.ts', () => {
  const data = dentistJsonLd({ ...site, logoPath: '/logo.png', description: 'x', imagePaths: [], priceRange: '1 €' });
  expect(data['@id']).toBe(`${site.url}/#ordinacija`);
  expect(data.paymentAccepted).toBe(site.paymentAccepted.join(', '));
});

it('gives the real price list a short range in euros (Google shows under 100 characters)', () => {
  const range = priceRangeOf(priceCategories.flatMap((category) => category.services.map((service) => service.price)));
  // A range in euros (the launch content's own, 20–7.000 €, is pinned in tests/launch/content.test.ts).
  expect(range).toMatch(/^\d{1,3}(\.\d{3})*–\d{1,3}(\.\d{3})* €$/);
  expect(range.length).toBeLessThan(100);
  // An English page's formatter writes it the English way (components/structured-data.tsx passes the page's).
  expect(
    priceRangeOf(
      priceCategories.flatMap((category) => category.services.map((service) => service.price)),
      formatPriceEnglish,
    ),
  ).toMatch(/^€\d{1,3}(,\d{3})*–\d{1,3}(,\d{3})*$/);
});

it('holds every service of the real price list in the offer catalog, with its currency', () => {
  const real = offerCatalogJsonLd({ name: 'Cenovnik', path: routes.priceList }, priceCategories, 'https://klinika.rs');
  const categories: { itemListElement: { priceSpecification: { priceCurrency: string } }[] }[] = JSON.parse(JSON.stringify(real)).itemListElement;
  expect(categories).toHaveLength(priceCategories.length);
  const offers = categories.flatMap((category) => category.itemListElement);
  expect(offers).toHaveLength(priceCategories.flatMap((category) => category.services).length);
  expect(new Set(offers.map((offer) => offer.priceSpecification.priceCurrency))).toEqual(new Set(['EUR', 'RSD']));
});

it('emits no VideoObject for the placeholder videos, which have no upload date', () => {
  const facts = videoTestimonials.map((item) => ({ ...item, thumbnailPath: `/images/${item.poster}.webp` }));
  expect(videoObjectsJsonLd(facts, 'https://klinika.rs')).toEqual([]);
});

it('makes every real question a Question with a non-empty answer', () => {
  const questions: { name: string; acceptedAnswer: { text: string } }[] = JSON.parse(JSON.stringify(faqPageJsonLd(faqs))).mainEntity;
  expect(questions).toHaveLength(faqs.length);
  for (const question of questions) {
    expect(question.name).toMatch(/\?$/);
    expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
  }
});

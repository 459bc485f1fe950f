/**
 * The content as it was at launch (tests/launch/content/, a frozen copy loaded through the real loaders) against
 * the spec (§3, §9): counts, order, allowed values, prices, the spec's figures. The rules any content keeps, whatever
 * the clinic edits later, are in content/content-rules.test.ts; the images in content/images.test.ts.
 */
import { articles } from '@/content/articles';
import { BLOG_PAGE_SIZE, blogLists } from '@/content/blog-lists';
import { faqCategories, faqs } from '@/content/faq';
import { gallery, galleryTreatments } from '@/content/gallery';
import { beforeAfter, clinicSlides, services, statistics, team, testimonialPhotos, videoTestimonials } from '@/content/home';
import { priceCategories } from '@/content/price-list';
import { formatPrice, formatPriceFrom } from '@/lib/format';
import { priceRangeOf } from '@/lib/structured-data';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A figure as a whole value: no digit (or "1." / "1,") glued to either end, so "18" does not match "2018". */
const wholeValue = (figure: string) => new RegExp(`(?<![\\d.,])${escapeRegExp(figure)}(?![.,]?\\d)`);

const articleText = (slug: string) => {
  const article = articles.find((entry) => entry.slug === slug);
  if (!article) throw new Error(`no article ${slug}`);
  return article.content.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
};

describe('blog articles', () => {
  it('are 17, with unique ids and slugs', () => {
    expect(articles).toHaveLength(17);
    expect(new Set(articles.map((article) => article.id)).size).toBe(17);
    expect(new Set(articles.map((article) => article.slug)).size).toBe(17);
  });

  it('are all on /blog/, one page without pagination (spec §2: "a grid of all 17 posts"; issue 25)', () => {
    expect(BLOG_PAGE_SIZE).toBeGreaterThanOrEqual(17);
    expect(blogLists[0]).toMatchObject({ path: '/blog/', page: 1, pagePaths: ['/blog/'] });
    expect(blogLists[0]!.items).toEqual(articles);
    expect(blogLists.filter((list) => !list.category)).toHaveLength(1);
  });

  it('start with the nine known slugs and ids in the spec’s order', () => {
    expect(articles.slice(0, 9).map((article) => [article.id, article.slug])).toEqual([
      [1, '10-stvari-koje-niste-znali-o-hollywood-smile'],
      [2, 'fasete-vs-krunice-sta-je-bolje-za-vas-osmeh'],
      [3, 'koliko-kosta-hollywood-smile-u-beogradu-vodic-2025'],
      [5, 'cuvanje-beline-faseta-sta-jesti-cega-se-kloniti'],
      [7, 'koliko-traje-hollywood-smile-i-kako-ga-odrzavati'],
      [6, 'istinite-price-pacijenata-moj-put-do-hollywood-smilea'],
      [8, 'da-li-ste-kandidat-za-hollywood-smile-proverite-ovih-5-znakova'],
      [9, 'najcesce-greske-pri-odabiru-faseta-vinira'],
      [10, 'sve-sto-ste-zeleli-znati-o-keramickim-materijalima-za-zube'],
    ]);
    expect(
      articles
        .slice(9)
        .map((article) => article.id)
        .sort((a, b) => a - b),
    ).toEqual([4, 11, 12, 13, 14, 15, 16, 17]);
  });

  it('have exactly one featured article, id 1', () => {
    expect(articles.filter((article) => article.featured).map((article) => article.id)).toEqual([1]);
  });

  // Every article complete and within its limits, on the live content: content/content-rules.test.ts.

  // Spec §9's "Article marketing figures" are not enforced: an article names the model's figures through references
  // (content/STIL.md §3), and content/hand-typed-figures.test.ts keeps them from being typed.

  it('print the candidacy self-test as spec §9 describes it', () => {
    const text = articleText('da-li-ste-kandidat-za-hollywood-smile-proverite-ovih-5-znakova');
    for (const word of ['Estetika', 'Psihologija', 'Praktičnost']) expect(text).toContain(word);
    expect(text).toMatch(/2 poen/);
    expect(text).toMatch(/3 ili više/);
    expect(text).toMatch(/2 ili više/);
  });
});

describe('FAQ', () => {
  it('has about 40 questions with unique ids in the spec’s categories, none empty', () => {
    expect(faqs.length).toBeGreaterThanOrEqual(36);
    expect(faqs.length).toBeLessThanOrEqual(44);
    expect(new Set(faqs.map((faq) => faq.id)).size).toBe(faqs.length);
    for (const faq of faqs) {
      expect(faqCategories).toContain(faq.category);
      expect(faq.question).toMatch(/\?$/);
      expect(faq.answer.length).toBeGreaterThan(40);
    }
    for (const category of faqCategories) expect(faqs.some((faq) => faq.category === category)).toBe(true);
  });

  it('marks exactly 10 for the home teaser', () => {
    expect(faqs.filter((faq) => faq.teaser)).toHaveLength(10);
  });

  // Written with € after the number (content/STIL.md §1, §9); matched as whole values, so "18" is not found in "2018".
  it.each(['5.000–10.000 €', '2.000–6.000 €', '150–300 €', '10–15+ godina', '6 meseci', '2–5 poseta', '5–10 dana', '18'])(
    'carries the claim "%s" (spec §9)',
    (claim) => {
      expect(faqs.some((faq) => wholeValue(claim).test(faq.answer))).toBe(true);
    },
  );
});

describe('price list', () => {
  const prices = Object.fromEntries(
    priceCategories.map((category) => [category.title, category.services.map((service) => [service.name, formatPrice(service.price)])]),
  );

  it('has every service of spec §9 with its exact price and currency (rows the copy needs come on top)', () => {
    const spec: Record<string, string[][]> = {
      'Specijalne ponude': [
        ['All-on-6 – metalokeramičke krunice', '5.000 €'],
        ['All-on-6 – bezmetalne krunice', '7.000 €'],
        ['Hollywood Smile – kompletna transformacija osmeha', '5.000 €'],
        ['Implantat – standardni brend', '550 €'],
        ['Implantat – premium brend', '750 €'],
      ],
      'Oralna hirurgija': [
        ['Vađenje zuba', '35 €'],
        ['Komplikovano vađenje zuba', '50 €'],
        ['Hirurško vađenje zuba', '100 €'],
        ['Apikotomija', '150 €'],
        ['Sinus lift', '800 €'],
        ['Intravenska sedacija', '700 €'],
      ],
      Protetika: [
        ['Metalokeramička krunica', '150 €'],
        ['Krunica od cirkonije', '250 €'],
        ['Keramička faseta', '350 €'],
        ['Livena (čelična) nadogradnja', '50 €'],
        ['Nadogradnja od fiberglasa', '50 €'],
        ['Parcijalna proteza', '300 €'],
        ['Totalna proteza', '300 €'],
      ],
      'Izbeljivanje zuba': [
        ['Izbeljivanje mrtvog zuba', '50 €'],
        ['Izbeljivanje kod kuće', '200 €'],
        ['Izbeljivanje u ordinaciji – obe vilice', '300 €'],
      ],
      'Lečenje zuba': [
        ['Gingivektomija', '20 €'],
        ['Udlaga za bruksizam', '50 €'],
        ['Uklanjanje kamenca', '35 €'],
        ['Kompozitna plomba – jedna površina', '30 €'],
        ['Kompozitna plomba – dve površine', '40 €'],
        ['Kompozitna plomba – tri površine', '50 €'],
        ['Lečenje kanala korena', '40–100 €'],
        ['Kompozitne fasete', '50 €'],
      ],
      'Fiksne proteze (ortodoncija)': [
        ['Metalna fiksna proteza', '750 €'],
        ['Bela fiksna proteza', '850 €'],
        ['Zlatna fiksna proteza', '1.000 €'],
        ['Prvi ortodontski pregled', '1.000 RSD'],
        ['Ortodontska analiza', '50 €'],
        ['Kontrolni pregled', '1.000 RSD'],
      ],
    };
    expect(Object.keys(prices)).toEqual(Object.keys(spec));
    for (const [category, rows] of Object.entries(spec)) expect([category, prices[category]]).toEqual([category, expect.arrayContaining(rows)]);
  });

  it('gives the structured data the short range 20–7.000 €', () => {
    expect(priceRangeOf(priceCategories.flatMap((category) => category.services.map((service) => service.price)))).toBe('20–7.000 €');
  });

  it('delivers temporary work in 5 days with the special offers, and gives every service a description', () => {
    // Content/STIL.md §4: the 5 days belong to All-on-6 and implants only, and the note says so.
    expect(priceCategories[0]!.note).toBe('Privremeni radovi za All-on-6 i implantate gotovi su za 5 dana.');
    for (const category of priceCategories) for (const service of category.services) expect(service.description.length).toBeGreaterThan(20);
    expect(priceCategories.some((category) => category.services.some((service) => service.popular))).toBe(true);
  });

  it('accents only the special offers in gold, and leads from them, alone, to the gallery', () => {
    expect(priceCategories.filter((category) => category.color === 'gold').map((category) => category.id)).toEqual(['specijalne-ponude']);
    expect(priceCategories.filter((category) => category.link).map((category) => [category.id, category.link!.href])).toEqual([
      ['specijalne-ponude', '/galerija/'],
    ]);
  });
});

describe('home data', () => {
  it('has the 7 service cards with the spec’s from-prices, the first two featured', () => {
    expect(services.map((service) => formatPriceFrom(service.priceFrom))).toEqual([
      'od 5.000 €',
      'od 550 €',
      'od 35 €',
      'od 250 €',
      'od 20 €',
      'od 50 €',
      'od 750 €',
    ]);
    expect(services.map((service) => Boolean(service.featured))).toEqual([true, true, false, false, false, false, false]);
  });

  it('has 3 before/after items of 7 or 10 days, 15 patient photos, 7 videos, 4 slides and the 4 statistics', () => {
    expect(beforeAfter).toHaveLength(3);
    for (const item of beforeAfter) expect(['7 dana', '10 dana']).toContain(item.duration);
    expect(testimonialPhotos).toHaveLength(15);
    expect(videoTestimonials).toHaveLength(7);
    for (const video of videoTestimonials) {
      expect(video.embedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
      expect([video.patientName, video.treatment]).toEqual(['', '']);
    }
    expect(clinicSlides).toHaveLength(4);
    expect(statistics.map((statistic) => statistic.number)).toEqual(['2000+', '10+', '50+', '24/7']);
  });

  it('has 7 team members whose descriptions the truncation lengths cut (120 once, 80 twice, 50 for the rest)', () => {
    expect(team).toHaveLength(7);
    expect(team.map((member) => member.truncateAt).sort((a, b) => a - b)).toEqual([50, 50, 50, 50, 80, 80, 120]);
    for (const member of team) expect(member.description.length).toBeGreaterThan(member.truncateAt + 20);
  });
});

describe('gallery', () => {
  it('has 8 items with the spec’s title forms, treatments and 5–14 day durations', () => {
    expect(gallery).toHaveLength(8);
    for (const item of gallery) {
      expect(item.title).toMatch(/^(Transformacija Osmeha \d|Savršen Osmeh \d|Specijalna Transformacija|Nova Transformacija)$/);
      expect(galleryTreatments).toContain(item.treatment);
      const days = Number(/^(\d+) dana$/.exec(item.duration)?.[1]);
      expect(days).toBeGreaterThanOrEqual(5);
      expect(days).toBeLessThanOrEqual(14);
    }
  });
});

import faqData from '@/content/data/faq.json';
import faqWords from '@/content/en/faq.json';
import { faqs, faqsIn } from '@/content/faq';
import { models } from '@/content/model';
import { pagesIn } from '@/content/pages';
import { PAGE_DESCRIPTION_MAX } from '@/lib/schemas/pages';
import { writtenPriceCategories } from '@/content/model';
import { formatPriceEnglish } from '@/lib/english';
import { REFERENCE_PATTERN } from '@/lib/references';

// Issue 27: the English words over the Serbian data. Every figure comes from the Serbian files (so an edit of a
// price there shows in English too), every text from content/en/, and no Serbian word is left in English.

/** Letters only Serbian (Latin) writes, and the figure forms only Serbian uses ("350 €", "1.200"). */
const SERBIAN_LETTERS = /[čćđšžČĆĐŠŽ]/;
const SERBIAN_FIGURES = /\d €|\d\.\d{3}\b/;

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

describe('the FAQ in English', () => {
  const english = faqsIn.en.faqs;

  it('has the Serbian questions it translates, with their id, category and home-page tick, in the Serbian order', () => {
    const translated = new Set(faqWords.questions.map((question) => question.id));
    expect(english.length).toBeGreaterThan(0);
    expect(english.map(({ id, category, teaser }) => ({ id, category, teaser }))).toEqual(
      faqs.filter((faq) => translated.has(faq.id)).map(({ id, category, teaser }) => ({ id, category, teaser })),
    );
  });

  it('renders each reference with the English form of the Serbian data’s figure', () => {
    const prices = new Map(writtenPriceCategories.flatMap((category) => category.services.map((service) => [service.id, service.price] as const)));
    const priced = faqData.questions.flatMap((question) =>
      [...question.answer.matchAll(REFERENCE_PATTERN)]
        .filter(([, kind, argument]) => kind === 'cena' && argument !== undefined && prices.has(argument))
        .flatMap(([, , argument]) => english.filter((faq) => faq.id === question.id).map((faq) => ({ answer: faq.answer, price: prices.get(argument!)! }))),
    );
    expect(priced.length).toBeGreaterThan(0);
    for (const { answer, price } of priced) expect(answer).toContain(formatPriceEnglish(price));
  });

  it('keeps the same references as the Serbian in every answer, and leaves none unrendered', () => {
    const references = (text: string) => [...text.matchAll(REFERENCE_PATTERN)].map(([reference]) => reference).sort();
    faqData.questions.forEach((question, index) => {
      expect({ id: question.id, references: references(faqWords.questions[index]!.answer) }).toEqual({
        id: question.id,
        references: references(question.answer),
      });
    });
    for (const faq of english) expect(faq.answer).not.toMatch(REFERENCE_PATTERN);
  });

  it('names every category in English, and has no Serbian letter or figure form left', () => {
    for (const faq of english) expect(faqsIn.en.categoryName(faq.category)).not.toBe(faq.category);
    const texts = english.flatMap((faq) => [faq.question, faq.answer, faqsIn.en.categoryName(faq.category)]);
    expect(texts.filter((text) => SERBIAN_LETTERS.test(text) || SERBIAN_FIGURES.test(text))).toEqual([]);
  });

  it('follows the English house style’s quotation marks and apostrophes (content/STYLE-EN.md §2)', () => {
    const texts = strings([faqWords, models.en.model.packages, models.en.model.timelines, models.en.model.warranty]);
    expect(texts.filter((text) => /["']/.test(text))).toEqual([]);
  });
});

describe('the pages’ titles and leads in English', () => {
  it('has every page’s copy, in English, each description within the limit a search result shows', () => {
    expect(Object.keys(pagesIn.en)).toEqual(Object.keys(pagesIn.sr));
    const texts = strings(pagesIn.en);
    expect(texts.filter((text) => SERBIAN_LETTERS.test(text) || SERBIAN_FIGURES.test(text) || /["']/.test(text))).toEqual([]);
    for (const copy of Object.values(pagesIn.en)) expect(copy.description.length).toBeLessThanOrEqual(PAGE_DESCRIPTION_MAX);
  });
});

describe('the model in English', () => {
  it('has the Serbian model’s figures and ids, and only English words', () => {
    const { model: serbian } = models.sr;
    const { model: english } = models.en;
    expect(english.prices).toBe(serbian.prices);
    for (const entry of english.packages) {
      const twin = serbian.packages.find((candidate) => candidate.id === entry.id)!;
      expect({ id: entry.id, priceItem: entry.priceItem, units: entry.units }).toEqual({ id: twin.id, priceItem: twin.priceItem, units: twin.units });
    }
    for (const timeline of english.timelines) {
      const twin = serbian.timelines.find((candidate) => candidate.id === timeline.id)!;
      expect(timeline.stays.map((stay) => stay.days.map((day) => day.day))).toEqual(twin.stays.map((stay) => stay.days.map((day) => day.day)));
    }
    for (const term of english.warranty.terms) expect(term.years).toBe(serbian.warranty.terms.find((candidate) => candidate.id === term.id)!.years);
    const words = strings({ ...english, prices: undefined, priceCategories: undefined, openDays: undefined });
    expect(words.filter((text) => SERBIAN_LETTERS.test(text))).toEqual([]);
  });
});

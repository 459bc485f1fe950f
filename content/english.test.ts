import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { articles, articlesIn } from '@/content/articles';
import { CONTENT_DIR } from '@/content/content-dir';
import faqData from '@/content/data/faq.json';
import faqWords from '@/content/en/faq.json';
import { faqs, faqsIn } from '@/content/faq';
import { models } from '@/content/model';
import { pagesIn } from '@/content/pages';
import { SHARED_KEYS, wordsFileOf, type WordsFile } from '@/content/translations';
import { widgetCopyIn } from '@/content/widgets';
import { PAGE_DESCRIPTION_MAX } from '@/lib/schemas/pages';
import { writtenPriceCategories } from '@/content/model';
import { formatDisplayDateEnglish, formatPriceEnglish } from '@/lib/english';
import { localizedRoutes } from '@/content/route-registry';
import { articlePathIn } from '@/lib/locales';
import { REFERENCE_PATTERN } from '@/lib/references';
import { SERBIAN_FIGURES, SERBIAN_LETTERS, STRAIGHT_QUOTES, englishArticleProblems } from '@/lib/english-article';
import { mapStrings } from '@/lib/typography';
import { overlayWords } from '@/lib/translation';

// Issue 27: the English words over the Serbian data. Every figure comes from the Serbian files (so an edit of a
// price there shows in English too), every text from content/en/, and no Serbian word is left in English.

/** Every string in a value, in order (lib/typography.ts's walk over lists and fields). */
const strings = (value: unknown): string[] => {
  const found: string[] = [];
  mapStrings(value, (text) => (found.push(text), text));
  return found;
};

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
    for (const words of faqWords.questions) {
      // A question the clinic has deleted in Serbian: its translation is left out (lib/translation.ts).
      const question = faqData.questions.find((candidate) => candidate.id === words.id);
      if (question) expect({ id: words.id, references: references(words.answer) }).toEqual({ id: words.id, references: references(question.answer) });
    }
    for (const faq of english) expect(faq.answer).not.toMatch(REFERENCE_PATTERN);
  });

  it('names every category in English, and has no Serbian letter or figure form left', () => {
    for (const faq of english) expect(faqsIn.en.categoryName(faq.category)).not.toBe(faq.category);
    const texts = english.flatMap((faq) => [faq.question, faq.answer, faqsIn.en.categoryName(faq.category)]);
    expect(texts.filter((text) => SERBIAN_LETTERS.test(text) || SERBIAN_FIGURES.test(text))).toEqual([]);
  });

  it('follows the English house style’s quotation marks and apostrophes (content/STYLE-EN.md §2)', () => {
    const texts = strings([faqWords, models.en.model.packages, models.en.model.timelines, models.en.model.warranty]);
    expect(texts.filter((text) => STRAIGHT_QUOTES.test(text))).toEqual([]);
  });
});

describe('the pages’ titles and leads in English', () => {
  it('has every page’s copy, in English, each description within the limit a search result shows', () => {
    expect(Object.keys(pagesIn.en)).toEqual(Object.keys(pagesIn.sr));
    const texts = strings(pagesIn.en);
    expect(texts.filter((text) => SERBIAN_LETTERS.test(text) || SERBIAN_FIGURES.test(text) || STRAIGHT_QUOTES.test(text))).toEqual([]);
    for (const copy of Object.values(pagesIn.en)) expect(copy.description.length).toBeLessThanOrEqual(PAGE_DESCRIPTION_MAX);
  });
});

describe('the widgets’ words in English', () => {
  it('has every word of the Serbian widgets, in English', () => {
    const shape = (value: unknown): unknown =>
      value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)])) : typeof value;
    expect(shape(widgetCopyIn.en)).toEqual(shape(widgetCopyIn.sr));
    expect(strings(widgetCopyIn.en).filter((text) => SERBIAN_LETTERS.test(text) || STRAIGHT_QUOTES.test(text))).toEqual([]);
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

describe('the articles in English', () => {
  const english = articlesIn.en;
  const serbianRaw = (slug: string) => readFileSync(path.join(CONTENT_DIR, 'blog', 'sr', `${slug}.md`), 'utf8');
  const englishRaw = (slug: string) => readFileSync(path.join(CONTENT_DIR, 'blog', 'en', `${slug}.md`), 'utf8');
  const pairs = english.map((article) => ({ article, original: articles.find((candidate) => candidate.id === article.id)! }));

  it('pairs each translation with its Serbian article, keeping its date, category and picture, under its own slug', () => {
    expect(english.length).toBeGreaterThan(0);
    for (const { article, original } of pairs) {
      expect({ date: article.date, category: article.category, image: article.image }).toEqual({
        date: original.date,
        category: original.category,
        image: original.image,
      });
      expect(article.slug).not.toBe(original.slug);
      expect(article.displayDate).toBe(formatDisplayDateEnglish(original.date));
    }
  });

  it('keeps every reference of the Serbian body, in English words and marks, no figure typed (as the editor checks it), and renders them all', () => {
    for (const { article, original } of pairs) {
      const { data, content } = matter(englishRaw(original.slug), {});
      const problems = englishArticleProblems({ ...data, body: content }, matter(serbianRaw(original.slug), {}).content);
      expect({ slug: article.slug, problems }).toEqual({ slug: article.slug, problems: [] });
      expect(article.content).not.toMatch(REFERENCE_PATTERN);
    }
  });

  it('links to the English twins of the site’s pages that have one', () => {
    const translated = new Set(english.map((article) => articlePathIn('en', article.slug)));
    const twins = new Set([...Object.values(localizedRoutes.en), ...translated]);
    for (const { article } of pairs) {
      const links = [...article.content.matchAll(/href="(\/[^"#]*)/g)].map(([, href]) => href!);
      expect({ slug: article.slug, strays: links.filter((href) => !twins.has(href)) }).toEqual({ slug: article.slug, strays: [] });
    }
  });

  it('reads with no Serbian letter, Serbian figure form or straight quotation mark once its references are rendered', () => {
    for (const { article } of pairs) {
      const texts = [article.title, article.excerpt, article.metaTitle, article.metaDescription, article.imageAlt, article.content.replace(/<[^>]+>/g, ' ')];
      expect({
        slug: article.slug,
        serbian: texts
          .filter((text) => SERBIAN_LETTERS.test(text) || SERBIAN_FIGURES.test(text) || STRAIGHT_QUOTES.test(text.replace(/&quot;|&#x27;/g, '')))
          .map((text) => text.slice(0, 80)),
      }).toEqual({ slug: article.slug, serbian: [] });
    }
  });
});

describe('every English words file', () => {
  const wordsDir = path.join(CONTENT_DIR, 'en');
  const files = (dir: string): string[] =>
    readdirSync(path.join(wordsDir, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : entry.name.endsWith('.json') ? [path.join(dir, entry.name)] : [],
    );

  it('is the words of a data file, registered with its shared keys', () => {
    expect(files('').sort()).toEqual(Object.keys(SHARED_KEYS).sort());
  });

  it.each(Object.entries(SHARED_KEYS))('%s: gives every text of the Serbian file its English, and no Serbian is left', (file, sharedKeys) => {
    const read = (dir: string) => JSON.parse(readFileSync(path.join(CONTENT_DIR, dir, file), 'utf8')) as Record<string, unknown>;
    const words = read('en');
    // The FAQ's category names are a map of their own (content/faq.ts).
    const { categoryNames, ...overlaid } = words;
    const english = overlayWords(read('data'), file === 'faq.json' ? overlaid : words, { file: wordsFileOf(file as WordsFile), sharedKeys });
    expect(categoryNames === undefined || file === 'faq.json').toBe(true);
    const texts = strings(words);
    expect(texts.filter((text) => SERBIAN_LETTERS.test(text) || SERBIAN_FIGURES.test(text) || STRAIGHT_QUOTES.test(text))).toEqual([]);
    expect(strings(english).length).toBeGreaterThan(0);
  });
});

describe('one term for the treatment a tooth needs before the cosmetic work (STYLE-EN, STIL.md §2.1)', () => {
  // “Preparing” and “preparation” are only the reduction of a tooth for a veneer or crown; treatment of the teeth or
  // gums beforehand is “treatment needed beforehand”, so no patient reads the filing as charged extra.
  const PRIOR_TREATMENT_AS_PREPARATION = /\bpreparatory\b|\bpreparation (?:item|before|needed)\b|\bonce preparation is included\b|\bpreparing the teeth \(/giu;
  const problemsIn = (place: string, text: string) => [...text.matchAll(PRIOR_TREATMENT_AS_PREPARATION)].map((match) => `${place}: “${match[0]}”`);

  it('calls it treatment needed beforehand in every English article and words file', () => {
    const problems = [
      ...articlesIn.en.flatMap((article) =>
        [article.title, article.excerpt, article.metaDescription, article.content].flatMap((text) => problemsIn(article.slug, text)),
      ),
      ...Object.keys(SHARED_KEYS).flatMap((file) =>
        strings(JSON.parse(readFileSync(path.join(CONTENT_DIR, 'en', file), 'utf8'))).flatMap((text) => problemsIn(`content/en/${file}`, text)),
      ),
    ];
    expect(problems).toEqual([]);
  });

  it('sees the old use: the test of the test', () => {
    expect(problemsIn('planted', 'Preparing the teeth (root canal treatment, fillings) is charged separately; a plan with preparatory treatment.')).toEqual([
      'planted: “Preparing the teeth (”',
      'planted: “preparatory”',
    ]);
  });
});

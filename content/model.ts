/**
 * The price and treatment model (content/STIL.md §3): the price list's rows by id, and the packages,
 * timelines, warranty, durability, market ranges, payment terms and durations of content/data/model/, each
 * edited through /admin/. Every content module resolves the references in its prose (`{cena:keramicka-faseta}`)
 * through `resolveContent`, so a figure typed once shows the same on every page.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import faqData from '@/content/data/faq.json';
import sourcesData from '@/content/data/sources.json';
import priceListData from '@/content/data/price-list.json';
import durabilityData from '@/content/data/model/durability.json';
import factsData from '@/content/data/model/facts.json';
import marketData from '@/content/data/model/market.json';
import packagesData from '@/content/data/model/packages.json';
import paymentData from '@/content/data/model/payment.json';
import timelinesData from '@/content/data/model/timelines.json';
import warrantyData from '@/content/data/model/warranty.json';
import faqWords from '@/content/en/faq.json';
import durabilityWords from '@/content/en/model/durability.json';
import factsWords from '@/content/en/model/facts.json';
import marketWords from '@/content/en/model/market.json';
import packagesWords from '@/content/en/model/packages.json';
import paymentWords from '@/content/en/model/payment.json';
import timelinesWords from '@/content/en/model/timelines.json';
import warrantyWords from '@/content/en/model/warranty.json';
import { CONTENT_DIR } from '@/content/content-dir';
import { byLanguage, followPageLanguage } from '@/content/page-language';
import { siteIn } from '@/content/site';
import { FAQ_IN_STEP_FIELDS, SHARED_KEYS, inStepWithSerbian, wordsFileOf, type WordsFile } from '@/content/translations';
import { ContentError, dropEmptyFields, parseDataFile, parseUntyped, type ContentProblem } from '@/lib/content-check';
import { ENGLISH, formatPriceEnglish } from '@/lib/english';
import { localizedRoutes, routes } from '@/content/route-registry';
import { articlePathIn, type Locale } from '@/lib/locales';
import { SERBIAN, lineAt, packageRegularPrice, resolveReferences, type ReferenceLanguage, type ResolveOptions } from '@/lib/references';
import { overlayWords, withoutOutdated } from '@/lib/translation';
import { noteProblems } from '@/lib/problem-collector';
import { wordsFileSchemaFor } from '@/lib/schemas/by-file';
import { modelFileSchemas, type Claim, type Model } from '@/lib/schemas/model';
import { sourcesFileSchema } from '@/lib/schemas/sources';
import { priceListFileSchema, type PriceCategory } from '@/lib/schemas/price-list';

const PRICE_LIST_FILE = 'content/data/price-list.json';

const file = (name: string) => ({ file: `content/data/model/${name}.json` });

/** The price list as written, before its own descriptions are resolved (content/price-list.ts resolves them). */
export const writtenPriceCategories: readonly PriceCategory[] = parseDataFile(priceListFileSchema, priceListData, { file: PRICE_LIST_FILE }).categories;

function buildModel(): Model {
  const prices = new Map<string, { price: PriceCategory['services'][number]['price']; categoryId: string }>();
  const problems: ContentProblem[] = [];
  // Each address word is used once on the whole price list (lib/schemas/price-list.ts checks it as the file loads).
  writtenPriceCategories.forEach((category) => {
    category.services.forEach((service) => {
      prices.set(service.id, { price: service.price, categoryId: category.id });
    });
  });
  const model: Model = {
    prices,
    priceCategories: new Set(writtenPriceCategories.map((category) => category.id)),
    packages: parseDataFile(modelFileSchemas.packages, packagesData, file('packages')).packages,
    timelines: parseDataFile(modelFileSchemas.timelines, timelinesData, file('timelines')).timelines,
    warranty: parseDataFile(modelFileSchemas.warranty, warrantyData, file('warranty')),
    durability: parseDataFile(modelFileSchemas.durability, durabilityData, file('durability')),
    market: parseDataFile(modelFileSchemas.market, marketData, file('market')).ranges,
    payment: parseDataFile(modelFileSchemas.payment, paymentData, file('payment')),
    facts: parseDataFile(modelFileSchemas.facts, factsData, file('facts')).facts,
    openDays: siteIn.sr.hours.days,
    priceListPath: routes.priceList,
    claims: claimsOf(faqData.questions, routes.faq),
    articles: articlesIn('sr'),
    sources: sourcesAt(routes.sources),
  };
  // Each source a figure names is on the sources page.
  const named: { file: string; field: string; path: PropertyKey[]; ids: readonly string[] }[] = [
    { file: file('durability').file, field: 'general.sources', path: ['general', 'sources'], ids: model.durability.general.sources ?? [] },
    ...model.durability.materials.map((entry, index) => ({
      file: file('durability').file,
      field: `materials[id="${entry.id}"].sources`,
      path: ['materials', index, 'sources'],
      ids: entry.sources ?? [],
    })),
    ...model.facts.map((fact, index) => ({
      file: file('facts').file,
      field: `facts[id="${fact.id}"].sources`,
      path: ['facts', index, 'sources'],
      ids: fact.sources ?? [],
    })),
  ];
  for (const place of named)
    for (const id of place.ids)
      if (!model.sources.has(id))
        problems.push({ source: place.file, field: place.field, problem: `nijedan izvor nema oznaku "${id}" (Izvori)`, file: place.file, path: place.path });
  // The ids the model names exist: a package's rows and timeline, a timeline's wait.
  const packagesFile = file('packages').file;
  model.packages.forEach((entry, index) => {
    const where = `packages[id="${entry.id}"]`;
    for (const field of ['priceItem', 'unitItem'] as const) {
      if (entry[field] !== undefined && !prices.has(entry[field])) {
        problems.push({
          source: packagesFile,
          field: `${where}.${field}`,
          problem: `nijedna usluga na cenovniku nema oznaku "${entry[field]}"`,
          file: packagesFile,
          path: ['packages', index, field],
        });
      }
    }
    if (!model.timelines.some((timeline) => timeline.id === entry.timeline)) {
      problems.push({
        source: packagesFile,
        field: `${where}.timeline`,
        problem: `nijedan plan po danima nema oznaku "${entry.timeline}"`,
        file: packagesFile,
        path: ['packages', index, 'timeline'],
      });
    }
  });
  model.timelines.forEach((timeline, index) => {
    if (timeline.gap && !model.facts.some((fact) => fact.id === timeline.gap)) {
      problems.push({
        source: file('timelines').file,
        field: `timelines[id="${timeline.id}"].gap`,
        problem: `nijedan rok nema oznaku "${timeline.gap}"`,
        file: file('timelines').file,
        path: ['timelines', index, 'gap'],
      });
    }
    (timeline.checkups ?? []).forEach((checkup, at) => {
      if (!model.facts.some((fact) => fact.id === checkup.after))
        problems.push({
          source: file('timelines').file,
          field: `timelines[id="${timeline.id}"].checkups[${at}].after`,
          problem: `nijedan rok nema oznaku "${checkup.after}"`,
          file: file('timelines').file,
          path: ['timelines', index, 'checkups', at, 'after'],
        });
    });
  });
  if (problems.length > 0) throw ContentError.of(problems);
  // A package is an offer only while it costs less than its units on the price list.
  model.packages.forEach((entry, index) => {
    const price = prices.get(entry.priceItem)!.price;
    const regular = packageRegularPrice(model, entry);
    if (regular && (price.upTo ?? price.amount) >= regular.min) {
      throw ContentError.of([
        {
          source: packagesFile,
          field: `packages[id="${entry.id}"]`,
          problem: `paket košta ${price.upTo ?? price.amount}, a to nije manje od ${entry.units} × "${entry.unitItem}" na cenovniku (${regular.min}): paket mora biti jeftiniji`,
          file: packagesFile,
          path: ['packages', index],
        },
      ]);
    }
  });
  return model;
}

export const model: Model = buildModel();

/**
 * The model in English (issue 27): every figure, id and rule of the Serbian model, with the words of
 * content/en/model/ (a package's name and inclusions, a plan's visits, a warranty's terms). A missing or misplaced
 * English text stops the build naming the file, the entry and the field.
 */
function englishModel(): Model {
  const words = <T>(serbian: T, name: 'packages' | 'timelines' | 'warranty' | 'durability' | 'market' | 'payment' | 'facts', data: unknown): T =>
    overlayWords(serbian, data, { file: wordsFileOf(`model/${name}.json`), sharedKeys: SHARED_KEYS[`model/${name}.json`], inStep: inStepWithSerbian });
  return {
    ...model,
    packages: words({ packages: model.packages }, 'packages', packagesWords).packages,
    timelines: words({ timelines: model.timelines }, 'timelines', timelinesWords).timelines,
    warranty: words(model.warranty, 'warranty', warrantyWords),
    durability: words(model.durability, 'durability', durabilityWords),
    market: words({ ranges: model.market }, 'market', marketWords).ranges,
    payment: words(model.payment, 'payment', paymentWords),
    facts: words({ facts: model.facts }, 'facts', factsWords).facts,
    priceListPath: localizedRoutes.en.priceList,
    claims: claimsOf(englishQuestions(), localizedRoutes.en.faq),
    articles: articlesIn('en'),
    sources: sourcesAt(localizedRoutes.en.sources),
  };
}

/** The sources (content/data/sources.json, issue 40 item 1) as a figure cites them, with their entries on the sources page at `path`. */
function sourcesAt(path: string): ReadonlyMap<string, Claim> {
  const { sources } = parseDataFile(sourcesFileSchema, sourcesData, { file: 'content/data/sources.json' });
  return new Map(sources.map((source) => [source.id, { label: source.cite, href: `${path}#${source.id}` }] as const));
}

/**
 * The claims and their homes (content/STIL.md §4.1): each FAQ answer with a `claim` anchor, by that anchor, with its
 * question as a link's words. Read from the file as written (the FAQ's own answers may name other claims), so the
 * FAQ's schema, which content/faq.ts applies, is not needed here; a question without an anchor is no claim's home.
 */
function claimsOf(questions: readonly { question?: unknown; claim?: unknown }[], faqPath: string): ReadonlyMap<string, Claim> {
  return new Map(
    questions.flatMap(({ question, claim }) =>
      typeof claim === 'string' && typeof question === 'string' ? [[claim, { label: question, href: `${faqPath}#${claim}` }] as const] : [],
    ),
  );
}

/**
 * Each article's title and page in a language, by its Serbian file name, for `{clanak:…}` (issue 39: an article's
 * title in a link is the article's own, never typed). Read from the frontmatter, before the articles themselves are
 * read through the model; a language's article without a title (an English column left empty) is not there.
 */
function articlesIn(locale: Locale): ReadonlyMap<string, Claim> {
  const folder = path.join(CONTENT_DIR, 'blog', locale);
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .flatMap((name) => {
        const { title, slug } = matter(readFileSync(path.join(folder, name), 'utf8'), {}).data as { title?: unknown; slug?: unknown };
        const address = locale === 'sr' ? name.slice(0, -'.md'.length) : slug;
        if (typeof title !== 'string' || title.trim() === '' || typeof address !== 'string') return [];
        return [[name.slice(0, -'.md'.length), { label: title, href: articlePathIn(locale, address) }] as const];
      }),
  );
}

/** The English questions with the Serbian file's claim anchors: an anchor whose question is not translated yet is no English claim. */
function englishQuestions(): { question?: unknown; claim?: unknown }[] {
  // An out-of-date English question (content/translations.ts FAQ_IN_STEP_FIELDS) is not on the English FAQ: no claim's home.
  const inStep = withoutOutdated(faqWords, 'questions', faqData.questions, FAQ_IN_STEP_FIELDS).questions;
  const english = new Map(inStep.map((entry: { id: number; question?: unknown }) => [entry.id, entry.question]));
  return faqData.questions.map((entry: { id: number; claim?: unknown }) => ({ claim: entry.claim, question: english.get(entry.id) }));
}

let english: { model: Model; language: ReferenceLanguage } | undefined;

/**
 * Each language's model and the words its references render in. The English one is built on first use, so nothing
 * the Serbian pages need waits for it or can be stopped by it.
 */
export const models: Record<Locale, { model: Model; language: ReferenceLanguage }> = {
  sr: { model, language: SERBIAN },
  get en() {
    return (english ??= { model: englishModel(), language: { ...ENGLISH, price: (price) => formatPriceEnglish(price, model.payment.rsdPerEur) } });
  },
};

/** Where a text was written, for the message of a reference that cannot be resolved. */
export interface TextSource {
  file: string;
  /** The entry and field ("questions[id=5].answer"), or empty for an article body. */
  field: string;
  /** Where the text is within the file's data (["questions", 4, "answer"]; an article's body: ["body"]), for the editor's place. */
  path?: readonly PropertyKey[];
  /** The file's text, to name the line of the reference; a JSON file is its data as the CMS writes it. */
  fileText?: string;
  /** The file line the text starts on (an article body), when the text itself holds the line breaks. */
  firstLine?: number;
}

/** One text with its references resolved, in a language; an unknown one stops the build naming the file and line. */
export function resolveText(text: string, source: TextSource, options: ResolveOptions = { markdown: false }, locale: Locale = 'sr'): string {
  const result = resolveReferences(text, models[locale].model, { ...options, language: models[locale].language });
  const problems = result.problems.map(({ offset, reference, message }) => {
    const line =
      source.firstLine !== undefined
        ? source.firstLine + lineAt(text, offset) - 1
        : source.fileText
          ? lineAt(source.fileText, Math.max(0, source.fileText.indexOf(reference)))
          : undefined;
    return {
      source: line === undefined ? source.file : `${source.file}:${line}`,
      field: source.field,
      problem: `${reference}: ${message}`,
      file: source.file,
      path: source.path,
    };
  });
  // The content check collects them all (lib/problem-collector.ts); anywhere else the first text's stop the build.
  if (problems.length > 0 && !noteProblems(problems)) throw ContentError.of(problems);
  return result.text;
}

/**
 * Every string in a data file's parsed value with its references resolved (plain text). `data` is the file as
 * imported, to name the line: the CMS writes JSON with a 2-space indent, so JSON.stringify reproduces the file.
 * `at` is where the value sits in the file's data (the price list's categories: ["categories"]), for the editor's place.
 */
export function resolveContent<T>(value: T, fileName: string, data: unknown, at: readonly PropertyKey[] = [], locale: Locale = 'sr'): T {
  const fileText = JSON.stringify(data, null, 2);
  const walk = (node: unknown, field: string, path: readonly PropertyKey[]): unknown => {
    if (typeof node === 'string') return node.includes('{') ? resolveText(node, { file: fileName, field, path, fileText }, { markdown: false }, locale) : node;
    if (Array.isArray(node)) return node.map((item, index) => walk(item, `${field}[${index}]`, [...path, index]));
    if (node && typeof node === 'object' && Object.getPrototypeOf(node) === Object.prototype) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, field ? `${field}.${key}` : key, [...path, key])]));
    }
    return node;
  };
  return walk(value, '', at) as T;
}

/**
 * A data file's English (issue 27): its words file (content/en/…) over the Serbian data, references resolved in
 * English, through the file's schema. English is never brought to the Serbian house typography (parseUntyped).
 */
export function parseEnglishProse<S extends z.ZodType>(schema: S, serbianData: unknown, words: unknown, file: WordsFile): z.output<S> {
  const wordsFile = wordsFileOf(file);
  // The editor checks an English save against the same schema (lib/schemas/by-file.ts): one list says which.
  if (wordsFileSchemaFor(file) !== schema)
    throw new Error(`${wordsFile}: read through a schema other than wordsFileSchemas['${file}'] (lib/schemas/by-file.ts)`);
  // The FAQ leaves its out-of-date questions out instead (content/faq.ts); every other text names the Serbian figures.
  const merged = overlayWords(serbianData, words, {
    file: wordsFile,
    sharedKeys: SHARED_KEYS[file],
    ...(file === 'faq.json' ? {} : { inStep: inStepWithSerbian }),
  });
  // A field the clinic emptied in Serbian is left out, as parseProse leaves it out of the Serbian (no translation needed).
  return parseUntyped(schema, dropEmptyFields(resolveContent(merged, wordsFile, words, [], 'en')), { file: wordsFile });
}

/** A data file the clinic writes prose in, with its references resolved, through its schema. */
export function parseProse<S extends z.ZodType>(schema: S, data: unknown, where: { file: string }): z.output<S> {
  // Resolved first, so a length limit (a description for Google) counts the characters the page shows.
  return parseDataFile(schema, resolveContent(data, where.file, data), where);
}

/** The packages with their inclusions, exclusions and condition resolved, as /cenovnik/ lists them under their rows. */
export const packages: Model['packages'] = followPageLanguage(
  'content/model.ts › packages',
  byLanguage(resolveContent(model.packages, 'content/data/model/packages.json', packagesData, ['packages']), {
    en: () => resolveContent(models.en.model.packages, wordsFileOf('model/packages.json'), packagesWords, ['packages'], 'en'),
  }),
);

/** The package a price-list row carries, if any, in the page's language. */
export const packageForRow = (rowId: string) => packages.find((entry) => entry.priceItem === rowId);

/**
 * The price and treatment model (content/STIL.md §3): the price list's rows by id, and the packages,
 * timelines, warranty, durability, market ranges, payment terms and durations of content/data/model/, each
 * edited through /admin/. Every content module resolves the references in its prose (`{cena:keramicka-faseta}`)
 * through `resolveContent`, so a figure typed once shows the same on every page.
 */
import type { z } from 'zod';
import priceListData from '@/content/data/price-list.json';
import durabilityData from '@/content/data/model/durability.json';
import factsData from '@/content/data/model/facts.json';
import marketData from '@/content/data/model/market.json';
import packagesData from '@/content/data/model/packages.json';
import paymentData from '@/content/data/model/payment.json';
import timelinesData from '@/content/data/model/timelines.json';
import warrantyData from '@/content/data/model/warranty.json';
import { site } from '@/content/site';
import { ContentError, parseDataFile, type ContentProblem } from '@/lib/content-check';
import { lineAt, packageRegularPrice, resolveReferences, type ResolveOptions } from '@/lib/references';
import { routes } from '@/lib/routes';
import { modelFileSchemas, type Model } from '@/lib/schemas/model';
import { priceListFileSchema, type PriceCategory } from '@/lib/schemas/price-list';

const PRICE_LIST_FILE = 'content/data/price-list.json';

const file = (name: string) => ({ file: `content/data/model/${name}.json` });

/** The price list as written, before its own descriptions are resolved (content/price-list.ts resolves them). */
export const writtenPriceCategories: readonly PriceCategory[] = parseDataFile(priceListFileSchema, priceListData, { file: PRICE_LIST_FILE }).categories;

function buildModel(): Model {
  const prices = new Map<string, { price: PriceCategory['services'][number]['price']; categoryId: string }>();
  const problems: ContentProblem[] = [];
  for (const category of writtenPriceCategories) {
    if (prices.has(category.id))
      problems.push({ source: PRICE_LIST_FILE, field: `categories[id="${category.id}"].id`, problem: 'a service already uses this id' });
    for (const service of category.services) {
      if (prices.has(service.id) || writtenPriceCategories.some((other) => other.id === service.id)) {
        problems.push({ source: PRICE_LIST_FILE, field: `services[id="${service.id}"].id`, problem: `"${service.id}" is already used on the price list` });
      }
      prices.set(service.id, { price: service.price, categoryId: category.id });
    }
  }
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
    openDays: site.hours.days,
    priceListPath: routes.priceList,
  };
  // The ids the model names exist: a package's rows and timeline, a timeline's wait.
  for (const entry of model.packages) {
    const where = `packages[id="${entry.id}"]`;
    for (const field of ['priceItem', 'unitItem'] as const) {
      if (entry[field] !== undefined && !prices.has(entry[field]))
        problems.push({ source: 'content/data/model/packages.json', field: `${where}.${field}`, problem: `no price-list row has the id "${entry[field]}"` });
    }
    if (!model.timelines.some((timeline) => timeline.id === entry.timeline)) {
      problems.push({ source: 'content/data/model/packages.json', field: `${where}.timeline`, problem: `no timeline has the id "${entry.timeline}"` });
    }
  }
  for (const timeline of model.timelines) {
    if (timeline.gap && !model.facts.some((fact) => fact.id === timeline.gap)) {
      problems.push({
        source: 'content/data/model/timelines.json',
        field: `timelines[id="${timeline.id}"].gap`,
        problem: `no fact has the id "${timeline.gap}"`,
      });
    }
  }
  const [first, ...rest] = problems;
  if (first) throw new ContentError(first.source, first.field, first.problem, rest);
  // A package is an offer only while it costs less than its units on the price list.
  for (const entry of model.packages) {
    const price = prices.get(entry.priceItem)!.price;
    const regular = packageRegularPrice(model, entry);
    if (regular && (price.upTo ?? price.amount) >= regular.min) {
      throw new ContentError(
        'content/data/model/packages.json',
        `packages[id="${entry.id}"]`,
        `the package costs ${price.upTo ?? price.amount}, no less than ${entry.units} × "${entry.unitItem}" on the price list (${regular.min})`,
      );
    }
  }
  return model;
}

export const model: Model = buildModel();

/** Where a text was written, for the message of a reference that cannot be resolved. */
export interface TextSource {
  file: string;
  /** The entry and field ("questions[id=5].answer"), or empty for an article body. */
  field: string;
  /** The file's text, to name the line of the reference; a JSON file is its data as the CMS writes it. */
  fileText?: string;
  /** The file line the text starts on (an article body), when the text itself holds the line breaks. */
  firstLine?: number;
}

/** One text with its references resolved; an unknown one stops the build naming the file and line. */
export function resolveText(text: string, source: TextSource, options: ResolveOptions = { markdown: false }): string {
  const result = resolveReferences(text, model, options);
  const problems = result.problems.map(({ offset, reference, message }) => {
    const line =
      source.firstLine !== undefined
        ? source.firstLine + lineAt(text, offset) - 1
        : source.fileText
          ? lineAt(source.fileText, Math.max(0, source.fileText.indexOf(reference)))
          : undefined;
    return { source: line === undefined ? source.file : `${source.file}:${line}`, field: source.field, problem: `${reference}: ${message}` };
  });
  const [first, ...rest] = problems;
  if (first) throw new ContentError(first.source, first.field, first.problem, rest);
  return result.text;
}

/**
 * Every string in a data file's parsed value with its references resolved (plain text). `data` is the file as
 * imported, to name the line: the CMS writes JSON with a 2-space indent, so JSON.stringify reproduces the file.
 */
export function resolveContent<T>(value: T, fileName: string, data: unknown): T {
  const fileText = JSON.stringify(data, null, 2);
  const walk = (node: unknown, field: string): unknown => {
    if (typeof node === 'string') return node.includes('{') ? resolveText(node, { file: fileName, field, fileText }) : node;
    if (Array.isArray(node)) return node.map((item, index) => walk(item, `${field}[${index}]`));
    if (node && typeof node === 'object' && Object.getPrototypeOf(node) === Object.prototype) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, field ? `${field}.${key}` : key)]));
    }
    return node;
  };
  return walk(value, '') as T;
}

/** A data file the clinic writes prose in, with its references resolved, through its schema. */
export function parseProse<S extends z.ZodType>(schema: S, data: unknown, where: { file: string }): z.output<S> {
  // Resolved first, so a length limit (a description for Google) counts the characters the page shows.
  return parseDataFile(schema, resolveContent(data, where.file, data), where);
}

/** The packages with their inclusions, exclusions and condition resolved, as /cenovnik/ lists them under their rows. */
export const packages = resolveContent(model.packages, 'content/data/model/packages.json', packagesData);

/** The package a price-list row carries, if any. */
export const packageForRow = (rowId: string) => packages.find((entry) => entry.priceItem === rowId);

/**
 * Where a content problem is, as the clinic sees it in the editor (/admin/, Decap CMS): the collection in the
 * sidebar, the file in the collection's list, then the labels of the fields, a list's entry by its name in „…“:
 *   Česta pitanja › Pitanja › „Da li radite nedeljom?“ › Broj
 *   Blog › „Fasete ili krunice?“ › Opis za Google
 * From the editor's configuration (content/cms-config.yml, parsed), the file and the path of the value within the
 * file's data. The build's report (scripts/check-content.mjs) names each problem so, and `checkForEditor` lets the
 * editor refuse a save in the browser. Pure, and without Node's APIs: the editor bundles it.
 */
import type { z } from 'zod';
import { prepareDataFile } from '@/lib/content-check';
import { contentErrorMap, contentProblems, countOf, entryName, type ContentProblem } from '@/lib/content-issues';

/** A field of the editor's configuration, as far as the place needs it. */
export interface CmsField {
  name: string;
  label?: string;
  widget?: string;
  /** An object's fields, or a list's entry's fields. */
  fields?: CmsField[];
  /** A list of single values: its one field. */
  field?: CmsField;
  /** How a list shows an entry: "{{fields.name}}: {{fields.price.amount}}". */
  summary?: string;
  /** A list's name for one entry ("Dodaj kategoriju"), and its count words, one, few, many (admin/lists.ts). */
  label_singular?: string;
  counts?: readonly [string, string, string];
}

/** A collection: either files, each with its fields, or a folder of entries (the blog) with its fields. */
export interface CmsCollection {
  name: string;
  label?: string;
  folder?: string;
  extension?: string;
  files?: { name: string; label?: string; file: string; fields?: CmsField[]; preview_path?: string }[];
  fields?: CmsField[];
  /** Its entries in each language of the configuration's i18n, a folder per language. */
  i18n?: boolean;
}

/** The editor's configuration (content/cms-config.yml parsed), as far as the place needs it. */
export interface CmsConfig {
  collections: CmsCollection[];
  /** The languages an i18n collection is edited in, side by side (Decap's "multiple_folders"). */
  i18n?: { structure: string; locales: string[]; default_locale: string };
}

/** The labels the editor shows before the fields, and the fields of the file or entry. */
interface DescribedFile {
  labels: string[];
  fields: CmsField[];
  /** An entry of a folder collection (an article): named by its title. */
  entry: boolean;
}

/**
 * An entry's file in a language. Decap names an entry of a collection edited in several languages by a path without
 * the language ("content/blog/x.md") and writes each language's file in that language's folder
 * ("content/blog/sr/x.md", "content/blog/en/x.md"); any other entry's path is its file. The first language when
 * `locale` is not given.
 */
export function entryFileIn(config: CmsConfig, collection: string, path: string, locale?: string): string {
  const i18n = config.collections.find((candidate) => candidate.name === collection)?.i18n ? config.i18n : undefined;
  if (!i18n || path === '') return path;
  const slash = path.lastIndexOf('/');
  return `${path.slice(0, slash)}/${locale ?? i18n.default_locale}/${path.slice(slash + 1)}`;
}

/** The fields the editor shows for a file, or for an entry of a folder (an article); none for a file it does not edit. */
export const fieldsOfFile = (config: CmsConfig, file: string): CmsField[] | undefined => describedFile(config, file)?.fields;

function describedFile(config: CmsConfig, file: string): DescribedFile | undefined {
  for (const collection of config.collections) {
    const collectionLabel = collection.label ?? collection.name;
    const described = collection.files?.find((entry) => entry.file === file);
    if (described) return { labels: [collectionLabel, described.label ?? described.name], fields: described.fields ?? [], entry: false };
    if (collection.folder !== undefined) {
      const prefix = `${collection.folder.replace(/\/$/, '')}/`;
      let name = file.startsWith(prefix) ? file.slice(prefix.length) : '';
      // In a collection edited in several languages, each language's entries are in its folder: "en/<name>".
      const locale = collection.i18n ? config.i18n?.locales.find((candidate) => name.startsWith(`${candidate}/`)) : undefined;
      if (collection.i18n && !locale) continue;
      if (locale) name = name.slice(locale.length + 1);
      if (name && !name.includes('/') && name.endsWith(`.${collection.extension ?? 'md'}`)) {
        // The other language's column is named by its code, as the editor's language menu names it ("Blog (EN)").
        const label = locale && locale !== config.i18n?.default_locale ? `${collectionLabel} (${locale.toUpperCase()})` : collectionLabel;
        return { labels: [label], fields: collection.fields ?? [], entry: true };
      }
    }
  }
  return undefined;
}

const child = (node: unknown, key: PropertyKey): unknown =>
  node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;

/** A list's summary template filled from an entry ("2. dan: Priprema"); undefined when a field it names is empty. */
export function filledSummary(template: string, entry: unknown): string | undefined {
  let complete = true;
  const text = template.replace(/\{\{\s*fields\.([\w.]+)\s*\}\}/g, (_, names: string) => {
    const value = names.split('.').reduce<unknown>(child, entry);
    if (typeof value !== 'string' && typeof value !== 'number') complete = false;
    return String(value ?? '');
  });
  return complete && text.trim() !== '' ? text.trim() : undefined;
}

/** An entry by its list's summary, in „…“. */
function summaryOf(template: string, entry: unknown): string | undefined {
  const text = filledSummary(template, entry);
  return text === undefined ? undefined : `„${text}“`;
}

/** A list's entry: by its name, else by the list's summary, else by its position. */
function listEntryName(list: CmsField, entry: unknown, index: number, faultyField: PropertyKey | undefined): string {
  const name = entryName(entry, index, faultyField);
  if (!name.endsWith('. stavka') || !list.summary) return name;
  return summaryOf(list.summary, entry) ?? name;
}

/** An article by its title, or by its file name when it has none. */
function articleName(file: string, data: unknown): string {
  const title = child(data, 'title');
  return typeof title === 'string' && title.trim() !== '' ? entryName(title, 0) : `„${file.slice(file.lastIndexOf('/') + 1)}“`;
}

/**
 * The place of a value as the editor shows it, its parts joined by " › " (a label repeated by the next, such as a
 * collection and its one file of the same name, once); undefined for a file the editor does not edit. `path` is
 * the value's path within `data`, the file's data; where it leaves the described fields, the place stops at the
 * last label the editor shows.
 */
export function editorPlace(config: CmsConfig, file: string, path: readonly PropertyKey[], data: unknown): string | undefined {
  const described = describedFile(config, file);
  if (!described) return undefined;
  const parts = [...described.labels];
  if (described.entry) parts.push(articleName(file, data));
  let fields = described.fields;
  let list: CmsField | undefined;
  let node = data;
  for (const [position, key] of path.entries()) {
    if (list) {
      if (typeof key !== 'number') break;
      const entry = child(node, key);
      parts.push(listEntryName(list, entry, key, path[position + 1]));
      node = entry;
      if (!list.fields) break;
      fields = list.fields;
      list = undefined;
      continue;
    }
    const field = fields.find((candidate) => candidate.name === key);
    if (!field) break;
    parts.push(field.label ?? field.name);
    node = child(node, key);
    if (field.widget === 'list' && (field.fields || field.field)) list = field;
    else fields = field.fields ?? [];
  }
  return parts.filter((part, index) => part !== parts[index - 1]).join(' › ');
}

/** Where the developer finds a problem: "content/data/faq.json › questions[id=3] › id". */
export const developerPlace = ({ source, field }: Pick<ContentProblem, 'source' | 'field'>) => `${source}${field ? ` › ${field}` : ''}`;

/** The file a problem's source names: "content/data/faq.json" of "content/data/faq.json › …" or "content/blog/a.md:12". */
export const fileOfSource = (source: string) => source.split(' › ')[0]!.replace(/:\d+$/, '');

/**
 * A problem as the clinic reads it: the place in the editor, what is wrong, and in parentheses the developer's
 * file, entry and field. `data` is the file's data, to name its entries. Without a place in the editor (a file
 * the editor does not edit), the developer's line.
 */
export function editorLine(config: CmsConfig, problem: ContentProblem, data: unknown): string {
  const file = problem.file ?? fileOfSource(problem.source);
  const place = editorPlace(config, file, problem.path ?? [], data);
  return place === undefined ? `${developerPlace(problem)}: ${problem.problem}` : `${place}: ${problem.problem} (${developerPlace(problem)})`;
}

/**
 * The build's refusal as the clinic reads it in the deploy log: a heading (nothing was published, the site stays
 * as it was, where to correct it), then one line per problem (`editorLine`). `dataOf` reads a file's data.
 */
export function editorReport(config: CmsConfig, problems: readonly ContentProblem[], dataOf: (file: string) => unknown): string {
  const errors = problems.length === 1 ? 'grešku' : countOf(problems.length, 'grešku', 'greške', 'grešaka');
  const heading = `Izmena nije objavljena: sadržaj ima ${errors}, pa sajt ostaje kakav je bio. Ispravite u uređivaču (/admin/) ovo, pa sačuvajte ponovo:`;
  const lines = problems.map((problem) => `- ${editorLine(config, problem, dataOf(problem.file ?? fileOfSource(problem.source)))}`);
  return [heading, ...lines].join('\n');
}

/** A problem the editor shows before it saves: the place, what is wrong, and both in one line. */
export interface EditorProblem {
  /** "Česta pitanja › Pitanja › „Da li radite nedeljom?“ › Broj" (the file's path when the editor does not edit it). */
  place: string;
  /** "3 već ima „Koliko zuba obuhvata Hollywood Smile?“: upišite drugu vrednost". */
  problem: string;
  /** "<place>: <problem>". */
  text: string;
}

/** A length check on a text holding a reference ({cena:…}): the build counts the resolved text, so only it can tell. */
function countsResolvedText(issue: z.core.$ZodIssue, data: unknown): boolean {
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return false;
  const value = issue.path.reduce<unknown>(child, data);
  return typeof value === 'string' && /\{[^}\s]+\}/.test(value);
}

/**
 * The problems the build would find in one file the clinic is about to save, in Serbian with their places in the
 * editor; none when the file may be saved. The data is prepared as the build prepares it (lib/content-check.ts
 * `prepareDataFile`: the typography, blank fields dropped) and checked against the file's schema
 * (lib/schemas/by-file.ts `fileSchemaFor`). What needs other files (a price-list id a text names, a picture's
 * renditions, an article id used by another article) and a length counted after references are resolved stay the
 * build's to check. `prepare`: how the build prepares this file's data, where not so (an English words file's
 * overlay keeps its typography: content/model.ts parseEnglishProse).
 */
export function checkForEditor(
  config: CmsConfig,
  file: string,
  schema: z.ZodType,
  data: unknown,
  { prepare = prepareDataFile }: { prepare?: (data: unknown) => unknown } = {},
): EditorProblem[] {
  const prepared = prepare(data);
  const result = schema.safeParse(prepared, { error: contentErrorMap });
  if (result.success) return [];
  const issues = result.error.issues.filter((issue) => !countsResolvedText(issue, prepared));
  return contentProblems(issues, prepared, { file }).map((problem) => {
    const place = editorPlace(config, file, problem.path ?? [], prepared) ?? developerPlace(problem);
    return { place, problem: problem.problem, text: `${place}: ${problem.problem}` };
  });
}

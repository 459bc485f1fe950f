/**
 * Content against its schema (lib/schemas/): a malformed entry stops the build (and the tests) with a
 * ContentError whose message names the file, the entry and the field, one line per problem, the problem in Serbian, e.g.
 *   content/blog/moj-clanak.md › metaDescription: najviše 160 znakova, a ima 171
 *   content/data/price-list.json › categories[id="protetika"].services[name="Keramička faseta"] › price.amount: očekuje se broj, a upisano je "350"
 * Its `problems` carry the file and the path within it, so scripts/check-content.mjs names the place as the editor
 * shows it (lib/editor-place.ts). zod finds the problems; lib/content-issues.ts words and locates them.
 */
import type { z } from 'zod';
import { contentErrorMap, contentProblems, describeValue, type ContentProblem, type ContentSource } from '@/lib/content-issues';
import { normaliseStrings } from '@/lib/typography';

export type { ContentProblem, ContentSource } from '@/lib/content-issues';

const line = ({ source, field, problem }: ContentProblem) => `${source}${field ? ` › ${field}` : ''}: ${problem}`;

export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  /** The first problem (with its file and path within it, when known), and any more. */
  constructor(source: string, field: string, problem: string, more: readonly ContentProblem[] = [], at: Pick<ContentProblem, 'file' | 'path'> = {}) {
    const problems = [{ source, field, problem, ...at }, ...more];
    super(problems.map(line).join('\n'));
    this.name = 'ContentError';
    this.problems = problems;
  }

  /** The error of one or more problems, each with whatever it knows of its file and path. */
  static of(problems: readonly ContentProblem[]): ContentError {
    const [first, ...rest] = problems;
    if (!first) throw new Error('ContentError.of needs at least one problem');
    const { source, field, problem, ...at } = first;
    return new ContentError(source, field, problem, rest, at);
  }
}

/**
 * The data through its schema: the parsed value, or a ContentError listing every problem. `data` is typed
 * as the schema's input, so the compiler checks the content first.
 */
export function parseContent<S extends z.ZodType>(schema: S, data: z.input<S>, where: ContentSource): z.output<S> {
  const result = schema.safeParse(data, { error: contentErrorMap });
  if (result.success) return result.data;
  const problems = contentProblems(result.error.issues, data, where);
  if (problems.length === 0) throw new Error(`${where.file}: the schema failed without an issue`);
  throw ContentError.of(problems);
}

/** parseContent for data the compiler knows nothing about: parsed YAML, a test's malformed entry. */
export function parseUntyped<S extends z.ZodType>(schema: S, data: unknown, where: ContentSource): z.output<S> {
  return parseContent(schema, data as z.input<S>, where);
}

/**
 * A data file as the site reads it: a field the CMS left blank ("" or null, or an object of blank fields, such as
 * an optional link whose label and address were cleared) counts as absent. So a cleared optional field is simply
 * not there, and a cleared required one is reported as missing, by name.
 */
export function dropEmptyFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropEmptyFields);
  if (!isPlainObject(value)) return value;
  const kept = Object.entries(value)
    .map(([key, field]) => [key, dropEmptyFields(field)] as const)
    .filter(([, field]) => field !== '' && field !== null && field !== undefined && !(isPlainObject(field) && Object.keys(field).length === 0));
  return Object.fromEntries(kept);
}

/** An object of fields (not a list, and not a value such as the Date a YAML date becomes). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * A data file as its schema reads it: every string in the house style's typography (lib/typography.ts: pasted
 * English quotes and non-breaking spaces), and the blank fields dropped. The editor prepares a file the same way.
 */
export function prepareDataFile(data: unknown): unknown {
  return dropEmptyFields(normaliseStrings(data));
}

/** A file the clinic edits through /admin/ (content/data/*.json, an article's frontmatter) through its schema. */
export function parseDataFile<S extends z.ZodType>(schema: S, data: unknown, where: ContentSource): z.output<S> {
  return parseUntyped(schema, prepareDataFile(data), where);
}

/**
 * Fails when two entries share a value of a field that must be unique (across files: the articles). `sourceOf`
 * gives an entry's file; `nameOf` how the message names the earlier entry for the clinic (its file by default).
 */
export function assertUnique<T>(entries: readonly T[], field: keyof T & string, sourceOf: (entry: T) => string, nameOf: (entry: T) => string = sourceOf): void {
  const seen = new Map<unknown, T>();
  for (const entry of entries) {
    const value = entry[field];
    const earlier = seen.get(value);
    if (earlier) {
      const source = sourceOf(entry);
      throw ContentError.of([{ source, field, problem: `${describeValue(value)} je već upotrebljen u ${nameOf(earlier)}`, file: source, path: [field] }]);
    }
    seen.set(value, entry);
  }
}

/**
 * Content against its schema (lib/schemas/): a malformed entry stops the build (and the tests) with a
 * message naming the file, the entry and the field, e.g.
 *   content/blog/moj-clanak.md › metaDescription: at most 160 characters, got 171
 *   content/price-list.ts › priceCategories[id="protetika"].services[name="Keramička faseta"] › price.amount: expected a number, got "350"
 * zod finds the problems; this module only says where they are (from each issue's path) and words them.
 */
import type { z } from 'zod';

export interface ContentProblem {
  /** The file, and the entry within it: "content/faq.ts › faqs[id=3]". */
  source: string;
  /** The field path within the entry ("price.amount"); empty when the entry itself is at fault. */
  field: string;
  problem: string;
}

const line = ({ source, field, problem }: ContentProblem) => `${source}${field ? ` › ${field}` : ''}: ${problem}`;

export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(source: string, field: string, problem: string, more: readonly ContentProblem[] = []) {
    const problems = [{ source, field, problem }, ...more];
    super(problems.map(line).join('\n'));
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** Where a value was written: the file, and the name of the exported value (none for a Markdown file). */
export interface ContentSource {
  file: string;
  name?: string;
}

/** A value as the message quotes it; "nothing" for a missing one. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'an invalid date' : value.toISOString();
  return JSON.stringify(value) ?? String(value);
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

const unit = (origin: string, count: number) => (origin === 'string' ? `${count} characters` : origin === 'array' ? `${count} items` : String(count));
const sizeOf = (input: unknown) => (typeof input === 'string' || Array.isArray(input) ? input.length : input);

/**
 * The wording of zod's own checks (a per-parse error map). Messages a schema gives itself take
 * precedence; anything not worded here keeps zod's default.
 */
export function contentErrorMap(issue: z.core.$ZodRawIssue): string | undefined {
  const got = describeValue(issue.input);
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${got}`;
    case 'too_small': {
      if (issue.origin === 'string' && issue.minimum === 1) return 'must not be empty';
      const bound = issue.exact ? 'exactly' : issue.inclusive === false ? 'more than' : 'at least';
      return `${bound} ${unit(issue.origin, Number(issue.minimum))}, got ${describeValue(sizeOf(issue.input))}`;
    }
    case 'too_big': {
      const bound = issue.exact ? 'exactly' : issue.inclusive === false ? 'less than' : 'at most';
      return `${bound} ${unit(issue.origin, Number(issue.maximum))}, got ${describeValue(sizeOf(issue.input))}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `expected ${describeValue(issue.values[0])}, got ${got}`
        : `expected one of ${issue.values.join(', ')}; got ${got}`;
    case 'invalid_format':
      if (issue.format === 'starts_with') return `expected text starting with ${describeValue(issue.prefix)}, got ${got}`;
      return `expected ${issue.format === 'regex' ? `text matching ${issue.pattern}` : `a valid ${issue.format}`}, got ${got}`;
    case 'unrecognized_keys':
      return 'unknown field: remove it or correct its name';
    default:
      return undefined;
  }
}

/** The fields that name an entry of a list, in order of preference. */
const ENTRY_KEYS = ['slug', 'id', 'name', 'question', 'title', 'label', 'term'] as const;

/** "[id=3]", "[name="Vađenje zuba"]", or "[2]" when the entry has no usable name (or the name is the field at fault). */
export function entryLabel(entry: unknown, index: number, faultyField?: PropertyKey): string {
  if (entry !== null && typeof entry === 'object') {
    for (const key of ENTRY_KEYS) {
      const value = (entry as Record<string, unknown>)[key];
      if (key !== faultyField && (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))) {
        return `[${key}=${typeof value === 'string' ? JSON.stringify(value) : value}]`;
      }
    }
  }
  return `[${index}]`;
}

/**
 * Where an issue is: its path walked over the input. The entry is the innermost list item on the path;
 * what follows it is the field. Without a list on the path, the whole path is the field.
 */
export function locateIssue(path: readonly PropertyKey[], input: unknown, where: ContentSource): Omit<ContentProblem, 'problem'> {
  let node = input;
  let text = where.name ?? '';
  let entryEnd = -1;
  path.forEach((key, position) => {
    if (typeof key === 'number' && Array.isArray(node)) {
      text += entryLabel(node[key], key, path[position + 1]);
      if (position < path.length - 1) entryEnd = text.length;
    } else {
      text += `${text ? '.' : ''}${String(key)}`;
    }
    node = node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
  });
  if (entryEnd < 0) return { source: where.file, field: text };
  return { source: `${where.file} › ${text.slice(0, entryEnd)}`, field: text.slice(entryEnd).replace(/^\./, '') };
}

/** zod's issues as problems; an unknown field becomes a problem of that field. */
export function contentProblems(issues: readonly z.core.$ZodIssue[], input: unknown, where: ContentSource): ContentProblem[] {
  return issues.flatMap((issue) => {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    return paths.map((path) => ({ ...locateIssue(path, input, where), problem: issue.message }));
  });
}

/**
 * The data through its schema: the parsed value, or a ContentError listing every problem. `data` is typed
 * as the schema's input, so the compiler checks the content first.
 */
export function parseContent<S extends z.ZodType>(schema: S, data: z.input<S>, where: ContentSource): z.output<S> {
  const result = schema.safeParse(data, { error: contentErrorMap });
  if (result.success) return result.data;
  const [first, ...rest] = contentProblems(result.error.issues, data, where);
  if (!first) throw new Error(`${where.file}: the schema failed without an issue`);
  throw new ContentError(first.source, first.field, first.problem, rest);
}

/** parseContent for data the compiler knows nothing about: parsed YAML, a test's malformed entry. */
export function parseUntyped<S extends z.ZodType>(schema: S, data: unknown, where: ContentSource): z.output<S> {
  return parseContent(schema, data as z.input<S>, where);
}

/** Fails when two entries share a value of a field that must be unique (across files: the articles). */
export function assertUnique<T>(entries: readonly T[], field: keyof T & string, sourceOf: (entry: T) => string): void {
  const seen = new Map<unknown, T>();
  for (const entry of entries) {
    const value = entry[field];
    const earlier = seen.get(value);
    if (earlier) throw new ContentError(sourceOf(entry), field, `${JSON.stringify(value)} is already used by ${sourceOf(earlier)}`);
    seen.set(value, entry);
  }
}

/**
 * The words and the place of a content problem, from a zod issue: what is wrong ("at most 160 characters,
 * got 171") and where ("content/faq.ts › faqs[id=3]", field "question"). Pure; lib/content-check.ts throws.
 */
import type { z } from 'zod';

export interface ContentProblem {
  /** The file, and the entry within it: "content/faq.ts › faqs[id=3]". */
  source: string;
  /** The field path within the entry ("price.amount"); empty when the entry itself is at fault. */
  field: string;
  problem: string;
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
      return issue.values.length === 1 ? `expected ${describeValue(issue.values[0])}, got ${got}` : `expected one of ${issue.values.join(', ')}; got ${got}`;
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

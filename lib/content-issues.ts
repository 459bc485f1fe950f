/**
 * The words and the place of a content problem, from a zod issue: what is wrong, in Serbian for the clinic
 * ("najviše 160 znakova, a ima 171"), and where, for the developer ("content/data/faq.json › questions[id=3]",
 * field "question") and, through `file` and `path`, for the editor's place (lib/editor-place.ts). Pure;
 * lib/content-check.ts throws.
 */
import { countWord } from '@/lib/format';
import type { z } from 'zod';

export interface ContentProblem {
  /** The file, and the entry within it: "content/data/faq.json › questions[id=3]". */
  source: string;
  /** The field path within the entry ("price.amount"); empty when the entry itself is at fault. */
  field: string;
  /** What is wrong, in Serbian: "najviše 160 znakova, a ima 171". */
  problem: string;
  /** The file the value is written in ("content/data/faq.json"), when known: the editor's place starts from it. */
  file?: string;
  /** Where the value is within the file's data (["questions", 12, "id"]), when known: the editor's fields follow it. */
  path?: readonly PropertyKey[];
}

/** Where a value was written: the file, and the name of the exported value (none for a Markdown file). */
export interface ContentSource {
  file: string;
  name?: string;
  /** Where the value sits within the file's data, when it is a part of it (an article's body: ["body"]). */
  path?: readonly PropertyKey[];
}

/** A value as the message quotes it; "ništa" for a missing one. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'ništa';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'neispravan datum' : value.toISOString();
  return JSON.stringify(value) ?? String(value);
}

/** "1 znak", "3 znaka", "11 znakova": the Serbian plural of a count. */
export function countOf(count: number, one: string, few: string, many: string): string {
  return `${count} ${countWord(count, [one, few, many])}`;
}

const EXPECTED: Record<string, string> = {
  string: 'tekst',
  number: 'broj',
  int: 'ceo broj',
  boolean: 'da ili ne (true ili false)',
  array: 'spisak',
  object: 'grupa polja',
  date: 'datum',
};

const FORMATS: Record<string, string> = {
  email: 'adresa e-pošte',
  url: 'cela adresa (URL)',
};

const unit = (origin: string, count: number) =>
  origin === 'string' ? countOf(count, 'znak', 'znaka', 'znakova') : origin === 'array' ? countOf(count, 'stavka', 'stavke', 'stavki') : String(count);
/** What the value has: "a ima 171" (characters, items), or "a upisano je 0" (a number). */
const has = (issue: { origin: string; input?: unknown }) =>
  typeof issue.input === 'string' || Array.isArray(issue.input) ? `a ima ${issue.input.length}` : `a upisano je ${describeValue(issue.input)}`;

/**
 * The wording of zod's own checks (a per-parse error map), in Serbian. Messages a schema gives itself take
 * precedence; anything not worded here keeps zod's default.
 */
export function contentErrorMap(issue: z.core.$ZodRawIssue): string | undefined {
  const got = describeValue(issue.input);
  switch (issue.code) {
    case 'invalid_type': {
      const expected = EXPECTED[issue.expected] ?? issue.expected;
      return issue.input === undefined ? `nije popunjeno: očekuje se ${expected}` : `očekuje se ${expected}, a upisano je ${got}`;
    }
    case 'too_small': {
      if (issue.origin === 'string' && issue.minimum === 1) return 'ne sme biti prazno';
      const bound = issue.exact ? 'tačno' : issue.inclusive === false ? 'više od' : 'najmanje';
      return `${bound} ${unit(issue.origin, Number(issue.minimum))}, ${has(issue)}`;
    }
    case 'too_big': {
      const bound = issue.exact ? 'tačno' : issue.inclusive === false ? 'manje od' : 'najviše';
      return `${bound} ${unit(issue.origin, Number(issue.maximum))}, ${has(issue)}`;
    }
    case 'invalid_value':
      if (issue.input === undefined)
        return `nije popunjeno: očekuje se ${issue.values.length === 1 ? describeValue(issue.values[0]) : `jedno od: ${issue.values.join(', ')}`}`;
      return issue.values.length === 1
        ? `očekuje se ${describeValue(issue.values[0])}, a upisano je ${got}`
        : `očekuje se jedno od: ${issue.values.join(', ')}; upisano je ${got}`;
    case 'invalid_format':
      if (issue.format === 'starts_with') return `treba da počinje sa ${describeValue(issue.prefix)}, a upisano je ${got}`;
      if (issue.format === 'regex') return `nije u traženom obliku (${issue.pattern}), a upisano je ${got}`;
      return `očekuje se ${FORMATS[issue.format] ?? `ispravan oblik (${issue.format})`}, a upisano je ${got}`;
    case 'unrecognized_keys':
      return 'polje nije poznato: uklonite ga ili ispravite naziv';
    case 'not_multiple_of':
      return `očekuje se broj deljiv sa ${String(issue.divisor)}, a upisano je ${got}`;
    case 'invalid_union':
      return `nije u dozvoljenom obliku, a upisano je ${got}`;
    case 'custom':
      return `neispravna vrednost: ${got}`;
    default:
      return undefined;
  }
}

/** The fields that name a list's entry for the clinic, as the editor's list shows it, in order of preference. */
export const ENTRY_NAME_KEYS = ['name', 'title', 'question', 'label', 'term', 'work', 'what', 'material'] as const;

/** The longest entry name a message quotes whole; a longer one is cut after a word. */
const NAME_LENGTH = 80;

function quoted(text: string): string {
  if (text.length <= NAME_LENGTH) return `„${text}“`;
  const cut = text.slice(0, NAME_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `„${(lastSpace > NAME_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…“`;
}

/**
 * A list's entry as the clinic knows it: „Keramička faseta“ (its name, title, question, …, else its text id), the
 * text of a list of texts, or "3. stavka" by its position when it has none (or its name is the field at fault).
 */
export function entryName(entry: unknown, index: number, faultyField?: PropertyKey): string {
  if (typeof entry === 'string' && entry.trim() !== '') return quoted(entry.trim());
  if (entry !== null && typeof entry === 'object') {
    for (const key of ENTRY_NAME_KEYS) {
      const value = (entry as Record<string, unknown>)[key];
      if (key !== faultyField && typeof value === 'string' && value.trim() !== '') return quoted(value.trim());
    }
    const { id } = entry as { id?: unknown };
    if ('id' !== faultyField && typeof id === 'string' && id !== '') return quoted(id);
  }
  return `${index + 1}. stavka`;
}

/** The fields that name an entry of a list for the developer (the file’s own words), in order of preference. */
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
export function locateIssue(path: readonly PropertyKey[], input: unknown, where: ContentSource): Pick<ContentProblem, 'source' | 'field'> {
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

/** zod's issues as problems; an unknown field becomes a problem of that field, named in the message. */
export function contentProblems(issues: readonly z.core.$ZodIssue[], input: unknown, where: ContentSource): ContentProblem[] {
  return issues.flatMap((issue) => {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    return paths.map((path) => ({
      ...locateIssue(path, input, where),
      problem: issue.code === 'unrecognized_keys' ? `polje "${String(path[path.length - 1])}" nije poznato: uklonite ga ili ispravite naziv` : issue.message,
      file: where.file,
      path: [...(where.path ?? []), ...path],
    }));
  });
}

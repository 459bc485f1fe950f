/**
 * The whole site's problems a save would cause (issue 42), named at the place the clinic changed. The site check
 * (support/site-check.mjs) runs the build's own rules on every file as it would be after the save; a problem in the
 * saved file is shown at its own field, and a problem in another file (an article naming a deleted service, a range
 * a price no longer fits) is shown at the change that caused it, with the other place named: the clinic never reads
 * about a file she did not touch without being told what of hers causes it. Pure.
 */
import type { ContentProblem } from '@/lib/content-check';

/** A value of the saved file that changed: its path, and the words a reference elsewhere could name it by. */
export interface Change {
  /** Where the value is (or, for a removed entry, its list is) in the file's data. */
  path: readonly PropertyKey[];
  /** The ids, anchors and old values a reference in another file names this by ("keramicka-faseta"). */
  names: ReadonlySet<string>;
  /** The removed entry's data, when an entry with an id was removed. */
  removed?: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** The words an entry is named by elsewhere: its id, anchor, slug (strings only). */
const NAME_FIELDS = ['id', 'claim', 'slug', 'anchor'];
const namesOf = (entry: unknown): string[] =>
  isObject(entry) ? NAME_FIELDS.flatMap((field) => (typeof entry[field] === 'string' && entry[field] !== '' ? [String(entry[field])] : [])) : [];

/** What keeps an entry's identity in its list: its id (a number in the FAQ), else its first name. */
const keyOf = (entry: unknown): unknown => (isObject(entry) && entry.id !== undefined ? entry.id : namesOf(entry)[0]);

/**
 * What changed between a file's data before and after the save: each changed value (by its path), each entry with
 * an id that was removed from a list (by its list's path), each named by the ids of the entries it is in and its
 * old value.
 */
export function changesBetween(before: unknown, after: unknown): Change[] {
  const changes: Change[] = [];
  const walk = (old: unknown, now: unknown, path: PropertyKey[], names: string[]) => {
    if (Array.isArray(old) && Array.isArray(now)) {
      const keyed = old.some((entry) => keyOf(entry) !== undefined);
      if (keyed) {
        // Entries by their id: a list reordered is no change, an entry gone is a removal.
        const nowById = new Map(now.map((entry) => [keyOf(entry), entry]));
        for (const entry of old) {
          const id = keyOf(entry);
          if (id === undefined) continue;
          if (!nowById.has(id)) changes.push({ path, names: new Set([...names, ...namesOf(entry)]), removed: entry as Record<string, unknown> });
        }
        now.forEach((entry, index) => {
          const id = keyOf(entry);
          const earlier = old.find((candidate) => keyOf(candidate) === id);
          if (id !== undefined && earlier !== undefined) walk(earlier, entry, [...path, index], [...names, ...namesOf(earlier), ...namesOf(entry)]);
        });
        return;
      }
      const length = Math.max(old.length, now.length);
      for (let index = 0; index < length; index++) walk(old[index], now[index], [...path, index], names);
      return;
    }
    if (isObject(old) && isObject(now)) {
      for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) walk(old[key], now[key], [...path, key], names);
      return;
    }
    if (JSON.stringify(old) === JSON.stringify(now)) return;
    const oldWords = typeof old === 'string' || typeof old === 'number' ? [String(old)] : [];
    changes.push({ path, names: new Set([...names, ...oldWords]) });
  };
  walk(before, after, [], []);
  return changes;
}

/** The words of a problem that could name an entry: the reference's arguments ({cena:a + 2 × b} → a, b), quoted ids. */
export function wordsOf(problem: string): Set<string> {
  const words = new Set<string>();
  for (const match of problem.matchAll(/\{[a-z-]+:([^{}]*)\}/g)) for (const word of match[1]!.match(/[a-z0-9][a-z0-9-]*/g) ?? []) words.add(word);
  for (const match of problem.matchAll(/"([^"\s]+)"/g)) words.add(match[1]!);
  return words;
}

/** The change a problem elsewhere comes from: the one whose names its words include, else the first (the save's). */
export function causeOf(problem: ContentProblem, changes: readonly Change[]): Change | undefined {
  const words = wordsOf(problem.problem);
  return (
    changes.find((change) => change.removed && [...change.names].some((name) => words.has(name))) ??
    changes.find((change) => [...change.names].some((name) => words.has(name))) ??
    changes[0]
  );
}

/** A problem's identity, to tell a problem the save causes from one the site had before. */
export const problemKey = (problem: ContentProblem) => `${problem.file ?? problem.source}\u0000${problem.field}\u0000${problem.problem}`;

/** The problems' keys, to leave out what the site had before the save. */
export const keysOf = (problems: readonly ContentProblem[]) => new Set(problems.map(problemKey));

/** How the save's problems are shown: each line for the clinic, in Serbian. */
export interface SiteProblemWords {
  /** A problem of the saved file: "<place>: <problem>". */
  own: (place: string, problem: string) => string;
  /** An entry the save removes that another place uses: "<list>: „<entry>“ koristi <other place> – …". */
  removed: (file: string, listPlace: string, entry: string, otherPlace: string, problem: string) => string;
  /** A value the save changes that another place no longer fits. */
  changed: (place: string, otherPlace: string, problem: string) => string;
}

/** How a file's place and a value's place are named in the editor (lib/editor-place.ts editorPlace). */
export interface Places {
  /** A value's place in a file's data; the file's path when the editor does not show it. */
  place: (file: string, path: readonly PropertyKey[], data: unknown) => string;
  /** A file's data after the save (for the other places' names). */
  dataOf: (file: string) => unknown;
}

/**
 * Each problem of the check after the save that the site did not have before, as the clinic reads it: in the saved
 * files at their own place, in any other file at the change that causes it. `saved` maps each saved file to its data
 * before and after.
 */
export function saveProblemLines(
  problems: readonly ContentProblem[],
  before: ReadonlySet<string>,
  saved: ReadonlyMap<string, { before: unknown; after: unknown }>,
  places: Places,
  words: SiteProblemWords,
): string[] {
  const lines = problems
    .filter((problem) => !before.has(problemKey(problem)))
    .map((problem) => {
      const file = problem.file ?? problem.source.split(' › ')[0]!.replace(/:\d+$/, '');
      const own = saved.get(file);
      if (own) return words.own(places.place(file, problem.path ?? [], own.after), problem.problem);
      const otherPlace = places.place(file, problem.path ?? [], places.dataOf(file));
      for (const [savedFile, data] of saved) {
        const change = causeOf(problem, changesBetween(data.before, data.after));
        if (!change) continue;
        if (change.removed) {
          const name = ['name', 'title', 'question', 'label'].map((field) => change.removed![field]).find((value) => typeof value === 'string');
          return words.removed(
            savedFile,
            places.place(savedFile, change.path, data.after),
            `„${String(name ?? [...change.names].at(-1))}“`,
            otherPlace,
            problem.problem,
          );
        }
        return words.changed(places.place(savedFile, change.path, data.after), otherPlace, problem.problem);
      }
      return words.own(otherPlace, problem.problem);
    });
  return [...new Set(lines)];
}

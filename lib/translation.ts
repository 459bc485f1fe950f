/**
 * A language's words over the Serbian data (issue 27). A words file (content/en/…) has the shape of its
 * Serbian file but holds only the words: the figures, ids and links stay in the Serbian file, so a price, a count
 * or a term is written once and the two languages cannot disagree. The overlay takes every figure from the Serbian
 * data and every text from the words file, and a missing or misplaced text stops the build naming the file, the
 * entry and the field, in the clinic's language, as lib/content-check.ts does. A text for a field the Serbian leaves
 * empty waits for it. An entry of a list with ids that has no translation yet is left out of the language. Pure:
 * both come in as arguments.
 */
import { ContentError, type ContentProblem } from '@/lib/content-check';
import { countOf } from '@/lib/content-issues';

export interface OverlayWhere {
  /** The words file, as the error names it: "content/en/faq.json". */
  file: string;
  /** Keys whose strings are identifiers shared by both languages (an id, a price row's id, a category key): never words. */
  sharedKeys: readonly string[];
  /** Told of each text and its translation as they are paired, with the text's place. */
  onPair?: (serbian: string, translated: string, place: OverlayPlace) => void;
  /** Told of each entry of a list with ids that has no translation yet, which is left out. */
  onUntranslated?: (place: OverlayPlace) => void;
  /**
   * Told of each translated entry whose id the Serbian list at its place does not have, which is left out: its
   * Serbian entry was deleted, or it sits in another list.
   */
  onOrphan?: (place: OverlayPlace) => void;
  /**
   * Languages in step (issue 42): why a translation no longer says what its Serbian text says (it names other
   * figures: content/translations.ts `inStepWithSerbian`), or undefined. Such a text stops the overlay, as a missing
   * one does, so the two languages never say different things on the built site. Left out for the FAQ, whose
   * out-of-date questions are left out of the English instead (`withoutOutdated`).
   */
  inStep?: (serbian: string, translated: string) => string | undefined;
}

/** A place the overlay reaches, in both files: an entry with an id is found by its id, so the two may differ. */
export interface OverlayPlace {
  /** As a problem names it: "questions[3] (id 4).answer", by the Serbian position. */
  field: string;
  /** Where it is in the words file (["questions", 2, "answer"]): the editor's English form follows it. */
  path: readonly PropertyKey[];
  /** Where it is in the Serbian file. */
  serbianPath: readonly PropertyKey[];
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** An empty list or group: what a words file writes where the Serbian one has an empty list of texts. */
const isEmpty = (value: unknown) => (Array.isArray(value) && value.length === 0) || (isObject(value) && Object.keys(value).length === 0);

/**
 * Whether a Serbian value holds a text (a string not under a shared key): its place is words, not a figure. With
 * `blank` false, a blank text counts as none, for whether the place needs a translation: the build drops it (a field
 * the clinic emptied), and its translation, if any, waits.
 */
function holdsText(value: unknown, sharedKeys: readonly string[], blank = true): boolean {
  if (typeof value === 'string') return blank || value.trim() !== '';
  if (Array.isArray(value)) return value.some((item) => holdsText(item, sharedKeys, blank));
  if (isObject(value)) return Object.entries(value).some(([key, item]) => !sharedKeys.includes(key) && holdsText(item, sharedKeys, blank));
  return false;
}

/** Whether a Serbian value holds words that need a translation. */
const holdsWords = (value: unknown, sharedKeys: readonly string[]) => holdsText(value, sharedKeys, false);

/** An entry of a list with ids (a question, a package): what the overlay pairs by id. */
export const hasId = (value: unknown): value is Record<string, unknown> & { id: string | number } =>
  isObject(value) && (typeof value.id === 'string' || typeof value.id === 'number');

/** "questions[3] (id 4)": an array item named by its position and, where it has one, its id. */
function itemName(path: string, index: number, item: unknown): string {
  const id = hasId(item) ? ` (id ${String(item.id)})` : '';
  return `${path}[${index}]${id}`;
}

/**
 * The Serbian data with each text replaced by its translation. Throws a ContentError listing every problem:
 * a text the words file lacks, a figure it repeats, an entry or a field the Serbian file does not have.
 */
export function overlayWords<T>(base: T, words: unknown, where: OverlayWhere): T {
  const problems: ContentProblem[] = [];
  const report = ({ field, path }: OverlayPlace, problem: string) => problems.push({ source: where.file, field, problem, file: where.file, path });
  /** A field of an object, in both files. */
  const fieldOf = (place: OverlayPlace, key: string): OverlayPlace => ({
    field: place.field ? `${place.field}.${key}` : key,
    path: [...place.path, key],
    serbianPath: [...place.serbianPath, key],
  });
  /** An entry of a list: at `index` in the Serbian list, at `at` in the translated one. */
  const entryOf = (place: OverlayPlace, index: number, item: unknown, at = index): OverlayPlace => ({
    field: itemName(place.field, index, item),
    path: [...place.path, at],
    serbianPath: [...place.serbianPath, index],
  });

  function overlay(serbian: unknown, translated: unknown, place: OverlayPlace): unknown {
    if (typeof serbian === 'string') {
      if (serbian.trim() === '') return serbian;
      if (typeof translated === 'string' && translated.trim() !== '') {
        where.onPair?.(serbian, translated, place);
        const drift = where.inStep?.(serbian, translated);
        if (drift) report(place, drift);
        return translated;
      }
      report(place, translated === undefined || typeof translated === 'string' ? 'nedostaje prevod' : 'prevod mora biti tekst');
      return serbian;
    }
    if (Array.isArray(serbian)) {
      if (!holdsWords(serbian, where.sharedKeys)) return serbian;
      if (!Array.isArray(translated)) {
        report(place, translated === undefined ? 'nedostaje prevod liste' : 'prevod mora biti lista');
        return serbian;
      }
      if (serbian.length > 0 && serbian.every(hasId)) return overlayById(serbian, translated, place);
      if (translated.length !== serbian.length) {
        report(place, `lista ima ${countOf(serbian.length, 'stavku', 'stavke', 'stavki')} na srpskom, a ${translated.length} u prevodu`);
        return serbian;
      }
      return serbian.map((item, index) => overlay(item, translated[index], entryOf(place, index, item)));
    }
    if (isObject(serbian)) {
      if (!holdsWords(serbian, where.sharedKeys)) return serbian;
      if (!isObject(translated)) {
        report(place, translated === undefined ? 'nedostaje prevod' : 'prevod mora biti grupa polja');
        return serbian;
      }
      for (const key of Object.keys(translated)) {
        // A text for a field the Serbian leaves empty waits for it (the clinic writes the English first, then the
        // Serbian). A misspelt field is content/cms-config.test.ts's to find: the English forms describe every key.
        if (!(key in serbian)) continue;
        if (key !== 'id' && !holdsText(serbian[key], where.sharedKeys) && !isEmpty(translated[key])) {
          report(fieldOf(place, key), 'ovo nisu reči nego podatak (cifra, oznaka): upisuje se samo u srpskom fajlu');
        }
      }
      return Object.fromEntries(
        Object.entries(serbian).map(([key, value]) => [key, where.sharedKeys.includes(key) ? value : overlay(value, translated[key], fieldOf(place, key))]),
      );
    }
    return serbian;
  }

  /**
   * A list of entries with ids (questions, packages) pairs each Serbian entry with the translated one of its id, in
   * the Serbian order. An entry not yet translated is left out of the language (a question the clinic has just added
   * in Serbian), and so is the translation of an entry the clinic has deleted; an id translated twice is reported.
   */
  function overlayById(serbian: Record<string, unknown>[], translated: unknown[], place: OverlayPlace): unknown[] {
    // Each translated entry by its id, with its position in the words file.
    const twins = new Map<unknown, number>();
    translated.forEach((twin, index) => {
      const at = { field: itemName(place.field, index, twin), path: [...place.path, index], serbianPath: place.serbianPath };
      if (!hasId(twin)) report(at, 'stavka prevoda nema oznaku (id) svoje srpske stavke');
      else if (twins.has(twin.id)) report(at, 'ova stavka je već prevedena ranije u listi');
      else twins.set(twin.id, index);
    });
    const ids = new Set(serbian.map((item) => item.id));
    for (const [id, at] of twins) {
      if (!ids.has(id)) where.onOrphan?.({ field: itemName(place.field, at, translated[at]), path: [...place.path, at], serbianPath: place.serbianPath });
    }
    return serbian.flatMap((item, index) => {
      const at = twins.get(item.id);
      if (at !== undefined) return [overlay(item, translated[at], entryOf(place, index, item, at))];
      // No place in the words file yet: the list's own.
      where.onUntranslated?.({ ...entryOf(place, index, item), path: place.path });
      return [];
    });
  }

  const result = overlay(base as Json, words, { field: '', path: [], serbianPath: [] }) as T;
  if (problems.length > 0) throw ContentError.of(problems);
  return result;
}

/**
 * A Markdown text with each link to a page of this site ("[words](/cenovnik/#x)") pointed at its twin in another
 * language: a translation links with the Serbian addresses, as its original does, and the build writes the
 * translated page's address where it exists (`twinOf` returns the path unchanged where it does not), or keeps only
 * the link's words where the page is gone (`twinOf` returns undefined: an article the clinic has deleted).
 */
export function mapSiteLinks(markdown: string, twinOf: (path: string) => string | undefined): string {
  return markdown.replace(/\[([^\]]*)\]\((\/[^)\s]*)\)/g, (_, words: string, target: string) => {
    const hash = target.indexOf('#');
    const [path, fragment] = hash === -1 ? [target, ''] : [target.slice(0, hash), target.slice(hash)];
    const twin = twinOf(path);
    return twin === undefined ? words : `[${words}](${twin}${fragment})`;
  });
}

/**
 * The FAQ's category names in English (content/faq.ts, and the editor's save): each category the Serbian questions
 * use needs a name of its own, not the Serbian one. (Their English form is checked with every other text.)
 */
export function categoryNamesProblems(used: readonly string[], names: unknown, file: string): ContentProblem[] {
  const named = isObject(names) ? names : {};
  return [...new Set(used)].flatMap((category) => {
    const name = named[category];
    const problem = (text: string): ContentProblem[] => [
      { source: file, field: `categoryNames.${category}`, problem: text, file, path: ['categoryNames', category] },
    ];
    if (typeof name !== 'string' || name.trim() === '') return problem('nedostaje prevod');
    return name.trim() === category ? problem('naziv je srpski: upišite engleski') : [];
  });
}

/** The references a text names, in order ({cena:…}, {garancija}): what its translation must name too. */
const referencesIn = (text: unknown): string =>
  typeof text === 'string'
    ? [...text.matchAll(/\{[a-z-]+(?::[^{}\n]*)?\}/g)]
        .map(([found]) => found)
        .sort()
        .join(' ')
    : '';

/**
 * Languages in step (issue 42): the entries of an English list (by id) whose texts name other references than their
 * Serbian originals now do. A Serbian edit that names another figure ({cena:…} removed, {garancija} added) leaves
 * the English saying something else; such an entry is out of date until translated again, and the English site
 * leaves it out as it leaves out an untranslated one. A typo fix that names the same references keeps it.
 */
export function outdatedEntries(serbian: readonly unknown[], english: readonly unknown[], fields: readonly string[]): Set<string | number> {
  const originals = new Map(serbian.filter(hasId).map((entry) => [entry.id, entry]));
  const outdated = new Set<string | number>();
  for (const entry of english.filter(hasId)) {
    const original = originals.get(entry.id);
    if (original && fields.some((field) => entry[field] !== undefined && referencesIn(entry[field]) !== referencesIn(original[field]))) outdated.add(entry.id);
  }
  return outdated;
}

/** A words file's list without its out-of-date entries (`outdatedEntries`): what the English site shows. */
export function withoutOutdated<W extends Record<string, unknown>>(
  words: W,
  list: keyof W & string,
  serbian: readonly unknown[],
  fields: readonly string[],
): W {
  const entries = words[list];
  if (!Array.isArray(entries)) return words;
  const outdated = outdatedEntries(serbian, entries, fields);
  return outdated.size === 0 ? words : { ...words, [list]: entries.filter((entry) => !(hasId(entry) && outdated.has(entry.id))) };
}

/**
 * The English edition's side of a save in the editor (issue 27). A data file with an English words file
 * (content/en/) is laid under its words as the build lays it (lib/translation.ts › overlayWords), so that:
 * - a Serbian edit that changes what the translation must hold (an item added to a list without ids, a field filled
 *   that had no text) is refused before it is written, with the build's own words, instead of stopping the next build;
 * - an edit of the words file itself is refused where the build or the tests would refuse it: a text missing or out
 *   of place, a Serbian letter, a straight quotation mark, references not the Serbian text's.
 * An entry with an id that has no translation yet is no problem: it is left out of the English pages, as the build
 * does. Pure.
 */
import { ContentError, type ContentProblem } from '@/lib/content-check';
import { englishTextProblems, referencesProblem, type EnglishArticleProblem } from '@/lib/english-article';
import { overlayWords, type OverlayWhere } from '@/lib/translation';

/** What the translation lacks for this data, as the build would report it; none when the two fit. */
export function translationProblems(data: unknown, words: unknown, where: OverlayWhere): ContentProblem[] {
  try {
    overlayWords(data, words, where);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems];
    throw error;
  }
}

/** How strict `englishWordsProblems` is with a file. */
export interface EnglishWordsRules {
  /**
   * Every Serbian entry of a list with ids needs its English: other texts and pages name them (a model's rule by
   * its id, a price-list row), so one left out stops the build. Otherwise an untranslated entry is left out.
   */
  everyEntry?: boolean;
}

const ORPHAN = 'ova stavka ne prevodi nijednu stavku srpske liste na ovom mestu: izaberite stavku iz te liste ili je obrišite';
const UNTRANSLATED = 'ova stavka još nema prevod, a engleski sajt je navodi: dodajte njen prevod';

/**
 * An English words file's problems over its Serbian data: where it does not fit (as `translationProblems`, and an
 * entry translating none of the Serbian list at its place), every text of the file in English words and marks
 * (content/english.test.ts reads them all), and each text with its Serbian original's references; each by its place
 * ("questions[3] (id 4).answer"). Also each text paired with its Serbian original and the entries not translated
 * yet, for the editor to show them side by side.
 */
export function englishWordsProblems(
  data: unknown,
  words: unknown,
  where: OverlayWhere,
  { everyEntry = false }: EnglishWordsRules = {},
): { fit: ContentProblem[]; texts: EnglishArticleProblem[]; pairs: WordPair[]; untranslated: string[] } {
  const pairs: WordPair[] = [];
  const untranslated: string[] = [];
  const orphans: string[] = [];
  const references: EnglishArticleProblem[] = [];
  const fit = translationProblems(data, words, {
    ...where,
    onUntranslated: (field) => untranslated.push(field),
    onOrphan: (field) => orphans.push(field),
    onPair(serbian, english, field) {
      pairs.push({ field, serbian, english });
      const problem = referencesProblem(field, english, serbian);
      if (problem) references.push(problem);
    },
  });
  const problem = (field: string, text: string): ContentProblem => ({ source: where.file, field, problem: text });
  return {
    fit: [...fit, ...orphans.map((field) => problem(field, ORPHAN)), ...(everyEntry ? untranslated.map((field) => problem(field, UNTRANSLATED)) : [])],
    // No typed-figure rule: the FAQ's answers give the spec's ranges in figures, in both languages.
    texts: [...textsOf(words).flatMap(([field, text]) => englishTextProblems(field, text)), ...references],
    pairs,
    untranslated,
  };
}

/** Every string of a value with its place ("questions[3].answer", by position), in order. */
function textsOf(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${at}[${index}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textsOf(item, at ? `${at}.${key}` : key));
  return [];
}

/** A Serbian text and its English, at its place in the overlay ("questions[3] (id 4).answer"). */
export interface WordPair {
  field: string;
  serbian: string;
  english: string;
}

/**
 * The FAQ's category names in English (content/faq.ts): each category the Serbian questions use needs a name of its
 * own, not the Serbian one. (Their English form is checked with every other text of the file.)
 */
export function categoryNamesProblems(used: readonly string[], names: unknown, file: string): ContentProblem[] {
  const named = names !== null && typeof names === 'object' ? (names as Record<string, unknown>) : {};
  return [...new Set(used)].flatMap((category) => {
    const name = named[category];
    const field = `categoryNames.${category}`;
    if (typeof name !== 'string' || name.trim() === '') return [{ source: file, field, problem: 'nedostaje prevod' }];
    return name.trim() === category ? [{ source: file, field, problem: 'naziv je srpski: upišite engleski' }] : [];
  });
}

/**
 * The path within a words file of a place the overlay names ("questions[3] (id 4).answer"): an item with an id is
 * found by its id, since the words file may order its items otherwise; one without, by its position.
 */
export function wordsPathOf(field: string, words: unknown): (string | number)[] {
  const path: (string | number)[] = [];
  let node = words;
  for (const part of field.split('.')) {
    const match = /^([^[]*)((?:\[\d+\](?: \(id [^)]*\))?)*)$/.exec(part);
    const name = match?.[1] ?? part;
    if (name) {
      path.push(name);
      node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[name] : undefined;
    }
    for (const [, index, id] of (match?.[2] ?? '').matchAll(/\[(\d+)\](?: \(id ([^)]*)\))?/g)) {
      const found = id !== undefined && Array.isArray(node) ? node.findIndex((item) => String((item as { id?: unknown } | null)?.id) === id) : -1;
      const at = found >= 0 ? found : Number(index);
      path.push(at);
      node = Array.isArray(node) ? node[at] : undefined;
    }
  }
  return path;
}

/**
 * The English edition's side of a save in the editor (issue 27). A data file with an English words file
 * (content/en/) is laid under its words as the build lays it (lib/translation.ts › overlayWords), so that:
 * - a Serbian edit that changes what the translation must hold (an item added to a list without ids, a field filled
 *   that had no text) is refused before it is written, with the build's own words, instead of stopping the next build;
 * - an edit of the words file itself is refused where the build or the tests would refuse it: a text missing or out
 *   of place, a Serbian letter, a straight quotation mark, references not the Serbian text's.
 * Pure.
 */
import { ContentError, type ContentProblem } from '@/lib/content-check';
import { englishTextProblems, referencesProblem, type EnglishArticleProblem } from '@/lib/english-article';
import { overlayWords, type OverlayPlace, type OverlayWhere } from '@/lib/translation';

/** The data with its words laid over it as the build lays them, or what does not fit, as the build reports it. */
function layOver(data: unknown, words: unknown, where: OverlayWhere): { overlaid?: unknown; fit: ContentProblem[] } {
  try {
    return { overlaid: overlayWords(data, words, where), fit: [] };
  } catch (error) {
    if (error instanceof ContentError) return { fit: [...error.problems] };
    throw error;
  }
}

/** What the translation lacks for this data, as the build would report it; none when the two fit. */
export const translationProblems = (data: unknown, words: unknown, where: OverlayWhere): ContentProblem[] => layOver(data, words, where).fit;

/** A problem of an English text of a words file, at its place there (["questions", 2, "answer"]). */
export type WordsTextProblem = EnglishArticleProblem & { path: readonly PropertyKey[] };

/** A Serbian text and its English, at its place in both files. */
export interface WordPair {
  place: OverlayPlace;
  serbian: string;
  english: string;
}

/** An English words file over its Serbian data, as the editor reads it (`englishWordsProblems`). */
export interface EnglishWords {
  fit: ContentProblem[];
  /** The Serbian data with the English words, when they fit. */
  overlaid: unknown;
  orphans: OverlayPlace[];
  untranslated: OverlayPlace[];
  texts: WordsTextProblem[];
  pairs: WordPair[];
}

/**
 * An English words file over its Serbian data, as the editor reads it: where it does not fit (`fit`, as the build
 * reports it; else the data as the build lays it, `overlaid`), its entries that translate none of the Serbian list
 * at their place (`orphans`) and the Serbian entries not translated yet (`untranslated`), every text of the file in
 * English words and marks (content/english.test.ts reads them all) and each with its Serbian original's references
 * (`texts`), and each text paired with its Serbian original (`pairs`), for the editor to show them side by side.
 * Every place carries its path in the file, which the editor's form follows.
 */
export function englishWordsProblems(data: unknown, words: unknown, where: OverlayWhere): EnglishWords {
  const pairs: WordPair[] = [];
  const untranslated: OverlayPlace[] = [];
  const orphans: OverlayPlace[] = [];
  const references: WordsTextProblem[] = [];
  const { overlaid, fit } = layOver(data, words, {
    ...where,
    onUntranslated: (place) => untranslated.push(place),
    onOrphan: (place) => orphans.push(place),
    onPair(serbian, english, place) {
      pairs.push({ place, serbian, english });
      const problem = referencesProblem(place.field, english, serbian);
      if (problem) references.push({ ...problem, path: place.path });
    },
  });
  // No typed-figure rule: the FAQ's answers give the spec's ranges in figures, in both languages.
  const texts = textsOf(words).flatMap(({ field, path, text }) => englishTextProblems(field, text).map((problem) => ({ ...problem, path })));
  return { fit, overlaid, orphans, untranslated, texts: [...texts, ...references], pairs };
}

/** Every string of a value with its place ("questions[3].answer", by position), in order. */
function textsOf(value: unknown, path: readonly PropertyKey[] = [], field = ''): { field: string; path: readonly PropertyKey[]; text: string }[] {
  if (typeof value === 'string') return [{ field, path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...path, index], `${field}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, [...path, key], field ? `${field}.${key}` : key));
  }
  return [];
}

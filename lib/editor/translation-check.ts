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

/**
 * An English words file's problems over its Serbian data: where it does not fit (as `translationProblems`), and each
 * text's English form and references, by its place in the words file's overlay ("questions[3] (id 4).answer"); and
 * each text paired with its Serbian original, and the entries not translated yet, for the editor to show them side by
 * side.
 */
export function englishWordsProblems(
  data: unknown,
  words: unknown,
  where: OverlayWhere,
): { fit: ContentProblem[]; texts: EnglishArticleProblem[]; pairs: WordPair[]; untranslated: string[] } {
  const texts: EnglishArticleProblem[] = [];
  const pairs: WordPair[] = [];
  const untranslated: string[] = [];
  const fit = translationProblems(data, words, {
    ...where,
    onUntranslated: (field) => untranslated.push(field),
    onPair(serbian, english, field) {
      pairs.push({ field, serbian, english });
      // No typed-figure rule: the FAQ's answers give the spec's ranges in figures, in both languages.
      texts.push(...englishTextProblems(field, english));
      const references = referencesProblem(field, english, serbian);
      if (references) texts.push(references);
    },
  });
  return { fit, texts, pairs, untranslated };
}

/** A Serbian text and its English, at its place in the overlay ("questions[3] (id 4).answer"). */
export interface WordPair {
  field: string;
  serbian: string;
  english: string;
}

/**
 * The FAQ's category names in English (content/faq.ts): each category the Serbian questions use needs a name of its
 * own, not the Serbian one, in English words.
 */
export function categoryNamesProblems(used: readonly string[], names: unknown): { fit: ContentProblem[]; texts: EnglishArticleProblem[] } {
  const fit: ContentProblem[] = [];
  const texts: EnglishArticleProblem[] = [];
  const named = names !== null && typeof names === 'object' ? (names as Record<string, unknown>) : {};
  for (const category of new Set(used)) {
    const field = `categoryNames.${category}`;
    const name = named[category];
    if (typeof name !== 'string' || name.trim() === '') fit.push({ source: '', field, problem: 'nedostaje prevod' });
    else if (name.trim() === category) fit.push({ source: '', field, problem: 'naziv je srpski: upišite engleski' });
    else texts.push(...englishTextProblems(field, name));
  }
  return { fit, texts };
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

/**
 * The English edition's side of a save in the editor (issue 27): a file with an English words file (content/en/) is
 * laid under its words as the build lays it (lib/translation.ts › overlayWords), so a Serbian edit that changes what
 * the translation must hold (an item added to a list without ids, a field filled that had no text) is refused before
 * it is written, with the build's own words, instead of stopping the next build. An entry with an id that has no
 * translation yet is no problem: it is left out of the English pages, as the build does. Pure.
 */
import { ContentError, type ContentProblem } from '@/lib/content-check';
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

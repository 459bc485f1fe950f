/**
 * What an English article must keep of its Serbian original and of the English house style (issue 27,
 * content/STYLE-EN.md), checked on the files' text: by the editor before it saves either language (a Serbian edit the
 * English no longer fits is refused as well), and by content/english.test.ts on the files as they are.
 */
import { REFERENCE_PATTERN } from '@/lib/references';
import { ARTICLE_TRANSLATION_WORDS } from '@/lib/schemas/article';

/** Letters only Serbian (Latin) writes, and the figure forms only Serbian uses ("350 €", "1.200"). */
export const SERBIAN_LETTERS = /[čćđšžČĆĐŠŽ]/;
export const SERBIAN_FIGURES = /\d €|\d\.\d{3}\b/;
/** A price or a duration typed as a figure, which a reference to the model writes instead ({cena:…}, {trajanje:…}). */
const TYPED_FIGURE = /€\s?\d|\d\s?€|\b\d+(?:–\d+)?\+?\s(?:days?|weeks?|months?|years?)\b/;
/** Straight quotation marks and apostrophes: English writes “ ” ‘ ’ (STYLE-EN.md §2). */
export const STRAIGHT_QUOTES = /["']/;

export interface EnglishArticleProblem {
  /** The field ("title", "body"); in a words file, its place ("questions[3] (id 4).answer"). */
  field: string;
  problem: 'serbian' | 'quotes' | 'typed' | 'references';
  /** The words at fault; of the references, those the English lacks. */
  found: string;
  /** Of the references, those the English has beyond the Serbian's. */
  extra?: string;
}

/** A text without its references and its links' addresses, which are not words. */
const wordsOf = (text: string) => text.replace(REFERENCE_PATTERN, ' ').replace(/\]\([^)]*\)/g, ']');

/** The references of a body, in order of sorting: "{cena:keramicka-faseta}" and the like. */
export const referencesOf = (body: string) => [...body.matchAll(REFERENCE_PATTERN)].map(([reference]) => reference).sort();

/**
 * One English text's problems of form: a Serbian letter or figure form, a straight quotation mark, and where the
 * text is prose that references figures (`typed`), a price or duration typed as a figure.
 */
export function englishTextProblems(field: string, text: string, { typed = false } = {}): EnglishArticleProblem[] {
  const problems: EnglishArticleProblem[] = [];
  const words = wordsOf(text);
  const serbian = SERBIAN_LETTERS.exec(words) ?? SERBIAN_FIGURES.exec(words);
  if (serbian) problems.push({ field, problem: 'serbian', found: excerptAround(words, serbian.index) });
  const quote = STRAIGHT_QUOTES.exec(words);
  if (quote) problems.push({ field, problem: 'quotes', found: excerptAround(words, quote.index) });
  const figure = typed ? TYPED_FIGURE.exec(words) : null;
  if (figure) problems.push({ field, problem: 'typed', found: figure[0] });
  return problems;
}

/** An English text whose references are not its Serbian original's (each renders the model's figure in English). */
export function referencesProblem(field: string, english: string, serbian: string): EnglishArticleProblem | undefined {
  const [ours, theirs] = [referencesOf(english), referencesOf(serbian)];
  if (ours.join() === theirs.join()) return undefined;
  return { field, problem: 'references', found: without(theirs, ours).join(' '), extra: without(ours, theirs).join(' ') };
}

/**
 * An English article's problems: its fields of words (frontmatter and `body`; the address is not words) in English
 * words and quotation marks, its body without a typed price or duration, and the same references as the Serbian body
 * (each renders the model's figure in English). Empty when it may be saved and built.
 */
export function englishArticleProblems(english: Record<string, unknown>, serbianBody: string): EnglishArticleProblem[] {
  const problems = ARTICLE_TRANSLATION_WORDS.filter((name) => name !== 'slug').flatMap((field) => {
    const value = english[field];
    return typeof value === 'string' ? englishTextProblems(field, value, { typed: field === 'body' }) : [];
  });
  const references = referencesProblem('body', typeof english.body === 'string' ? english.body : '', serbianBody);
  return references ? [...problems, references] : problems;
}

/** The items of `list` left once each item of `other` has taken one equal to it. */
function without(list: readonly string[], other: readonly string[]): string[] {
  const left = [...list];
  for (const item of other) if (left.includes(item)) left.splice(left.indexOf(item), 1);
  return left;
}

/** A few words around a place in a text, for a message. */
function excerptAround(text: string, index: number): string {
  return text
    .slice(Math.max(0, index - 20), index + 20)
    .replace(/\s+/g, ' ')
    .trim();
}

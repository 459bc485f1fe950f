/**
 * Figures typed by hand into prose (content/STIL.md §3): a euro or dinar amount, a percentage, or a number of
 * days, weeks, months, years, hours or visits written outside a model reference. Pure: the texts come in as
 * arguments, with the file and line they start on.
 */
import { REFERENCE_PATTERN } from '@/lib/references';

/** A number (a range, "15+", "1.000", "0,5") followed by a unit the model owns. */
const FIGURE =
  /(?<![\p{L}\d])(\d[\d.,]*(?:\s*[–-]\s*\d[\d.,]*)?\+?)\s*(€|eur\b|rsd\b|%|dan\b|dana\b|nedelj[a-z]*|mesec[a-z]*|meseci\b|godin[a-zčćšžđ]*|poset[a-z]*|sat\b|sata\b|sati\b)/giu;

export interface HandTypedFigure {
  file: string;
  line: number;
  figure: string;
  /** The field of a data file ("questions[3].answer"); empty for a Markdown line. */
  field: string;
}

export interface ProseText {
  file: string;
  field: string;
  text: string;
  /** The file line the text starts on. */
  firstLine: number;
}

/** The figures a text types by hand, minus the ones `allowed` names exactly as written. */
export function findHandTypedFigures(prose: ProseText, allowed: readonly string[] = []): HandTypedFigure[] {
  // References become blanks of the same length, so offsets and lines stay the file's.
  const text = prose.text.replace(REFERENCE_PATTERN, (reference) => ' '.repeat(reference.length));
  const found: HandTypedFigure[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const figure = match[0];
    if (allowed.some((phrase) => figure === phrase || (text.includes(phrase) && phraseCovers(text, phrase, match.index)))) continue;
    found.push({ file: prose.file, line: lineAt(prose, match.index), figure, field: prose.field });
  }
  return found;
}

/** The file line of the character at `index` of a text. */
function lineAt(prose: ProseText, index: number): number {
  return prose.firstLine + prose.text.slice(0, index).split('\n').length - 1;
}

/** Whether an allowed phrase (such as the spec's "2–5 poseta u periodu od 5–10 dana") holds the figure at `offset`. */
function phraseCovers(text: string, phrase: string, offset: number): boolean {
  let at = text.indexOf(phrase);
  while (at >= 0) {
    if (offset >= at && offset < at + phrase.length) return true;
    at = text.indexOf(phrase, at + 1);
  }
  return false;
}

/** "content/faq.json:12 (questions[3].answer): „7 dana“" — one line per figure, a to-do list. */
export function describeFigures(figures: readonly HandTypedFigure[]): string {
  return figures.map(({ file, line, field, figure }) => `${file}:${line}${field ? ` (${field})` : ''}: „${figure}“`).join('\n');
}

/** A range of clock hours in prose: "10–20 h", "od 10 do 20 h", "9.30–17 h". */
const HOUR_RANGE = /(?<![\d.,:])(\d{1,2})(?:[:.](\d{2}))?\s*(?:[–-]|\s+do\s+)\s*(\d{1,2})(?:[:.](\d{2}))?\s*h\b/gu;

export interface HourRange extends HandTypedFigure {
  /** The range's ends as 24-hour "HH:MM", to compare with the opening hours of content/data/site.json. */
  opens: string;
  closes: string;
}

const clock = (hours: string, minutes = '00') => `${hours.padStart(2, '0')}:${minutes}`;

/**
 * The ranges of clock hours a text types: the working hours ("radnim danima od 10 do 20 h", content/STIL.md §4),
 * which content/data/site.json holds as `hours.opens` and `hours.closes`; content/hand-typed-figures.test.ts
 * checks that each says the same.
 */
export function findHourRanges(prose: ProseText): HourRange[] {
  return [...prose.text.matchAll(HOUR_RANGE)].map((match) => ({
    file: prose.file,
    line: lineAt(prose, match.index),
    figure: match[0],
    field: prose.field,
    opens: clock(match[1]!, match[2]),
    closes: clock(match[3]!, match[4]),
  }));
}

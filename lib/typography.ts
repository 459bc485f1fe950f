/**
 * The house style's typography (content/STIL.md) on text pasted from Word or a web page: English and straight
 * double quotes become Serbian „…“, non-breaking and figure spaces become plain spaces, and invisible characters
 * (soft hyphens, zero-width spaces and joiners, the byte-order mark) go. Pure and idempotent: text already in the
 * house style comes back unchanged. lib/content-check.ts applies it to every data file as it loads, lib/blog.ts to
 * the articles; the editor calls it before it saves.
 */

/** The quotes the house style uses: „ opens, “ closes. */
export const OPENING_QUOTE = '\u201E';
export const CLOSING_QUOTE = '\u201C';

/** Double quotes whose direction the text decides: straight ", English “ and ”. („ always opens and stays.) */
const AMBIGUOUS_QUOTES = new Set(['"', '\u201C', '\u201D']);
/** What an opening quote may follow (besides the start of the text): space, an opening bracket or quote, a dash. */
const BEFORE_OPENING = /[\s([{\u201E\u201A\u2013\u2014-]/;
/** Markdown's emphasis markers, looked through when deciding a quote's direction: **„naglašeno“**. */
const EMPHASIS = new Set(['*', '_']);
/** Non-breaking, narrow non-breaking and figure spaces. */
const SPECIAL_SPACES = /[\u00A0\u202F\u2007]/g;
/** Soft hyphen, zero-width space, non-joiner and joiner, byte-order mark (zero-width no-break space). */
const INVISIBLE = /[\u00AD\u200B-\u200D\uFEFF]/g;

function opensQuote(text: string, position: number): boolean {
  let before = position - 1;
  while (before >= 0 && EMPHASIS.has(text[before]!)) before -= 1;
  return before < 0 || BEFORE_OPENING.test(text[before]!);
}

/** Plain spaces and no invisible characters: what any language's text is saved with (English keeps its quotes). */
export const normaliseSpaces = (text: string): string => text.replace(SPECIAL_SPACES, ' ').replace(INVISIBLE, '');

/** Text in the house style: Serbian double quotes, plain spaces, no invisible characters. */
export function normaliseSerbianTypography(text: string): string {
  const cleaned = normaliseSpaces(text);
  let result = '';
  for (let position = 0; position < cleaned.length; position += 1) {
    const character = cleaned[position]!;
    result += AMBIGUOUS_QUOTES.has(character) ? (opensQuote(cleaned, position) ? OPENING_QUOTE : CLOSING_QUOTE) : character;
  }
  return result;
}

/**
 * Markdown's code and syntax, left as written: fenced code blocks, inline code spans, a link's or image's
 * destination and title (`](/put "naslov")`), an autolink or HTML tag (`<…>`), and a reference ({cena:…}).
 */
const MARKDOWN_SYNTAX = /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$|(`+)[\s\S]*?\2|\]\([^)]*\)|<[^>\n]*>|\{[^}\n]*\}/gm;

/** normaliseSerbianTypography on a Markdown text's prose, leaving its code and syntax as written. */
export function normaliseSerbianMarkdown(markdown: string): string {
  let result = '';
  let prose = 0;
  for (const match of markdown.matchAll(MARKDOWN_SYNTAX)) {
    result += normaliseSerbianTypography(markdown.slice(prose, match.index)) + match[0];
    prose = match.index + match[0].length;
  }
  return result + normaliseSerbianTypography(markdown.slice(prose));
}

/** Every string in a value through `change`: in lists and objects of fields; keys and other values (a Date) as they are. */
export function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, mapStrings(field, change)])) as T;
  }
  return value;
}

/** Every string in a value (a data file's parsed JSON or frontmatter) in the house style; anything else as it was. */
export const normaliseStrings = <T>(value: T): T => mapStrings(value, normaliseSerbianTypography);

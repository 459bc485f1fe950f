// Serbian Cyrillic to Latin, letter by letter (the two scripts map one to one, with three digraphs). Used to give
// the editor at /admin/ a Serbian Latin interface from Decap's Serbian Cyrillic translation (scripts/copy-decap.mjs).
// Pure: text in, text out.

/** @type {Record<string, string>} */
const LETTERS = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Д: 'D',
  Ђ: 'Đ',
  Е: 'E',
  Ж: 'Ž',
  З: 'Z',
  И: 'I',
  Ј: 'J',
  К: 'K',
  Л: 'L',
  Љ: 'Lj',
  М: 'M',
  Н: 'N',
  Њ: 'Nj',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  Ћ: 'Ć',
  У: 'U',
  Ф: 'F',
  Х: 'H',
  Ц: 'C',
  Ч: 'Č',
  Џ: 'Dž',
  Ш: 'Š',
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'đ',
  е: 'e',
  ж: 'ž',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'ć',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'č',
  џ: 'dž',
  ш: 'š',
};

/**
 * Serbian Latin for Serbian Cyrillic text; everything else (Latin words, placeholders such as %{count}) stays.
 * A digraph capital is all capitals inside a word in capitals ("ЉУБАВ" → "LJUBAV", "Љубав" → "Ljubav").
 * @param {string} text
 * @returns {string}
 */
export function serbianLatin(text) {
  return text.replace(/[\u0400-\u04FF]/g, (letter, offset) => {
    const latin = LETTERS[letter] ?? letter;
    const next = text[offset + 1] ?? '';
    return latin.length === 2 && next !== next.toLowerCase() ? latin.toUpperCase() : latin;
  });
}

/**
 * Every string in a tree of objects (a translation's phrases) in Serbian Latin.
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function serbianLatinDeep(value) {
  if (typeof value === 'string') return /** @type {T} */ (serbianLatin(value));
  if (Array.isArray(value)) return /** @type {T} */ (value.map(serbianLatinDeep));
  if (value !== null && typeof value === 'object') {
    return /** @type {T} */ (Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, serbianLatinDeep(entry)])));
  }
  return value;
}

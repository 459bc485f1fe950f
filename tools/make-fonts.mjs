// The site's two typefaces, cut down to what Serbian in Latin script needs, from the variable fonts of
// @fontsource-variable (Inter for text, Playfair Display for headings):
//   public/fonts/<family>-latin.woff2   Basic Latin, Latin-1's symbols and the typographic punctuation the copy uses
//   public/fonts/<family>-sr.woff2      Č č Ć ć Đ đ Š š Ž ž (taken from the latin-ext file)
//   public/fonts/<family>-latin-1.woff2 Latin-1's accented letters (À–ÿ: é, ü, ß …), which Serbian copy rarely
//                                       needs; a browser downloads a file only for a page whose text uses its
//                                       unicode-range, so they no longer weigh on every first visit (issue 25)
// The weight axis is kept from 400 to 700, the weights the design uses. The result is about a third of
// the four fontsource files (188 KB → see the log), which every page loaded before its first paint.
// Run `node tools/make-fonts.mjs` after changing the ranges; the outputs are committed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'public/fonts');

/** Code point ranges, inclusive; also the @font-face unicode-range of each file (app/fonts.css). */
export const LATIN_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xab, 0xab],
  [0xb0, 0xb0],
  [0xb7, 0xb7],
  [0xbb, 0xbb],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2192, 0x2192],
];
/** The rest of Latin-1 (U+00A1–U+00FF): the accented letters and the rarer signs. */
export const LATIN_1_RANGES = rangesOf(
  Array.from({ length: 0xff - 0xa1 + 1 }, (_, i) => 0xa1 + i).filter((code) => !LATIN_RANGES.some(([from, to]) => code >= from && code <= to)),
);
export const SERBIAN_RANGES = [
  [0x106, 0x107],
  [0x10c, 0x10d],
  [0x110, 0x111],
  [0x160, 0x161],
  [0x17d, 0x17e],
];

const FAMILIES = [
  { name: 'inter', dir: '@fontsource-variable/inter/files', file: 'inter' },
  { name: 'playfair-display', dir: '@fontsource-variable/playfair-display/files', file: 'playfair-display' },
];

/** Sorted code points → inclusive ranges. */
function rangesOf(codes) {
  const ranges = [];
  for (const code of codes) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges;
}

/** A @font-face unicode-range value for app/fonts.css. */
const unicodeRangeOf = (ranges) => ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');

const textOf = (ranges) => ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

if (process.argv[1] === import.meta.filename) {
  mkdirSync(OUT, { recursive: true });
  for (const family of FAMILIES) {
    for (const [suffix, source, ranges] of [
      ['latin', 'latin', LATIN_RANGES],
      ['sr', 'latin-ext', SERBIAN_RANGES],
      ['latin-1', 'latin', LATIN_1_RANGES],
    ]) {
      const input = readFileSync(path.join(ROOT, 'node_modules', family.dir, `${family.file}-${source}-wght-normal.woff2`));
      const output = await subsetFont(input, textOf(ranges), { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } });
      writeFileSync(path.join(OUT, `${family.name}-${suffix}.woff2`), output);
      console.log(`public/fonts/${family.name}-${suffix}.woff2: ${(input.length / 1024).toFixed(1)} KB → ${(output.length / 1024).toFixed(1)} KB`);
      console.log(`  unicode-range: ${unicodeRangeOf(ranges)};`);
    }
  }
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every character the site's copy uses is in the self-hosted font files' unicode-ranges (app/fonts.css,
 * cut by tools/make-fonts.mjs); otherwise that letter would render in the fallback font.
 */
const ROOT = path.resolve(__dirname, '..');

function unicodeRanges(css: string, family: string): [number, number][] {
  const faces = css.split('@font-face').filter((face) => face.includes(`font-family: '${family}';`));
  return faces.flatMap((face) => {
    const ranges = /unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? '';
    return ranges.split(',').map((range): [number, number] => {
      const [from, to = from] = range.trim().replace(/^U\+/, '').split('-');
      return [parseInt(from!, 16), parseInt(to!, 16)];
    });
  });
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, pattern);
    return pattern.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** The visible copy: content/ (data and articles) and the strings in components. */
const copy = [...filesUnder(path.join(ROOT, 'content'), /\.(ts|md)$/), ...filesUnder(path.join(ROOT, 'components'), /\.tsx$/)]
  .map((file) => readFileSync(file, 'utf8'))
  .join('');
const used = [...new Set(Array.from(copy).filter((char) => char.codePointAt(0)! >= 0x20))];
const css = readFileSync(path.join(ROOT, 'app/fonts.css'), 'utf8');

describe.each(['Inter', 'Playfair Display'])('%s', (family) => {
  const ranges = unicodeRanges(css, family);

  it('has a latin and a Serbian face with weights 400–700', () => {
    expect(ranges.length).toBeGreaterThan(5);
    for (const letter of 'čćđšžČĆĐŠŽ€–„“') {
      const code = letter.codePointAt(0)!;
      expect(ranges.some(([from, to]) => code >= from && code <= to)).toBe(true);
    }
  });

  it('covers every character of the copy', () => {
    const missing = used.filter((char) => {
      const code = char.codePointAt(0)!;
      return !ranges.some(([from, to]) => code >= from && code <= to);
    });
    expect(missing).toEqual([]);
  });
});

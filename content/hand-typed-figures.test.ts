/**
 * No figure typed by hand in prose (content/STIL.md §3): every euro amount, percentage and number of days,
 * weeks, months, years, hours or visits in an article, a data file the clinic edits or a content module comes
 * from the model through a reference, so two pages cannot disagree. The failure lists each one as
 * file:line, the to-do list of whoever adds one.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { site } from '@/content/site';
import { describeFigures, findHandTypedFigures, findHourRanges, type HandTypedFigure, type ProseText } from '@/lib/hand-typed-figures';

const ROOT = process.cwd();

/**
 * What the spec mandates word for word stays as the spec writes it (content/STIL.md §3): the two readings of the
 * smile makeover's price and the visits of the FAQ claims (spec §9), and the "10+" years of the statistics.
 */
const ALLOWED_IN: Record<string, readonly string[]> = {
  'content/data/faq.json': ['5.000–10.000 €', '2.000–6.000 €', '2–5 poseta u periodu od 5–10 dana'],
};
const ALLOWED_EVERYWHERE = ['10+ godina'];

/** Fields of data files that are data, not prose: a case's own duration, a statistic's number. */
const DATA_FIELDS = new Set(['duration', 'number']);

/** Frontmatter lines that are data (dates, ids, paths). */
const DATA_FRONTMATTER = /^(id|date|modified|dateModified|image|slug|featured):/;

function articleTexts(): ProseText[] {
  const dir = path.join(ROOT, 'content', 'blog', 'sr');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const text = readFileSync(path.join(dir, name), 'utf8')
        .split('\n')
        .map((line) => (DATA_FRONTMATTER.test(line) ? '' : line))
        .join('\n');
      return { file: `content/blog/sr/${name}`, field: '', text, firstLine: 1 };
    });
}

function jsonFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? jsonFiles(`${dir}/${entry.name}`) : entry.name.endsWith('.json') ? [`${dir}/${entry.name}`] : [],
  );
}

function dataTexts(): ProseText[] {
  return jsonFiles('content/data').flatMap((file) => {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    const lines = source.split('\n');
    const texts: ProseText[] = [];
    // The CMS writes one string per line, so a string's line is the first line holding its JSON form.
    let searchFrom = 0;
    const walk = (node: unknown, field: string, key: string) => {
      if (typeof node === 'string') {
        if (DATA_FIELDS.has(key)) return;
        const quoted = JSON.stringify(node);
        const index = lines.findIndex((line, at) => at >= searchFrom && line.includes(quoted));
        if (index >= 0) searchFrom = index;
        texts.push({ file, field, text: node, firstLine: index + 1 });
      } else if (Array.isArray(node)) node.forEach((item, at) => walk(item, `${field}[${at}]`, key));
      else if (node && typeof node === 'object') for (const [name, item] of Object.entries(node)) walk(item, field ? `${field}.${name}` : name, name);
    };
    walk(JSON.parse(source), '', '');
    return texts;
  });
}

/** The visible copy typed in content modules (content/*.ts), line by line, without comments. */
function moduleTexts(): ProseText[] {
  const dir = path.join(ROOT, 'content');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => {
      const text = readFileSync(path.join(dir, name), 'utf8')
        .split('\n')
        .map((line) => (/^\s*(\/\/|\/\*|\*)/.test(line) ? '' : line))
        .join('\n');
      return { file: `content/${name}`, field: '', text, firstLine: 1 };
    });
}

const figuresIn = (texts: readonly ProseText[]): HandTypedFigure[] =>
  texts.flatMap((text) => findHandTypedFigures(text, [...ALLOWED_EVERYWHERE, ...(ALLOWED_IN[text.file] ?? [])]));

describe('no hand-typed figure in prose (content/STIL.md §3)', () => {
  it('finds a typed figure and skips a reference: the test of the test', () => {
    const prose = {
      file: 'x.md',
      field: '',
      firstLine: 10,
      text: 'Faseta košta {cena:keramicka-faseta}.\nRad traje 7 dana, a kontrola je posle 6 meseci; popust 5%.',
    };
    expect(findHandTypedFigures(prose).map(({ line, figure }) => [line, figure])).toEqual([
      [11, '7 dana'],
      [11, '6 meseci'],
      [11, '5%'],
    ]);
    expect(findHandTypedFigures({ ...prose, text: 'od 350 € po zubu, 2–4 nedelje, 10–15+ godina, 1.000 RSD, 4 posete' }).map(({ figure }) => figure)).toEqual([
      '350 €',
      '2–4 nedelje',
      '10–15+ godina',
      '1.000 RSD',
      '4 posete',
    ]);
  });

  it('the articles type no amount, percentage or duration', () => {
    expect(describeFigures(figuresIn(articleTexts()))).toBe('');
  });

  it('the data files the clinic edits type none', () => {
    expect(describeFigures(figuresIn(dataTexts()))).toBe('');
  });

  it('the content modules type none', () => {
    expect(describeFigures(figuresIn(moduleTexts()))).toBe('');
  });
});

/**
 * The working hours are a fact of content/data/site.json (`hours`); prose says them in words ("radnim danima od
 * 10 do 20 h", content/STIL.md §4). Each range of clock hours typed in prose must be those hours, so a change of
 * the hours lists every sentence to rewrite.
 */
describe('the working hours in prose are those of content/data/site.json', () => {
  it('finds the ranges the style sheet writes: the test of the test', () => {
    const prose = { file: 'x.json', field: 'a', firstLine: 3, text: 'Radnim danima 10–20 h.\nZovite od 9.30 do 17 h, a ne 10–15 dana.' };
    expect(findHourRanges(prose).map(({ line, figure, opens, closes }) => [line, figure, opens, closes])).toEqual([
      [3, '10–20 h', '10:00', '20:00'],
      [4, '9.30 do 17 h', '09:30', '17:00'],
    ]);
  });

  it('every range of hours typed in an article, a data file or a content module', () => {
    const { opens, closes } = site.hours;
    const texts = [...articleTexts(), ...dataTexts(), ...moduleTexts()];
    const ranges = texts.flatMap(findHourRanges);
    expect(ranges.length).toBeGreaterThan(0);
    expect(describeFigures(ranges.filter((range) => range.opens !== opens || range.closes !== closes))).toBe('');
  });
});

/**
 * The house style (content/STIL.md) as checks over every visible text of the site: the 17 article bodies and
 * their frontmatter text fields, and the string values of the content modules (FAQ, price list, home data and
 * copy, page copy, site identity, gallery, frame, patients from abroad, the printed price list's labels).
 *
 * - Euro amounts: every amount is on the price list, among the spec's figures (../shared/spec.md §9, copied
 *   below as literals) or in the short allow-list of STIL.md §3 model figures.
 * - Typography and terms: „…“ closed with “, none of the banned variants of STIL.md §2, en dashes in ranges.
 * - Articles: no two share a closing paragraph, no 5-day claim next to veneers, no CTA-box wording.
 *
 * Every failure names the file and line (for TypeScript data also the entry and field), so a failing run is a
 * to-do list. The articles are read from disk as Markdown, so the line numbers are the file's own.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { faqs } from '@/content/faq';
import { frameCopy } from '@/content/frame';
import { gallery, galleryTreatments } from '@/content/gallery';
import { beforeAfter, clinicSlides, highlights, services, statistics, team, testimonialPhotos, videoTestimonials } from '@/content/home';
import { homeCopy } from '@/content/home-copy';
import { articleCopy, pages, priceListCopy } from '@/content/pages';
import { priceCategories } from '@/content/price-list';
import { priceListPrintCopy } from '@/content/price-list-print';
import { site } from '@/content/site';
import { risks } from '@/content/risks';
import { visitingPatients } from '@/content/visiting-patients';
import { widgetCopy } from '@/content/widgets';

// ---------------------------------------------------------------------------------------------------------
// The texts
// ---------------------------------------------------------------------------------------------------------

/** One piece of visible text and where it comes from. `firstLine` is the file line its first character is on. */
interface TextUnit {
  /** "content/blog/x.md" or "content/faq.ts". */
  file: string;
  /** For TS data and frontmatter: "faqs[id=12].answer", "metaDescription". Empty for an article body. */
  field: string;
  kind: 'body' | 'frontmatter' | 'ts';
  text: string;
  firstLine: number | undefined;
}

const ROOT = process.cwd();
const BLOG_DIR = path.join(ROOT, 'content', 'blog', 'sr');

/** Frontmatter fields a reader sees (title, card excerpt, search snippet, image description). */
const VISIBLE_FRONTMATTER = ['title', 'excerpt', 'metaTitle', 'metaDescription', 'imageAlt'] as const;
/** Keywords are search terms, not visible text: searched for amounts only (STIL.md §2 keeps "vinir" for search). */
const KEYWORDS = 'keywords';

interface ArticleFile {
  file: string;
  body: TextUnit;
  frontmatter: TextUnit[];
  keywords: TextUnit | undefined;
}

function readArticles(): ArticleFile[] {
  const names = readdirSync(BLOG_DIR)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort();
  return names.map((name) => {
    const file = `content/blog/sr/${name}`;
    const raw = readFileSync(path.join(BLOG_DIR, name), 'utf8').replace(/\r\n/g, '\n');
    const lines = raw.split('\n');
    const close = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
    const bodyStart = close + 1; // 0-based index of the first body line
    const body: TextUnit = { file, field: '', kind: 'body', text: lines.slice(bodyStart).join('\n'), firstLine: bodyStart + 1 };
    const data = matter(raw, {}).data as Record<string, unknown>;
    const lineOf = (field: string) => {
      const index = lines.slice(0, Math.max(close, 0)).findIndex((line) => line.startsWith(`${field}:`));
      return index < 0 ? undefined : index + 1;
    };
    const unit = (field: string): TextUnit | undefined => {
      const value = data[field];
      return typeof value === 'string' ? { file, field, kind: 'frontmatter', text: value, firstLine: lineOf(field) } : undefined;
    };
    const frontmatter = VISIBLE_FRONTMATTER.map(unit).filter((entry): entry is TextUnit => entry !== undefined);
    return { file, body, frontmatter, keywords: unit(KEYWORDS) };
  });
}

/** Keys whose values are code, addresses or identifiers, not visible copy. */
const CODE_KEYS = new Set([
  'id',
  'href',
  'backHref',
  'ctaHref',
  'url',
  'image',
  'beforeImage',
  'afterImage',
  'poster',
  'embedUrl',
  'icon',
  'color',
  'currency',
  'email',
  'phone',
  'days',
  'opens',
  'closes',
  'language',
  'locale',
  'countryCode',
  'instagram',
  'tiktok',
  'postalCode',
  'geo',
  'uploadDate',
  'priceItem',
  'priceListAnchor',
  'claim',
]);

/** The spec's own words (spec §2, §4): kept exactly as the spec gives them, exempt from the style rules. */
const SPEC_EXACT = new Set([
  'Zadovoljni Klijenti',
  'POPULARAN',
  'Saznaj više',
  'Prikaži manje',
  'Nazad na blog',
  'Spremni za Hollywood Smile?',
  'Zakažite besplatnu konsultaciju i otkrijte kako možemo transformisati vaš osmeh',
  'Zakažite Konsultaciju',
  'Vaš osmeh je naša misija. Ekskluzivna stomatološka nega na najvišem nivou.',
  'Broj telefona je kopiran!',
  'Nema dostupnih slika',
  'Priprema galerije...',
]);

const sourceCache = new Map<string, string>();
function lineInSource(file: string, value: string): number | undefined {
  if (!sourceCache.has(file)) sourceCache.set(file, readFileSync(path.join(ROOT, file), 'utf8'));
  const source = sourceCache.get(file)!;
  const probe = value.slice(0, 40);
  // A TypeScript string starts with a quote; a JSON one with a double quote.
  const quoted = [`'${probe}`, `"${probe}`].map((start) => source.indexOf(start)).find((at) => at >= 0) ?? -1;
  const at = quoted >= 0 ? quoted : source.indexOf(probe);
  return at < 0 ? undefined : source.slice(0, at).split('\n').length;
}

/** Every visible string value under `value`, with a readable path ("faqs[id=12].answer"). */
function collectStrings(file: string, name: string, value: unknown, into: TextUnit[]): TextUnit[] {
  if (typeof value === 'string') {
    if (value.trim() === '' || /^(https?:|\/|#|mailto:|tel:)/.test(value)) return into;
    into.push({ file, field: name, kind: 'ts', text: value, firstLine: lineInSource(file, value) });
  } else if (Array.isArray(value)) {
    value.forEach((entry, index) => {
      const id = entry !== null && typeof entry === 'object' && 'id' in entry ? `id=${String((entry as { id: unknown }).id)}` : String(index);
      collectStrings(file, `${name}[${id}]`, entry, into);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (!CODE_KEYS.has(key)) collectStrings(file, `${name}.${key}`, entry, into);
    }
  }
  return into;
}

const tsUnits: TextUnit[] = [
  ...collectStrings('content/data/faq.json', 'questions', faqs, []),
  ...collectStrings('content/data/price-list.json', 'categories', priceCategories, []),
  ...collectStrings('content/data/home/highlights.json', 'items', highlights, []),
  ...collectStrings('content/data/home/services.json', 'items', services, []),
  ...collectStrings('content/data/home/before-after.json', 'items', beforeAfter, []),
  ...collectStrings('content/data/home/patients.json', 'items', testimonialPhotos, []),
  ...collectStrings('content/data/home/team.json', 'items', team, []),
  ...collectStrings('content/data/home/videos.json', 'items', videoTestimonials, []),
  ...collectStrings('content/data/home/clinic-slides.json', 'items', clinicSlides, []),
  ...collectStrings('content/data/home/statistics.json', 'items', statistics, []),
  ...collectStrings('content/data/home/copy.json', 'homeCopy', homeCopy, []),
  ...collectStrings('content/data/pages.json', 'pages', pages, []),
  ...collectStrings('content/pages.ts', 'articleCopy', articleCopy, []),
  ...collectStrings('content/pages.ts', 'priceListCopy', priceListCopy, []),
  ...collectStrings('content/data/site.json', 'site', site, []),
  ...collectStrings('content/data/gallery.json', 'items', gallery, []),
  ...collectStrings('content/gallery.ts', 'galleryTreatments', galleryTreatments, []),
  ...collectStrings('content/frame.ts', 'frameCopy', frameCopy, []),
  ...collectStrings('content/data/visiting-patients.json', 'visitingPatients', visitingPatients, []),
  ...collectStrings('content/data/risks.json', 'risks', risks, []),
  ...collectStrings('content/widgets.ts', 'widgetCopy', widgetCopy, []),
  ...collectStrings('content/price-list-print.ts', 'priceListPrintCopy', priceListPrintCopy, []),
];

const articleFiles = readArticles();
const bodies = articleFiles.map((article) => article.body);
const frontmatterUnits = articleFiles.flatMap((article) => article.frontmatter);
/** Visible text that the style rules apply to (the spec's own strings excepted). */
const visibleUnits = [...bodies, ...frontmatterUnits, ...tsUnits.filter((unit) => !SPEC_EXACT.has(unit.text))];

// ---------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------

/**
 * The text a reader sees, line for line (line numbers stay true): link targets, bare URLs, emphasis markers and
 * backticks go (a slug such as /blog/e-max-cirkonija-…/ is not text), every other whitespace becomes a space.
 */
function readable(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/\]\([^)]*\)/g, ']')
        // A link to an article or a claim shows the other page's title, not its address.
        .replace(/\{(?:clanak|tvrdnja):[^}]*\}/g, '[naslov]')
        .replace(/<https?:[^>]*>/g, '')
        .replace(/https?:\/\/\S+/g, '')
        .replace(/\*\*|__|`/g, '')
        .replace(/(?<=\S)\*|\*(?=\S)/g, '')
        .replace(/[^\S\n]/g, ' '),
    )
    .join('\n');
}

/** "content/faq.ts:187 › faqs[id=12].answer" or "content/blog/x.md:45". */
function where(unit: TextUnit, text: string, index: number): string {
  const line = unit.firstLine === undefined ? undefined : unit.firstLine + (unit.kind === 'body' ? text.slice(0, index).split('\n').length - 1 : 0);
  const place = line === undefined ? unit.file : `${unit.file}:${line}`;
  return unit.field ? `${place} › ${unit.field}` : place;
}

function snippet(text: string, index: number, length: number): string {
  return text
    .slice(Math.max(0, index - 30), index + Math.min(length, 60) + 30)
    .replace(/\s+/g, ' ')
    .trim();
}

interface Block {
  text: string;
  index: number;
}

/** Blocks of consecutive non-blank lines, with the index of their first character. */
function blocks(text: string): Block[] {
  const result: Block[] = [];
  let current: { lines: string[]; index: number } | undefined;
  let offset = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      if (current) result.push({ text: current.lines.join('\n'), index: current.index });
      current = undefined;
    } else if (current) {
      current.lines.push(line);
    } else {
      current = { lines: [line], index: offset };
    }
    offset += line.length + 1;
  }
  if (current) result.push({ text: current.lines.join('\n'), index: current.index });
  return result;
}

/** Paragraphs of a text: its blocks, except that a list or a table gives one paragraph per line. */
function paragraphs(text: string): Block[] {
  return blocks(text).flatMap((block) => {
    const lines = block.text.split('\n');
    const isListOrTable = lines.length > 1 && lines.every((line) => /^\s*([-*+]\s|\d+[.)]\s|\|)/.test(line) || /^\s{2,}\S/.test(line));
    if (!isListOrTable) return [block];
    let offset = block.index;
    return lines.map((line) => {
      const paragraph = { text: line, index: offset };
      offset += line.length + 1;
      return paragraph;
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// 2. Typography and terms
// ---------------------------------------------------------------------------------------------------------

/** STIL.md §2, the exact strings (lowercase, matched case-insensitively). */
const BANNED_EVERYWHERE = [
  // faseta
  'viniri',
  'vinire',
  'vinirima',
  'vinirom',
  // krunica
  'metal-keram',
  // implantat
  'implant ',
  'implanta ',
  'implanta,',
  'implanta.',
  'implantu',
  'implantom',
  'implanti',
  'implanata',
  'implante',
  'implantima',
  // cirkonija
  'cirkonijum ',
  'cirkonijum,',
  'cirkonijum.',
  'cirkonijuma',
  'cirkonijumu',
  'cirkonijumom',
  'cirkonijumsk',
  'zirkon',
  // e.max
  'emax',
  'e. max',
  'e-max ',
  // udlaga
  'splint',
  'noćna folija',
  'noćnu foliju',
  'noćne folije',
  'noćnom folijom',
  'zaštitna folija',
  'zaštitnu foliju',
  'zaštitnom folijom',
  'folija za zaštitu',
  // škrgutanje
  'škrip',
  // uklanjanje kamenca
  'skidanje kamenca',
  'skidanja kamenca',
  'skidanjem kamenca',
  'skinuti kamenac',
  // izbeljivanje
  'kućno izbeljivanje',
  'kućnog izbeljivanja',
  'kućnim izbeljivanjem',
  'izbeljivanje u klinici',
  'beljenje',
  // probni osmeh
  'probni model',
  'probnog model',
  'probnom model',
  'probnim model',
  // privremeni radovi
  'provizorn',
  // Hollywood Smile
  'hollywood smilea',
  'hollywood smileu',
  'hollywood smileom',
  'hollywood smajl',
  'holivud smajl',
  'holywood',
  // All-on-6
  'all on 6',
  'all on six',
  'all-on-six',
  // € after the number
  '0 eur',
  '1 eur',
  '2 eur',
  '3 eur',
  '4 eur',
  '5 eur',
  '6 eur',
  '7 eur',
  '8 eur',
  '9 eur',
  'u eur',
  // 10%
  '0 %',
  '1 %',
  '2 %',
  '3 %',
  '4 %',
  '5 %',
  '6 %',
  '7 %',
  '8 %',
  '9 %',
  // ordinacija
  'naša klinika',
  'naše klinike',
  'našoj klinici',
  'našu kliniku',
  'našom klinikom',
  'menadžer klinike',
  // u Beogradu na vodi
  'na beogradu na vodi',
  'beograd na vodu',
  'belgrade waterfront',
  // radno vreme
  '10:00 – 20:00',
  'ponedeljak – petak',
  'subota i nedelja',
  'vikendom',
  // health and style (§6, §7)
  'bezbol',
  'garantovan',
  'zauvek',
  'doživotn',
  '100%',
  'trajna nadoknada',
  'trajnu nadoknadu',
  'trajno rešenje',
  'problem trajno',
  'ostaje živ',
  'specijalizovala',
  'specijalizovao',
  'otpisali',
  // one word per concept (§8): "terapija" for the whole course, "zahvat" for one intervention
  'tretman',
  // no verb the style sheet bans (§8); the spec's own CTA sentence is exempt as spec text
  'transformisa',
  'kreira',
  // women carry feminine titles (§6), and the founder leads every plan (§3.3)
  'menadžer ordinacije',
  'glavni stomatolog',
  'osnivač ',
  'osnivač,',
  'osnivač.',
  'stomatolog iz našeg tima',
];

/** STIL.md §2: only in content/blog/*.md (the CTA box and former patient names, now reserved). */
const BANNED_IN_ARTICLES = ['transformisati vaš osmeh', 'naš tim će pregledati vaše zube'];
/** STIL.md §5: the team's first names are not patients' names in the stories; matched as whole words ("Očekivana" is fine). */
const RESERVED_NAMES = /(?<!\p{L})(stefan|jelena|milica|ivana|marko)(?!\p{L})/giu;

describe('typography', () => {
  it('closes every opening quote (U+201E) with U+201C, never with a straight quote', () => {
    const problems: string[] = [];
    for (const unit of visibleUnits) {
      const text = readable(unit.text);
      for (const match of text.matchAll(/\u201E[^\u201C"]*"/g))
        problems.push(`${where(unit, text, match.index)}: ${snippet(text, match.index, match[0].length)}`);
    }
    expect(problems).toEqual([]);
  });

  it('closes every opening quote (U+201E) with U+201C before the next one (a quote may run over paragraphs) and uses no straight quote at all', () => {
    const problems: string[] = [];
    for (const unit of visibleUnits) {
      const text = readable(unit.text);
      for (const match of text.matchAll(/\u201E[^\u201C"\u201E]*(?=\u201E|$)/g)) {
        problems.push(`${where(unit, text, match.index)}: „ not closed in ${snippet(text, match.index, 20)}`);
      }
      for (const match of text.matchAll(/"/g)) problems.push(`${where(unit, text, match.index)}: straight " in ${snippet(text, match.index, 1)}`);
    }
    expect(problems).toEqual([]);
  });

  it('writes ranges with an en dash: no hyphen between digits in article bodies or site copy', () => {
    const problems: string[] = [];
    for (const unit of [...bodies, ...tsUnits.filter((entry) => !SPEC_EXACT.has(entry.text))]) {
      const text = readable(unit.text);
      for (const match of text.matchAll(/\d-\d/g)) problems.push(`${where(unit, text, match.index)}: ${snippet(text, match.index, 3)}`);
    }
    expect(problems).toEqual([]);
  });
});

/**
 * STIL.md §2.1, the glossary: one term per concept. Each entry's other words are refused in every visible text
 * (articles, frontmatter, data), the spec's own strings aside ("Zadovoljni Klijenti"); the test names the file, the line
 * and the word.
 */
const GLOSSARY: readonly { concept: string; term: string; refused: RegExp }[] = [
  { concept: 'paket (Hollywood Smile, All-on-6), a za cenu koju pacijent poredi: predračun', term: 'paket, predračun', refused: /ponud\p{L}*/giu },
  {
    concept: 'lečenje pre estetskog dela (kanali, plombe, desni); „priprema zuba“ je samo brušenje',
    term: 'lečenje pre estetskog dela',
    // The old uses of „priprema“ for prior treatment: before the aesthetic work, with it, its items and its price.
    refused:
      /priprem\p{L}* (?:zuba )?pre (?:estetsk|faseta|krunica)\p{L}*|priprem\p{L}* koj\p{L}* (?:je|su) potrebn\p{L}*|(?:sa|uz) priprem\p{L}*|pripremn\p{L}* lečenj\p{L}*|(?:stavk|zahvat)\p{L}* pripreme|priprem\p{L}* se (?:plaća|naplaćuje)/giu,
  },
  { concept: 'prozirnost keramike', term: 'prozirnost', refused: /providn\p{L}*|transparentn\p{L}*/giu },
  { concept: 'pacijenti', term: 'pacijent', refused: /klijent\p{L}*/giu },
  { concept: 'zubni tehničar', term: 'zubni tehničar', refused: /zubotehničar\p{L}*|laborant\p{L}*/giu },
];

describe('glossary (STIL.md §2.1)', () => {
  const problemsIn = (units: readonly TextUnit[]) =>
    units.flatMap((unit) => {
      const text = readable(unit.text);
      return GLOSSARY.flatMap(({ term, refused }) =>
        [...text.matchAll(refused)].map((match) => `${where(unit, text, match.index)}: „${match[0]}“, pišemo „${term}“`),
      );
    });

  it('uses one term per concept in every visible text', () => {
    expect(problemsIn(visibleUnits)).toEqual([]);
  });

  it('sees a second term: the test of the test', () => {
    const planted: TextUnit = {
      file: 'content/data/faq.json',
      field: 'questions[id=1].answer',
      kind: 'ts',
      text: 'Ponuda važi za providne fasete. Cena je data sa pripremom.',
      firstLine: undefined,
    };
    expect(problemsIn([planted])).toEqual([
      'content/data/faq.json › questions[id=1].answer: „Ponuda“, pišemo „paket, predračun“',
      'content/data/faq.json › questions[id=1].answer: „sa pripremom“, pišemo „lečenje pre estetskog dela“',
      'content/data/faq.json › questions[id=1].answer: „providne“, pišemo „prozirnost“',
    ]);
  });
});

describe('terms (STIL.md §2)', () => {
  it('uses none of the banned variants in visible text (articles, frontmatter text fields, content strings)', () => {
    const problems: string[] = [];
    for (const unit of visibleUnits) {
      const banned = unit.kind === 'ts' ? BANNED_EVERYWHERE : [...BANNED_EVERYWHERE, ...BANNED_IN_ARTICLES];
      // A space at the end, so "implant" or "cirkonijum" closing a string counts as a word end.
      const text = `${readable(unit.text)} `;
      const lower = text.toLowerCase();
      for (const variant of banned) {
        for (let at = lower.indexOf(variant); at >= 0; at = lower.indexOf(variant, at + 1)) {
          problems.push(`${where(unit, text, at)}: „${variant.trim()}“ in ${snippet(text, at, variant.length)}`);
        }
      }
      if (unit.kind !== 'ts') {
        for (const match of text.matchAll(RESERVED_NAMES)) problems.push(`${where(unit, text, match.index)}: „${match[0]}“ is a team member's name`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the 5-day temporaries away from veneers: no "5 dana" in a paragraph with a word starting "faset"', () => {
    const problems: string[] = [];
    for (const unit of visibleUnits) {
      const text = readable(unit.text);
      for (const paragraph of paragraphs(text)) {
        const days = /(?<![\d.,])5\s+dana/u.exec(paragraph.text);
        if (days && /(?<!\p{L})faset/iu.test(paragraph.text)) {
          problems.push(`${where(unit, text, paragraph.index + days.index)}: ${snippet(paragraph.text, days.index, 6)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// 3. Articles as a set
// ---------------------------------------------------------------------------------------------------------

/** The last paragraph of a body: its last block that is not a heading or a rule. */
function lastParagraph(unit: TextUnit): Block | undefined {
  return blocks(readable(unit.text))
    .filter((block) => !/^\s*(#|[-*_]{3,}\s*$)/.test(block.text))
    .at(-1);
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The longest run of consecutive words two texts share (after normalising). */
function sharedRun(a: string, b: string): number {
  const left = normalise(a).split(' ');
  const right = normalise(b).split(' ');
  let best = 0;
  const row = new Array<number>(right.length + 1).fill(0);
  for (let i = 1; i <= left.length; i += 1) {
    let diagonal = 0;
    for (let j = 1; j <= right.length; j += 1) {
      const above = row[j]!;
      row[j] = left[i - 1] === right[j - 1] ? diagonal + 1 : 0;
      best = Math.max(best, row[j]!);
      diagonal = above;
    }
  }
  return best;
}

/** Near-duplicates: most words in common, or one sentence of 8+ words repeated ("zakažite besplatnu konsultaciju u našoj ordinaciji u Beogradu na vodi…"). */
const NEAR_DUPLICATE = { jaccard: 0.6, sharedRun: 8 };

function jaccard(a: string, b: string): number {
  const left = new Set(normalise(a).split(' '));
  const right = new Set(normalise(b).split(' '));
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / (left.size + right.size - shared);
}

/** STIL.md §8: a sentence this long says something particular, and says it in one place (two at most). */
const REPEATED_SENTENCE = { minWords: 10, maxArticles: 2 };

/**
 * The sentences of a body: its paragraphs (a list item or a table row is one) split after . ! ? A link's text
 * (another article's title, quoted where it is linked) is not a sentence of the article's own: it becomes blanks.
 */
function sentences(unit: TextUnit): { text: string; index: number }[] {
  const text = readable(unit.text).replace(/\[[^\]\n]*\]/g, (link) => ' '.repeat(link.length));
  return paragraphs(text).flatMap((paragraph) => {
    const parts: { text: string; index: number }[] = [];
    const pattern = /[^.!?]+[.!?]*/gu;
    for (const match of paragraph.text.matchAll(pattern)) parts.push({ text: match[0], index: paragraph.index + match.index });
    return parts;
  });
}

describe('articles as a set', () => {
  it('has the articles to check', () => {
    expect(bodies.length).toBe(readdirSync(BLOG_DIR).filter((name) => name.endsWith('.md')).length);
    expect(bodies.length).toBeGreaterThan(0);
  });

  it(`repeats no sentence of ${REPEATED_SENTENCE.minWords}+ words in more than ${REPEATED_SENTENCE.maxArticles} articles (STIL.md §8)`, () => {
    const seen = new Map<string, string[]>();
    for (const unit of bodies) {
      const text = readable(unit.text);
      for (const sentence of sentences(unit)) {
        const key = normalise(sentence.text);
        if (key.split(' ').filter(Boolean).length < REPEATED_SENTENCE.minWords) continue;
        const places = seen.get(key) ?? [];
        if (!places.some((place) => place.startsWith(`${unit.file}:`))) places.push(where(unit, text, sentence.index));
        seen.set(key, places);
      }
    }
    const problems = [...seen.entries()]
      .filter(([, places]) => places.length > REPEATED_SENTENCE.maxArticles)
      .map(([key, places]) => `„${key}“ in ${places.join(', ')}`);
    expect(problems).toEqual([]);
  });

  it('the sentence check sees a repeat: the test of the test', () => {
    const unit = (file: string, text: string): TextUnit => ({ file, field: '', kind: 'body', text, firstLine: 1 });
    const sentence = 'Cena obuhvata digitalni dizajn, probni osmeh, privremene fasete, cementiranje i prvu kontrolu.';
    const found = sentences(unit('a.md', `Uvod je kratak. ${sentence}\n\n- [Naslov drugog članka o fasetama i krunicama, dovoljno dugačak](/blog/x/)`)).map(
      (part) => normalise(part.text),
    );
    expect(found).toContain(normalise(sentence));
    expect(found).toContain(normalise('Uvod je kratak.'));
    expect(found.join(' ')).not.toContain('naslov');
  });

  it('no two articles share a closing paragraph, not even nearly (Jaccard ≥ 0.6, or a shared run of 8+ words)', () => {
    const endings = bodies.map((unit) => ({ unit, last: lastParagraph(unit) }));
    const problems: string[] = [];
    endings.forEach((left, i) => {
      endings.slice(i + 1).forEach((right) => {
        if (!left.last || !right.last) return;
        const same = normalise(left.last.text) === normalise(right.last.text);
        const overlap = jaccard(left.last.text, right.last.text);
        const run = sharedRun(left.last.text, right.last.text);
        if (same || overlap >= NEAR_DUPLICATE.jaccard || run >= NEAR_DUPLICATE.sharedRun) {
          const a = where(left.unit, readable(left.unit.text), left.last.index);
          const b = where(right.unit, readable(right.unit.text), right.last.index);
          problems.push(`${a} and ${b}: closing paragraphs ${same ? 'identical' : `word overlap ${overlap.toFixed(2)}, ${run} words in a row shared`}`);
        }
      });
    });
    expect(problems).toEqual([]);
  });

  it('does not repeat the CTA box under the article ("transformisati vaš osmeh", "Spremni za") in a body', () => {
    const problems: string[] = [];
    for (const unit of bodies) {
      const text = readable(unit.text);
      for (const match of text.matchAll(/transformisati vaš osmeh|spremni za/giu)) {
        problems.push(`${where(unit, text, match.index)}: ${snippet(text, match.index, match[0].length)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names the quarter at most once per article, and the search synonyms only once (STIL.md §2)', () => {
    const once = [/beograd\p{L}* na vodi/giu, /mock-up/giu, /(?<!\p{L})vinir/giu, /cirkonijum-oksid/giu, /litijum-disilikat/giu, /aparatić/giu];
    const problems: string[] = [];
    for (const unit of bodies) {
      const text = readable(unit.text);
      for (const pattern of once) {
        const found = [...text.matchAll(pattern)];
        if (found.length > 1) problems.push(`${where(unit, text, found[1]!.index)}: „${found[1]![0]}“ ${found.length} times`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('links the FAQ page with the text „Često postavljana pitanja“ (STIL.md §7)', () => {
    const problems: string[] = [];
    for (const unit of bodies) {
      for (const match of unit.text.matchAll(/\[([^\]]*)\]\(\/faq\/?(?:#[^)]*)?\)/g)) {
        if (match[1] !== 'Često postavljana pitanja') problems.push(`${where(unit, unit.text, match.index)}: ${match[0]}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('heads the closing section with more than „Zakažite besplatnu konsultaciju“ (STIL.md §7)', () => {
    const problems: string[] = [];
    for (const unit of bodies) {
      const headings = [...unit.text.matchAll(/^##[^\S\n]+(.+?)[^\S\n]*$/gm)];
      const last = headings.at(-1);
      if (last && /^zakažite besplatnu konsultaciju[.!]?$/i.test(last[1]!.replace(/\*/g, '')))
        problems.push(`${where(unit, unit.text, last.index)}: ${last[0]}`);
    }
    expect(problems).toEqual([]);
  });

  it('the checks see through Markdown: the test of the test', () => {
    const unit: TextUnit = {
      file: 'x.md',
      field: '',
      kind: 'body',
      text: 'Uvod.\n\n## Naslov\n\nCena [vodič](/blog/e-max-cirkonija-ili-feldspat/) je **350 €**.\n\n- Privremene fasete\n- Implantati za 5 dana\n',
      firstLine: 5,
    };
    const text = readable(unit.text);
    expect(text).not.toContain('/blog/');
    expect(where(unit, text, text.indexOf('Cena'))).toBe('x.md:9');
    expect(lastParagraph(unit)?.text).toBe('- Privremene fasete\n- Implantati za 5 dana');
    expect(paragraphs(text).map((paragraph) => paragraph.text)).toEqual([
      'Uvod.',
      '## Naslov',
      'Cena [vodič] je 350 €.',
      '- Privremene fasete',
      '- Implantati za 5 dana',
    ]);
    expect(jaccard('Zakažite besplatnu konsultaciju danas.', 'Zakažite danas besplatnu konsultaciju!')).toBe(1);
    expect(
      sharedRun(
        'Ponesite listu. Zakažite besplatnu konsultaciju u našoj ordinaciji u Beogradu na vodi.',
        'Zakažite besplatnu konsultaciju u našoj ordinaciji u Beogradu, pa…',
      ),
    ).toBe(8);
  });
});

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
const BLOG_DIR = path.join(ROOT, 'content', 'blog');

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
    const file = `content/blog/${name}`;
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
  ...collectStrings('content/widgets.ts', 'widgetCopy', widgetCopy, []),
  ...collectStrings('content/price-list-print.ts', 'priceListPrintCopy', priceListPrintCopy, []),
];

const articleFiles = readArticles();
const bodies = articleFiles.map((article) => article.body);
const frontmatterUnits = articleFiles.flatMap((article) => article.frontmatter);
const keywordUnits = articleFiles.flatMap((article) => (article.keywords ? [article.keywords] : []));
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
// 1. Euro amounts
// ---------------------------------------------------------------------------------------------------------

/** A number as the site writes it: 5.000, 350, 1,5. */
const NUMBER = String.raw`\d{1,3}(?:\.\d{3})+|\d+(?:,\d+)?`;
/** Between the ends of a range or a pair: 5.000–8.000, 350 do 450, 550/750 (a hyphen too, so it is caught). */
const BETWEEN = String.raw`\s*[–—-]\s*|\s+do\s+|\s*\/\s*`;
/** An amount with € (or EUR, or the word "evra") after it; "hiljada evra" multiplies by 1.000. */
const AMOUNT_AFTER = new RegExp(
  String.raw`(?<![\d.,])(${NUMBER})(?:(${BETWEEN})(${NUMBER}))?(\s*hiljad\p{L}*)?\s*(?:€|\bEUR\b|\bevra\b|\beura\b|\bevro\b)`,
  'giu',
);
/** € written before the number (wrong by STIL.md §1, but still an amount to check). */
const AMOUNT_BEFORE = new RegExp(String.raw`(?:€|\bEUR\b)\s*(${NUMBER})(?:(${BETWEEN})(${NUMBER}))?`, 'giu');

function toNumber(written: string): number {
  return Number(written.replace(/\./g, '').replace(',', '.'));
}

/** "5.000–8.000" -> [5000, 8000]; "od 400" -> [400]. Ranges count as their endpoints. */
function endpoints(written: string): number[] {
  const match = new RegExp(String.raw`^(?:od\s+)?(${NUMBER})(?:(?:${BETWEEN})(${NUMBER}))?$`, 'u').exec(written.trim());
  if (!match) throw new Error(`not an amount: ${written}`);
  return [match[1], match[2]].filter((part): part is string => part !== undefined).map(toNumber);
}

interface FoundAmount {
  written: string;
  values: number[];
  index: number;
}

function euroAmounts(text: string): FoundAmount[] {
  const found: FoundAmount[] = [];
  for (const match of text.matchAll(AMOUNT_AFTER)) {
    const factor = match[4] ? 1000 : 1;
    const values = [match[1], match[3]].filter((part): part is string => part !== undefined).map((part) => toNumber(part) * factor);
    found.push({ written: match[0], values, index: match.index });
  }
  for (const match of text.matchAll(AMOUNT_BEFORE)) {
    const values = [match[1], match[3]].filter((part): part is string => part !== undefined).map(toNumber);
    found.push({ written: match[0], values, index: match.index });
  }
  found.push(...tableColumnAmounts(text));
  return found;
}

/** Bare numbers in a Markdown table column headed with €, EUR or "evra" ("| Cena (€) |"). */
function tableColumnAmounts(text: string): FoundAmount[] {
  const found: FoundAmount[] = [];
  const lines = text.split('\n');
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|');
  let offset = 0;
  const starts = lines.map((line) => {
    const start = offset;
    offset += line.length + 1;
    return start;
  });
  for (let row = 0; row + 1 < lines.length; row += 1) {
    const header = lines[row]!;
    if (!header.trim().startsWith('|') || !/^\s*\|?\s*:?-{3,}/.test(lines[row + 1]!)) continue;
    const euroColumns = cells(header)
      // A unit header ("Cena (€)"), not a label that names an amount ("Plan od 5.000 €").
      .map((cell, column) => (/€|\bEUR\b|evr/i.test(cell) && !/\d/.test(cell) ? column : -1))
      .filter((column) => column >= 0);
    for (let body = row + 2; body < lines.length && lines[body]!.trim().startsWith('|'); body += 1) {
      const rowCells = cells(lines[body]!);
      for (const column of euroColumns) {
        const cell = rowCells[column] ?? '';
        if (/€|\bEUR\b|evr/i.test(cell)) continue; // the amounts with a sign are found above
        // Not a count in a product ("8 × 500") or a percentage.
        const amount = new RegExp(String.raw`(?<![\d.,])(${NUMBER})(?:(${BETWEEN})(${NUMBER}))?(?![\d.,]?\d|\s*[%×x])`, 'gu');
        for (const match of cell.matchAll(amount)) {
          const values = [match[1], match[3]].filter((part): part is string => part !== undefined).map(toNumber);
          found.push({ written: `${match[0]} (column „${cells(header)[column]!.trim()}“)`, values, index: starts[body]! });
        }
      }
    }
  }
  return found;
}

/** Spec §9, copied as written there (../shared/spec.md), not read from the constants these tests check. */
const SPEC_FIGURES = {
  homeServicePrices: ['5.000', '550', '35', '250', '20', '50', '750'],
  priceList: [
    // Special offers
    '5.000',
    '7.000',
    '5.000',
    '550',
    '750',
    // Oral surgery
    '35',
    '50',
    '100',
    '150',
    '800',
    '700',
    // Prosthetics
    '150',
    '250',
    '350',
    '50',
    '50',
    '300',
    '300',
    // Whitening
    '50',
    '200',
    '300',
    // Tooth treatment
    '20',
    '50',
    '35',
    '30',
    '40',
    '50',
    '40–100',
    '50',
    // Braces (per jaw), analysis
    '750',
    '850',
    '1.000',
    '50',
  ],
  faqClaims: ['5.000–10.000', '2.000–6.000', '150–300'],
  articleMarketingFigures: [
    // Veneers and crowns
    '350',
    '400',
    '350–450',
    '300–350',
    '150',
    '250–300',
    '250–350',
    '300',
    '250',
    // Hollywood smile
    '3.000–5.000',
    '5.000–8.000',
    '3.000–4.500',
    '5.000–6.500',
    '8.000–12.000',
    '3.500',
    '4.000',
    '4.200',
    '5.000',
    // Other services
    '550',
    '750',
    '35',
    '20',
    '50',
    '300–500',
    '150–300',
  ],
};

/**
 * The model figures STIL.md §3 defines besides the price list and the spec. Short on purpose: an amount that is
 * none of these is an invented price.
 */
const ALLOWED_MODEL_FIGURES: { amount: string; reason: string }[] = [
  { amount: '500', reason: '§3.2/§3.3: regular price of one aesthetic work in the smile zone (450 € + 50 € characterisation); §3.4: 10% of 5.000 €' },
  { amount: '450', reason: '§3.2: layered e.max veneer 400–450 €; 450 € + 50 € = 500 €' },
  { amount: '375', reason: '§3.3: each work after the 12th in the special offer (5.000 € for 12)' },
  { amount: '1.000', reason: '§3.3: preparation up to 1.000 € in the 2.000–6.000 € partial correction' },
  { amount: '1.500', reason: '§3.3: preparation cap for 6–10 works; §3.4: 1.500 € down payment in the instalment example' },
  { amount: '2.000', reason: '§3.3: preparation cap for 16–20 works' },
  { amount: '6.000', reason: '§3.4: the 6.000 € plan example of the 5% discount (300 €)' },
  { amount: '8.000–10.000', reason: '§3.3: 16–20 works at the regular 500 € (before preparation)' },
  { amount: '70', reason: '§3.4: yearly maintenance, 2 × 35 € scaling' },
  { amount: '1.167', reason: '§3.4 "rate primera ostaju": 3.500 € in 3 instalments' },
  { amount: '583', reason: '§3.4 "rate primera ostaju": 3.500 € in 6 instalments' },
  { amount: '292', reason: '§3.4 "rate primera ostaju": 3.500 € in 12 instalments' },
  { amount: '146', reason: '§3.4 "rate primera ostaju": 3.500 € in 24 instalments' },
];

const priceListAmounts = priceCategories.flatMap((category) =>
  category.services.flatMap((service) => (service.price.currency === 'EUR' ? [service.price.amount, service.price.upTo ?? service.price.amount] : [])),
);

const allowedAmounts = new Set<number>([
  ...priceListAmounts,
  ...Object.values(SPEC_FIGURES).flat().flatMap(endpoints),
  ...ALLOWED_MODEL_FIGURES.flatMap((entry) => endpoints(entry.amount)),
]);

describe('euro amounts', () => {
  it('finds the amounts as the site writes them (the test of the test)', () => {
    const written = (text: string) => euroAmounts(text).map((amount) => amount.values);
    expect(written('Fasete od **350 €** po zubu, paket 5.000–8.000 €, implantati 550/750 €.')).toEqual([[350], [5000, 8000], [550, 750]]);
    expect(written('oko 4.800 evra, 2 hiljade evra, €120, 90 EUR, od 300 do 450 €')).toEqual([[4800], [2000], [90], [300, 450], [120]]);
    expect(written('2025. godine, 10%, 18 godina, 0,3–0,5 mm, 1.000 RSD')).toEqual([]);
    expect(written('| Rad | Cena (€) |\n|---|---|\n| Faseta | 350 |\n| Krunica | 4.800 |\n| Paket | 8 × 500 |')).toEqual([[350], [4800], [500]]);
    expect(allowedAmounts.has(4800)).toBe(false);
  });

  it('every amount is on the price list, a spec §9 figure or a STIL.md §3 model figure', () => {
    const units = [...bodies, ...frontmatterUnits, ...keywordUnits, ...tsUnits];
    const problems: string[] = [];
    for (const unit of units) {
      const text = readable(unit.text);
      for (const amount of euroAmounts(text)) {
        const unknown = amount.values.filter((value) => !allowedAmounts.has(value));
        if (unknown.length > 0) {
          problems.push(
            `${where(unit, text, amount.index)}: „${amount.written.trim()}“ (${unknown.join(', ')} is not a price-list price, a spec figure or a STIL.md §3 model figure)`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

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
];

/** STIL.md §2: only in content/blog/*.md (the CTA box and former patient names, now reserved). */
const BANNED_IN_ARTICLES = ['transformisati vaš osmeh', 'naš tim će pregledati vaše zube', 'stefan', 'jelena', 'milica', 'ivana', 'marko'];

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

describe('articles as a set', () => {
  it('has the 17 articles to check', () => {
    expect(bodies).toHaveLength(17);
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

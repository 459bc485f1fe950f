import { referencesProblem } from '@/lib/english-article';

/**
 * The English words files (issue 27, docs/architecture.md "Two languages"): for each data file of content/data/,
 * its words file in content/en/ has the same path, and these are the keys whose strings are shared by both
 * languages (ids, picture and page paths, names, numbers written as text), never words. Every other string of the
 * Serbian file needs its English text (lib/translation.ts overlayWords checks it, naming the file and field).
 */
export const SHARED_KEYS = {
  'faq.json': ['category', 'claim'],
  'pages.json': [],
  'model/durability.json': ['id', 'unit', 'sources'],
  'model/facts.json': ['id', 'unit', 'sources'],
  'model/market.json': ['id', 'currency'],
  'model/packages.json': ['id', 'priceItem', 'unitItem', 'timeline'],
  'model/payment.json': [],
  'model/timelines.json': ['id', 'gap', 'after'],
  'model/warranty.json': ['id'],
  'home/before-after.json': ['id', 'beforeImage', 'afterImage', 'duration'],
  'home/clinic-slides.json': ['id', 'image'],
  'home/copy.json': [],
  'home/highlights.json': ['id', 'icon'],
  'home/patients.json': ['id', 'image', 'name'],
  'home/services.json': ['id', 'priceItem', 'priceListAnchor'],
  'home/statistics.json': ['id', 'number'],
  'home/team.json': ['id', 'image', 'name'],
  'home/videos.json': ['id', 'poster', 'youtubeId'],
  'price-list.json': ['id', 'color', 'currency', 'href', 'icon'],
  'gallery.json': ['id', 'duration', 'image'],
  'visiting-patients.json': ['id', 'href'],
  'risks.json': ['id'],
  'site.json': [
    'brand',
    'name',
    'display',
    'e164',
    'email',
    'street',
    'postalCode',
    'countryCode',
    'days',
    'opens',
    'closes',
    'instagram',
    'tiktok',
    'standard',
    'premium',
    'reviewsUrl',
    'url',
  ],
} as const satisfies Record<string, readonly string[]>;

export type WordsFile = keyof typeof SHARED_KEYS;

/** Where a data file's English words are: "content/en/faq.json". */
export const wordsFileOf = (file: WordsFile) => `content/en/${file}`;

/** The words file's name of a path in a folder: ("content/en/faq.json", "content/en/") → "faq.json"; else undefined. */
export function wordsFileIn(file: string, folder: 'content/data/' | 'content/en/'): WordsFile | undefined {
  const name = file.startsWith(folder) ? file.slice(folder.length) : '';
  return Object.hasOwn(SHARED_KEYS, name) ? (name as WordsFile) : undefined;
}

/**
 * The words files whose every Serbian entry with an id needs its English: other English texts and pages name those
 * entries (a model's rule by `{rok:…}`, a package by `{paket:…}`, a price-list row by the estimate and `{link:…}`),
 * so one left out stops the build. In any other, an entry not translated yet is left out of the English pages.
 */
export const EVERY_ENTRY_TRANSLATED: ReadonlySet<WordsFile> = new Set([
  'price-list.json',
  'model/durability.json',
  'model/facts.json',
  'model/market.json',
  'model/packages.json',
  'model/payment.json',
  'model/timelines.json',
  'model/warranty.json',
]);

/** What of a words file lies over its Serbian file: all of it but the FAQ's category names, a map of their own (content/faq.ts). */
export function overlaidWords(name: WordsFile, words: unknown): unknown {
  if (name !== 'faq.json' || words === null || typeof words !== 'object') return words;
  return Object.fromEntries(Object.entries(words).filter(([key]) => key !== 'categoryNames'));
}

/**
 * The texts of the FAQ whose English must name the same references as the Serbian (issue 42): an English question
 * whose Serbian question or answer now names another figure is out of date and left out of the English FAQ
 * (lib/translation.ts `withoutOutdated`), and the editor says so at the Serbian save.
 */
export const FAQ_IN_STEP_FIELDS = ['question', 'answer'] as const;

/**
 * Languages in step (issue 42), for every words file but the FAQ's: a translation must name the same figures
 * (references: a price, a deadline, a package) as its Serbian text, or the two pages would say different things. The
 * build's overlay stops on one that does not (lib/translation.ts `inStep`), and the editor refuses the Serbian save
 * that would cause it, at the field changed (admin/editor.ts). The rule is the English save's (lib/english-article.ts
 * `referencesProblem`), so the build, a Serbian save and an English save agree.
 */
export function inStepWithSerbian(serbian: string, english: string): string | undefined {
  const problem = referencesProblem('', english, serbian);
  if (!problem) return undefined;
  const [lacking, extra] = [problem.found, problem.extra ?? ''];
  return `engleski prevod ne navodi iste podatke kao srpski tekst${lacking ? ` (nedostaje ${lacking})` : ''}${extra ? ` (višak ${extra})` : ''}: dve verzije sajta bi govorile različito`;
}

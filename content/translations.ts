/**
 * The English words files (issue 27, docs/architecture.md "Two languages"): for each data file of content/data/,
 * its words file in content/en/ has the same path, and these are the keys whose strings are shared by both
 * languages (ids, picture and page paths, names, numbers written as text), never words. Every other string of the
 * Serbian file needs its English text (lib/translation.ts overlayWords checks it, naming the file and field).
 */
export const SHARED_KEYS = {
  'faq.json': ['category'],
  'pages.json': [],
  'model/durability.json': ['id', 'unit'],
  'model/facts.json': ['id', 'unit'],
  'model/market.json': ['id', 'currency'],
  'model/packages.json': ['id', 'priceItem', 'unitItem', 'timeline'],
  'model/payment.json': [],
  'model/timelines.json': ['id', 'gap'],
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

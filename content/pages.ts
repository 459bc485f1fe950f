/** Per-route copy: the search-result title and description, the page heading and its lead. */
import { englishArticleCopy, englishBlogListCopy, englishCallSections, englishFaqCopy, englishPriceListCopy } from '@/content/en/copy';
import { byLanguage, followPageLanguage, type ByLanguage } from '@/content/page-language';
import { EDITOR_WORDS, editorWordedRoutes, routeNames, routeRegistry, routes, type RouteName } from '@/content/route-registry';
import { countWord } from '@/lib/format';
import type { Words } from '@/lib/words';
import pagesData from '@/content/data/pages.json';
import pagesWords from '@/content/en/pages.json';
import { parseContent } from '@/lib/content-check';
import type { Locale } from '@/lib/locales';
import { parseEnglishProse, parseProse, resolveContent } from '@/content/model';
import { pageCopySchema, pagesSchema, type PageCopy } from '@/lib/schemas/pages';
import { wordsFileOf } from '@/content/translations';
import type { z } from 'zod';

export type { PageCopy } from '@/lib/schemas/pages';

/** Each registry page's copy and the 404 page's; the gallery's with its strip heading. */
type Pages = Readonly<Record<RouteName | 'notFound', PageCopy>> & { readonly gallery: PageCopy & { stripHeading: string } };

/**
 * The copy of the pages in a language: the clinic's from content/data/pages.json (and its words file), every page the
 * route registry gives EDITOR_WORDS and no other, and the registry's own words of the rest (content/route-registry.ts).
 */
function pagesWith(editor: z.output<typeof pagesSchema>, file: string, locale: Locale): Pages {
  const expected = new Set<string>([...editorWordedRoutes, 'notFound']);
  const missing = [...expected].filter((name) => !Object.hasOwn(editor, name));
  const extra = Object.keys(editor).filter((name) => !expected.has(name));
  if (missing.length || extra.length) {
    throw new Error(
      [
        ...missing.map((name) => `${file}: no copy for the page "${name}" (its words are the editor's in content/route-registry.ts)`),
        ...extra.map((name) => `${file}: "${name}" is no page whose words are the editor's (content/route-registry.ts)`),
      ].join('\n'),
    );
  }
  const own = routeNames.flatMap((name) => {
    const words = routeRegistry[name].words;
    if (words === EDITOR_WORDS) return [];
    const file = 'content/route-registry.ts';
    const copy = parseContent(pageCopySchema, resolveContent(words[locale], file, words[locale], [], locale), {
      file,
      name: `routeRegistry.${name}.words.${locale}`,
    });
    return [[name, copy] as const];
  });
  return { ...editor, ...Object.fromEntries(own) } as Pages;
}

/**
 * Checked at load (lib/schemas/pages.ts): every route's copy, descriptions within 160 characters. English from
 * content/en/pages.json (built on first use), its references in English, the same limits.
 */
export const pagesIn = byLanguage<Pages>(pagesWith(parseProse(pagesSchema, pagesData, { file: 'content/data/pages.json' }), 'content/data/pages.json', 'sr'), {
  en: () => pagesWith(parseEnglishProse(pagesSchema, pagesData, pagesWords, 'pages.json'), wordsFileOf('pages.json'), 'en'),
});

/** Each route's copy in the page's language (content/page-language.ts). */
export const pages: Pages = followPageLanguage('content/pages.ts › pages', pagesIn);

/** The fixed wording of an article page (spec §2). */
const serbianArticleCopy = {
  backLabel: 'Nazad na blog',
  backHref: `${routes.home}#blog`,
  ctaHeading: 'Spremni za Hollywood Smile?',
  ctaText: 'Zakažite besplatnu konsultaciju i otkrijte kako možemo transformisati vaš osmeh',
  ctaButton: 'Zakažite Konsultaciju',
  ctaHref: `${routes.home}#kontakt`,
  breadcrumbHome: 'Početna',
  breadcrumbBlog: 'Blog',
  viewsLabel: 'pregleda',
  updatedLabel: 'Ažurirano',
  tocLabel: 'Sadržaj članka',
  tocSummary: 'Sadržaj',
  relatedHeading: 'Pročitajte i ovo',
  shareLabel: 'Podelite',
  shareCopied: 'Link je kopiran!',
} as const;

export type ArticleCopy = Words<typeof serbianArticleCopy>;

/** In the page's language (content/page-language.ts); the English words are in content/en/copy.ts. */
export const articleCopyIn: ByLanguage<ArticleCopy> = { sr: serbianArticleCopy, en: englishArticleCopy };
export const articleCopy: ArticleCopy = followPageLanguage('content/pages.ts › articleCopy', articleCopyIn);

/**
 * The blog's list pages beyond /blog/ (issue 25): the category chips, the pagination bar, and the titles, headings,
 * descriptions and leads of a list's further pages ("/blog/strana/2/") and of a category's list
 * ("/blog/kategorija/saveti/"). /blog/ itself keeps its copy in content/data/pages.json.
 */
const serbianBlogListCopy = {
  /** The row of category chips on /blog/ and every list page. */
  categoriesNavLabel: 'Kategorije članaka',
  /** The first chip: the list of all articles, /blog/. */
  allLabel: 'Svi članci',
  /** The pagination bar under a list that has more than one page. */
  paginationLabel: 'Stranice liste članaka',
  previousLabel: 'Prethodna',
  nextLabel: 'Sledeća',
  /** A number's accessible name: "Strana 2". */
  pageLabel: (page: number) => `Strana ${page}`,
  /** Added to a further page's title and heading: "Blog o estetskoj stomatologiji – strana 2". */
  pageSuffix: (page: number) => ` – strana ${page}`,
  /** The description of the list of all articles, page 2 on (each page's description is its own). */
  pageDescription: (page: number) =>
    `Strana ${page} bloga: vodiči, saveti i ilustrativni primeri o Hollywood Smile-u, fasetama, krunicama, cenama i nezi zuba.`,
  /** A category's list: its title, description and lead (the heading is the category's name). */
  categoryTitle: (category: string) => `${category} – blog o estetskoj stomatologiji`,
  categoryDescription: (category: string, page: number) =>
    `${page > 1 ? `Strana ${page}: ` : ''}članci iz kategorije „${category}“ na blogu ordinacije estetske stomatologije u Beogradu na vodi.`.replace(
      /^./,
      (first) => first.toUpperCase(),
    ),
  categoryLead: (category: string, count: string) => `Članci iz kategorije „${category}“: ${count}, od najnovijeg.`,
  /** The count in a category's lead, in Serbian plural forms: 1 članak, 3 članka, 5 članaka. */
  articleCount: (count: number) => `${count} ${countWord(count, ['članak', 'članka', 'članaka'])}`,
} as const;

export type BlogListCopy = Words<typeof serbianBlogListCopy>;

/** In the page's language (content/page-language.ts); the English words are in content/en/copy.ts. */
export const blogListCopyIn: ByLanguage<BlogListCopy> = { sr: serbianBlogListCopy, en: englishBlogListCopy };
export const blogListCopy: BlogListCopy = followPageLanguage('content/pages.ts › blogListCopy', blogListCopyIn);

/** The FAQ page's fixed wording: the label of its row of category chips, which jump to the page's sections (issue 25). */
const serbianFaqCopy = {
  categoriesNavLabel: 'Kategorije pitanja',
} as const;

export type FaqCopy = Words<typeof serbianFaqCopy>;

/** In the page's language (content/page-language.ts); the English words are in content/en/copy.ts. */
export const faqCopy: FaqCopy = followPageLanguage<FaqCopy>('content/pages.ts › faqCopy', { sr: serbianFaqCopy, en: englishFaqCopy });

/** The price list page's fixed wording (spec §2). */
const serbianPriceListCopy = {
  popularBadge: 'POPULARAN',
  /** The spec's "available" marker, shown once per category beside its title: every service listed is offered. */
  availableLabel: 'Dostupno',
  /** The label of the row of shortcuts at the top of the page (content/price-list.ts). */
  categoriesNavLabel: 'Pronađite na cenovniku',
  /** The header cells of each category's table. */
  columns: { service: 'Usluga', unit: 'Jedinica', price: 'Cena' },
  /** A package's row opens to what its price covers (content/data/model/packages.json). */
  packageSummary: 'Šta cena obuhvata',
  packageIncludes: 'Uključeno',
  packageExcludes: 'Plaća se posebno',
  backLabel: 'Nazad na početnu',
  closingNote: 'Cene su informativne. Tačan plan terapije i cenu dobijate na besplatnoj konsultaciji.',
} as const;

export type PriceListCopy = Words<typeof serbianPriceListCopy>;

/** In the page's language (content/page-language.ts); the English words are in content/en/copy.ts. */
export const priceListCopy: PriceListCopy = followPageLanguage<PriceListCopy>('content/pages.ts › priceListCopy', {
  sr: serbianPriceListCopy,
  en: englishPriceListCopy,
});

/**
 * The call section that ends the pages a patient reads before deciding (issue 14): the price list, the FAQ and
 * the gallery. Each says why to call from where the reader is; the button is the site's one call control.
 * The consultation is free for aesthetic and prosthetic work (content/STIL.md §4).
 */
const serbianCallSections = {
  /** The button's wording and the line under it, the same on every page. */
  action: 'Pozovite nas',
  hours: 'Radnim danima, 10–20 h',
  /** Its text is the price list's closing note (priceListCopy.closingNote), which is printed with the list. */
  priceList: {
    heading: 'Tačna cena za vaš osmeh',
  },
  faq: {
    heading: 'Niste našli odgovor?',
    text: 'Pozovite nas: odgovaramo na svako pitanje i zakazujemo besplatnu konsultaciju za estetske i protetske radove.',
  },
  gallery: {
    heading: 'Šta je moguće kod vas?',
    text: 'Svaki osmeh je drugačiji. Na besplatnoj konsultaciji pregledamo zube i dobijate plan terapije sa cenom, bez obaveze.',
  },
} as const;

export type CallSections = Words<typeof serbianCallSections>;

/** In the page's language (content/page-language.ts); the English words are in content/en/copy.ts. */
export const callSections: CallSections = followPageLanguage<CallSections>('content/pages.ts › callSections', {
  sr: serbianCallSections,
  en: englishCallSections,
});

/** Per-route copy: the search-result title and description, the page heading and its lead. */
import pagesData from '@/content/data/pages.json';
import { parseProse } from '@/content/model';
import { pagesSchema } from '@/lib/schemas/pages';

export type { PageCopy } from '@/lib/schemas/pages';

/** Checked at load (lib/schemas/pages.ts): every route's copy, descriptions within 160 characters. */
export const pages = parseProse(pagesSchema, pagesData, { file: 'content/data/pages.json' });

/** The fixed wording of an article page (spec §2). */
export const articleCopy = {
  backLabel: 'Nazad na blog',
  backHref: '/#blog',
  ctaHeading: 'Spremni za Hollywood Smile?',
  ctaText: 'Zakažite besplatnu konsultaciju i otkrijte kako možemo transformisati vaš osmeh',
  ctaButton: 'Zakažite Konsultaciju',
  ctaHref: '/#kontakt',
  breadcrumbHome: 'Početna',
  breadcrumbBlog: 'Blog',
  viewsLabel: 'pregleda',
  tocLabel: 'Sadržaj članka',
  tocSummary: 'Sadržaj',
  relatedHeading: 'Pročitajte i ovo',
  shareLabel: 'Podeli',
  shareCopied: 'Link je kopiran!',
} as const;

/** The price list page's fixed wording (spec §2). */
export const priceListCopy = {
  popularBadge: 'POPULARAN',
  /** The spec's "available" marker, shown once per category beside its title: every service listed is offered. */
  availableLabel: 'Dostupno',
  /** The label of the row of links to the categories at the top of the page. */
  categoriesNavLabel: 'Kategorije cenovnika',
  /** The header cells of each category's table. */
  columns: { service: 'Usluga', unit: 'Jedinica', price: 'Cena' },
  /** A package's row opens to what its price covers (content/data/model/packages.json). */
  packageSummary: 'Šta cena obuhvata',
  packageIncludes: 'Uključeno',
  packageExcludes: 'Plaća se posebno',
  backLabel: 'Nazad na početnu',
  closingNote: 'Cene su informativne. Tačan plan terapije i cenu dobijate na besplatnoj konsultaciji.',
} as const;

/**
 * The call section that ends the pages a patient reads before deciding (issue 14): the price list, the FAQ and
 * the gallery. Each says why to call from where the reader is; the button is the site's one call control.
 * The consultation is free for aesthetic and prosthetic work (content/STIL.md §4).
 */
export const callSections = {
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

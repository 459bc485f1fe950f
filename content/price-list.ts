/** The price list of /cenovnik (spec §9), in EUR unless a service says RSD: content/data/price-list.json. */
import priceListData from '@/content/data/price-list.json';
import { englishTwinOf } from '@/content/articles';
import priceListWords from '@/content/en/price-list.json';
import { parseEnglishProse, resolveContent, writtenPriceCategories } from '@/content/model';
import { englishPriceShortcuts } from '@/content/en/copy';
import { byLanguage, followPageLanguage } from '@/content/page-language';
import { priceListFileSchema, type PriceCategory } from '@/lib/schemas/price-list';

export type { PriceCategory, PricedService } from '@/lib/schemas/price-list';

/**
 * Checked at load (lib/schemas/price-list.ts): every price a number, unique anchors and service names. Its
 * descriptions and notes may name the model (`{rok:…}`), resolved like every other text. The English (issue 27)
 * has the same rows and prices with the words of content/en/price-list.json, built on first use.
 */
export const priceCategoriesIn = byLanguage<readonly PriceCategory[]>(
  resolveContent(writtenPriceCategories, 'content/data/price-list.json', priceListData, ['categories']),
  {
    // A category's link is the Serbian file's: to its English twin (the gallery), or none where the page is gone.
    en: () =>
      parseEnglishProse(priceListFileSchema, priceListData, priceListWords, 'price-list.json').categories.map((category) => {
        if (!category.link) return category;
        const href = englishTwinOf(category.link.href);
        return href === undefined ? { ...category, link: undefined } : { ...category, link: { ...category.link, href } };
      }),
  },
);

/** The price list in the page's language (content/page-language.ts). */
export const priceCategories: readonly PriceCategory[] = followPageLanguage(priceCategoriesIn);

/**
 * The shortcuts at the top of the price list (issue 41): what patients look for, in their words, each to its row
 * or category. The same targets in every language, each language's words; a target the clinic has since removed
 * from the list is left out, so no edit breaks the page (content/price-list.test.ts names it for us).
 */
export const PRICE_SHORTCUT_TARGETS = [
  'keramicka-faseta',
  'metalokeramicka-krunica',
  'implantat-standardni',
  'all-on-6-metalokeramika',
  'hollywood-smile',
  'izbeljivanje',
  'oralna-hirurgija',
  'lecenje-zuba',
  'pregledi-i-snimci',
  'parcijalna-proteza',
  'fiksne-proteze',
] as const;

export type PriceShortcutWords = Readonly<Record<(typeof PRICE_SHORTCUT_TARGETS)[number], string>>;

const serbianPriceShortcuts: PriceShortcutWords = {
  'keramicka-faseta': 'Fasete',
  'metalokeramicka-krunica': 'Krunice',
  'implantat-standardni': 'Implantati',
  'all-on-6-metalokeramika': 'All-on-6',
  'hollywood-smile': 'Hollywood Smile',
  izbeljivanje: 'Izbeljivanje',
  'oralna-hirurgija': 'Hirurgija',
  'lecenje-zuba': 'Lečenje zuba',
  'pregledi-i-snimci': 'Pregledi i snimci',
  'parcijalna-proteza': 'Proteze',
  'fiksne-proteze': 'Ortodoncija',
};

/** Every anchor of a price list: its categories' and its rows'. */
export const priceAnchors = (categories: readonly PriceCategory[]): Set<string> =>
  new Set(categories.flatMap((category) => [category.id, ...category.services.map((service) => service.id)]));

const shortcutsOf = (categories: readonly PriceCategory[], words: PriceShortcutWords) =>
  PRICE_SHORTCUT_TARGETS.filter((id) => priceAnchors(categories).has(id)).map((id) => ({ id, label: words[id] }));

export const priceShortcutsIn = byLanguage(shortcutsOf(priceCategoriesIn.sr, serbianPriceShortcuts), {
  en: () => shortcutsOf(priceCategoriesIn.en, englishPriceShortcuts),
});

/** The shortcuts in the page's language: each a label and the anchor it leads to. */
export const priceShortcuts: readonly { id: string; label: string }[] = followPageLanguage(priceShortcutsIn);

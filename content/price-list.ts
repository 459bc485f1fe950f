/** The price list of /cenovnik (spec §9), in EUR unless a service says RSD: content/data/price-list.json. */
import priceListData from '@/content/data/price-list.json';
import { englishTwinOf } from '@/content/articles';
import priceListWords from '@/content/en/price-list.json';
import { parseEnglishProse, resolveContent, writtenPriceCategories } from '@/content/model';
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
export const priceCategories: readonly PriceCategory[] = followPageLanguage('content/price-list.ts › priceCategories', priceCategoriesIn);

/** The price list of /cenovnik (spec §9), in EUR unless a service says RSD: content/data/price-list.json. */
import priceListData from '@/content/data/price-list.json';
import { resolveContent, writtenPriceCategories } from '@/content/model';
import type { PriceCategory } from '@/lib/schemas/price-list';

export type { PriceCategory, PricedService } from '@/lib/schemas/price-list';

/**
 * Checked at load (lib/schemas/price-list.ts): every price a number, unique anchors and service names. Its
 * descriptions and notes may name the model (`{rok:…}`), resolved like every other text.
 */
export const priceCategories: readonly PriceCategory[] = resolveContent(writtenPriceCategories, 'content/data/price-list.json', priceListData, ['categories']);

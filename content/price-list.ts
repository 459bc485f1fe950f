/** The price list of /cenovnik (spec §9), in EUR unless a service says RSD: content/data/price-list.json. */
import priceListData from '@/content/data/price-list.json';
import { parseDataFile } from '@/lib/content-check';
import { priceListFileSchema, type PriceCategory } from '@/lib/schemas/price-list';

export type { PriceCategory, PricedService } from '@/lib/schemas/price-list';

/** Checked at load (lib/schemas/price-list.ts): every price a number, unique anchors and service names. */
export const priceCategories: readonly PriceCategory[] = parseDataFile(priceListFileSchema, priceListData, { file: 'content/data/price-list.json' }).categories;

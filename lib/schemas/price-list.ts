/** The price list of /cenovnik (content/price-list.ts, spec §9): categories of priced services. */
import { z } from 'zod';
import { anchorId, text, uniqueBy } from '@/lib/schemas/fields';
import { priceSchema } from '@/lib/schemas/price';

export const pricedServiceSchema = z.strictObject({
  /** Anchor of the row on /cenovnik (`/cenovnik/#keramicka-faseta`) and the id prose names it by (`{cena:keramicka-faseta}`). */
  id: anchorId,
  name: text(),
  price: priceSchema,
  /** "po zubu", "po vilici": what the price is for, when not the whole service. */
  unit: text().optional(),
  description: text(),
  /** Shows the "POPULARAN" badge. */
  popular: z.boolean().optional(),
});

export type PricedService = z.output<typeof pricedServiceSchema>;

export const priceCategorySchema = z.strictObject({
  /** Anchor on /cenovnik. */
  id: anchorId,
  title: text(),
  /** A lucide-react icon name (components/icons maps it). */
  icon: z.enum(['Sparkles', 'Scissors', 'Crown', 'Sun', 'Stethoscope', 'Smile']),
  /**
   * The accent of the category's icon, in the site's palette: `gold` for the featured category (the special
   * offers, where gold marks what matters most), `sand` for the rest. Not shown as text.
   */
  color: z.enum(['gold', 'sand']),
  /** A line under the title. */
  note: text().optional(),
  /** A quiet link under the category's table, to where the services can be seen (the gallery). */
  link: z.strictObject({ label: text(), href: z.string().startsWith('/') }).optional(),
  services: z.array(pricedServiceSchema).min(1).superRefine(uniqueBy('name')).superRefine(uniqueBy('id')),
});

export type PriceCategory = z.output<typeof priceCategorySchema>;

export const priceListSchema = z.array(priceCategorySchema).superRefine(uniqueBy('id'));

/** content/data/price-list.json, as the CMS writes it. */
export const priceListFileSchema = z.strictObject({ categories: priceListSchema });

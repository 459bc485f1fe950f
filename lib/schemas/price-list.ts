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
  services: z.array(pricedServiceSchema).min(1).superRefine(uniqueBy('name')),
});

export type PriceCategory = z.output<typeof priceCategorySchema>;

/**
 * Categories and services share one set of address words: each is an anchor on /cenovnik/ (#oznaka) and a service's is
 * also its name in texts ({cena:oznaka}). A word used twice anywhere in the file is refused at the later use.
 */
function uniqueAddressWords(categories: readonly PriceCategory[], context: z.RefinementCtx<readonly PriceCategory[]>): void {
  const owners = new Map<string, string>();
  const claim = (id: string, owner: string, path: (string | number)[]) => {
    const earlier = owners.get(id);
    if (earlier !== undefined) context.addIssue({ code: 'custom', path, input: id, message: `"${id}" već ima „${earlier}“: upišite drugu vrednost` });
    else owners.set(id, owner);
  };
  categories.forEach((category, categoryIndex) => {
    claim(category.id, category.title, [categoryIndex, 'id']);
    category.services.forEach((service, serviceIndex) => claim(service.id, service.name, [categoryIndex, 'services', serviceIndex, 'id']));
  });
}

export const priceListSchema = z.array(priceCategorySchema).superRefine(uniqueAddressWords);

/** content/data/price-list.json, as the CMS writes it. */
export const priceListFileSchema = z.strictObject({ categories: priceListSchema });

/** The home page's section headings, leads and button labels (content/data/home/copy.json, spec §2). */
import { z } from 'zod';
import { text } from '@/lib/schemas/fields';

const words = <K extends string>(...keys: K[]) => z.strictObject(Object.fromEntries(keys.map((key) => [key, text()])) as Record<K, ReturnType<typeof text>>);

export const homeCopySchema = z.strictObject({
  hero: words('eyebrow', 'callLabel', 'note', 'imageAlt'),
  highlights: words('heading'),
  beforeAfter: words('heading', 'lead', 'moreLabel'),
  services: words('heading', 'lead', 'moreLabel', 'featuredBadge'),
  patients: words('heading', 'lead'),
  team: words('heading', 'lead', 'more', 'less'),
  /** `coming`: the card of a video whose id is still a placeholder, instead of a player. */
  videos: words('heading', 'lead').extend({ coming: words('label', 'text') }),
  /** The dentist's own words: one entry per paragraph. */
  about: words('heading', 'slideshowLabel').extend({ paragraphs: z.array(text()).min(1).readonly() }),
  contact: words(
    'heading',
    'lead',
    'addressLabel',
    'phoneLabel',
    'emailLabel',
    'hoursLabel',
    'licenceLabel',
    'materialsLabel',
    'ceramicsLabel',
    'implantsLabel',
    'standardBrandLabel',
    'premiumBrandLabel',
    'reviewsLabel',
  ),
  faq: words('heading', 'moreLabel'),
  blog: words('heading', 'lead', 'readLabel', 'moreLabel'),
});

export type HomeCopy = z.output<typeof homeCopySchema>;

/** The navigation bar (content/navigation.ts, spec §2): labels and hrefs in order. */
import { z } from 'zod';
import { sitePath, text, uniqueBy } from '@/lib/schemas/fields';

export const navItemSchema = z.strictObject({
  label: text(),
  /** "/#usluge" is an in-page anchor of the home page; any other path is a page (lib/navigation.ts). */
  href: sitePath,
  /** Drawn as the highlighted special button (Kontakt). */
  isSpecial: z.boolean().optional(),
  /** Shows a sparkle icon beside the label. */
  isHighlighted: z.boolean().optional(),
});

export type NavItem = z.output<typeof navItemSchema>;

export const navigationSchema = z.array(navItemSchema).min(1).superRefine(uniqueBy('href'));

/**
 * The facts the clinic has to confirm before launch (issue 39 item 6, issue 40 item 8): each fact the spec does not
 * give (a price added to the list, a policy, a brand, a point for the clinic's lawyer) is an entry here until the
 * clinic ticks it. A production build refuses while one is left, as it refuses the identity's stand-ins
 * (content/placeholders.ts); /admin/ → „Pre objave: za potvrdu“ lists them, each with a link to its screen.
 */
import { z } from 'zod';
import { anchorId, text, uniqueBy } from '@/lib/schemas/fields';

export const confirmationSchema = z.strictObject({
  id: anchorId,
  /** What the clinic confirms, in a sentence: the fact as the site states it. */
  what: text(),
  /** Where the fact is stated, as the editor names the place: "Česta pitanja › „Kako mogu da platim?“". */
  where: text(),
  /** The editor's screen of that place, as its address after "#/collections/": "faq/entries/pitanja". */
  screen: z.string().regex(/^[a-z0-9-]+(\/entries\/[a-z0-9-]+)?$/, 'očekuje se adresa ekrana, npr. faq/entries/pitanja'),
  /** Who has to confirm it: the clinic, or its lawyer (a point of law). */
  by: z.enum(['ordinacija', 'pravnik']),
  /** Ticked by the clinic once the fact is right; an unticked entry stops a production build. */
  confirmed: z.boolean(),
});

export type Confirmation = z.output<typeof confirmationSchema>;

/** content/data/confirmations.json, as the CMS writes it. */
export const confirmationsFileSchema = z.strictObject({ items: z.array(confirmationSchema).superRefine(uniqueBy('id')) });

/** The FAQ (content/faq.ts, spec §3): about 40 questions in fixed categories, 10 of them on the home page. */
import { z } from 'zod';
import { anchorId, asReadersTellApart, text, uniqueBy, wholeNumber } from '@/lib/schemas/fields';

/** The home page's teaser shows this many (spec §2). */
export const FAQ_TEASER_COUNT = 10;

/** The categories in the order /faq shows them (spec §3). */
export const faqCategories = [
  'Osnove',
  'Procedura',
  'Cene',
  'Izbor stomatologa',
  'Održavanje',
  'Usluge',
  'Kvalitet',
  'Uslovi',
  'Adaptacija',
  'Bezbednost',
  'Materijali',
  'Oporavak',
] as const;

export type FaqCategory = (typeof faqCategories)[number];

export const faqItemSchema = z.strictObject({
  id: wholeNumber,
  question: text().refine((question) => question.endsWith('?'), 'pitanje se završava znakom pitanja („?“)'),
  /** Plain text; a blank line starts a new paragraph. */
  answer: text(),
  category: z.enum(faqCategories),
  /** One of the questions on the home page. */
  teaser: z.boolean().optional(),
  /**
   * This answer is the one home of a claim a patient relies on (content/STIL.md §4.1): its anchor on /faq/
   * ("/faq/#konsultacija"), which articles link with `{tvrdnja:konsultacija}` instead of retelling it.
   */
  claim: anchorId.optional(),
});

export type FaqItem = z.output<typeof faqItemSchema>;

export const faqListSchema = z
  .array(faqItemSchema)
  .superRefine(uniqueBy('id'))
  // A question asked twice would be listed twice on /faq/ and in its structured data; twice in another case, spacing
  // or punctuation too.
  .superRefine(uniqueBy('question', { same: asReadersTellApart }))
  .superRefine(uniqueBy('claim'))
  .superRefine((items, context) => {
    const teasers = items.filter((item) => item.teaser).length;
    if (teasers !== FAQ_TEASER_COUNT) {
      context.addIssue({
        code: 'custom',
        input: items,
        message: `tačno ${FAQ_TEASER_COUNT} pitanja treba da ima uključeno „Prikaži i na početnoj strani“, a uključeno je ${teasers}`,
      });
    }
  });

/** content/data/faq.json, as the CMS writes it. */
export const faqFileSchema = z.strictObject({ questions: faqListSchema });

/**
 * The FAQ in English (issue 27): the questions translated so far, each an entry of the Serbian file's; the count of
 * home-page questions is the Serbian file's rule, so it is not checked again here.
 */
export const englishFaqFileSchema = z.strictObject({ questions: z.array(faqItemSchema) });

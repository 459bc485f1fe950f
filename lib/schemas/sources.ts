/**
 * The sources of the site's clinical figures (issue 40 item 1): systematic reviews, guidelines and long-term studies,
 * listed on one page (/izvori/, /en/sources/) and linked from each figure that rests on them. A reference is
 * language-neutral (authors, title, journal as published), so one file serves both languages.
 */
import { z } from 'zod';
import { anchorId, text, uniqueBy } from '@/lib/schemas/fields';

export const sourceSchema = z.strictObject({
  /** The entry's anchor on the sources page ("/izvori/#morimoto-2016"), and how a figure names it. */
  id: anchorId,
  /** How a figure cites it, short: "Morimoto et al. 2016". */
  cite: text(),
  authors: text(),
  year: z.number().int().min(1900).max(2100),
  title: text(),
  /** Journal, volume, issue and pages as published. */
  published: text(),
  /** What kind of study: a systematic review, a guideline, a long-term clinical study, a laboratory study. */
  kind: z.enum(['sistematski pregled', 'smernica', 'klinička studija', 'laboratorijska studija']),
});

export type Source = z.output<typeof sourceSchema>;

/** content/data/sources.json, as the CMS writes it. */
export const sourcesFileSchema = z.strictObject({ sources: z.array(sourceSchema).min(1).superRefine(uniqueBy('id')).readonly() });

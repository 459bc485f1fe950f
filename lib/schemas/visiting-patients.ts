/**
 * "Pacijenti iz inostranstva" on /cenovnik/ (content/visiting-patients.ts): questions a travelling patient asks,
 * each answered by a list of facts (a short term and its sentences), rendered as a <dl>.
 */
import { z } from 'zod';
import { describeValue } from '@/lib/content-issues';
import { anchorId, sitePath, text, uniqueBy } from '@/lib/schemas/fields';

export const visitingFactSchema = z.strictObject({
  /** The short label (the <dt>). */
  term: text(),
  /** The answer, one paragraph per entry (the <dd>). */
  details: z.array(text()).min(1).readonly(),
  /** Under this fact, the links that send the clinic photos and an X-ray (WhatsApp, Viber, e-mail). */
  sendPhotos: z.boolean().optional(),
});

export type VisitingFact = z.output<typeof visitingFactSchema>;

export const visitingTopicSchema = z.strictObject({
  /** The fragment of the topic's heading, inside the section. */
  id: anchorId,
  /** The question, as a patient would ask it (the topic's heading). */
  question: text(),
  facts: z.array(visitingFactSchema).min(1).superRefine(uniqueBy('term')).readonly(),
});

export type VisitingTopic = z.output<typeof visitingTopicSchema>;

export const visitingLinkSchema = z.strictObject({
  label: text(),
  /** A site path, or "#id" on the same page. */
  href: z.union([sitePath, z.string().regex(/^#[a-z0-9-]+$/)], {
    error: (issue) => `očekuje se adresa na sajtu ili "#oznaka", a upisano je ${describeValue(issue.input)}`,
  }),
});

export type VisitingLink = z.output<typeof visitingLinkSchema>;

export const visitingPatientsSchema = z.strictObject({
  /** The section's anchor on /cenovnik/. */
  id: anchorId,
  heading: text(),
  lead: text(),
  /** The link under the page's heading that jumps down to the section. */
  jumpLink: visitingLinkSchema,
  /** The link for the home page's contact section, beside the address and phone: it leads to this section. */
  contactLink: visitingLinkSchema,
  topics: z.array(visitingTopicSchema).min(1).superRefine(uniqueBy('id')).readonly(),
  /** The links under the fact that asks for photos: their label, and what the message and the e-mail's subject say. */
  sendPhotos: z.strictObject({ label: text(), emailSubject: text(), message: text() }),
  /** Where to read on: the articles that own these figures. */
  readMoreLabel: text(),
  readMore: z.array(visitingLinkSchema).readonly(),
});

/** content/data/visiting-patients.json, as the CMS writes it: the anchor and the links' targets are the code's. */
export const visitingPatientsFileSchema = visitingPatientsSchema
  .omit({ id: true, jumpLink: true, contactLink: true })
  .extend({ jumpLinkLabel: text(), contactLinkLabel: text() });

export type VisitingPatients = z.output<typeof visitingPatientsSchema>;

/**
 * "Rizici i vaša prava" (/rizici-i-prava/, issue 40 item 6; content/risks.ts): per main treatment its risks, who
 * should not have it and what comes first or instead, then the patient's rights as topics (what if something goes
 * wrong at home, the records, consent, complaints and insurance, instalments in writing), each a heading and its
 * paragraphs. The link to the page from the price list, the FAQ and every article says `link`.
 */
import { z } from 'zod';
import { anchorId, text, uniqueBy } from '@/lib/schemas/fields';

const paragraphs = z.array(text()).min(1).readonly();

export const riskTreatmentSchema = z.strictObject({
  /** The treatment's anchor on the page ("/rizici-i-prava/#fasete"). */
  id: anchorId,
  name: text(),
  risks: paragraphs,
  notFor: paragraphs,
  firstInstead: paragraphs,
});

export type RiskTreatment = z.output<typeof riskTreatmentSchema>;

export const rightsTopicSchema = z.strictObject({
  id: anchorId,
  heading: text(),
  paragraphs,
});

export type RightsTopic = z.output<typeof rightsTopicSchema>;

/** content/data/risks.json, as the CMS writes it. */
export const risksFileSchema = z.strictObject({
  treatmentsHeading: text(),
  /** The three lists' headings under each treatment. */
  labels: z.strictObject({ risks: text(), notFor: text(), firstInstead: text() }),
  treatments: z.array(riskTreatmentSchema).min(1).superRefine(uniqueBy('id')).readonly(),
  rightsHeading: text(),
  topics: z.array(rightsTopicSchema).min(1).superRefine(uniqueBy('id')).readonly(),
  /** The link to this page from the price list, the FAQ and every article: a short lead-in and the link's words. */
  link: z.strictObject({ lead: text(), label: text() }),
});

export type Risks = z.output<typeof risksFileSchema>;

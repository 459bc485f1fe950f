/**
 * "Pacijenti iz inostranstva" on /cenovnik/ (issue 16, item 3): what a patient who travels needs to know before
 * booking a flight. Every figure is the spec's own (spec §9: treatment 7–14 days, 2–5 visits over 5–10 days,
 * visits of 1–3 hours, temporaries in 5 days, control after 6 months, warranty at least 2 years / 2–5 years,
 * cash discount 10% / 5%, 3, 6, 12 or 24 instalments with 30% down), written as content/STIL.md §3.4, §4 and §6
 * place them: each with its condition in the same sentence.
 *
 * Each topic is a question (a heading) answered by a list of facts: a short term and the sentence(s) that
 * define it, rendered as a <dl>. One string is one sentence group; the 5-day temporaries and the veneers stay
 * in separate strings (STIL.md §4).
 */
import visitingPatientsData from '@/content/data/visiting-patients.json';
import { parseProse } from '@/content/model';
import { visitingPatientsFileSchema, type VisitingPatients } from '@/lib/schemas/visiting-patients';

export type { VisitingFact, VisitingLink, VisitingTopic } from '@/lib/schemas/visiting-patients';

/** The section's anchor on /cenovnik/: link here from anywhere (the home contact section too). */
export const VISITING_PATIENTS_ID = 'pacijenti-iz-inostranstva';
const SECTION_HREF = `/cenovnik/#${VISITING_PATIENTS_ID}`;

/** Checked at load (lib/schemas/visiting-patients.ts); the words are in content/data/visiting-patients.json. */
const { jumpLinkLabel, contactLinkLabel, ...words } = parseProse(visitingPatientsFileSchema, visitingPatientsData, {
  file: 'content/data/visiting-patients.json',
});

export const visitingPatients: VisitingPatients = {
  ...words,
  id: VISITING_PATIENTS_ID,
  /** The link under the page's heading that jumps down to the section. */
  jumpLink: { label: jumpLinkLabel, href: `#${VISITING_PATIENTS_ID}` },
  /** The link for the home page's contact section (components/home/contact-section.tsx), beside the address and phone. */
  contactLink: { label: contactLinkLabel, href: SECTION_HREF },
};

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
import type { z } from 'zod';
import { englishTwinOf } from '@/content/articles';
import visitingPatientsWords from '@/content/en/visiting-patients.json';
import { models, parseEnglishProse, parseProse } from '@/content/model';
import { byLanguage, followPageLanguage } from '@/content/page-language';
import { localizedRoutes } from '@/content/route-registry';
import { type Locale } from '@/lib/locales';
import { visitingPatientsFileSchema, type VisitingPatients } from '@/lib/schemas/visiting-patients';

export type { VisitingFact, VisitingLink, VisitingTopic } from '@/lib/schemas/visiting-patients';

/** The section's anchor on /cenovnik/ (the same in both languages): link here from anywhere (the home contact section too). */
export const VISITING_PATIENTS_ID = 'pacijenti-iz-inostranstva';

/** An article's link reads the article's own title in that language (issue 39: a title in a link is never typed). */
function titled(links: VisitingPatients['readMore'], locale: Locale): VisitingPatients['readMore'] {
  return links.map((link) => {
    const slug = /^\/blog\/([^/]+)\/$/.exec(link.href)?.[1];
    const article = slug === undefined ? undefined : models[locale].model.articles.get(slug);
    return article === undefined ? link : { ...link, label: article.label };
  });
}

/** The section in a language: its words, and its links on the price list of that language. */
function section(words: z.output<typeof visitingPatientsFileSchema>, locale: Locale, readMore = titled(words.readMore, locale)): VisitingPatients {
  const { jumpLinkLabel, contactLinkLabel, ...rest } = words;
  return {
    ...rest,
    readMore,
    id: VISITING_PATIENTS_ID,
    /** The link under the page's heading that jumps down to the section. */
    jumpLink: { label: jumpLinkLabel, href: `#${VISITING_PATIENTS_ID}` },
    /** The link for the home page's contact section (components/home/contact-section.tsx), beside the address and phone. */
    contactLink: { label: contactLinkLabel, href: `${localizedRoutes[locale].priceList}#${VISITING_PATIENTS_ID}` },
  };
}

/** Checked at load (lib/schemas/visiting-patients.ts); the words are in content/data/visiting-patients.json and, in English, content/en/. */
export const visitingPatientsIn = byLanguage(
  section(parseProse(visitingPatientsFileSchema, visitingPatientsData, { file: 'content/data/visiting-patients.json' }), 'sr'),
  {
    en: () => {
      const words = parseEnglishProse(visitingPatientsFileSchema, visitingPatientsData, visitingPatientsWords, 'visiting-patients.json');
      // The links are the Serbian file's: each to its English twin, or left out where the page is gone.
      const readMore = titled(words.readMore, 'en').flatMap((link) => {
        const href = englishTwinOf(link.href);
        return href === undefined ? [] : [{ ...link, href }];
      });
      return section(words, 'en', readMore);
    },
  },
);

/** The section in the page's language (content/page-language.ts). */
export const visitingPatients: VisitingPatients = followPageLanguage('content/visiting-patients.ts › visitingPatients', visitingPatientsIn);

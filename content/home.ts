/**
 * The home page's data (spec §2, §3, §9), one file per section in content/data/home/ (edited through
 * /admin/). Image values are keys of content/image-manifest.json or uploads under /images/uploads/.
 */
import { englishPersonName } from '@/lib/english';
import { requireCasesFitPlan } from '@/content/cases';
import beforeAfterData from '@/content/data/home/before-after.json';
import clinicSlidesData from '@/content/data/home/clinic-slides.json';
import highlightsData from '@/content/data/home/highlights.json';
import patientsData from '@/content/data/home/patients.json';
import servicesData from '@/content/data/home/services.json';
import statisticsData from '@/content/data/home/statistics.json';
import teamData from '@/content/data/home/team.json';
import videosData from '@/content/data/home/videos.json';
import beforeAfterWords from '@/content/en/home/before-after.json';
import clinicSlidesWords from '@/content/en/home/clinic-slides.json';
import highlightsWords from '@/content/en/home/highlights.json';
import patientsWords from '@/content/en/home/patients.json';
import servicesWords from '@/content/en/home/services.json';
import statisticsWords from '@/content/en/home/statistics.json';
import teamWords from '@/content/en/home/team.json';
import videosWords from '@/content/en/home/videos.json';
import { requireImages } from '@/content/images';
import { model, models, parseEnglishProse, parseProse } from '@/content/model';
import { byLanguage, followPageLanguage, inPageLanguage, type ByLanguage } from '@/content/page-language';
import { site } from '@/content/site';
import type { WordsFile } from '@/content/translations';
import { englishDays } from '@/lib/english';
import type { z } from 'zod';
import { ContentError } from '@/lib/content-check';
import {
  homeFileSchemas,
  type BeforeAfterItem,
  type Highlight,
  type PhotoSlide,
  type ServiceCard,
  type Statistic,
  type TeamMember,
  type TestimonialPhoto,
  type VideoTestimonial,
} from '@/lib/schemas/home';
import { priceServiceCards } from '@/lib/service-cards';

export type { BeforeAfterItem, Highlight, PhotoSlide, ServiceCard, Statistic, TeamMember, TestimonialPhoto, VideoTestimonial };

/** Where each section is written, for the message of a malformed entry (file, entry and field). */
const at = (file: string) => ({ file: `content/data/home/${file}` });

/**
 * A section's list in each language: the Serbian file through its schema, and its English (issue 27) from the words
 * file of the same name in content/en/home/, built on first use.
 */
function section<T>(schema: z.ZodType<{ items: readonly T[] }>, file: string, data: unknown, words: unknown): ByLanguage<readonly T[]> {
  return byLanguage(parseProse(schema, data, at(file)).items, {
    en: () => parseEnglishProse(schema, data, words, `home/${file}` as WordsFile).items,
  });
}

export const highlightsIn = section(homeFileSchemas.highlights, 'highlights.json', highlightsData, highlightsWords);
export const highlights: readonly Highlight[] = followPageLanguage(highlightsIn);

const serviceCardsIn = section(homeFileSchemas.services, 'services.json', servicesData, servicesWords);
/** The cards with their price-from read from the price list (lib/service-cards.ts), in the language's price form: each names its row. */
export const servicesIn = byLanguage<readonly ServiceCard[]>(priceServiceCards(serviceCardsIn.sr, model, 'content/data/home/services.json'), {
  en: () => priceServiceCards(serviceCardsIn.en, models.en.model, 'content/en/home/services.json'),
});
export const services: readonly ServiceCard[] = followPageLanguage(servicesIn);

/** Where a service card's link leads: its category or row on the price list of the page's language. */
export const serviceHref = (service: ServiceCard) => `${inPageLanguage(models).model.priceListPath}#${service.priceListAnchor}`;

const beforeAfterIn = section(homeFileSchemas.beforeAfter, 'before-after.json', beforeAfterData, beforeAfterWords);
/** The cases, their lengths in English words in English ("7 days"; the Serbian file writes "7 dana"). */
export const beforeAfter: readonly BeforeAfterItem[] = followPageLanguage(
  byLanguage(beforeAfterIn.sr, { en: () => beforeAfterIn.en.map((item) => ({ ...item, duration: englishDays(item.duration) })) }),
);
export const testimonialPhotos: readonly TestimonialPhoto[] = followPageLanguage(
  section(homeFileSchemas.testimonialPhotos, 'patients.json', patientsData, patientsWords),
);
const teamInWords = section(homeFileSchemas.team, 'team.json', teamData, teamWords);
/** The team; on English pages a doctor's title as English writes it ("Dr Milica Jovanović"). */
const teamIn = byLanguage(teamInWords.sr, { en: () => teamInWords.en.map((member) => ({ ...member, name: englishPersonName(member.name) })) });
export const team: readonly TeamMember[] = followPageLanguage(teamIn);

// The dentist's name is written twice, in content/data/site.json and on the team, and the Dentist structured
// data finds her portrait by it (components/structured-data.tsx): both must be the same.
if (!teamIn.sr.some((member) => member.name === site.dentist.name)) {
  throw new ContentError(
    'content/data/home/team.json',
    'items',
    `nijedan član tima se ne zove "${site.dentist.name}", kao doktor u Ordinacija i stranice › Podaci o ordinaciji › Doktor › Ime: upišite isto ime na oba mesta`,
    [],
    { file: 'content/data/home/team.json', path: ['items'] },
  );
}
/**
 * Checked at load (lib/schemas/home.ts): a malformed id or upload date, or an upload date on a placeholder
 * (it would announce a video that does not exist), stops the build naming the video. Every id is a stand-in
 * (`placeholder: true`) until the clinic sends its videos: put the real id in, untick the placeholder and give
 * the upload date.
 */
export const videoTestimonials: readonly VideoTestimonial[] = followPageLanguage(
  section(homeFileSchemas.videoTestimonials, 'videos.json', videosData, videosWords),
);
export const clinicSlides: readonly PhotoSlide[] = followPageLanguage(
  section(homeFileSchemas.clinicSlides, 'clinic-slides.json', clinicSlidesData, clinicSlidesWords),
);
/**
 * Spec §9 "Contact and statistics". "24/7" is the message inbox (e-mail and social networks), answered on
 * weekdays 10–20 h (content/STIL.md §4): not an on-call phone or an emergency service.
 */
export const statistics: readonly Statistic[] = followPageLanguage(section(homeFileSchemas.statistics, 'statistics.json', statisticsData, statisticsWords));

// Every picture these lists name exists (lib/schemas only checks its form).
requireImages('content/data/home/before-after.json', 'items', beforeAfter, ['beforeImage', 'afterImage']);
requireCasesFitPlan('content/data/home/before-after.json', beforeAfterIn.sr);
requireImages('content/data/home/patients.json', 'items', testimonialPhotos, ['image']);
requireImages('content/data/home/team.json', 'items', team, ['image']);
requireImages('content/data/home/videos.json', 'items', videoTestimonials, ['poster']);
requireImages('content/data/home/clinic-slides.json', 'items', clinicSlides, ['image']);

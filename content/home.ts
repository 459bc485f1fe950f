/**
 * The home page's data (spec §2, §3, §9), one file per section in content/data/home/ (edited through
 * /admin/). Image values are keys of content/image-manifest.json or uploads under /images/uploads/.
 */
import beforeAfterData from '@/content/data/home/before-after.json';
import clinicSlidesData from '@/content/data/home/clinic-slides.json';
import highlightsData from '@/content/data/home/highlights.json';
import patientsData from '@/content/data/home/patients.json';
import servicesData from '@/content/data/home/services.json';
import statisticsData from '@/content/data/home/statistics.json';
import teamData from '@/content/data/home/team.json';
import videosData from '@/content/data/home/videos.json';
import { requireImages } from '@/content/images';
import { model, parseProse } from '@/content/model';
import { site } from '@/content/site';
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

export const highlights: readonly Highlight[] = parseProse(homeFileSchemas.highlights, highlightsData, at('highlights.json')).items;
/** The cards with their price-from read from the price list (lib/service-cards.ts): each names its row. */
export const services: readonly ServiceCard[] = priceServiceCards(
  parseProse(homeFileSchemas.services, servicesData, at('services.json')).items,
  model,
  'content/data/home/services.json',
);

/** Where a service card's link leads: its category or row on the price list. */
export const serviceHref = (service: ServiceCard) => `${model.priceListPath}#${service.priceListAnchor}`;
export const beforeAfter: readonly BeforeAfterItem[] = parseProse(homeFileSchemas.beforeAfter, beforeAfterData, at('before-after.json')).items;
export const testimonialPhotos: readonly TestimonialPhoto[] = parseProse(homeFileSchemas.testimonialPhotos, patientsData, at('patients.json')).items;
export const team: readonly TeamMember[] = parseProse(homeFileSchemas.team, teamData, at('team.json')).items;

// The dentist's name is written twice, in content/data/site.json and on the team, and the Dentist structured
// data finds her portrait by it (components/structured-data.tsx): both must be the same.
if (!team.some((member) => member.name === site.dentist.name)) {
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
export const videoTestimonials: readonly VideoTestimonial[] = parseProse(homeFileSchemas.videoTestimonials, videosData, at('videos.json')).items;
export const clinicSlides: readonly PhotoSlide[] = parseProse(homeFileSchemas.clinicSlides, clinicSlidesData, at('clinic-slides.json')).items;
/**
 * Spec §9 "Contact and statistics". "24/7" is the message inbox (e-mail and social networks), answered on
 * weekdays 10–20 h (content/STIL.md §4): not an on-call phone or an emergency service.
 */
export const statistics: readonly Statistic[] = parseProse(homeFileSchemas.statistics, statisticsData, at('statistics.json')).items;

// Every picture these lists name exists (lib/schemas only checks its form).
requireImages('content/data/home/before-after.json', 'items', beforeAfter, ['beforeImage', 'afterImage']);
requireImages('content/data/home/patients.json', 'items', testimonialPhotos, ['image']);
requireImages('content/data/home/team.json', 'items', team, ['image']);
requireImages('content/data/home/videos.json', 'items', videoTestimonials, ['poster']);
requireImages('content/data/home/clinic-slides.json', 'items', clinicSlides, ['image']);

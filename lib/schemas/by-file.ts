/**
 * The schema of each file the clinic edits through /admin/, by its path: each data file of content/data/ with the
 * schema its content module (content/*.ts) reads it through, and an article (content/blog/sr/<slug>.md) or its translation as
 * the editor holds it, frontmatter and body. The editor checks a file before it saves (lib/editor-place.ts `checkForEditor`).
 * Paths only, as strings: lib/ never imports content/.
 */
import type { z } from 'zod';
import { articleEntrySchema, articleTranslationEntrySchema } from '@/lib/schemas/article';
import { ARTICLE_FILE, ARTICLE_TRANSLATION_FILE } from '@/lib/blog-files';
import { confirmationsFileSchema } from '@/lib/schemas/confirmations';
import { englishFaqFileSchema, faqFileSchema } from '@/lib/schemas/faq';
import { englishGalleryFileSchema, galleryFileSchema } from '@/lib/schemas/gallery';
import { homeFileSchemas } from '@/lib/schemas/home';
import { homeCopySchema } from '@/lib/schemas/home-copy';
import { modelFileSchemas } from '@/lib/schemas/model';
import { pagesSchema } from '@/lib/schemas/pages';
import { priceListFileSchema } from '@/lib/schemas/price-list';
import { siteFileSchema } from '@/lib/schemas/site';
import { risksFileSchema } from '@/lib/schemas/risks';
import { sourcesFileSchema } from '@/lib/schemas/sources';
import { visitingPatientsFileSchema } from '@/lib/schemas/visiting-patients';

/** Each data file of content/data/ and its schema. */
export const dataFileSchemas: Readonly<Record<string, z.ZodType>> = {
  'content/data/price-list.json': priceListFileSchema,
  'content/data/model/packages.json': modelFileSchemas.packages,
  'content/data/model/timelines.json': modelFileSchemas.timelines,
  'content/data/model/warranty.json': modelFileSchemas.warranty,
  'content/data/model/durability.json': modelFileSchemas.durability,
  'content/data/model/market.json': modelFileSchemas.market,
  'content/data/model/payment.json': modelFileSchemas.payment,
  'content/data/model/facts.json': modelFileSchemas.facts,
  'content/data/faq.json': faqFileSchema,
  'content/data/gallery.json': galleryFileSchema,
  'content/data/home/copy.json': homeCopySchema,
  'content/data/home/highlights.json': homeFileSchemas.highlights,
  'content/data/home/services.json': homeFileSchemas.services,
  'content/data/home/before-after.json': homeFileSchemas.beforeAfter,
  'content/data/home/patients.json': homeFileSchemas.testimonialPhotos,
  'content/data/home/team.json': homeFileSchemas.team,
  'content/data/home/videos.json': homeFileSchemas.videoTestimonials,
  'content/data/home/clinic-slides.json': homeFileSchemas.clinicSlides,
  'content/data/home/statistics.json': homeFileSchemas.statistics,
  'content/data/pages.json': pagesSchema,
  'content/data/site.json': siteFileSchema,
  'content/data/visiting-patients.json': visitingPatientsFileSchema,
  'content/data/risks.json': risksFileSchema,
  'content/data/sources.json': sourcesFileSchema,
  'content/data/confirmations.json': confirmationsFileSchema,
};

/**
 * Each English words file (content/en/, by its data file's name) whose overlay on the Serbian data the build reads
 * through a schema (content/model.ts `parseEnglishProse`, content/faq.ts, content/site.ts), and that schema: the
 * editor checks an English save against it too. The model's words are laid over the parsed Serbian model, with no
 * schema of their own.
 */
export const wordsFileSchemas = {
  'price-list.json': priceListFileSchema,
  'faq.json': englishFaqFileSchema,
  'gallery.json': englishGalleryFileSchema,
  'home/copy.json': homeCopySchema,
  'home/highlights.json': homeFileSchemas.highlights,
  'home/services.json': homeFileSchemas.services,
  'home/before-after.json': homeFileSchemas.beforeAfter,
  'home/patients.json': homeFileSchemas.testimonialPhotos,
  'home/team.json': homeFileSchemas.team,
  'home/videos.json': homeFileSchemas.videoTestimonials,
  'home/clinic-slides.json': homeFileSchemas.clinicSlides,
  'home/statistics.json': homeFileSchemas.statistics,
  'pages.json': pagesSchema,
  'site.json': siteFileSchema,
  'visiting-patients.json': visitingPatientsFileSchema,
  'risks.json': risksFileSchema,
} as const;

/** The schema the build reads a words file's overlay through ("faq.json"), if any. */
export const wordsFileSchemaFor = (name: string): z.ZodType | undefined =>
  Object.hasOwn(wordsFileSchemas, name) ? wordsFileSchemas[name as keyof typeof wordsFileSchemas] : undefined;

/**
 * The schema of a file the editor saves (a data file, or an article or its translation with its body); undefined for
 * any other.
 */
export function fileSchemaFor(file: string): z.ZodType | undefined {
  if (ARTICLE_FILE.test(file)) return articleEntrySchema;
  if (ARTICLE_TRANSLATION_FILE.test(file)) return articleTranslationEntrySchema;
  return Object.hasOwn(dataFileSchemas, file) ? dataFileSchemas[file] : undefined;
}

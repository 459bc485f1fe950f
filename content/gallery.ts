/** The 8 images of /galerija (spec §3). Image values are keys of content/image-manifest.json. */
import galleryData from '@/content/data/gallery.json';
import galleryWords from '@/content/en/gallery.json';
import { requireCasesFitPlan } from '@/content/cases';
import { requireImages } from '@/content/images';
import { parseEnglishProse, parseProse } from '@/content/model';
import { byLanguage, followPageLanguage } from '@/content/page-language';
import { englishDays } from '@/lib/english';
import { englishGalleryFileSchema, galleryFileSchema, type ShownGalleryItem } from '@/lib/schemas/gallery';

export { galleryTreatments, type GalleryItem, type ShownGalleryItem } from '@/lib/schemas/gallery';

/**
 * Checked at load (lib/schemas/gallery.ts): known treatments, 5–14 days, unique ids. The English (issue 27) takes
 * the words of content/en/gallery.json, and writes each case's length in English ("7 days").
 */
export const galleryIn = byLanguage<readonly ShownGalleryItem[]>(parseProse(galleryFileSchema, galleryData, { file: 'content/data/gallery.json' }).items, {
  en: () =>
    parseEnglishProse(englishGalleryFileSchema, galleryData, galleryWords, 'gallery.json').items.map((item) => ({
      ...item,
      duration: englishDays(item.duration),
    })),
});

/** The gallery in the page's language (content/page-language.ts). */
export const gallery: readonly ShownGalleryItem[] = followPageLanguage(galleryIn);

// Every picture exists (lib/schemas only checks its form).
requireImages('content/data/gallery.json', 'items', galleryIn.sr, ['image']);
// Every case's days fit the plan of its treatment (lib/cases.ts).
requireCasesFitPlan('content/data/gallery.json', galleryIn.sr);

/** The images of /galerija (content/gallery.ts, spec §3). Image values are keys of content/image-manifest.json. */
import { z } from 'zod';
import { days, contentImage, text, uniqueBy, wholeNumber } from '@/lib/schemas/fields';

/** The treatments a gallery card may name (spec §3). */
export const galleryTreatments = [
  'Hollywood Smile',
  'Estetska Korekcija',
  'Bezmetalne Krunice',
  'Estetska Rekonstrukcija',
  'Premium Krunice',
  'Individualni Pristup',
] as const;

export const galleryItemSchema = z.strictObject({
  id: wholeNumber,
  title: text(),
  image: contentImage,
  treatment: z.enum(galleryTreatments),
  /** "10 dana": 5 to 14 days (spec §3). */
  duration: days(5, 14),
  description: text(),
});

export type GalleryItem = z.output<typeof galleryItemSchema>;

export const gallerySchema = z.array(galleryItemSchema).superRefine(uniqueBy('id'));

/** content/data/gallery.json, as the CMS writes it. */
export const galleryFileSchema = z.strictObject({ items: gallerySchema });

/**
 * The English gallery (issue 27, content/en/gallery.json over the Serbian file): a treatment's name is the
 * translation of one of the Serbian names, so any text.
 */
export const englishGalleryFileSchema = z.strictObject({
  items: z.array(galleryItemSchema.extend({ treatment: text() })).superRefine(uniqueBy('id')),
});

/** A gallery card as a page shows it, in either language. */
export type ShownGalleryItem = Omit<GalleryItem, 'treatment'> & { treatment: string };

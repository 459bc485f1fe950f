/** The 8 images of /galerija (spec §3). Image values are keys of content/image-manifest.json. */
import galleryData from '@/content/data/gallery.json';
import { requireImages } from '@/content/images';
import { parseProse } from '@/content/model';
import { galleryFileSchema, type GalleryItem } from '@/lib/schemas/gallery';

export { galleryTreatments, type GalleryItem } from '@/lib/schemas/gallery';

/** Checked at load (lib/schemas/gallery.ts): known treatments, 5–14 days, unique ids. */
export const gallery: readonly GalleryItem[] = parseProse(galleryFileSchema, galleryData, { file: 'content/data/gallery.json' }).items;

// Every picture exists (lib/schemas only checks its form).
requireImages('content/data/gallery.json', 'items', gallery, ['image']);

/** The artwork's manifest, written by tools/make-artwork.mjs: intrinsic sizes and widths per image key. */
import manifest from '@/content/image-manifest.json';
import { parseContent } from '@/lib/content-check';
import { responsiveImage, type ImageManifest, type ResponsiveImage } from '@/lib/images';
import { imageManifestSchema } from '@/lib/schemas/images';

/** Checked at load (lib/schemas/images.ts): whole pixel sizes, widths ascending to the intrinsic width. */
export const imageManifest: ImageManifest = parseContent(imageManifestSchema, manifest, { file: 'content/image-manifest.json' });

export function imageFor(key: string): ResponsiveImage {
  return responsiveImage(imageManifest, key);
}

/** The square brand logo (512×512 PNG, made by tools/make-artwork.mjs): structured data's logo. */
export const BRAND_LOGO_PATH = '/images/brand/logo.png';

/** The artwork's manifest, written by tools/make-artwork.mjs: intrinsic sizes and widths per image key. */
import manifest from '@/content/image-manifest.json';
import { responsiveImage, type ImageManifest, type ResponsiveImage } from '@/lib/images';

export const imageManifest: ImageManifest = manifest;

export function imageFor(key: string): ResponsiveImage {
  return responsiveImage(imageManifest, key);
}

/** The square brand logo (512×512 PNG, made by tools/make-artwork.mjs): structured data's logo. */
export const BRAND_LOGO_PATH = '/images/brand/logo.png';

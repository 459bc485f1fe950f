/** The artwork's manifest, written by scripts/make-artwork.mjs: intrinsic sizes and widths per image key. */
import manifest from '@/content/image-manifest.json';
import { responsiveImage, type ImageManifest, type ResponsiveImage } from '@/lib/images';

export const imageManifest: ImageManifest = manifest;

export function imageFor(key: string): ResponsiveImage {
  return responsiveImage(imageManifest, key);
}

/**
 * Responsive image sources from the artwork manifest (content/image-manifest.json): every image
 * exists as /images/<key>-<width>.avif and .webp at the widths the manifest lists, and its
 * intrinsic size is recorded so the layout reserves its box before it loads.
 */
import type { ImageEntry, ImageManifest } from '@/lib/schemas/images';

export type { ImageEntry, ImageManifest } from '@/lib/schemas/images';

export type ImageFormat = 'avif' | 'webp';

export interface ResponsiveImage {
  key: string;
  width: number;
  height: number;
  /** A WebP that every browser of the last years shows, for <img src>. */
  src: string;
  srcSet: Record<ImageFormat, string>;
}

export const IMAGE_FORMATS: readonly ImageFormat[] = ['avif', 'webp'];

export function imagePath(key: string, width: number, format: ImageFormat): string {
  return `/images/${key}-${width}.${format}`;
}

/** Why no image answers to a key: an upload the build has not seen, or artwork that does not exist. */
export function missingImageProblem(key: string): string {
  return key.startsWith('uploads/')
    ? `otpremljena slika "${key.slice(key.lastIndexOf('/') + 1)}" nije u public/images/uploads/: otpremite je ponovo`
    : `nema slike "${key}": izaberite otpremljenu sliku ili oznaku iz content/image-manifest.json`;
}

export function lookupImage(manifest: ImageManifest, key: string): ImageEntry {
  const entry = manifest[key];
  if (!entry) throw new Error(`Unknown image "${key}": ${missingImageProblem(key)}`);
  return entry;
}

export function responsiveImage(manifest: ImageManifest, key: string): ResponsiveImage {
  const entry = lookupImage(manifest, key);
  const srcSet = (format: ImageFormat) => entry.widths.map((width) => `${imagePath(key, width, format)} ${width}w`).join(', ');
  // The fallback src: the width closest to 800 px, a sensible size where srcset is ignored.
  const fallbackWidth = entry.widths.reduce((best, width) => (Math.abs(width - 800) < Math.abs(best - 800) ? width : best));
  return {
    key,
    width: entry.width,
    height: entry.height,
    src: imagePath(key, fallbackWidth, 'webp'),
    srcSet: { avif: srcSet('avif'), webp: srcSet('webp') },
  };
}

/** The largest rendition, for absolute URLs in metadata and structured data. */
export function largestImagePath(manifest: ImageManifest, key: string, format: ImageFormat = 'webp'): string {
  const entry = lookupImage(manifest, key);
  return imagePath(key, entry.widths[entry.widths.length - 1]!, format);
}

/** Every file an image key stands for, to check that they all exist in public/. */
export function imageFilePaths(manifest: ImageManifest, key: string): string[] {
  const entry = lookupImage(manifest, key);
  return entry.widths.flatMap((width) => IMAGE_FORMATS.map((format) => imagePath(key, width, format)));
}

/**
 * The images' manifest: the artwork's (content/image-manifest.json, written by tools/make-artwork.mjs) and the
 * renditions of the images uploaded through /admin/ (written at build by scripts/optimise-uploads.mjs). Intrinsic
 * sizes and widths per image key. Server-only: the uploads' manifest is read from disk.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import manifest from '@/content/image-manifest.json';
import { ContentError, parseContent, parseUntyped } from '@/lib/content-check';
import { entryLabel } from '@/lib/content-issues';
import { missingImageProblem, responsiveImage, type ImageManifest, type ResponsiveImage } from '@/lib/images';
import { imageManifestSchema } from '@/lib/schemas/images';
import { RENDITIONS_FOLDER, RENDITIONS_MANIFEST, UPLOADS_FOLDER } from '@/lib/uploads.mjs';

const UPLOADS_MANIFEST = `${UPLOADS_FOLDER}/${RENDITIONS_FOLDER}/${RENDITIONS_MANIFEST}`;

function uploadsManifest(): ImageManifest {
  const file = path.join(process.cwd(), UPLOADS_MANIFEST);
  return existsSync(file) ? parseUntyped(imageManifestSchema, JSON.parse(readFileSync(file, 'utf8')), { file: UPLOADS_MANIFEST }) : {};
}

/** Checked at load (lib/schemas/images.ts): whole pixel sizes, widths ascending to the intrinsic width. */
export const imageManifest: ImageManifest = {
  ...parseContent(imageManifestSchema, manifest, { file: 'content/image-manifest.json' }),
  ...uploadsManifest(),
};
/**
 * Every picture a list names exists, as artwork or as an upload the build optimised; otherwise the build stops here,
 * naming the file, the entry and the field (instead of failing later, while a page renders).
 */
export function requireImages<T extends object>(file: string, list: string, entries: readonly T[], fields: readonly (keyof T & string)[]): void {
  entries.forEach((entry, index) => {
    for (const field of fields) {
      const key = entry[field];
      if (typeof key === 'string' && !imageManifest[key])
        throw new ContentError(`${file} › ${list}${entryLabel(entry, index)}`, field, missingImageProblem(key), [], { file, path: [list, index, field] });
    }
  });
}

export function imageFor(key: string): ResponsiveImage {
  return responsiveImage(imageManifest, key);
}

/** The square brand logo (512×512 PNG, made by tools/make-artwork.mjs): structured data's logo. */
export const BRAND_LOGO_PATH = '/images/brand/logo.png';

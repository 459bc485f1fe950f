/**
 * The images' manifest: the artwork's (content/image-manifest.json, written by tools/make-artwork.mjs) and the
 * renditions of the images uploaded through /admin/ (written at build by scripts/optimise-uploads.mjs). Intrinsic
 * sizes and widths per image key. Server-only: the uploads' manifest is read from disk.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import manifest from '@/content/image-manifest.json';
import { ContentError, parseContent, parseUntyped } from '@/lib/content-check';
import { entryLabel } from '@/lib/content-issues';
import { missingImageProblem, responsiveImage, type ImageManifest, type ResponsiveImage } from '@/lib/images';
import { imageManifestSchema } from '@/lib/schemas/images';
import { RENDITIONS_FOLDER, RENDITIONS_MANIFEST, UPLOADS_FOLDER } from '@/lib/uploads.mjs';

const UPLOADS_MANIFEST = `${UPLOADS_FOLDER}/${RENDITIONS_FOLDER}/${RENDITIONS_MANIFEST}`;

const uploadsManifestFile = () => path.join(process.cwd(), UPLOADS_MANIFEST);

function uploadsManifest(): ImageManifest {
  const file = uploadsManifestFile();
  return existsSync(file) ? parseUntyped(imageManifestSchema, JSON.parse(readFileSync(file, 'utf8')), { file: UPLOADS_MANIFEST }) : {};
}

/** When the uploads' manifest was last written (0: not yet). */
const uploadsStamp = () => (existsSync(uploadsManifestFile()) ? statSync(uploadsManifestFile()).mtimeMs : 0);

const artwork = parseContent(imageManifestSchema, manifest, { file: 'content/image-manifest.json' });

/** Checked at load (lib/schemas/images.ts): whole pixel sizes, widths ascending to the intrinsic width. */
export const imageManifest: ImageManifest = { ...artwork, ...uploadsManifest() };

let loadedStamp = uploadsStamp();
/**
 * In development (`npm run dev`, `npm run cms`) the clinic uploads while the site runs, and scripts/dev.mjs makes the
 * renditions as the photo arrives: the manifest is read again when it was rewritten, so the page that shows the photo
 * works without a restart. A build reads it once.
 */
function refreshUploads(): void {
  if (process.env.NODE_ENV !== 'development') return;
  const stamp = uploadsStamp();
  if (stamp === loadedStamp) return;
  loadedStamp = stamp;
  for (const key of Object.keys(imageManifest)) if (!(key in artwork)) delete imageManifest[key];
  Object.assign(imageManifest, uploadsManifest());
}
/**
 * Every picture a list names exists, as artwork or as an upload the build optimised; otherwise the build stops here,
 * naming the file, the entry and the field (instead of failing later, while a page renders).
 */
export function requireImages<T extends object>(file: string, list: string, entries: readonly T[], fields: readonly (keyof T & string)[]): void {
  refreshUploads();
  entries.forEach((entry, index) => {
    for (const field of fields) {
      const key = entry[field];
      if (typeof key === 'string' && !imageManifest[key])
        throw new ContentError(`${file} › ${list}${entryLabel(entry, index)}`, field, missingImageProblem(key), [], { file, path: [list, index, field] });
    }
  });
}

export function imageFor(key: string): ResponsiveImage {
  refreshUploads();
  return responsiveImage(imageManifest, key);
}

/** The square brand logo (512×512 PNG, made by tools/make-artwork.mjs): structured data's logo. */
export const BRAND_LOGO_PATH = '/images/brand/logo.png';

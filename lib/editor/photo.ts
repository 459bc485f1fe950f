/**
 * What the editor does with a photo chosen for upload, before Decap sees it (admin/photos.ts): refuse what the site
 * cannot show (HEIC from an iPhone, a file that is not a photo, an original beyond the size limit), and bring the rest
 * to at most `PHOTO_MAX_SIDE` pixels on its longer side, re-encoded, so that the phone's metadata (often its GPS
 * position) never reaches the repository. Pure: names and numbers in, a decision out.
 */

/** The longer side of an uploaded photo: enough for the site's widest rendition (1600 px) with room to crop. */
export const PHOTO_MAX_SIDE = 2400;
/** The largest original the editor accepts, in megabytes (a phone's JPEG is 2–15 MB). */
export const PHOTO_MAX_MEGABYTES = 30;
/** JPEG quality of the re-encoded photo: the build makes the site's AVIF and WebP from it. */
export const PHOTO_QUALITY = 0.9;

export type PhotoDecision =
  { refuse: 'heic' | 'format' | 'tooLarge'; megabytes: number } | { accept: true; type: 'image/jpeg' | 'image/png' | 'image/webp'; name: string };

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** Whether to take a chosen file, and as what (a PNG stays PNG for its transparency, the rest become JPEG). */
export function decidePhoto(file: { name: string; type: string; size: number }): PhotoDecision {
  const megabytes = Math.round((file.size / 1_000_000) * 10) / 10;
  const extension = extensionOf(file.name);
  if (/^image\/hei[cf]/.test(file.type) || ['heic', 'heif'].includes(extension)) return { refuse: 'heic', megabytes };
  const known = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
  const type = (Object.values(known) as string[]).includes(file.type) ? file.type : known[extension as keyof typeof known];
  if (!type) return { refuse: 'format', megabytes };
  if (file.size > PHOTO_MAX_MEGABYTES * 1_000_000) return { refuse: 'tooLarge', megabytes };
  const stem = extension ? file.name.slice(0, -extension.length - 1) : file.name;
  const output = type === 'image/png' ? 'image/png' : 'image/jpeg';
  return { accept: true, type: output, name: `${stem}.${output === 'image/png' ? 'png' : 'jpg'}` };
}

/** The size to draw a photo at: its own when it fits, else scaled down to `PHOTO_MAX_SIDE` on the longer side. */
export function fittedSize(width: number, height: number, maxSide = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

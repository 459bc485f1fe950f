// Images the clinic uploads through /admin/: Decap stores the original in its media folder (public/images/uploads/,
// content/cms-config.yml `media_folder`) and writes "/images/uploads/<file>" into the content. The build
// (scripts/optimise-uploads.mjs) turns each original into the same AVIF and WebP widths as the artwork, under an image
// key the components already know how to draw (lib/images.ts). Pure: names and numbers in, names and numbers out.

/** Decap's media folder, from the repository's root. */
export const UPLOADS_FOLDER = 'public/images/uploads';
/** How the content refers to an upload (config.yml `public_folder`). */
export const UPLOADS_PUBLIC_PATH = '/images/uploads/';
/** The build's renditions and their manifest, inside the media folder (gitignored). */
export const RENDITIONS_FOLDER = 'optimized';
export const RENDITIONS_MANIFEST = 'manifest.json';
/** The originals the build optimises (and the CMS's image fields accept). */
export const UPLOAD_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];
/** The widths of every raster image, artwork and uploads alike; a wider original is scaled down to the last. */
export const RENDITION_STEPS = [480, 800, 1200, 1600];
/** The encoders' settings for every raster image (tools/make-artwork.mjs uses them too). */
export const ENCODING = { avif: { quality: 50, effort: 4 }, webp: { quality: 75 } };

/** @param {string} name */
function extensionOf(name) {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Whether a content value names an uploaded original: "/images/uploads/<file>" with an image extension.
 * @param {unknown} value
 * @returns {value is string}
 */
export function isUploadPath(value) {
  if (typeof value !== 'string' || !value.startsWith(UPLOADS_PUBLIC_PATH)) return false;
  const name = value.slice(UPLOADS_PUBLIC_PATH.length);
  return name !== '' && !name.includes('/') && UPLOAD_EXTENSIONS.includes(extensionOf(name));
}

/**
 * A file name as the renditions' base name: lowercase ASCII words joined by hyphens ("Osmeh Ana Đurić.JPG" → "osmeh-ana-djuric").
 * @param {string} fileName
 */
export function renditionBaseName(fileName) {
  const stem = fileName.slice(0, fileName.length - extensionOf(fileName).length);
  const ascii = stem
    .replace(/[đĐ]/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return (
    ascii
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'slika'
  );
}

/**
 * The image key of an upload ("/images/uploads/Osmeh.jpg" → "uploads/optimized/osmeh"): its renditions are
 * /images/uploads/optimized/osmeh-<width>.avif and .webp.
 * @param {string} publicPath
 */
export function uploadImageKey(publicPath) {
  const name = publicPath.slice(publicPath.lastIndexOf('/') + 1);
  return `uploads/${RENDITIONS_FOLDER}/${renditionBaseName(name)}`;
}

/**
 * The manifest entry of an original of the given size: scaled down to the last step when wider, with the steps below
 * its width and that width itself (ascending to it, as the artwork's entries).
 * @param {number} width
 * @param {number} height
 * @returns {{ width: number, height: number, widths: number[] }}
 */
export function renditionEntry(width, height) {
  const largest = RENDITION_STEPS[RENDITION_STEPS.length - 1] ?? width;
  const scaled = Math.min(width, largest);
  return {
    width: scaled,
    height: Math.max(1, Math.round((height * scaled) / width)),
    widths: [...RENDITION_STEPS.filter((step) => step < scaled), scaled],
  };
}

// The first build step (before the content check, which needs the uploads' sizes, and before `next dev` in `npm run
// dev` and `npm run cms`; `npm test` runs it before the unit tests): every image the clinic
// uploaded through /admin/ (Decap's media folder, public/images/uploads/) becomes the same AVIF and WebP widths as the
// artwork, in public/images/uploads/optimized/ (gitignored), with a manifest of their sizes that content/images.ts
// merges into the artwork's. Unchanged originals are skipped; renditions of deleted originals are removed.
// With --unpublish-originals (after `next build`), the originals are taken out of out/: only renditions are served.
// The names and numbers come from lib/uploads.mjs.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  ENCODING,
  RENDITIONS_FOLDER,
  RENDITIONS_MANIFEST,
  UPLOAD_EXTENSIONS,
  UPLOADS_FOLDER,
  renditionEntry,
  uploadImageKey,
  UPLOADS_PUBLIC_PATH,
} from '../lib/uploads.mjs';

/**
 * @param {{ root: string, log?: (line: string) => void }} options
 * @returns {Promise<Record<string, { width: number, height: number, widths: number[] }>>} the manifest written
 */
export async function optimiseUploads({ root, log = () => {} }) {
  const folder = path.join(root, UPLOADS_FOLDER);
  const outDir = path.join(folder, RENDITIONS_FOLDER);
  const originals = existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isFile() && UPLOAD_EXTENSIONS.includes(path.extname(entry.name).toLowerCase()))
        .map((entry) => entry.name)
        .sort()
    : [];
  /** @type {Record<string, { width: number, height: number, widths: number[] }>} */
  const manifest = {};
  /** @type {Map<string, string>} */
  const owners = new Map();
  const written = new Set([RENDITIONS_MANIFEST]);
  let encoded = 0;
  // Until the clinic uploads something, the build adds nothing to the site.
  if (originals.length === 0) {
    rmSync(outDir, { recursive: true, force: true });
    log(`Uploads: none in ${UPLOADS_FOLDER}/`);
    return manifest;
  }
  mkdirSync(outDir, { recursive: true });
  for (const name of originals) {
    const source = path.join(folder, name);
    const key = uploadImageKey(`${UPLOADS_PUBLIC_PATH}${name}`);
    const earlier = owners.get(key);
    if (earlier) throw new Error(`${UPLOADS_FOLDER}/${name}: its optimised name "${key}" is already ${UPLOADS_FOLDER}/${earlier}'s. Rename one of them.`);
    owners.set(key, name);
    // The size from the file's header, upright: photos from phones carry their orientation in EXIF (5–8: turned).
    let metadata;
    try {
      metadata = await sharp(source).metadata();
    } catch (error) {
      throw new Error(`${UPLOADS_FOLDER}/${name}: not an image the build can read (${/** @type {Error} */ (error).message})`);
    }
    const turned = (metadata.orientation ?? 1) >= 5;
    const entry = renditionEntry(turned ? metadata.height : metadata.width, turned ? metadata.width : metadata.height);
    manifest[key] = entry;
    const changed = statSync(source).mtimeMs;
    const base = path.basename(key);
    const renditions = entry.widths.flatMap((width) =>
      /** @type {const} */ (['avif', 'webp']).map((format) => ({ width, format, file: `${base}-${width}.${format}` })),
    );
    for (const { file } of renditions) written.add(file);
    const stale = renditions.filter(({ file }) => !existsSync(path.join(outDir, file)) || statSync(path.join(outDir, file)).mtimeMs < changed);
    if (stale.length === 0) continue;
    // Decoded once, upright, to raw pixels: each width is encoded from the original, not from a re-encoded copy.
    const upright = await sharp(source).rotate().raw().toBuffer({ resolveWithObject: true });
    const raw = { width: upright.info.width, height: upright.info.height, channels: upright.info.channels };
    for (const { width, format, file } of stale) {
      const resized = sharp(upright.data, { raw }).resize({ width, kernel: 'lanczos3' });
      await (format === 'avif' ? resized.avif(ENCODING.avif) : resized.webp(ENCODING.webp)).toFile(path.join(outDir, file));
      encoded += 1;
    }
  }
  for (const file of readdirSync(outDir)) if (!written.has(file)) rmSync(path.join(outDir, file));
  writeFileSync(path.join(outDir, RENDITIONS_MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
  log(`Uploads: ${originals.length} image${originals.length === 1 ? '' : 's'} in ${UPLOADS_FOLDER}/, ${encoded} rendition${encoded === 1 ? '' : 's'} encoded`);
  return manifest;
}

/**
 * After `next build`: removes the uploads' originals from out/ (next build copies all of public/), keeping only their
 * renditions. An original is the photo as it left the camera: full size, and with its metadata (the phone, often
 * where it was taken). The CMS reads originals through its backend, never from the site.
 * @param {{ root: string, log?: (line: string) => void }} options
 * @returns {string[]} the files removed, relative to out/
 */
export function unpublishOriginals({ root, log = () => {} }) {
  const published = path.join(root, 'out', path.relative('public', UPLOADS_FOLDER));
  if (!existsSync(published)) return [];
  const removed = readdirSync(published, { withFileTypes: true })
    .filter((entry) => entry.name !== RENDITIONS_FOLDER)
    .map((entry) => {
      rmSync(path.join(published, entry.name), { recursive: true, force: true });
      return path.posix.join(path.relative('public', UPLOADS_FOLDER), entry.name);
    })
    // The folder's .gitkeep (it exists in a fresh clone) is no upload: removed, not counted.
    .filter((file) => !path.posix.basename(file).startsWith('.'));
  log(`Uploads: ${removed.length} original${removed.length === 1 ? '' : 's'} kept out of out/ (only the renditions are published)`);
  return removed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const step = process.argv.includes('--unpublish-originals')
    ? Promise.resolve(unpublishOriginals({ root, log: console.log }))
    : optimiseUploads({ root, log: console.log });
  step.catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

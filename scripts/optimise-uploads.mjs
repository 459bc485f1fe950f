// A build step (before `next build`, and before `next dev` in `npm run dev` and `npm run cms`): every image the clinic
// uploaded through /admin/ (Decap's media folder, public/images/uploads/) becomes the same AVIF and WebP widths as the
// artwork, in public/images/uploads/optimized/ (gitignored), with a manifest of their sizes that content/images.ts
// merges into the artwork's. Unchanged originals are skipped; renditions of deleted originals are removed.
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
    // Photos from phones carry their orientation in EXIF: apply it before measuring and resizing.
    let upright;
    try {
      upright = await sharp(source).rotate().toBuffer({ resolveWithObject: true });
    } catch (error) {
      throw new Error(`${UPLOADS_FOLDER}/${name}: not an image the build can read (${/** @type {Error} */ (error).message})`);
    }
    const entry = renditionEntry(upright.info.width, upright.info.height);
    manifest[key] = entry;
    const changed = statSync(source).mtimeMs;
    const base = path.basename(key);
    for (const width of entry.widths) {
      for (const format of /** @type {const} */ (['avif', 'webp'])) {
        const file = `${base}-${width}.${format}`;
        written.add(file);
        const target = path.join(outDir, file);
        if (existsSync(target) && statSync(target).mtimeMs >= changed) continue;
        const resized = sharp(upright.data).resize({ width, kernel: 'lanczos3' });
        await (format === 'avif' ? resized.avif(ENCODING.avif) : resized.webp(ENCODING.webp)).toFile(target);
        encoded += 1;
      }
    }
  }
  for (const file of readdirSync(outDir)) if (!written.has(file)) rmSync(path.join(outDir, file));
  writeFileSync(path.join(outDir, RENDITIONS_MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
  log(`Uploads: ${originals.length} image${originals.length === 1 ? '' : 's'} in ${UPLOADS_FOLDER}/, ${encoded} rendition${encoded === 1 ? '' : 's'} encoded`);
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  optimiseUploads({ root, log: console.log }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

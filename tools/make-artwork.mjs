#!/usr/bin/env node
// Renders the site's generated artwork (SVG → raster with sharp) into public/images and writes
// content/image-manifest.json.
//
//   node tools/make-artwork.mjs            # everything
//   node tools/make-artwork.mjs tim        # only one group (hero, og, brand, pre-posle, galerija,
//                                            #   pacijenti, tim, ordinacija, video, blog) or one key
//
// The generators live in tools/artwork/ and are deterministic (seeded by the image key).

import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { makeCtx, svgDoc } from './artwork/lib.mjs';
import { ENCODING, RENDITION_STEPS } from '../lib/uploads.mjs';
import { images as heroImages } from './artwork/hero.mjs';
import { images as brandImages } from './artwork/brand.mjs';
import { images as beforeAfterImages } from './artwork/before-after.mjs';
import { images as galleryImages } from './artwork/gallery.mjs';
import { images as patientImages } from './artwork/patients.mjs';
import { images as teamImages } from './artwork/team.mjs';
import { images as clinicImages } from './artwork/clinic.mjs';
import { images as videoImages } from './artwork/video.mjs';
import { images as blogImages } from './artwork/blog.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'public', 'images');
const MANIFEST = path.join(ROOT, 'content', 'image-manifest.json');
const STEPS = RENDITION_STEPS;
const AVIF = ENCODING.avif;
const WEBP = ENCODING.webp;

export const ALL_IMAGES = [
  ...heroImages,
  ...beforeAfterImages,
  ...galleryImages,
  ...patientImages,
  ...teamImages,
  ...clinicImages,
  ...videoImages,
  ...blogImages,
  ...brandImages,
];

/** The widths written for an image: the standard steps below its intrinsic width, plus that width. */
export function widthsFor(w) {
  return [...STEPS.filter((s) => s < w), w];
}

/** The complete SVG document for one image description. */
export function renderSvg(img) {
  const ctx = makeCtx(img.key, img.w, img.h, img.seed);
  const body = img.draw(ctx);
  return svgDoc(ctx, body, img.doc || {});
}

async function renderOne(img) {
  const svg = renderSvg(img);
  const full = await sharp(Buffer.from(svg), { limitInputPixels: false }).png().toBuffer();
  const base = path.join(OUT_DIR, img.key);
  await mkdir(path.dirname(base), { recursive: true });
  for (const width of widthsFor(img.w)) {
    const pipe = width === img.w ? sharp(full) : sharp(full).resize({ width, kernel: 'lanczos3' });
    const buf = await pipe.toBuffer();
    await sharp(buf).avif(AVIF).toFile(`${base}-${width}.avif`);
    await sharp(buf).webp(WEBP).toFile(`${base}-${width}.webp`);
  }
  if (img.extra?.png) await sharp(full).png({ compressionLevel: 9 }).toFile(path.join(OUT_DIR, img.extra.png));
  if (img.extra?.jpg) await sharp(full).flatten({ background: '#faf8f5' }).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(OUT_DIR, img.extra.jpg));
}

async function writeManifest() {
  const entries = [...ALL_IMAGES].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const manifest = {};
  for (const img of entries) manifest[img.key] = { width: img.w, height: img.h, widths: widthsFor(img.w) };
  await mkdir(path.dirname(MANIFEST), { recursive: true });
  await writeFile(MANIFEST, JSON.stringify(manifest, null, 2) + '\n');
}

async function main() {
  const only = process.argv[2];
  const todo = only ? ALL_IMAGES.filter((img) => img.group === only || img.key === only) : ALL_IMAGES;
  if (only && todo.length === 0) {
    const groups = [...new Set(ALL_IMAGES.map((i) => i.group))].join(', ');
    console.error(`Unknown group or key "${only}". Groups: ${groups}`);
    process.exit(1);
  }
  const keys = new Set();
  for (const img of ALL_IMAGES) {
    if (keys.has(img.key)) throw new Error(`Duplicate image key ${img.key}`);
    keys.add(img.key);
  }
  const started = Date.now();
  const queue = [...todo];
  const workers = Array.from({ length: 2 }, async () => {
    while (queue.length) {
      const img = queue.shift();
      const t = Date.now();
      await renderOne(img);
      console.log(`${img.key.padEnd(72)} ${String(Date.now() - t).padStart(6)} ms`);
    }
  });
  await Promise.all(workers);
  await writeManifest();
  console.log(`${todo.length} images rendered in ${((Date.now() - started) / 1000).toFixed(1)} s; manifest: ${ALL_IMAGES.length} keys`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

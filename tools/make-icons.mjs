// The site's icons, drawn from the same star as app/icon.svg and the logo, rendered by sharp:
//   app/favicon.ico             16, 32 and 48 px PNGs in one ICO (browsers ask for /favicon.ico unprompted)
//   app/apple-icon.png          180 px, opaque (iOS paints transparency black and rounds the corners itself)
//   public/icons/icon-192.png   the web manifest's icons
//   public/icons/icon-512.png
//   public/icons/icon-maskable-512.png   full-bleed, the star inside the 80 % safe zone
// Run `node tools/make-icons.mjs` after changing the mark; the outputs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAR = 'M32 8c2.2 12.5 11.5 21.8 24 24-12.5 2.2-21.8 11.5-24 24-2.2-12.5-11.5-21.8-24-24C20.5 29.8 29.8 20.5 32 8Z';
const GRADIENT =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b8893b"/><stop offset="1" stop-color="#e5c37a"/></linearGradient></defs>';

/** The mark on a square: `radius` rounds the corners (0 for full bleed), `scale` sizes the star. */
function markSvg({ radius, scale }) {
  const offset = 32 - 32 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${GRADIENT}<rect width="64" height="64" rx="${radius}" fill="#1c1c1f"/><path transform="translate(${offset} ${offset}) scale(${scale})" d="${STAR}" fill="url(#g)"/></svg>`;
}

function png(svg, size) {
  return sharp(Buffer.from(svg), { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: size <= 48 })
    .toBuffer();
}

/** An ICO holding PNG images (supported by every browser since IE Vista-era). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map(({ data }) => data)]);
}

const rounded = markSvg({ radius: 14, scale: 1 });
const square = markSvg({ radius: 0, scale: 0.8 });
const maskable = markSvg({ radius: 0, scale: 0.7 });

mkdirSync(path.join(ROOT, 'public/icons'), { recursive: true });
const favicon = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(rounded, size) })));
writeFileSync(path.join(ROOT, 'app/favicon.ico'), ico(favicon));
writeFileSync(path.join(ROOT, 'app/apple-icon.png'), await png(square, 180));
writeFileSync(path.join(ROOT, 'public/icons/icon-192.png'), await png(rounded, 192));
writeFileSync(path.join(ROOT, 'public/icons/icon-512.png'), await png(rounded, 512));
writeFileSync(path.join(ROOT, 'public/icons/icon-maskable-512.png'), await png(maskable, 512));
console.log('icons written: app/favicon.ico, app/apple-icon.png, public/icons/*.png');

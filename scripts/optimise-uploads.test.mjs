/** @jest-environment node */
// The uploads' build step on a temporary media folder: an upload becomes the artwork's AVIF and WebP widths with a
// manifest entry, an unchanged upload is not encoded again, a deleted one leaves no renditions behind.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { optimiseUploads, unpublishOriginals } from './optimise-uploads.mjs';

// Encoding every width in AVIF and WebP takes seconds, more while the build runs beside the unit tests.
jest.setTimeout(60_000);

describe('scripts/optimise-uploads.mjs', () => {
  let root;
  let folder;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'uploads-'));
    folder = path.join(root, 'public/images/uploads');
    mkdirSync(folder, { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const photo = (name, width, height) =>
    sharp({ create: { width, height, channels: 3, background: '#d8b98a' } })
      .jpeg()
      .toFile(path.join(folder, name));

  it('writes every width in AVIF and WebP, and the sizes to the manifest', async () => {
    await photo('Osmeh Đurić.jpg', 2000, 1500);
    const lines = [];
    const manifest = await optimiseUploads({ root, log: (line) => lines.push(line) });
    expect(manifest).toEqual({ 'uploads/optimized/osmeh-djuric': { width: 1600, height: 1200, widths: [480, 800, 1200, 1600] } });
    const files = readdirSync(path.join(folder, 'optimized')).sort();
    expect(files).toEqual(['manifest.json', ...[1200, 1600, 480, 800].flatMap((width) => [`osmeh-djuric-${width}.avif`, `osmeh-djuric-${width}.webp`])]);
    expect(JSON.parse(readFileSync(path.join(folder, 'optimized/manifest.json'), 'utf8'))).toEqual(manifest);
    const { width, format } = await sharp(path.join(folder, 'optimized/osmeh-djuric-800.avif')).metadata();
    expect([width, format]).toEqual([800, 'heif']);
    expect(lines).toEqual(['Uploads: 1 image in public/images/uploads/, 8 renditions encoded']);
  });

  it('stands a phone photo upright: its EXIF orientation turns the size and the renditions', async () => {
    // Stored 600 × 400 with "rotate 90°" (orientation 6), as phones save portraits.
    await sharp({ create: { width: 600, height: 400, channels: 3, background: '#d8b98a' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(path.join(folder, 'portret.jpg'));
    expect(await optimiseUploads({ root })).toEqual({ 'uploads/optimized/portret': { width: 400, height: 600, widths: [400] } });
    const { width, height } = await sharp(path.join(folder, 'optimized/portret-400.webp')).metadata();
    expect([width, height]).toEqual([400, 600]);
  });

  it('skips unchanged uploads and removes the renditions of deleted ones', async () => {
    await photo('a.jpg', 600, 400);
    await photo('b.png', 300, 300);
    await optimiseUploads({ root });
    const lines = [];
    await optimiseUploads({ root, log: (line) => lines.push(line) });
    expect(lines).toEqual(['Uploads: 2 images in public/images/uploads/, 0 renditions encoded']);
    rmSync(path.join(folder, 'a.jpg'));
    const manifest = await optimiseUploads({ root });
    expect(Object.keys(manifest)).toEqual(['uploads/optimized/b']);
    expect(existsSync(path.join(folder, 'optimized/a-480.webp'))).toBe(false);
    rmSync(path.join(folder, 'b.png'));
    expect(await optimiseUploads({ root })).toEqual({});
    expect(existsSync(path.join(folder, 'optimized'))).toBe(false);
  });

  it('stops on two uploads that would share a name, and on a file that is not an image', async () => {
    await photo('Osmeh.jpg', 500, 500);
    await photo('osmeh.png', 500, 500);
    await expect(optimiseUploads({ root })).rejects.toThrow(
      'public/images/uploads/osmeh.png: its optimised name "uploads/optimized/osmeh" is already public/images/uploads/Osmeh.jpg\'s',
    );
    rmSync(path.join(folder, 'osmeh.png'));
    writeFileSync(path.join(folder, 'pokvarena.jpg'), 'not a picture');
    await expect(optimiseUploads({ root })).rejects.toThrow('public/images/uploads/pokvarena.jpg: not an image the build can read');
  });

  it('publishes only the renditions: the originals, with their metadata, stay out of out/', async () => {
    await photo('Osmeh.jpg', 900, 600);
    await optimiseUploads({ root });
    // What next build does: public/ copied into out/ as it is.
    const published = path.join(root, 'out/images/uploads');
    mkdirSync(path.join(published, 'optimized'), { recursive: true });
    writeFileSync(path.join(published, 'Osmeh.jpg'), 'original');
    writeFileSync(path.join(published, 'optimized/osmeh-800.webp'), 'rendition');
    expect(unpublishOriginals({ root })).toEqual(['images/uploads/Osmeh.jpg']);
    expect(readdirSync(published)).toEqual(['optimized']);
    expect(readdirSync(path.join(published, 'optimized'))).toEqual(['osmeh-800.webp']);
  });
});

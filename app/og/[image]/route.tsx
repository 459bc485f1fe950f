/**
 * The share images, exported by `next build` as out/og/<name>.jpg (one per entry of
 * content/share-images.ts). Satori (next/og) draws the text layer as a transparent PNG; sharp
 * crops the artwork to 1200×630 (satori cannot read WebP), lays the text over it and encodes a
 * JPEG small enough for WhatsApp's preview limit. The artwork fills the height with its subject on
 * the right (artworkPlacement); the text sits on the left.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { imageManifest } from '@/content/images';
import { allShareImages } from '@/content/share-images';
import { siteIn } from '@/content/site';
import { DEFAULT_LOCALE } from '@/lib/locales';
import { lookupImage } from '@/lib/images';
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_TYPE,
  SHARE_IMAGE_WIDTH,
  artworkFilePath,
  artworkPlacement,
  displayHost,
  findShareImageFile,
} from '@/lib/share-images';
import { PANEL_RGB, ShareCard } from './share-card';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return allShareImages().map(({ fileName }) => ({ image: fileName }));
}

/**
 * libjpeg at this quality, without chroma subsampling (crisp gold on ink), gives files far under 300 KB. Not mozjpeg:
 * its files are about a seventh smaller, but it takes twice the time, which with 200 articles was the build's
 * largest single cost (issue 25; docs/decisions.md).
 */
const JPEG_QUALITY = 86;

const root = process.cwd();
const fontFile = (name: string) => readFile(path.join(root, 'node_modules/@fontsource', name));

/** Satori reads TTF/OTF/WOFF, not WOFF2; the latin and latin-ext subsets are separate families (see share-card.tsx). */
async function loadFonts() {
  const [serif, serifExt, sans400, sans400Ext, sans500, sans500Ext, sans600, sans600Ext] = await Promise.all([
    fontFile('playfair-display/files/playfair-display-latin-700-normal.woff'),
    fontFile('playfair-display/files/playfair-display-latin-ext-700-normal.woff'),
    fontFile('inter/files/inter-latin-400-normal.woff'),
    fontFile('inter/files/inter-latin-ext-400-normal.woff'),
    fontFile('inter/files/inter-latin-500-normal.woff'),
    fontFile('inter/files/inter-latin-ext-500-normal.woff'),
    fontFile('inter/files/inter-latin-600-normal.woff'),
    fontFile('inter/files/inter-latin-ext-600-normal.woff'),
  ]);
  return [
    { name: 'Playfair', data: serif, weight: 700 as const },
    { name: 'PlayfairExt', data: serifExt, weight: 700 as const },
    { name: 'Inter', data: sans400, weight: 400 as const },
    { name: 'InterExt', data: sans400Ext, weight: 400 as const },
    { name: 'Inter', data: sans500, weight: 500 as const },
    { name: 'InterExt', data: sans500Ext, weight: 500 as const },
    { name: 'Inter', data: sans600, weight: 600 as const },
    { name: 'InterExt', data: sans600Ext, weight: 600 as const },
  ];
}

async function loadLogo() {
  const png = await readFile(path.join(root, 'public/images/brand/logo.png'));
  return `data:image/png;base64,${png.toString('base64')}`;
}

// Read once per build worker, shared by every image it renders.
let assets: Promise<{ fonts: Awaited<ReturnType<typeof loadFonts>>; logo: string }> | undefined;
const loadAssets = () => (assets ??= Promise.all([loadFonts(), loadLogo()]).then(([fonts, logo]) => ({ fonts, logo })));

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const image = findShareImageFile(allShareImages(), (await params).image);
  if (!image) return new Response('Not found', { status: 404 });
  const { fonts, logo } = await loadAssets();
  // A route handler renders no page, so it names the language (content/page-language.ts): brand and host are every language's.
  const site = siteIn[DEFAULT_LOCALE];

  const text = new ImageResponse(<ShareCard image={image} brand={site.brand} host={displayHost(site.url)} logo={logo} />, {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts,
  });
  const place = artworkPlacement(lookupImage(imageManifest, image.artwork), image.focusX);
  // Raw pixels between the two steps: no WebP encoded here only to be decoded again by the composite.
  const artwork = await sharp(path.join(root, 'public', artworkFilePath(imageManifest, image.artwork)))
    .resize(place.width, place.height, { fit: 'fill' })
    .extract({ left: place.crop.left, top: 0, width: place.crop.width, height: place.height })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const jpeg = await sharp({ create: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, channels: 3, background: PANEL_RGB } })
    .composite([
      { input: artwork.data, raw: artwork.info, left: place.left, top: 0 },
      { input: Buffer.from(await text.arrayBuffer()), left: 0, top: 0 },
    ])
    .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4' })
    .toBuffer();

  return new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': SHARE_IMAGE_TYPE } });
}

/**
 * The share images (Open Graph / Twitter cards): one 1200×630 JPEG per article and one per other
 * route, rendered at build time by app/og/[image]/route.tsx into out/og/<name>. This module only
 * describes them (names, text, artwork, alt) and their layout numbers; it draws nothing.
 */
import { ContentError, type ContentProblem } from '@/lib/content-check';
import { imagePath, lookupImage, type ImageManifest } from '@/lib/images';
import { articlePath } from '@/lib/routes';
import { withTrailingSlash } from '@/lib/site-url';

/** The size Facebook, WhatsApp, LinkedIn and X all show uncropped as a large card (1.91:1). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_TYPE = 'image/jpeg';
/** WhatsApp drops link previews whose image is larger than this. */
export const SHARE_IMAGE_MAX_BYTES = 300 * 1024;
/** The folder the images are exported to: out/og/. */
export const SHARE_IMAGE_DIR = '/og/';

export interface ShareImage {
  /** File name in out/og/, e.g. "blog-fasete-vs-krunice.jpg"; also the route's [image] param. */
  fileName: string;
  /** Site path of the file: "/og/<fileName>". */
  path: string;
  /** The page it belongs to, in the trailing-slash form the site serves ("/", "/blog/slug/"). */
  pagePath: string;
  /** The large serif line. */
  title: string;
  /** Articles: the category, drawn as a small pill above the title. */
  label?: string;
  /** Other routes: one sentence under the title. */
  subtitle?: string;
  /** The artwork beside the text: a key of content/image-manifest.json. */
  artwork: string;
  /** Where the artwork's subject is, as a fraction of its width (0.5: centred). */
  focusX: number;
  alt: string;
  width: typeof SHARE_IMAGE_WIDTH;
  height: typeof SHARE_IMAGE_HEIGHT;
}

export interface ArticleShareInput {
  slug: string;
  title: string;
  category: string;
  /** Manifest key of the article's own artwork. */
  image: string;
}

export interface RouteShareInput {
  /** Site path of the page, e.g. "/cenovnik/" (content/route-registry.ts). */
  path: string;
  /** The file name without ".jpg", e.g. "cenovnik". */
  name: string;
  heading: string;
  lead: string;
  artwork: string;
  /** The subject's place in the artwork, as a fraction of its width; centred when left out. */
  focusX?: number;
  /** Where the entry is written, for error messages ("content/route-registry.ts › priceList"). */
  source: string;
  /** Where the lead is written (its file and path there), for the editor's place of a too long first sentence. */
  leadAt?: Pick<ContentProblem, 'file' | 'path'>;
}

/** Longest subtitle that still fits in three lines beside the artwork. */
export const SUBTITLE_MAX_CHARS = 140;

/** The first sentence of a lead: the subtitle of a route's image. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s+\p{Lu}|\s*$)/su.exec(text.trim());
  return (match ? match[0] : text).trim();
}

/** "https://www.auroradental.rs" -> "auroradental.rs": the address as people say it. */
export function displayHost(url: string): string {
  return new URL(url).host.replace(/^www\./, '');
}

/**
 * The title's font size in px, stepped down by length so that the longest title an article may
 * have (120 characters, lib/schemas/article.ts) still fits in four lines of the text column.
 */
export const TITLE_SIZE_STEPS: readonly { maxChars: number; px: number }[] = [
  { maxChars: 24, px: 84 },
  { maxChars: 44, px: 72 },
  { maxChars: 66, px: 62 },
  { maxChars: 90, px: 54 },
  { maxChars: Infinity, px: 46 },
];

export function titleFontSize(title: string): number {
  const length = [...title.trim()].length;
  return TITLE_SIZE_STEPS.find((step) => length <= step.maxChars)!.px;
}

/** The artwork file the renderer reads: the smallest WebP at least as wide as the card, else the largest. */
export function artworkFilePath(manifest: ImageManifest, key: string): string {
  const { widths } = lookupImage(manifest, key);
  const width = widths.find((candidate) => candidate >= SHARE_IMAGE_WIDTH) ?? widths[widths.length - 1]!;
  return imagePath(key, width, 'webp');
}

/**
 * The artwork fills the card's height, and its subject is moved right to this x, out from under
 * the text column on the left, which an ink gradient covers.
 */
export const ARTWORK_SUBJECT_X = 880;
/** The artwork's left edge stays under the opaque part of the gradient. */
export const ARTWORK_MAX_LEFT = 480;

export interface ArtworkPlacement {
  /** The artwork scaled to the card's height. */
  width: number;
  height: number;
  /** The part of the scaled artwork that shows, and where it goes on the card. */
  crop: { left: number; width: number };
  left: number;
}

export function artworkPlacement(artwork: { width: number; height: number }, focusX: number): ArtworkPlacement {
  if (!(focusX >= 0 && focusX <= 1)) throw new Error(`focusX must be between 0 and 1, got ${focusX}`);
  const height = SHARE_IMAGE_HEIGHT;
  const width = Math.round((artwork.width / artwork.height) * height);
  // Always reach the right edge; never leave a gap the gradient does not hide.
  const left = Math.max(SHARE_IMAGE_WIDTH - width, Math.min(ARTWORK_MAX_LEFT, Math.round(ARTWORK_SUBJECT_X - focusX * width)));
  const cropLeft = Math.max(0, -left);
  return {
    width,
    height,
    crop: { left: cropLeft, width: Math.min(width, SHARE_IMAGE_WIDTH - left) - cropLeft },
    left: Math.max(0, left),
  };
}

function fileEntry(fileName: string) {
  return { fileName, path: `${SHARE_IMAGE_DIR}${fileName}`, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT } as const;
}

/** What differs between the languages' share images: the files' prefix, an article's address, label and alt text. */
export interface ShareLanguage {
  /** Before every file name: "" for Serbian, "en-" for English, so that no two languages share a file. */
  filePrefix: string;
  articlePath: (slug: string) => string;
  /** The small label over an article's title (its category), or none. */
  articleLabel: (category: string) => string | undefined;
  articleAlt: (article: { title: string; category: string }, brand: string) => string;
}

export const SERBIAN_SHARE: ShareLanguage = {
  filePrefix: '',
  articlePath,
  articleLabel: (category) => category,
  articleAlt: ({ title, category }, brand) => `„${title}“ – ${category}, blog ${brand}`,
};

export function articleShareImage(article: ArticleShareInput, brand: string, language: ShareLanguage = SERBIAN_SHARE): ShareImage {
  return {
    ...fileEntry(`${language.filePrefix}blog-${article.slug}.jpg`),
    pagePath: language.articlePath(article.slug),
    title: article.title,
    label: language.articleLabel(article.category),
    artwork: article.image,
    focusX: 0.5,
    alt: language.articleAlt(article, brand),
  };
}

export function routeShareImage(route: RouteShareInput, brand: string, language: ShareLanguage = SERBIAN_SHARE): ShareImage {
  const subtitle = firstSentence(route.lead);
  if ([...subtitle].length > SUBTITLE_MAX_CHARS) {
    throw new ContentError(
      route.source,
      'lead',
      `prva rečenica je podnaslov slike za deljenje na mrežama: najviše ${SUBTITLE_MAX_CHARS} znakova, a ima ${subtitle.length}`,
      [],
      route.leadAt,
    );
  }
  return {
    ...fileEntry(`${language.filePrefix}${route.name}.jpg`),
    pagePath: withTrailingSlash(route.path),
    title: route.heading,
    subtitle,
    artwork: route.artwork,
    focusX: route.focusX ?? 0.5,
    alt: `${route.heading} – ${brand}. ${subtitle}`,
  };
}

interface BuildInput {
  routes: readonly RouteShareInput[];
  articles: readonly ArticleShareInput[];
  brand: string;
  manifest: ImageManifest;
  language?: ShareLanguage;
}

/** Every share image, checked: artwork keys exist, one image per page, no two files with one name. */
export function buildShareImages({ routes, articles, brand, manifest, language = SERBIAN_SHARE }: BuildInput): ShareImage[] {
  const images = [
    ...routes.map((route) => ({ source: route.source, image: routeShareImage(route, brand, language) })),
    ...articles.map((article) => ({ source: `content/blog/${article.slug}.md`, image: articleShareImage(article, brand, language) })),
  ];
  const names = new Map<string, string>();
  const pagePaths = new Map<string, string>();
  for (const { source, image } of images) {
    if (!manifest[image.artwork]) {
      throw new ContentError(source, 'artwork', `unknown image key "${image.artwork}": it is not in content/image-manifest.json`);
    }
    if (names.has(image.fileName)) throw new ContentError(source, 'name', `"${image.fileName}" is already used by ${names.get(image.fileName)}`);
    if (pagePaths.has(image.pagePath)) throw new ContentError(source, 'path', `${image.pagePath} already has a share image (${pagePaths.get(image.pagePath)})`);
    names.set(image.fileName, source);
    pagePaths.set(image.pagePath, source);
  }
  return images.map(({ image }) => image);
}

/** The share image of a page; a page without one is a mistake, so it fails the build. */
export function findShareImage(images: readonly ShareImage[], path: string): ShareImage {
  const pagePath = withTrailingSlash(path);
  const image = images.find((candidate) => candidate.pagePath === pagePath);
  if (!image) throw new Error(`No share image for ${pagePath}: add the route to content/share-images.ts`);
  return image;
}

/** The image behind a /og/<fileName> request. */
export function findShareImageFile(images: readonly ShareImage[], fileName: string): ShareImage | undefined {
  return images.find((image) => image.fileName === fileName);
}

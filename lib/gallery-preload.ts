/**
 * The /galerija strip (spec §2, §4, §8, §9): the images are preloaded before the endless strip
 * appears, and the strip moves by whole cards. The loop itself (three copies, wrapping at half a
 * set and two and a half sets) is lib/carousel-loop.ts; this adds what only the gallery does. All
 * positions are scrollLeft values of the track in CSS pixels; a "set" is one copy of the list.
 */
/** Spec §4, §9: preloading starts 500 ms after the strip mounts. */
export const PRELOAD_DELAY_MS = 500;
/** Spec §9: gallery gap 32 px (between cards, and between the copies of the list). */
export const GALLERY_GAP_PX = 32;
/** Strip card width on phones (the brief: 300 px below Tailwind `lg`; the class `w-[300px]`, components/layout-sizes.test.ts). */
export const GALLERY_CARD_WIDTH_PHONE = 300;
/** Strip card width from Tailwind `lg` (1024 px) on (the brief: 420 px). */
export const GALLERY_CARD_WIDTH_LARGE = 420;
/** Spec §8: what the console says when a gallery image fails to load. */
export const IMAGE_ERROR_MESSAGE = 'greška pri učitavanju slike';

/** The strip card width for the current screen. */
export function galleryCardWidthFor(largeScreen: boolean): number {
  return largeScreen ? GALLERY_CARD_WIDTH_LARGE : GALLERY_CARD_WIDTH_PHONE;
}

/** Spec §4: progress = settled ÷ total × 100, as a whole percent; 0 when there is nothing to load. */
export function preloadProgress(settled: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.round((Math.min(Math.max(settled, 0), total) / total) * 100);
}

/** Spec §2: "3 / 8 slika spremno", the words ("slika spremno") passed in from content/. */
export function readyText(settled: number, total: number, words: string): string {
  return `${settled} / ${total} ${words}`;
}

/** Spec §4: the images-loaded flag is true once every attempt has finished, failed ones included. */
export function allSettled(settled: number, total: number): boolean {
  return settled >= total;
}

/** Spec §8: the console message of a failed image; it never stops the gallery. */
export function logImageError(url: string): void {
  console.error(IMAGE_ERROR_MESSAGE, url);
}

/** The part of HTMLImageElement the preloader uses, so tests can hand in a stand-in. */
export interface PreloadImage {
  crossOrigin: string | null;
  src: string;
  onload: ((this: never, event: Event) => unknown) | null;
  onerror: ((this: never, event: Event | string) => unknown) | null;
}

export interface PreloadOptions {
  /**
   * Makes the image element for the `index`th URL. In the browser it is the <img> of a detached
   * <picture> built like the strip's (components/gallery-strip.tsx), so that the browser picks the
   * same format and width the strip will show and the strip finds it in the cache.
   */
  createImage: (index: number) => PreloadImage;
  /** After each finished attempt, success or failure: how many have finished so far (spec §4). */
  onSettled: (settled: number) => void;
  /** For each failure; by default it logs "greška pri učitavanju slike" with the URL (spec §8). */
  onError?: (url: string) => void;
}

/**
 * Requests every URL at once in anonymous cross-origin mode (spec §7) and counts the attempts as
 * they finish, successes and failures alike. Each image counts once. Returns a cancel function:
 * after it nothing is reported any more (the component unmounted).
 */
export function preloadImages(urls: readonly string[], { createImage, onSettled, onError = logImageError }: PreloadOptions): () => void {
  let settled = 0;
  let cancelled = false;
  const images = urls.map((url, index) => {
    const image = createImage(index);
    let done = false;
    const finish = (failed: boolean) => {
      if (done || cancelled) return;
      done = true;
      image.onload = null;
      image.onerror = null;
      if (failed) onError(url);
      settled += 1;
      onSettled(settled);
    };
    image.onload = () => finish(false);
    image.onerror = () => finish(true);
    // Before src: the mode decides how the request is made.
    image.crossOrigin = 'anonymous';
    image.src = url;
    return image;
  });
  return () => {
    cancelled = true;
    for (const image of images) {
      image.onload = null;
      image.onerror = null;
    }
  };
}

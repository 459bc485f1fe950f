'use client';

import { MoveHorizontal } from 'lucide-react';
import { memo, startTransition, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CarouselArrow, CarouselDots, useLoopTrack } from '@/components/carousel';
import { Picture } from '@/components/picture';
import { useLiveStyle } from '@/components/use-live-style';
import { useHydrated, useMediaQuery } from '@/lib/browser-hooks';
import type { ResponsiveImage } from '@/lib/images';
import { LARGE_SCREEN_QUERY, LOOP_COPIES, MIDDLE_COPY } from '@/lib/carousel-loop';
import {
  GALLERY_CARD_WIDTH_LARGE,
  GALLERY_CARD_WIDTH_PHONE,
  GALLERY_GAP_PX,
  PRELOAD_DELAY_MS,
  allSettled,
  galleryCardWidthFor,
  logImageError,
  preloadImages,
  preloadProgress,
  readyText,
} from '@/lib/gallery-preload';
import type { IslandWords } from '@/lib/widget-words';

export interface GalleryStripItem {
  id: number;
  title: string;
  treatment: string;
  duration: string;
  description: string;
  image: ResponsiveImage;
}

export interface GalleryStripProps {
  /**
   * A page-unique base for the ids the component's ARIA references need. Not React's useId: each
   * island is hydrated as its own root (components/island.tsx), where useId would not match the server.
   */
  id: string;
  items: readonly GalleryStripItem[];
  /** Its words, in the page's language (content/widgets.ts). */
  words: Words;
}

type Words = IslandWords<'galleryStrip'>;
/**
 * Strip cards are 300 px wide on phones and 420 px from `lg` on. The no-JavaScript grid, the preload
 * and the strip all use these sizes and the anonymous mode (spec §7), so each photo is fetched once.
 */
const GALLERY_SIZES = `${LARGE_SCREEN_QUERY} ${GALLERY_CARD_WIDTH_LARGE}px, ${GALLERY_CARD_WIDTH_PHONE}px`;
const GALLERY_CROSS_ORIGIN = 'anonymous';

/** The <img> of a detached <picture> exactly like the strip's: the browser picks the same file. */
function stripPictureImage(image: ResponsiveImage): HTMLImageElement {
  const picture = document.createElement('picture');
  for (const [type, srcSet] of [
    ['image/avif', image.srcSet.avif],
    ['image/webp', image.srcSet.webp],
  ] as const) {
    const source = document.createElement('source');
    source.type = type;
    source.srcset = srcSet;
    source.sizes = GALLERY_SIZES;
    picture.append(source);
  }
  const img = new Image(image.width, image.height);
  picture.append(img);
  return img;
}

/** "Transformacija Osmeha 1 – Hollywood Smile" */
export function galleryAlt(item: Pick<GalleryStripItem, 'title' | 'treatment'>): string {
  return `${item.title} – ${item.treatment}`;
}

/** "Prikažite sliku 3 od 8" */
export function galleryDotLabel(words: Words, index: number, count: number): string {
  return `${words.dot} ${index + 1} ${words.of} ${count}`;
}

/**
 * The endless gallery of /galerija (spec §2, §4, §8, §9). The server HTML (and so crawlers and
 * visitors without JavaScript) has a plain grid of all images with their texts. With scripting on,
 * the progress display shows from the first paint instead; once the page is interactive the images
 * are preloaded, 500 ms after mount, with a progress display; when every
 * attempt has finished (failures included) the endless strip appears: three copies of the list,
 * moved by dragging, the arrow buttons, the keyboard arrows and the dots. It never moves by itself.
 */
export function GalleryStrip({ id, items, words }: GalleryStripProps) {
  // False on the server and while hydrating, true from the first client render after that.
  const mounted = useHydrated();
  if (items.length === 0) return null;
  if (mounted) return <PreloadedStrip id={id} items={items} words={words} />;
  // The server HTML has both: the stylesheet shows the grid where scripting is off and the progress
  // where it is on (the `scripting:` variant, app/globals.css), so nothing flashes while React starts.
  return (
    <>
      <div className="hidden scripting:block">
        <PreloadStatus settled={0} total={items.length} words={words} />
      </div>
      <div className="scripting:hidden">
        <GalleryGrid items={items} />
      </div>
    </>
  );
}

/** Preloads the images, then shows the strip. */
function PreloadedStrip({ id, items, words }: GalleryStripProps) {
  const total = items.length;
  const [settled, setSettled] = useState(0);
  // A string, so that a new array with the same images does not restart the preload.
  const imagesKey = JSON.stringify(items.map((item) => item.image));

  useEffect(() => {
    let cancel = () => {};
    const timer = setTimeout(() => {
      const images = JSON.parse(imagesKey) as ResponsiveImage[];
      cancel = preloadImages(
        images.map((image) => image.src),
        { createImage: (index) => stripPictureImage(images[index]!), onSettled: (count) => startTransition(() => setSettled(count)), onError: logImageError },
      );
    }, PRELOAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [imagesKey]);

  if (!allSettled(settled, total)) {
    return (
      <div className="hidden scripting:block">
        <PreloadStatus settled={settled} total={total} words={words} />
      </div>
    );
  }
  return (
    <div data-gallery-state="ready">
      <Strip id={id} items={items} words={words} />
    </div>
  );
}

/** "Priprema galerije...", the percentage and "n / 8 slika spremno", in the strip's reserved height. */
function PreloadStatus({ settled, total, words }: { settled: number; total: number; words: Words }) {
  const progress = preloadProgress(settled, total);
  const barRef = useRef<HTMLDivElement>(null);
  // Only once there is progress: the server HTML carries no style attribute (CSP style-src), the bar starts at w-0.
  useLiveStyle(barRef, progress > 0 ? { width: `${progress}%` } : undefined);
  return (
    <div
      data-gallery-state="preloading"
      className="flex min-h-[26rem] flex-col items-center justify-center rounded-card border border-line bg-sand px-6 py-10 text-center lg:min-h-[32rem]"
    >
      <p className="font-serif text-xl text-ink">{words.preparing}</p>
      <p className="mt-4 text-4xl font-semibold text-gold-text tabular-nums" aria-hidden="true">
        {`${progress}%`}
      </p>
      <div
        role="progressbar"
        aria-label={words.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}%`}
        className="mt-4 h-2 w-full max-w-xs overflow-hidden rounded-full bg-line"
      >
        <div ref={barRef} className="bg-gold-gradient h-full w-0 rounded-full motion-safe:transition-[width] motion-safe:duration-300" />
      </div>
      <p className="mt-3 text-sm text-muted tabular-nums">{readyText(settled, total, words.ready)}</p>
    </div>
  );
}

/** The server HTML: every image with its texts in a responsive grid, nothing waiting for a script. */
function GalleryGrid({ items }: { items: readonly GalleryStripItem[] }) {
  return (
    <ul data-gallery-state="grid" className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.id}>
          <article className="h-full overflow-hidden rounded-card bg-warm-white shadow-soft">
            <Picture
              image={item.image}
              alt={galleryAlt(item)}
              sizes={GALLERY_SIZES}
              crossOrigin={GALLERY_CROSS_ORIGIN}
              className="block bg-sand"
              imgClassName="aspect-[4/3] h-auto w-full object-cover"
            />
            <div className="p-5">
              <h3 className="font-serif text-xl text-ink">{item.title}</h3>
              <CardDetails item={item} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

function CardDetails({ item }: { item: GalleryStripItem }) {
  return (
    <>
      <p className="mt-1 text-sm font-semibold tracking-[0.08em] text-gold-text uppercase @max-[12rem]:tracking-normal @max-[12rem]:normal-case">
        {item.treatment} · {item.duration}
      </p>
      <p className="mt-2 text-sm leading-relaxed text-muted">{item.description}</p>
    </>
  );
}

/** The endless strip: three copies side by side, the position kept inside the middle stretch. */
function Strip({ id, items, words }: GalleryStripProps) {
  const count = items.length;
  const trackId = `${id}-traka`;
  const largeScreen = useMediaQuery(LARGE_SCREEN_QUERY, false);
  // The gallery never moves by itself, and a drag keeps the strip under the finger (1 : 1).
  const { trackRef, activeIndex, move, show, trackHandlers } = useLoopTrack({
    count,
    cardWidth: galleryCardWidthFor(largeScreen),
    gap: GALLERY_GAP_PX,
    dragMultiplier: 1,
    autoScroll: false,
  });
  // White discs over the images, at the images' middle (their height at 300 and 420 px wide, 4:3).
  /** The keyboard arrows move by whole cards while the strip has focus. */
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  }

  const arrowLook = 'absolute top-[128px] z-10 size-11 -translate-y-1/2 bg-warm-white/95 text-ink shadow-soft hover:bg-white lg:top-[173px] lg:size-12';

  return (
    <>
      <div className="relative">
        <div
          ref={trackRef}
          id={trackId}
          role="region"
          aria-label={words.label}
          tabIndex={0}
          className="cursor-grab touch-pan-y [scrollbar-width:none] overflow-x-auto py-4 select-none active:cursor-grabbing [&::-webkit-scrollbar]:hidden"
          onKeyDown={onKeyDown}
          {...trackHandlers}
        >
          <div className="flex w-max gap-8">
            {Array.from({ length: LOOP_COPIES }, (_, copy) => (
              <StripList key={copy} items={items} copy={copy} />
            ))}
          </div>
        </div>
        <CarouselArrow
          direction="previous"
          label={words.previous}
          controls={trackId}
          onClick={() => move(-1)}
          className={`${arrowLook} left-3`}
          iconClassName="size-6"
        />
        <CarouselArrow
          direction="next"
          label={words.next}
          controls={trackId}
          onClick={() => move(1)}
          className={`${arrowLook} right-3`}
          iconClassName="size-6"
        />
      </div>

      {/* Centred under the strip, wrapping onto a second row on narrow screens. */}
      <CarouselDots
        count={count}
        activeIndex={activeIndex}
        labelFor={(index, count) => galleryDotLabel(words, index, count)}
        controls={trackId}
        onSelect={show}
        className="mx-auto mt-4 max-w-[22rem] flex-wrap sm:max-w-none"
      />

      <p className="mt-2 flex items-center justify-center gap-2 text-sm text-muted">
        <MoveHorizontal aria-hidden="true" className="size-4 text-gold-text" />
        {words.hint}
      </p>
    </>
  );
}

/**
 * One copy of the list. Only the middle copy (1) is for assistive technology; the loop clones are
 * hidden and inert, their images decorative.
 */
const StripList = memo(function StripList({ items, copy }: { items: readonly GalleryStripItem[]; copy: number }) {
  const clone = copy !== MIDDLE_COPY;
  return (
    <ul className="flex shrink-0 gap-8" data-copy={copy} aria-hidden={clone ? 'true' : undefined} inert={clone || undefined}>
      {items.map((item) => (
        // With large text a card widens a little (10rem: 320 px at 200 %) and its treatment line drops the capitals
        // (under 12rem of its own), so "Rekonstrukcija" stays whole (issue 41). At the default size: 300 px.
        <li key={item.id} className="@container w-[max(300px,10rem)] shrink-0 lg:w-[420px]">
          <figure className="h-full overflow-hidden rounded-card bg-warm-white shadow-soft">
            <Picture
              image={item.image}
              alt={galleryAlt(item)}
              sizes={GALLERY_SIZES}
              decorative={clone}
              draggable={false}
              crossOrigin={GALLERY_CROSS_ORIGIN}
              className="block bg-sand"
              imgClassName="aspect-[4/3] h-auto w-full object-cover"
            />
            <figcaption className="p-5">
              <p className="font-serif text-xl text-ink">{item.title}</p>
              <CardDetails item={item} />
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
});

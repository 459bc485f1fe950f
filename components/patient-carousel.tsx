'use client';

import { Pause, Play } from 'lucide-react';
import { memo } from 'react';
import { CarouselArrow, CarouselDots, useLoopTrack } from '@/components/carousel';
import { Picture } from '@/components/picture';
import { useHydrated, useMediaQuery } from '@/lib/browser-hooks';
import type { ResponsiveImage } from '@/lib/images';
import type { IslandWords } from '@/lib/widget-words';
import {
  CARD_WIDTH_LARGE,
  CARD_WIDTH_PHONE,
  DRAG_MULTIPLIER,
  ITEM_GAP_PX,
  LARGE_SCREEN_QUERY,
  LOOP_COPIES,
  MIDDLE_COPY,
  cardWidthFor,
} from '@/lib/carousel-loop';

export interface PatientPhoto {
  id: number;
  name: string;
  image: ResponsiveImage;
}

export interface PatientCarouselProps {
  /**
   * A page-unique base for the ids the component's ARIA references need. Not React's useId: each
   * island is hydrated as its own root (components/island.tsx), where useId would not match the server.
   */
  id: string;
  photos: readonly PatientPhoto[];
  /** Its words, in the page's language (content/widgets.ts). */
  words: IslandWords<'patientCarousel'>;
}

/** The card's width on phones and from `lg` on (spec §9), for the browser's choice of picture. */
const SIZES = `${LARGE_SCREEN_QUERY} ${CARD_WIDTH_LARGE}px, ${CARD_WIDTH_PHONE}px`;

/** "Zadovoljni klijent: Ana" */
export function patientPhotoAlt(words: IslandWords<'patientCarousel'>, name: string): string {
  return `${words.photoAlt}: ${name}`;
}

/** "Prikažite fotografiju 3 od 15" */
export function dotLabel(words: IslandWords<'patientCarousel'>, index: number, count: number): string {
  return `${words.dot} ${index + 1} ${words.of} ${count}`;
}

/**
 * The endless patient photo strip (spec §4, §9): three copies of the list side by side, the
 * scroll position kept in the middle, a slow auto-scroll that stops for drags, hover and keyboard
 * focus, and a row of dots that follows the position. The server HTML already shows the photos;
 * without JavaScript the strip is simply a scrollable row.
 */
export function PatientCarousel({ id, photos, words }: PatientCarouselProps) {
  if (photos.length === 0) return null;
  return <Carousel id={id} photos={photos} words={words} />;
}

function Carousel({ id, photos, words }: PatientCarouselProps) {
  const count = photos.length;
  const trackId = `${id}-traka`;
  const enhanced = useHydrated();
  const largeScreen = useMediaQuery(LARGE_SCREEN_QUERY, false);
  const { trackRef, rootRef, activeIndex, running, stoppedByUser, toggleStopped, move, show, trackHandlers, rootHandlers } = useLoopTrack({
    count,
    cardWidth: cardWidthFor(largeScreen),
    gap: ITEM_GAP_PX,
    dragMultiplier: DRAG_MULTIPLIER,
    autoScroll: true,
    looped: enhanced,
  });
  // The server HTML holds the list once (the middle copy, for a phone's first load: a third of the nodes);
  // the loop clones come in once the island runs.
  const copies = enhanced ? Array.from({ length: LOOP_COPIES }, (_, copy) => copy) : [MIDDLE_COPY];

  return (
    <div ref={rootRef} className="@container relative" {...rootHandlers}>
      <div
        ref={trackRef}
        id={trackId}
        role="region"
        aria-label={words.label}
        tabIndex={0}
        data-autoscroll={running ? 'on' : 'off'}
        className={`[scrollbar-width:none] overflow-x-auto py-3 select-none [&::-webkit-scrollbar]:hidden ${
          enhanced ? 'cursor-grab touch-pan-y active:cursor-grabbing' : ''
        }`}
        {...trackHandlers}
      >
        <div className="flex w-max gap-8">
          {copies.map((copy) => (
            <PhotoList key={copy} photos={photos} copy={copy} words={words} />
          ))}
        </div>
      </div>

      {/* The controls sit under the strip, never over a photo, in one row: dots where all 15 fit on one line
          (lg), else the arrows around a counter. They need JavaScript, so without it they are not shown. The
          pause button comes in beside them once there is motion to stop, without moving them. Where they do not fit
          in one row (a column under 19rem: text at 200 % on a phone, issue 41), the pause button goes under them. */}
      <div className="mx-auto mt-2 hidden max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-4 sm:px-6 lg:px-8 @max-[19rem]:grid-cols-1 @max-[19rem]:justify-items-center scripting:grid">
        <div className="col-start-2 flex items-center @max-[19rem]:col-start-1">
          <div className="flex items-center gap-1 lg:hidden">
            <CarouselArrow direction="previous" label={words.previous} controls={trackId} onClick={() => move(-1)} />
            <p className="min-w-[4.5rem] text-center text-sm font-medium text-ink tabular-nums @max-[19rem]:min-w-0" data-carousel-counter="">
              {activeIndex + 1} / {count}
            </p>
            <CarouselArrow direction="next" label={words.next} controls={trackId} onClick={() => move(1)} />
          </div>
          <div className="hidden lg:block">
            <CarouselDots
              count={count}
              activeIndex={activeIndex}
              labelFor={(index, count) => dotLabel(words, index, count)}
              controls={trackId}
              onSelect={show}
              className="flex-nowrap"
            />
          </div>
        </div>
        {enhanced && (
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center justify-self-start rounded-full bg-warm-white text-ink shadow-soft transition-colors hover:bg-white motion-reduce:hidden @max-[19rem]:justify-self-center"
            aria-label={stoppedByUser ? words.start : words.stop}
            aria-controls={trackId}
            onClick={toggleStopped}
          >
            {stoppedByUser ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * One copy of the list. Only the middle copy is for assistive technology; the loop clones are
 * hidden and inert, their images decorative.
 */
const PhotoList = memo(function PhotoList({ photos, copy, words }: { photos: readonly PatientPhoto[]; copy: number; words: IslandWords<'patientCarousel'> }) {
  const clone = copy !== MIDDLE_COPY;
  return (
    <ul className="flex shrink-0 gap-8" data-copy={copy} aria-hidden={clone ? 'true' : undefined} inert={clone || undefined}>
      {photos.map((photo) => (
        <li key={photo.id} className="w-[280px] shrink-0 lg:w-[350px]">
          <figure>
            <Picture
              image={photo.image}
              alt={patientPhotoAlt(words, photo.name)}
              sizes={SIZES}
              decorative={clone}
              draggable={false}
              className="block overflow-hidden rounded-card bg-sand shadow-soft"
              imgClassName="aspect-square h-auto w-full object-cover object-[50%_30%] lg:aspect-[4/5] lg:object-center"
            />
            <figcaption className="mt-2 text-center font-serif text-lg text-ink">{photo.name}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
});

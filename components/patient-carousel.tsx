'use client';

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import { CarouselDots } from '@/components/carousel-dots';
import { Picture } from '@/components/picture';
import { widgetCopy } from '@/content/widgets';
import { REDUCED_MOTION_QUERY, useHydrated, useMediaQuery, usePageVisible } from '@/lib/browser-hooks';
import type { ResponsiveImage } from '@/lib/images';
import {
  INDEX_POLL_MS,
  ITEM_GAP_PX,
  LARGE_SCREEN_QUERY,
  LOOP_COPIES,
  RESUME_DELAY_MS,
  advanceAutoScroll,
  applyDrag,
  cardWidthFor,
  indexFromPosition,
  positionForIndex,
  rescalePosition,
  setWidth,
  shouldAutoScroll,
  stepPhoto,
  syncPosition,
  wrapLoopPosition,
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
}

export const CAROUSEL_LABEL = widgetCopy.patientCarousel.label;
export const STOP_LABEL = widgetCopy.patientCarousel.stop;
export const START_LABEL = widgetCopy.patientCarousel.start;
export const PREVIOUS_PHOTO_LABEL = widgetCopy.patientCarousel.previous;
export const NEXT_PHOTO_LABEL = widgetCopy.patientCarousel.next;
/** The card is drawn 280 px wide on phones and 350 px from `lg` on (spec §9). */
const SIZES = '(min-width: 1024px) 350px, 280px';

/** "Zadovoljni klijent: Ana" */
export function patientPhotoAlt(name: string): string {
  return `${widgetCopy.patientCarousel.photoAlt}: ${name}`;
}

/** "Prikaži fotografiju 3 od 15" */
export function dotLabel(index: number, count: number): string {
  return `${widgetCopy.patientCarousel.dot} ${index + 1} ${widgetCopy.of} ${count}`;
}

type HoldReason = 'drag' | 'hover' | 'focus' | 'dot';

const arrowButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-ink/20 text-ink transition-colors hover:bg-ink/5 motion-reduce:transition-none';

/**
 * The endless patient photo strip (spec §4, §9): three copies of the list side by side, the
 * scroll position kept in the middle, a slow auto-scroll that stops for drags, hover and keyboard
 * focus, and a row of dots that follows the position. The server HTML already shows the photos;
 * without JavaScript the strip is simply a scrollable row.
 */
export function PatientCarousel({ id, photos }: PatientCarouselProps) {
  if (photos.length === 0) return null;
  return <Carousel id={id} photos={photos} />;
}

function Carousel({ id, photos }: PatientCarouselProps) {
  const count = photos.length;
  const trackId = `${id}-traka`;
  const trackRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  /** The precise position (scrollLeft), kept here because browsers may round scrollLeft. */
  const positionRef = useRef(0);
  const appliedSetWidthRef = useRef(0);
  const dragRef = useRef<{ pointerId: number; lastX: number } | null>(null);
  /** Where an arrow's glide is heading until it gets there: a second press steps on from there. */
  const glideTargetRef = useRef<number | null>(null);
  const holdsRef = useRef(new Set<HoldReason>());
  const resumeTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Whether the last input was the keyboard: focus that follows a click does not hold the strip. */
  const keyboardModalityRef = useRef(true);

  const enhanced = useHydrated();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, true);
  const largeScreen = useMediaQuery(LARGE_SCREEN_QUERY, false);
  const pageVisible = usePageVisible(false);
  const [onScreen, setOnScreen] = useState(true);
  const [held, setHeld] = useState(false);
  const [stoppedByUser, setStoppedByUser] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);

  const cardWidth = cardWidthFor(largeScreen);
  const setW = setWidth(count, cardWidth, ITEM_GAP_PX);
  const running = shouldAutoScroll({ reducedMotion, onScreen, pageVisible, held, stoppedByUser });

  const hold = useCallback((reason: HoldReason) => {
    holdsRef.current.add(reason);
    clearTimeout(resumeTimerRef.current);
    setHeld(true);
  }, []);

  /** The last hold let go: auto-scroll resumes 3000 ms later (spec §4) unless something holds again. */
  const release = useCallback((reason: HoldReason) => {
    if (!holdsRef.current.delete(reason) || holdsRef.current.size > 0) return;
    clearTimeout(resumeTimerRef.current);
    resumeTimerRef.current = setTimeout(() => setHeld(false), RESUME_DELAY_MS);
  }, []);

  useEffect(() => () => clearTimeout(resumeTimerRef.current), []);

  /** Moves the track to a position and remembers it precisely. */
  const scrollToPosition = useCallback((position: number) => {
    positionRef.current = position;
    if (trackRef.current) trackRef.current.scrollLeft = position;
  }, []);

  // Start at the beginning of the middle copy; keep the place when the card width changes.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const previous = appliedSetWidthRef.current;
    appliedSetWidthRef.current = setW;
    scrollToPosition(previous > 0 ? rescalePosition(syncPosition(positionRef.current, track.scrollLeft), previous, setW) : setW);
  }, [setW, scrollToPosition]);

  // Auto-scroll: 0.5 px per frame while nothing holds it.
  useEffect(() => {
    const track = trackRef.current;
    if (!running || !track) return;
    let frame = requestAnimationFrame(step);
    function step() {
      glideTargetRef.current = null;
      scrollToPosition(advanceAutoScroll(syncPosition(positionRef.current, track!.scrollLeft), setW));
      frame = requestAnimationFrame(step);
    }
    return () => cancelAnimationFrame(frame);
  }, [running, setW, scrollToPosition]);

  // Scrolling by keyboard, trackpad or a dot also stays inside the loop.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    function onScroll() {
      const actual = syncPosition(positionRef.current, track!.scrollLeft);
      if (glideTargetRef.current !== null && Math.abs(actual - glideTargetRef.current) < 1) glideTargetRef.current = null;
      const wrapped = wrapLoopPosition(actual, setW);
      if (wrapped !== actual) scrollToPosition(wrapped);
      else positionRef.current = actual;
    }
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => track.removeEventListener('scroll', onScroll);
  }, [setW, scrollToPosition]);

  // The active dot follows the position, polled every 100 ms (spec §4).
  useEffect(() => {
    if (!onScreen || !pageVisible) return;
    const timer = setInterval(() => {
      const track = trackRef.current;
      if (track) setActiveIndex(indexFromPosition(syncPosition(positionRef.current, track.scrollLeft), cardWidth, ITEM_GAP_PX, count));
    }, INDEX_POLL_MS);
    return () => clearInterval(timer);
  }, [onScreen, pageVisible, cardWidth, count]);

  // No motion while the strip is off-screen.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  // Tells keyboard focus from the focus a click or tap brings along.
  useEffect(() => {
    const onKeyDown = () => (keyboardModalityRef.current = true);
    const onPointerDown = () => (keyboardModalityRef.current = false);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const track = event.currentTarget;
    glideTargetRef.current = null;
    dragRef.current = { pointerId: event.pointerId, lastX: event.clientX };
    positionRef.current = syncPosition(positionRef.current, track.scrollLeft);
    if (typeof track.setPointerCapture === 'function') {
      try {
        track.setPointerCapture(event.pointerId);
      } catch {
        // The pointer is already gone; the drag simply ends with it.
      }
    }
    hold('drag');
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const delta = event.clientX - drag.lastX;
    drag.lastX = event.clientX;
    if (delta !== 0) scrollToPosition(applyDrag(syncPosition(positionRef.current, event.currentTarget.scrollLeft), delta, setW));
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    if (dragRef.current?.pointerId !== event.pointerId) return;
    dragRef.current = null;
    release('drag');
  }

  function onFocus() {
    if (keyboardModalityRef.current) hold('focus');
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) release('focus');
  }

  /** Glides the track to `target`, standing still meanwhile, then resuming as after a drag. */
  function glideTo(track: HTMLDivElement, target: number, index: number) {
    hold('dot');
    release('dot');
    positionRef.current = target;
    glideTargetRef.current = target;
    setActiveIndex(index);
    if (typeof track.scrollTo === 'function') track.scrollTo({ left: target, behavior: reducedMotion ? 'auto' : 'smooth' });
    else track.scrollLeft = target;
  }

  function showPhoto(index: number) {
    const track = trackRef.current;
    if (track) glideTo(track, positionForIndex(index, cardWidth, ITEM_GAP_PX, setW), index);
  }

  /**
   * One photo on or back. A press during a glide steps on from where the glide is heading, so two quick
   * presses move two photos. When the step starts outside the middle copy, the strip first jumps by a set
   * (invisible); otherwise scrollLeft is left alone: Chromium stops a smooth scroll that follows setting
   * scrollLeft, even to the value it already has.
   */
  function step(delta: 1 | -1) {
    const track = trackRef.current;
    if (!track) return;
    const actual = syncPosition(positionRef.current, track.scrollLeft);
    const base = glideTargetRef.current ?? actual;
    const { from, to, index } = stepPhoto(base, delta, cardWidth, ITEM_GAP_PX, count);
    if (from !== base) scrollToPosition(actual + (from - base));
    glideTo(track, to, index);
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && hold('hover')}
      onPointerLeave={(event) => event.pointerType === 'mouse' && release('hover')}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div
        ref={trackRef}
        id={trackId}
        role="region"
        aria-label={CAROUSEL_LABEL}
        tabIndex={0}
        data-autoscroll={running ? 'on' : 'off'}
        className={`overflow-x-auto py-3 select-none [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ${
          enhanced ? 'cursor-grab touch-pan-y active:cursor-grabbing' : ''
        }`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onLostPointerCapture={endDrag}
      >
        <div className="flex w-max gap-8">
          {Array.from({ length: LOOP_COPIES }, (_, copy) => (
            <PhotoList key={copy} photos={photos} copy={copy} />
          ))}
        </div>
      </div>

      {/* The controls sit under the strip, never over a photo, in one row: dots where all 15 fit on one line
          (lg), else the arrows around a counter. They need JavaScript, so without it they are not shown. The
          pause button comes in beside them once there is motion to stop, without moving them. */}
      <div className="mx-auto mt-2 hidden max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-4 scripting:grid sm:px-6 lg:px-8">
        <div className="col-start-2 flex items-center">
          <div className="flex items-center gap-1 lg:hidden">
            <button type="button" className={arrowButton} aria-label={PREVIOUS_PHOTO_LABEL} aria-controls={trackId} onClick={() => step(-1)}>
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <p className="min-w-[4.5rem] text-center text-sm font-medium text-ink tabular-nums" data-carousel-counter="">
              {activeIndex + 1} / {count}
            </p>
            <button type="button" className={arrowButton} aria-label={NEXT_PHOTO_LABEL} aria-controls={trackId} onClick={() => step(1)}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="hidden lg:block">
            <CarouselDots count={count} activeIndex={activeIndex} labelFor={dotLabel} controls={trackId} onSelect={showPhoto} className="flex-nowrap" />
          </div>
        </div>
        {enhanced && (
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center justify-self-start rounded-full bg-warm-white text-ink shadow-soft transition-colors hover:bg-white motion-reduce:hidden"
            aria-label={stoppedByUser ? START_LABEL : STOP_LABEL}
            aria-controls={trackId}
            onClick={() => setStoppedByUser((stopped) => !stopped)}
          >
            {stoppedByUser ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * One copy of the list. Only the middle copy (1) is for assistive technology; the loop clones are
 * hidden and inert, their images decorative.
 */
const PhotoList = memo(function PhotoList({ photos, copy }: { photos: readonly PatientPhoto[]; copy: number }) {
  const clone = copy !== 1;
  return (
    <ul className="flex shrink-0 gap-8" data-copy={copy} aria-hidden={clone ? 'true' : undefined} inert={clone || undefined}>
      {photos.map((photo) => (
        <li key={photo.id} className="w-[280px] shrink-0 lg:w-[350px]">
          <figure>
            <Picture
              image={photo.image}
              alt={patientPhotoAlt(photo.name)}
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

'use client';

import { Pause, Play } from 'lucide-react';
import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { CarouselArrow } from '@/components/carousel';
import { Picture } from '@/components/picture';
import { REDUCED_MOTION_QUERY, useMediaQuery, usePageVisible } from '@/lib/browser-hooks';
import type { ResponsiveImage } from '@/lib/images';
import { DEFAULT_AUTOPLAY_INTERVAL_MS, counterText, shouldAutoplay, slideAnnouncement, slideLabel, stepIndex } from '@/lib/slideshow';
import { wrapIndex } from '@/lib/wrap';
import type { IslandWords } from '@/lib/widget-words';

export interface Slide {
  id: number;
  title: string;
  description: string;
  image: ResponsiveImage;
}

export interface SlideshowProps {
  /**
   * A page-unique base for the ids the component's ARIA references need. Not React's useId: each
   * island is hydrated as its own root (components/island.tsx), where useId would not match the server.
   */
  id: string;
  images: readonly Slide[];
  /** Spec §3: on by default. */
  autoPlay?: boolean;
  /** Spec §3: 4000 ms by default; the clinic slideshow passes CLINIC_AUTOPLAY_INTERVAL_MS (5000). */
  autoPlayInterval?: number;
  /** The accessible name of the region, e.g. "Fotografije ordinacije". */
  label: string;
  /** Its words, in the page's language (content/widgets.ts). */
  words: IslandWords<'slideshow'>;
}

/** The slideshow is half the width on large screens, the full width below. */
const SIZES = '(min-width: 1024px) 50vw, 100vw';

/** Focus that came from the keyboard, not from clicking an arrow (a click is covered by the hover pause). */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // A browser without :focus-visible: treat every focus as keyboard focus.
  }
}

const controlButton = 'inline-flex size-11 items-center justify-center rounded-full transition-colors motion-reduce:transition-none';

/**
 * The clinic photo slideshow (spec §4): a crossfade of stacked slides in one reserved 16:10 box, with
 * arrows and a "n / total" counter under it, and autoplay that holds while the pointer or keyboard focus is inside,
 * the tab is hidden, the visitor prefers reduced motion or has pressed the pause toggle. The server
 * HTML already shows the first slide; only the timer and the buttons need JavaScript.
 */
export function Slideshow({ id, images, autoPlay = true, autoPlayInterval = DEFAULT_AUTOPLAY_INTERVAL_MS, label, words }: SlideshowProps) {
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);
  const hidden = !usePageVisible(true);
  const slidesId = `${id}-slajdovi`;

  // The list may shrink under a stale index; the shown slide is always a valid one.
  const active = wrapIndex(index, count);
  const running = shouldAutoplay({ autoPlay, hovered, focused, hidden, reducedMotion, paused, count });

  // One timeout per shown slide: a manual step or a pause restarts the full interval.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      setIndex(stepIndex(active, 1, count));
      setAnnouncement(''); // Autoplay is not announced; a stale manual announcement is cleared.
    }, autoPlayInterval);
    return () => clearTimeout(timer);
  }, [running, active, count, autoPlayInterval]);

  if (count === 0) {
    return (
      <div role="region" aria-label={label} data-empty="true">
        <div className="flex aspect-[16/10] items-center justify-center rounded-card border border-line bg-sand p-6 text-center">
          <p className="text-muted">{words.empty}</p>
        </div>
      </div>
    );
  }

  const multiple = count > 1;

  function go(delta: number) {
    const next = stepIndex(active, delta, count);
    setIndex(next);
    setAnnouncement(slideAnnouncement(next, count, images[next]!.title, { image: words.image, of: words.of }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!multiple || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  }

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    setFocused(isKeyboardFocus(event.target));
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <div
      role="region"
      aria-roledescription={words.carousel}
      aria-label={label}
      data-autoplay={running ? 'running' : 'stopped'}
      className="@container relative"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className="relative aspect-[16/10] overflow-hidden rounded-card bg-charcoal shadow-soft">
        <div id={slidesId}>
          {images.map((slide, i) => {
            const current = i === active;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription={words.slide}
                aria-label={slideLabel(i, count, words.of)}
                aria-hidden={current ? undefined : true}
                data-active={current ? 'true' : 'false'}
                // duration-500 = SLIDE_TRANSITION_MS (spec §9: a 0.5 s crossfade); a class, as the CSP allows no style attributes.
                className={`absolute inset-0 transition-opacity duration-500 ease-in-out motion-reduce:transition-none ${
                  current ? 'opacity-100' : 'pointer-events-none opacity-0'
                }`}
              >
                <Picture image={slide.image} alt={slide.title} sizes={SIZES} className="block size-full" imgClassName="size-full object-cover" />
                {/* A dark band under the caption that fades out above it: white text stays readable on the
                    lightest slide (at least 80 % ink behind the text), and nothing else is drawn over it. */}
                <div className="absolute inset-x-0 bottom-0 bg-linear-to-t from-ink/90 via-ink/80 via-55% to-transparent px-5 pt-12 pb-4 text-white sm:px-7 sm:pt-16 sm:pb-6">
                  <p className="font-serif text-lg leading-snug sm:text-2xl">{slide.title}</p>
                  <p className="mt-1 text-sm leading-snug text-white/90 sm:text-base">{slide.description}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>

      {/* The controls sit under the picture, never over it or its caption: the arrows around the counter,
          the pause toggle beside them. They need JavaScript, so without it they are not shown. Where they do not
          fit in one row (a column under 19rem: text at 200 % on a phone, issue 41), the pause toggle goes under them. */}
      <div className="mt-3 hidden grid-cols-[1fr_auto_1fr] items-center gap-2 @max-[19rem]:grid-cols-1 @max-[19rem]:justify-items-center scripting:grid">
        <div className="col-start-2 flex items-center gap-1 @max-[19rem]:col-start-1">
          {multiple && <CarouselArrow direction="previous" label={words.previous} controls={slidesId} onClick={() => go(-1)} />}
          <p className="min-w-[4.5rem] text-center text-sm font-medium text-ink tabular-nums @max-[19rem]:min-w-0" data-slideshow-counter="">
            {counterText(active, count)}
          </p>
          {multiple && <CarouselArrow direction="next" label={words.next} controls={slidesId} onClick={() => go(1)} />}
        </div>
        {autoPlay && multiple && (
          <button
            type="button"
            // Under reduced motion nothing moves by itself, so there is nothing to pause.
            className={`${controlButton} justify-self-start bg-warm-white text-ink shadow-soft hover:bg-white motion-reduce:hidden @max-[19rem]:justify-self-center`}
            aria-label={paused ? words.resume : words.pause}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
          </button>
        )}
      </div>

      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}

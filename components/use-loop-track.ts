'use client';

import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery, usePageVisible } from '@/lib/browser-hooks';
import {
  INDEX_POLL_MS,
  RESUME_DELAY_MS,
  advanceAutoScroll,
  applyDrag,
  indexFromPosition,
  nearestCopyPosition,
  positionForIndex,
  rescalePosition,
  setWidth,
  shouldAutoScroll,
  stepPhoto,
  syncPosition,
  wrapLoopPosition,
} from '@/lib/carousel-loop';

export interface LoopTrackOptions {
  /** How many items one copy of the list has. */
  count: number;
  /** The card width now (it changes at the `lg` breakpoint), in CSS pixels. */
  cardWidth: number;
  /** The gap between cards and between the copies (spec §9: 32 px). */
  gap: number;
  /** Scroll delta ÷ pointer delta: 1.5 for the patient carousel (spec §9), 1 for the gallery. */
  dragMultiplier: number;
  /** Whether the strip scrolls by itself (`AUTO_SCROLL_PX_PER_SECOND`, spec §4); the gallery does not. */
  autoScroll: boolean;
  /**
   * Whether the three copies are in the track. A strip whose server HTML holds the list once (the patient
   * carousel, issue 25) adds the clones after hydration: the loop starts then, at the middle copy, where
   * the visitor already sees the first card.
   */
  looped?: boolean;
}

type HoldReason = 'drag' | 'hover' | 'focus' | 'glide';

/**
 * The engine of every endless strip (spec §4, §9): three copies of the list side by side, the scroll
 * position kept inside the middle stretch (lib/carousel-loop.ts), dragging by mouse or touch, arrows
 * and dots that glide by whole cards, and, where asked for, a slow auto-scroll that holds for drags,
 * mouse hover, keyboard focus and glides (resuming 3000 ms after the last), and stands still
 * off-screen, in a hidden tab, under reduced motion and after the pause button. The active index
 * follows the position, polled every 100 ms (spec §4), and at once after a native scroll; during a glide
 * it shows where the glide is heading.
 */
export function useLoopTrack({ count, cardWidth, gap, dragMultiplier, autoScroll, looped = true }: LoopTrackOptions) {
  const trackRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  /** The precise position (scrollLeft), kept here because browsers may round scrollLeft. */
  const positionRef = useRef(0);
  const appliedSetWidthRef = useRef(0);
  const dragRef = useRef<{ pointerId: number; lastX: number } | null>(null);
  /** Where a glide (arrow, dot) is heading until it gets there: a second press steps on from there. */
  const glideTargetRef = useRef<number | null>(null);
  const holdsRef = useRef(new Set<HoldReason>());
  const resumeTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Whether the last input was the keyboard: focus that follows a click does not hold the strip. */
  const keyboardModalityRef = useRef(true);

  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, true);
  const pageVisible = usePageVisible(false);
  const [onScreen, setOnScreen] = useState(true);
  const [held, setHeld] = useState(false);
  const [stoppedByUser, setStoppedByUser] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);

  const setW = setWidth(count, cardWidth, gap);
  const running = looped && autoScroll && shouldAutoScroll({ reducedMotion, onScreen, pageVisible, held, stoppedByUser });
  const indexAt = useCallback((position: number) => indexFromPosition(position, cardWidth, gap, count), [cardWidth, gap, count]);

  function hold(reason: HoldReason) {
    holdsRef.current.add(reason);
    clearTimeout(resumeTimerRef.current);
    setHeld(true);
  }

  /** The last hold let go: auto-scroll resumes 3000 ms later (spec §4) unless something holds again. */
  function release(reason: HoldReason) {
    if (!holdsRef.current.delete(reason) || holdsRef.current.size > 0) return;
    clearTimeout(resumeTimerRef.current);
    resumeTimerRef.current = setTimeout(() => setHeld(false), RESUME_DELAY_MS);
  }

  /** Where the track is: the precise position, unless someone else scrolled it (lib/carousel-loop.ts). */
  const currentPosition = () => syncPosition(positionRef.current, trackRef.current!.scrollLeft);

  useEffect(() => () => clearTimeout(resumeTimerRef.current), []);

  /** Moves the track to a position at once and remembers it precisely. */
  const scrollToPosition = useCallback((position: number) => {
    positionRef.current = position;
    if (trackRef.current) trackRef.current.scrollLeft = position;
  }, []);

  // Start at the beginning of the middle copy; keep the place when the card width changes.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || !looped) return;
    const previous = appliedSetWidthRef.current;
    appliedSetWidthRef.current = setW;
    glideTargetRef.current = null;
    const position = previous > 0 ? rescalePosition(syncPosition(positionRef.current, track.scrollLeft), previous, setW) : setW;
    scrollToPosition(position);
    setActiveIndex(indexAt(position));
  }, [setW, indexAt, scrollToPosition, looped]);

  // Auto-scroll while nothing holds it, by the time between frames (the same speed at any refresh rate); the first
  // frame after a start only sets the clock.
  useEffect(() => {
    const track = trackRef.current;
    if (!running || !track) return;
    let previous: number | undefined;
    let frame = requestAnimationFrame(advance);
    function advance(now: number) {
      glideTargetRef.current = null;
      const elapsed = previous === undefined ? 0 : now - previous;
      previous = now;
      scrollToPosition(advanceAutoScroll(syncPosition(positionRef.current, track!.scrollLeft), setW, elapsed));
      frame = requestAnimationFrame(advance);
    }
    return () => cancelAnimationFrame(frame);
  }, [running, setW, scrollToPosition]);

  // Scrolling by keyboard, trackpad or a glide also stays inside the loop, and the index follows.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || !looped) return;
    function onScroll() {
      const actual = syncPosition(positionRef.current, track!.scrollLeft);
      const target = glideTargetRef.current;
      if (target !== null && Math.abs(actual - target) < 1) glideTargetRef.current = null;
      const wrapped = wrapLoopPosition(actual, setW);
      if (wrapped !== actual) scrollToPosition(wrapped);
      else positionRef.current = actual;
      // During a glide the index already shows where it is heading.
      if (glideTargetRef.current === null) setActiveIndex(indexAt(wrapped));
    }
    // A glide ends where it was heading, or where scrollend says (an interrupted one; browsers without
    // scrollend keep the target until the next drag, arrow or auto-scroll frame).
    function onScrollEnd() {
      if (glideTargetRef.current === null) return;
      glideTargetRef.current = null;
      setActiveIndex(indexAt(positionRef.current));
    }
    track.addEventListener('scroll', onScroll, { passive: true });
    track.addEventListener('scrollend', onScrollEnd);
    return () => {
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('scrollend', onScrollEnd);
    };
  }, [setW, indexAt, scrollToPosition, looped]);

  // The active index follows the position, polled every 100 ms (spec §4), except during a glide.
  useEffect(() => {
    if (!onScreen || !pageVisible) return;
    const timer = setInterval(() => {
      const track = trackRef.current;
      if (track && glideTargetRef.current === null) setActiveIndex(indexAt(syncPosition(positionRef.current, track.scrollLeft)));
    }, INDEX_POLL_MS);
    return () => clearInterval(timer);
  }, [onScreen, pageVisible, indexAt]);

  // No motion while the strip is off-screen.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  // Tells keyboard focus from the focus a click or tap brings along.
  useEffect(() => {
    if (!autoScroll) return;
    const onKeyDown = () => (keyboardModalityRef.current = true);
    const onPointerDown = () => (keyboardModalityRef.current = false);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [autoScroll]);

  /** Glides (or, under reduced motion, jumps) to `target`, holding the auto-scroll as a drag would. */
  function glideTo(target: number) {
    hold('glide');
    release('glide');
    positionRef.current = target;
    glideTargetRef.current = target;
    setActiveIndex(indexAt(target));
    trackRef.current!.scrollTo({ left: target, behavior: reducedMotion ? 'auto' : 'smooth' });
  }

  /**
   * One card on (+1) or back (-1). A press during a glide steps on from where the glide is heading, so two
   * quick presses move two cards. When the step starts outside the middle copy, the strip first jumps by a
   * set (invisible), so the glide never crosses a wrap point; otherwise scrollLeft is left alone: Chromium
   * stops a smooth scroll that follows setting scrollLeft, even to the value it already has.
   */
  function move(delta: 1 | -1) {
    const actual = currentPosition();
    const base = glideTargetRef.current ?? actual;
    const { from, to } = stepPhoto(base, delta, cardWidth, gap, count);
    if (from !== base) scrollToPosition(actual + (from - base));
    glideTo(to);
  }

  /** A dot: glides to item `index` in the copy nearest to the current position. */
  function show(index: number) {
    glideTo(nearestCopyPosition(currentPosition(), positionForIndex(index, cardWidth, gap, setW), setW));
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    glideTargetRef.current = null;
    dragRef.current = { pointerId: event.pointerId, lastX: event.clientX };
    positionRef.current = currentPosition();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // The pointer is already gone; the drag simply ends with it.
    }
    hold('drag');
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const delta = event.clientX - drag.lastX;
    drag.lastX = event.clientX;
    if (delta !== 0) scrollToPosition(applyDrag(currentPosition(), delta, setW, dragMultiplier));
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    if (dragRef.current?.pointerId !== event.pointerId) return;
    dragRef.current = null;
    release('drag');
  }

  return {
    trackRef,
    rootRef,
    activeIndex,
    /** Whether it is auto-scrolling now. */
    running,
    stoppedByUser,
    /** The pause button (WCAG 2.2.2). */
    toggleStopped: () => setStoppedByUser((stopped) => !stopped),
    move,
    show,
    /** For the track: dragging by mouse or touch. */
    trackHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
      onLostPointerCapture: endDrag,
    },
    /** For the element around the track and its controls: mouse hover and keyboard focus hold the auto-scroll. */
    rootHandlers: {
      onPointerEnter: (event: PointerEvent<HTMLDivElement>) => event.pointerType === 'mouse' && hold('hover'),
      onPointerLeave: (event: PointerEvent<HTMLDivElement>) => event.pointerType === 'mouse' && release('hover'),
      onFocus: () => keyboardModalityRef.current && hold('focus'),
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) release('focus');
      },
    },
  };
}

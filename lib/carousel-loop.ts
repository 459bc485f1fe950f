/**
 * The endless patient photo carousel (spec §4, §9): the list is rendered three times in a row and
 * the scroll position is kept inside the middle stretch, so the strip never reaches an end. All
 * positions are scrollLeft values of the track in CSS pixels; a "set" is one copy of the list.
 */
import { wrapIndex } from '@/lib/wrap';

/**
 * Spec §4, §9: auto-scroll by 0.5 px per animation frame, which the spec wrote for a 60 Hz display: 30 px a second.
 * The strip moves by the time between frames (`advanceAutoScroll`), so a 120 Hz phone scrolls as fast as a 60 Hz one.
 */
export const AUTO_SCROLL_PX_PER_SECOND = 30;
/**
 * The longest time one frame's move counts: a longer gap between two frames (a busy main thread, a tab coming back)
 * moves the strip as far as this long would, never a jump.
 */
export const MAX_FRAME_GAP_MS = 100;
/** Spec §9: carousel drag multiplier 1.5 (scroll delta = pointer delta × 1.5). */
export const DRAG_MULTIPLIER = 1.5;
/** Spec §4, §9: auto-scroll resumes 3000 ms after the visitor lets go. */
export const RESUME_DELAY_MS = 3000;
/** Spec §4, §9: the active dot's index is polled every 100 ms. */
export const INDEX_POLL_MS = 100;
/** Spec §9: gap between carousel items 32 px. */
export const ITEM_GAP_PX = 32;
/** Spec §9: carousel card width 280 px on mobile (the class `w-[280px]`, components/layout-sizes.test.ts). */
export const CARD_WIDTH_PHONE = 280;
/** Spec §9: carousel card width 350 px on large screens (Tailwind `lg`, 1024 px). */
export const CARD_WIDTH_LARGE = 350;
/** Spec §4: the list is tripled for endless looping. */
export const LOOP_COPIES = 3;
/** The copy a strip starts on: the one for assistive technology (the others are hidden, inert clones). */
export const MIDDLE_COPY = Math.floor(LOOP_COPIES / 2);
/** The media query of Tailwind's `lg` breakpoint, where the large card width applies. */
export const LARGE_SCREEN_QUERY = '(min-width: 1024px)';

/** The card width for the current screen (spec §9). */
export function cardWidthFor(largeScreen: boolean): number {
  return largeScreen ? CARD_WIDTH_LARGE : CARD_WIDTH_PHONE;
}

/**
 * The width of one copy of the list, measured from a card to the same card in the next copy:
 * every card brings its own width plus one gap (the copies are separated by the same gap).
 */
export function setWidth(count: number, cardWidth: number, gap: number): number {
  return count * (cardWidth + gap);
}

/**
 * Keeps the position inside [½ set, 2½ sets] (spec §4): below half of one set width it moves
 * forward by one set width, beyond two and a half set widths back by one. The copies are
 * identical, so the shift is invisible.
 */
export function wrapLoopPosition(position: number, setW: number): number {
  if (!(setW > 0)) return position;
  let wrapped = position;
  while (wrapped < setW / 2) wrapped += setW;
  while (wrapped > 2.5 * setW) wrapped -= setW;
  return wrapped;
}

/** Which photo of the set is at the left edge (the nearest card start), whichever copy it is in. */
export function indexFromPosition(position: number, cardWidth: number, gap: number, count: number): number {
  if (count <= 0) return 0;
  return wrapIndex(Math.round(position / (cardWidth + gap)), count);
}

/** The position that puts photo `index` at the left edge, in the middle copy. */
export function positionForIndex(index: number, cardWidth: number, gap: number, setW: number): number {
  return setW + index * (cardWidth + gap);
}

export interface PhotoStep {
  /** Where the strip jumps first: the same place, moved by whole sets into the middle copy (invisible). */
  from: number;
  /** Where it glides to: the next (or previous) card start. */
  to: number;
}

/**
 * One card on (`delta` 1) or back (-1) from the card nearest `position` (the phone's arrows). The glide
 * starts from the middle copy, so it never crosses the loop's wrap points (½ and 2½ sets): a wrap during a
 * smooth scroll would cut it short. From the last photo the next is the first, one card on.
 */
export function stepPhoto(position: number, delta: 1 | -1, cardWidth: number, gap: number, count: number): PhotoStep {
  const step = cardWidth + gap;
  const setW = setWidth(count, cardWidth, gap);
  if (!(setW > 0)) return { from: position, to: position };
  // The nearest card decides the copy, so a strip a fraction of a pixel before the middle copy's first card (a glide
  // that ended on a device pixel) steps from where it stands instead of jumping a set (which would stop the glide).
  const card = Math.round((position - setW) / step);
  const from = position + (wrapIndex(card, count) - card) * step;
  return { from, to: setW + (wrapIndex(card, count) + delta) * step };
}

/**
 * One auto-scroll frame, `elapsedMs` after the previous one: as far as `AUTO_SCROLL_PX_PER_SECOND` goes in that
 * time (at most `MAX_FRAME_GAP_MS` of it, never backwards), wrapped.
 */
export function advanceAutoScroll(position: number, setW: number, elapsedMs: number): number {
  const counted = Math.min(Math.max(elapsedMs, 0), MAX_FRAME_GAP_MS);
  return wrapLoopPosition(position + (AUTO_SCROLL_PX_PER_SECOND * counted) / 1000, setW);
}

/**
 * The position after the pointer moved by `pointerDelta` px (positive to the right): the strip
 * follows the pointer, `multiplier` times as far (the patient carousel 1.5, spec §9; the gallery
 * 1, staying under the finger), so dragging right scrolls back; wrapped (spec §4).
 */
export function applyDrag(position: number, pointerDelta: number, setW: number, multiplier: number = DRAG_MULTIPLIER): number {
  return wrapLoopPosition(position - pointerDelta * multiplier, setW);
}

/** Of the three copies of a card's position, the nearest to `current` that needs no wrap on the way. */
export function nearestCopyPosition(current: number, target: number, setW: number): number {
  if (!(setW > 0)) return target;
  const candidates = [target - setW, target, target + setW].filter((candidate) => candidate >= setW / 2 && candidate <= 2.5 * setW);
  return candidates.reduce((best, candidate) => (Math.abs(candidate - current) < Math.abs(best - current) ? candidate : best), candidates[0] ?? target);
}

/**
 * The carousel keeps its position with sub-pixel precision (0.5 px steps), while the browser may
 * round scrollLeft. A difference of a pixel or more means someone else scrolled the track
 * (keyboard, trackpad, a dot's smooth scroll): then the browser's value wins.
 */
export function syncPosition(tracked: number, actual: number): number {
  return Math.abs(actual - tracked) >= 1 ? actual : tracked;
}

/** Keeps the place in the list when the card width changes (crossing the `lg` breakpoint). */
export function rescalePosition(position: number, oldSetW: number, newSetW: number): number {
  if (!(oldSetW > 0) || !(newSetW > 0)) return newSetW;
  return wrapLoopPosition((position / oldSetW) * newSetW, newSetW);
}

export interface AutoScrollConditions {
  /** prefers-reduced-motion: reduce. */
  reducedMotion: boolean;
  /** The track intersects the viewport (IntersectionObserver). */
  onScreen: boolean;
  /** document.visibilityState is "visible". */
  pageVisible: boolean;
  /** A drag, hover or keyboard focus holds it, or the 3000 ms after the last one have not passed. */
  held: boolean;
  /** The visitor stopped the motion with the pause button. */
  stoppedByUser: boolean;
}

/** Auto-scroll runs only when nothing asks it to stand still. */
export function shouldAutoScroll(conditions: AutoScrollConditions): boolean {
  return !conditions.reducedMotion && conditions.onScreen && conditions.pageVisible && !conditions.held && !conditions.stoppedByUser;
}

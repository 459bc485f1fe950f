/** Positions of the before/after comparison slider's divider, in percent of the image width from the left. */
import { clamp } from '@/lib/wrap';

/** Spec §4, §9: the divider is clamped to 10–90 percent. */
export const SLIDER_MIN = 10;
/** Spec §4, §9: the divider is clamped to 10–90 percent. */
export const SLIDER_MAX = 90;
/** Spec §4, §9: the divider starts at 50 percent. */
export const SLIDER_START = 50;
/** Spec §9: the comparison image is 350 px high on phones (the slider's `h-[350px]`, components/layout-sizes.test.ts). */
export const COMPARISON_HEIGHT_PHONE = 350;
/** Spec §9: the comparison image is 500 px high from Tailwind `lg` (1024 px) on (`lg:h-[500px]`). */
export const COMPARISON_HEIGHT_LARGE = 500;
/** One arrow-key step, in percent (not in the spec: keyboard operation is our addition). */
export const SLIDER_STEP = 5;
/** One Page Up / Page Down step, in percent. */
export const SLIDER_PAGE_STEP = 10;

/** Keeps a divider position within the spec's 10–90 percent. */
export function clampPosition(position: number): number {
  return clamp(position, SLIDER_MIN, SLIDER_MAX);
}

/**
 * The divider position under a pointer: where clientX falls across the image, in percent, clamped.
 * A box without width (not laid out) has no meaningful position, so the start position is returned.
 */
export function positionFromPointer(clientX: number, rect: { left: number; width: number }): number {
  if (!(rect.width > 0) || !Number.isFinite(clientX)) return SLIDER_START;
  return clampPosition(((clientX - rect.left) / rect.width) * 100);
}

/**
 * The position after a key press on the slider, or null for a key the slider does not handle (the
 * key then keeps its default action, e.g. Tab). Follows the ARIA slider pattern: Left/Down step
 * back, Right/Up step forward, Page Down/Up take a bigger step, Home/End go to the ends. A position
 * left fractional by a drag is rounded first, so keyboard users land on whole percents.
 */
export function positionFromKey(key: string, current: number): number | null {
  const from = Math.round(current);
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPosition(from - SLIDER_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPosition(from + SLIDER_STEP);
    case 'PageDown':
      return clampPosition(from - SLIDER_PAGE_STEP);
    case 'PageUp':
      return clampPosition(from + SLIDER_PAGE_STEP);
    case 'Home':
      return SLIDER_MIN;
    case 'End':
      return SLIDER_MAX;
    default:
      return null;
  }
}

/** The right inset that clips the before image (drawn over the after image) to the left of the divider. */
export function beforeClipPath(position: number): string {
  return `inset(0 ${100 - position}% 0 0)`;
}

/**
 * What a screen reader announces for a position: how much of the image shows the state before and after,
 * in the words given ("50% pre, 50% posle" with content/widgets.ts).
 */
export function positionText(position: number, words: { before: string; after: string }): string {
  const before = Math.round(position);
  return `${before}% ${words.before}, ${100 - before}% ${words.after}`;
}

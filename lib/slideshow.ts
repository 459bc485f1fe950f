/** The clinic photo slideshow's timing and text: pure, so the component only wires them to the DOM. */
import { wrapIndex } from '@/lib/wrap';

/** Spec §3, §9: the slideshow's autoplay interval defaults to 4000 ms. */
export const DEFAULT_AUTOPLAY_INTERVAL_MS = 4000;

/** Spec §4, §9: the clinic slideshow ("About the doctor") advances every 5000 ms. */
export const CLINIC_AUTOPLAY_INTERVAL_MS = 5000;

/** Spec §4: the slide transition (a crossfade) takes 0.5 s. */
export const SLIDE_TRANSITION_MS = 500;

/** The slide after or before `index` (delta +1 / -1); wraps in both directions (spec §4). */
export function stepIndex(index: number, delta: number, total: number): number {
  return wrapIndex(index + delta, total);
}

/** Spec §4: the visible counter "n / total" for the zero-based `index` ("1 / 4"); "0 / 0" when empty. */
export function counterText(index: number, total: number): string {
  if (total <= 0) return '0 / 0';
  return `${wrapIndex(index, total) + 1} / ${total}`;
}

/** The accessible name of one slide (role="group", aria-roledescription="slajd"): "1 od 4". */
export function slideLabel(index: number, total: number, of: string): string {
  return `${index + 1} ${of} ${total}`;
}

/** What the polite live region says after a manual step: "Slika 2 od 4: Ordinacija". */
export function slideAnnouncement(index: number, total: number, title: string, words: { image: string; of: string }): string {
  return `${words.image} ${slideLabel(index, total, words.of)}: ${title}`;
}

export interface AutoplayState {
  /** The `autoPlay` prop. */
  autoPlay: boolean;
  /** The pointer is over the slideshow (spec §4: autoplay only while it is not). */
  hovered: boolean;
  /** Keyboard focus is inside the slideshow. */
  focused: boolean;
  /** The tab is hidden (document.visibilityState). */
  hidden: boolean;
  /** The visitor prefers reduced motion: the slideshow never advances by itself. */
  reducedMotion: boolean;
  /** The visitor pressed the pause toggle. */
  paused: boolean;
  /** How many slides there are: with fewer than two there is nothing to advance to. */
  count: number;
}

/** Whether the autoplay timer should run now. */
export function shouldAutoplay({ autoPlay, hovered, focused, hidden, reducedMotion, paused, count }: AutoplayState): boolean {
  return autoPlay && count >= 2 && !hovered && !focused && !hidden && !reducedMotion && !paused;
}

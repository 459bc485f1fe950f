/**
 * The spec's interface constants (../shared/spec.md §9, with §4), asserted as literals copied from the spec: the one
 * place their values are written twice. Every other test reads them from their definitions, so changing one of them
 * (a faster carousel, a longer notice) fails its assertion here and nothing else; `node tools/tunables-proof.mjs`
 * shows it, one constant at a time. One assertion per constant, named after it.
 */
import { COMPARISON_HEIGHT_LARGE, COMPARISON_HEIGHT_PHONE, SLIDER_MAX, SLIDER_MIN, SLIDER_START } from '@/lib/before-after';
import {
  AUTO_SCROLL_PX_PER_SECOND,
  CARD_WIDTH_LARGE,
  CARD_WIDTH_PHONE,
  DRAG_MULTIPLIER,
  INDEX_POLL_MS,
  ITEM_GAP_PX,
  RESUME_DELAY_MS,
} from '@/lib/carousel-loop';
import { PHONE_NOTICE_MS } from '@/lib/constants';
import { GALLERY_GAP_PX, PRELOAD_DELAY_MS } from '@/lib/gallery-preload';
import { CLINIC_AUTOPLAY_INTERVAL_MS, DEFAULT_AUTOPLAY_INTERVAL_MS } from '@/lib/slideshow';

describe('spec §9 interface constants', () => {
  it('SLIDER_MIN: the slider is clamped from 10 percent', () => expect(SLIDER_MIN).toBe(10));
  it('SLIDER_MAX: the slider is clamped to 90 percent', () => expect(SLIDER_MAX).toBe(90));
  it('SLIDER_START: the slider starts at 50 percent', () => expect(SLIDER_START).toBe(50));
  it('DRAG_MULTIPLIER: the carousel drag multiplier is 1.5', () => expect(DRAG_MULTIPLIER).toBe(1.5));
  it('ITEM_GAP_PX: the gap between carousel items is 32 px', () => expect(ITEM_GAP_PX).toBe(32));
  // The spec counts frames; the site counts time, so that every display scrolls alike: 0.5 px a frame at 60 Hz.
  it('AUTO_SCROLL_PX_PER_SECOND: auto-scroll 0.5 px per frame (at 60 frames a second)', () => expect(AUTO_SCROLL_PX_PER_SECOND / 60).toBe(0.5));
  it('RESUME_DELAY_MS: auto-scroll resumes after 3000 ms', () => expect(RESUME_DELAY_MS).toBe(3000));
  it('INDEX_POLL_MS: the index is polled every 100 ms', () => expect(INDEX_POLL_MS).toBe(100));
  it('PRELOAD_DELAY_MS: the gallery preloads after 500 ms', () => expect(PRELOAD_DELAY_MS).toBe(500));
  it('GALLERY_GAP_PX: the gallery gap is 32 px', () => expect(GALLERY_GAP_PX).toBe(32));
  it('DEFAULT_AUTOPLAY_INTERVAL_MS: the slideshow interval is 4000 ms', () => expect(DEFAULT_AUTOPLAY_INTERVAL_MS).toBe(4000));
  it('CLINIC_AUTOPLAY_INTERVAL_MS: the clinic slideshow uses 5000 ms', () => expect(CLINIC_AUTOPLAY_INTERVAL_MS).toBe(5000));
  it('PHONE_NOTICE_MS: the phone notice lasts 3 s', () => expect(PHONE_NOTICE_MS).toBe(3000));
  it('CARD_WIDTH_PHONE: carousel cards are 280 px wide on mobile', () => expect(CARD_WIDTH_PHONE).toBe(280));
  it('CARD_WIDTH_LARGE: carousel cards are 350 px wide on large screens', () => expect(CARD_WIDTH_LARGE).toBe(350));
  it('COMPARISON_HEIGHT_PHONE: the comparison image is 350 px high on mobile', () => expect(COMPARISON_HEIGHT_PHONE).toBe(350));
  it('COMPARISON_HEIGHT_LARGE: the comparison image is 500 px high on large screens', () => expect(COMPARISON_HEIGHT_LARGE).toBe(500));
});

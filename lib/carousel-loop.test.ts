import {
  AUTO_SCROLL_PX_PER_SECOND,
  CARD_WIDTH_LARGE,
  CARD_WIDTH_PHONE,
  DRAG_MULTIPLIER,
  MAX_FRAME_GAP_MS,
  advanceAutoScroll,
  applyDrag,
  nearestCopyPosition,
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

// The pure functions take the geometry as arguments; these examples are 15 photos of 280 px with 32 px gaps
// (312 px a card, one set 4680 px). The spec's own values are pinned in tests/launch/interface-constants.test.ts.
const STEP = 280 + 32;
const SET = 15 * STEP;

describe('cardWidthFor', () => {
  it('uses the large card width from lg on', () => {
    expect(cardWidthFor(false)).toBe(CARD_WIDTH_PHONE);
    expect(cardWidthFor(true)).toBe(CARD_WIDTH_LARGE);
  });
});

describe('setWidth', () => {
  it('is one card and one gap per photo', () => {
    expect(setWidth(15, 280, 32)).toBe(4680);
    expect(setWidth(15, 350, 32)).toBe(5730);
    expect(setWidth(0, 280, 32)).toBe(0);
  });
});

describe('wrapLoopPosition', () => {
  it('leaves positions between half a set and two and a half sets alone', () => {
    expect(wrapLoopPosition(SET / 2, SET)).toBe(SET / 2);
    expect(wrapLoopPosition(SET, SET)).toBe(SET);
    expect(wrapLoopPosition(2.5 * SET, SET)).toBe(2.5 * SET);
  });

  it('moves forward by one set below half a set', () => {
    expect(wrapLoopPosition(SET / 2 - 0.5, SET)).toBe(1.5 * SET - 0.5);
    expect(wrapLoopPosition(0, SET)).toBe(SET);
  });

  it('moves back by one set beyond two and a half sets', () => {
    expect(wrapLoopPosition(2.5 * SET + 0.5, SET)).toBe(1.5 * SET + 0.5);
    expect(wrapLoopPosition(3 * SET, SET)).toBe(2 * SET);
  });

  it('lands in range even after a jump of more than a set', () => {
    expect(wrapLoopPosition(-SET, SET)).toBe(SET);
    expect(wrapLoopPosition(4 * SET, SET)).toBe(2 * SET);
  });

  it('does nothing without a set width (nothing measured yet)', () => {
    expect(wrapLoopPosition(123, 0)).toBe(123);
  });
});

describe('indexFromPosition', () => {
  it('names the photo at the left edge, in any copy', () => {
    expect(indexFromPosition(0, 280, 32, 15)).toBe(0);
    expect(indexFromPosition(SET, 280, 32, 15)).toBe(0);
    expect(indexFromPosition(SET + 3 * STEP, 280, 32, 15)).toBe(3);
    expect(indexFromPosition(2 * SET + 14 * STEP, 280, 32, 15)).toBe(14);
  });

  it('switches to the next photo once the current one is more than half past', () => {
    expect(indexFromPosition(SET + 2 * STEP + STEP / 2 - 1, 280, 32, 15)).toBe(2);
    expect(indexFromPosition(SET + 2 * STEP + STEP / 2 + 1, 280, 32, 15)).toBe(3);
  });

  it('wraps from the last photo to the first', () => {
    expect(indexFromPosition(SET + 14 * STEP + STEP * 0.9, 280, 32, 15)).toBe(0);
  });

  it('uses the large card width on large screens', () => {
    expect(indexFromPosition(setWidth(15, 350, 32) + 4 * 382, 350, 32, 15)).toBe(4);
  });
});

describe('positionForIndex', () => {
  it('puts the photo at the left edge of the middle copy', () => {
    expect(positionForIndex(0, 280, 32, SET)).toBe(SET);
    expect(positionForIndex(5, 280, 32, SET)).toBe(SET + 5 * STEP);
    expect(indexFromPosition(positionForIndex(9, 280, 32, SET), 280, 32, 15)).toBe(9);
  });
});

describe('stepPhoto', () => {
  it('glides one card on or back from the nearest card', () => {
    expect(stepPhoto(SET + 3 * STEP + 40, 1, 280, 32, 15)).toEqual({ from: SET + 3 * STEP + 40, to: SET + 4 * STEP });
    expect(stepPhoto(SET + 3 * STEP + 200, -1, 280, 32, 15)).toEqual({ from: SET + 3 * STEP + 200, to: SET + 3 * STEP });
  });

  it('starts from the middle copy, so the glide never crosses a wrap point', () => {
    // In the third copy near its end (2.45 sets): the same place one set back, then one card on.
    const far = 2 * SET + 7 * STEP;
    expect(stepPhoto(far, 1, 280, 32, 15)).toEqual({ from: SET + 7 * STEP, to: SET + 8 * STEP });
    expect(stepPhoto(SET / 2 + 10, -1, 280, 32, 15).from).toBe(SET + SET / 2 + 10);
  });

  it('goes from the last photo to the first one card on, and from the first back to the last', () => {
    expect(stepPhoto(SET + 14 * STEP, 1, 280, 32, 15)).toEqual({ from: SET + 14 * STEP, to: 2 * SET });
    expect(stepPhoto(SET, -1, 280, 32, 15)).toEqual({ from: SET, to: SET - STEP });
  });

  it('steps from where the strip stands when it rests a fraction of a pixel off a card, without a jump', () => {
    expect(stepPhoto(SET - 0.4, -1, 280, 32, 15)).toEqual({ from: SET - 0.4, to: SET - STEP });
    expect(stepPhoto(2 * SET - 0.4, 1, 280, 32, 15)).toEqual({ from: SET - 0.4, to: SET + STEP });
  });
});

describe('advanceAutoScroll', () => {
  const perSecond = AUTO_SCROLL_PX_PER_SECOND;

  it('moves by the time since the previous frame: as far in two 120 Hz frames as in one 60 Hz frame', () => {
    expect(advanceAutoScroll(SET, SET, 1000 / 60)).toBeCloseTo(SET + perSecond / 60, 9);
    const twice = advanceAutoScroll(advanceAutoScroll(SET, SET, 1000 / 120), SET, 1000 / 120);
    expect(twice).toBeCloseTo(SET + perSecond / 60, 9);
    expect(advanceAutoScroll(SET, SET, 50)).toBeCloseTo(SET + perSecond / 20, 9);
  });

  it('counts a long gap (a busy main thread, a tab coming back) as MAX_FRAME_GAP_MS, and never moves back', () => {
    expect(advanceAutoScroll(SET, SET, 60_000)).toBeCloseTo(SET + (perSecond * MAX_FRAME_GAP_MS) / 1000, 9);
    expect(advanceAutoScroll(SET, SET, -5)).toBe(SET);
    expect(advanceAutoScroll(SET, SET, 0)).toBe(SET);
  });

  it('wraps back by one set past two and a half sets', () => {
    expect(advanceAutoScroll(2.5 * SET, SET, 1000 / 60)).toBeCloseTo(1.5 * SET + perSecond / 60, 9);
  });
});

describe('applyDrag', () => {
  it('scrolls DRAG_MULTIPLIER times the pointer movement by default, against the pointer', () => {
    expect(applyDrag(SET, -100, SET)).toBe(SET + 100 * DRAG_MULTIPLIER);
    expect(applyDrag(SET, 100, SET)).toBe(SET - 100 * DRAG_MULTIPLIER);
  });

  it('wraps both ways', () => {
    expect(applyDrag(SET / 2 + 10, 20, SET)).toBe(1.5 * SET + 10 - 20 * DRAG_MULTIPLIER);
    expect(applyDrag(2.5 * SET - 10, -20, SET)).toBe(1.5 * SET - 10 + 20 * DRAG_MULTIPLIER);
  });
});

describe('applyDrag with another multiplier', () => {
  it('follows the pointer one to one with multiplier 1 (the gallery) and wraps both ways', () => {
    expect(applyDrag(SET, -100, SET, 1)).toBe(SET + 100);
    expect(applyDrag(SET, 100, SET, 1)).toBe(SET - 100);
    // 3000 px back from the start of the middle copy is below half a set: one set is added.
    expect(applyDrag(SET, 3000, SET, 1)).toBe(2 * SET - 3000);
    expect(applyDrag(2 * SET, -3000, SET, 1)).toBe(SET + 3000);
  });
});

describe('nearestCopyPosition', () => {
  it('takes the copy of a card nearest to the current position, inside the wrap points', () => {
    const card0 = SET;
    expect(nearestCopyPosition(SET + 2 * STEP, card0, SET)).toBe(SET);
    expect(nearestCopyPosition(2 * SET - STEP, card0, SET)).toBe(2 * SET);
    expect(nearestCopyPosition(SET / 2 + 5, SET + 14 * STEP, SET)).toBe(14 * STEP);
  });
});

describe('syncPosition', () => {
  it('keeps the precise position when the browser only rounded it', () => {
    expect(syncPosition(100.5, 100)).toBe(100.5);
    expect(syncPosition(100.5, 101)).toBe(100.5);
  });

  it('takes the browser value when something else scrolled the track', () => {
    expect(syncPosition(100.5, 140)).toBe(140);
    expect(syncPosition(100.5, 99)).toBe(99);
  });
});

describe('rescalePosition', () => {
  it('keeps the place in the list when the card width changes', () => {
    const large = setWidth(15, 350, 32);
    expect(rescalePosition(SET + 3 * STEP, SET, large)).toBe(large + 3 * 382);
  });

  it('starts at the middle copy when there was no previous width', () => {
    expect(rescalePosition(0, 0, SET)).toBe(SET);
  });
});

describe('shouldAutoScroll', () => {
  const free = { reducedMotion: false, onScreen: true, pageVisible: true, held: false, stoppedByUser: false };

  it('runs when nothing holds it', () => {
    expect(shouldAutoScroll(free)).toBe(true);
  });

  it.each([
    ['reduced motion', { reducedMotion: true }],
    ['off-screen', { onScreen: false }],
    ['a hidden tab', { pageVisible: false }],
    ['a drag, hover, focus or the resume delay', { held: true }],
    ['the pause button', { stoppedByUser: true }],
  ])('stands still for %s', (_, change) => {
    expect(shouldAutoScroll({ ...free, ...change })).toBe(false);
  });
});

import { SLIDER_MAX, SLIDER_MIN, SLIDER_START, beforeClipPath, clampPosition, positionFromKey, positionFromPointer, positionText } from '@/lib/before-after';

// The spec's values (10–90, from 50) are pinned in tests/launch/interface-constants.test.ts; these read them.
describe('the constants', () => {
  it('start inside the clamp', () => {
    expect(SLIDER_MIN).toBeLessThan(SLIDER_START);
    expect(SLIDER_START).toBeLessThan(SLIDER_MAX);
  });
});

describe('clampPosition', () => {
  it('keeps a position within SLIDER_MIN–SLIDER_MAX', () => {
    expect(clampPosition(SLIDER_MIN - 7)).toBe(SLIDER_MIN);
    expect(clampPosition(SLIDER_MAX + 7)).toBe(SLIDER_MAX);
    expect(clampPosition(37.5)).toBe(37.5);
  });
});

describe('positionFromPointer', () => {
  const rect = { left: 100, width: 400 };

  it('answers the percent of the width left of the pointer', () => {
    expect(positionFromPointer(300, rect)).toBe(50);
    expect(positionFromPointer(200, rect)).toBe(25);
    expect(positionFromPointer(390, rect)).toBe(72.5);
  });

  it('clamps at both ends, also outside the box', () => {
    expect(positionFromPointer(104, rect)).toBe(SLIDER_MIN);
    expect(positionFromPointer(0, rect)).toBe(SLIDER_MIN);
    expect(positionFromPointer(496, rect)).toBe(SLIDER_MAX);
    expect(positionFromPointer(2000, rect)).toBe(SLIDER_MAX);
  });

  it('answers the start position for a box without width', () => {
    expect(positionFromPointer(300, { left: 0, width: 0 })).toBe(SLIDER_START);
    expect(positionFromPointer(Number.NaN, rect)).toBe(SLIDER_START);
  });
});

describe('positionFromKey', () => {
  it('steps by 5 with the arrows', () => {
    expect(positionFromKey('ArrowLeft', 50)).toBe(45);
    expect(positionFromKey('ArrowDown', 50)).toBe(45);
    expect(positionFromKey('ArrowRight', 50)).toBe(55);
    expect(positionFromKey('ArrowUp', 50)).toBe(55);
  });

  it('steps by 10 with Page Up and Page Down', () => {
    expect(positionFromKey('PageDown', 50)).toBe(40);
    expect(positionFromKey('PageUp', 50)).toBe(60);
  });

  it('goes to the ends with Home and End', () => {
    expect(positionFromKey('Home', 63)).toBe(SLIDER_MIN);
    expect(positionFromKey('End', 27)).toBe(SLIDER_MAX);
  });

  it('never leaves SLIDER_MIN–SLIDER_MAX', () => {
    expect(positionFromKey('ArrowLeft', SLIDER_MIN + 2)).toBe(SLIDER_MIN);
    expect(positionFromKey('PageDown', SLIDER_MIN)).toBe(SLIDER_MIN);
    expect(positionFromKey('ArrowRight', SLIDER_MAX - 2)).toBe(SLIDER_MAX);
    expect(positionFromKey('PageUp', SLIDER_MAX)).toBe(SLIDER_MAX);
  });

  it('rounds a dragged, fractional position before stepping', () => {
    expect(positionFromKey('ArrowRight', 47.3)).toBe(52);
  });

  it('answers null for keys the slider leaves alone', () => {
    expect(positionFromKey('Tab', 50)).toBeNull();
    expect(positionFromKey('Enter', 50)).toBeNull();
    expect(positionFromKey('a', 50)).toBeNull();
  });
});

describe('beforeClipPath', () => {
  it('clips the before image to the part left of the divider', () => {
    expect(beforeClipPath(50)).toBe('inset(0 50% 0 0)');
    expect(beforeClipPath(10)).toBe('inset(0 90% 0 0)');
    expect(beforeClipPath(72.5)).toBe('inset(0 27.5% 0 0)');
  });
});

describe('positionText', () => {
  it('says how much of the picture shows each state, in whole percents', () => {
    const words = { before: 'pre', after: 'posle' };
    expect(positionText(50, words)).toBe('50% pre, 50% posle');
    expect(positionText(72.6, words)).toBe('73% pre, 27% posle');
  });
});

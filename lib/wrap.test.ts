import { clamp, wrapIndex } from '@/lib/wrap';

describe('wrapIndex', () => {
  it('wraps forward past the end and backward past the start', () => {
    expect(wrapIndex(7, 7)).toBe(0);
    expect(wrapIndex(-1, 7)).toBe(6);
    expect(wrapIndex(15, 7)).toBe(1);
    expect(wrapIndex(-8, 7)).toBe(6);
    expect(wrapIndex(3, 7)).toBe(3);
  });

  it('answers 0 for an empty list', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('clamp', () => {
  it('keeps a value within the bounds', () => {
    expect(clamp(5, 10, 90)).toBe(10);
    expect(clamp(95, 10, 90)).toBe(90);
    expect(clamp(42, 10, 90)).toBe(42);
  });
});

import { SLIDE_TRANSITION_MS, counterText, shouldAutoplay, slideAnnouncement, slideLabel, stepIndex, type AutoplayState } from '@/lib/slideshow';

// The §9 intervals (DEFAULT_ and CLINIC_AUTOPLAY_INTERVAL_MS) are pinned in tests/launch/interface-constants.test.ts.
describe('slideshow constants', () => {
  it('match the spec: a 0.5 s transition', () => {
    expect(SLIDE_TRANSITION_MS).toBe(500);
  });
});

describe('stepIndex', () => {
  it('goes from the last slide to the first and from the first back to the last', () => {
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
    expect(stepIndex(1, 1, 4)).toBe(2);
    expect(stepIndex(2, -1, 4)).toBe(1);
  });

  it('stays at 0 with no slides', () => {
    expect(stepIndex(0, 1, 0)).toBe(0);
    expect(stepIndex(0, -1, 0)).toBe(0);
  });
});

describe('counterText', () => {
  it('counts from one: "n / total"', () => {
    expect(counterText(0, 4)).toBe('1 / 4');
    expect(counterText(3, 4)).toBe('4 / 4');
  });

  it('wraps an out-of-range index and reads "0 / 0" when empty', () => {
    expect(counterText(4, 4)).toBe('1 / 4');
    expect(counterText(0, 0)).toBe('0 / 0');
  });
});

describe('slide texts', () => {
  it('names a slide "n od total" and announces "Slika n od total: title"', () => {
    expect(slideLabel(1, 4, 'od')).toBe('2 od 4');
    expect(slideAnnouncement(3, 4, 'Tehnologija', { image: 'Slika', of: 'od' })).toBe('Slika 4 od 4: Tehnologija');
  });
});

describe('shouldAutoplay', () => {
  const idle: AutoplayState = {
    autoPlay: true,
    hovered: false,
    focused: false,
    hidden: false,
    reducedMotion: false,
    paused: false,
    count: 4,
  };

  it('runs when nothing holds it', () => {
    expect(shouldAutoplay(idle)).toBe(true);
  });

  it.each([
    ['autoPlay is off', { autoPlay: false }],
    ['the pointer is over it', { hovered: true }],
    ['keyboard focus is inside it', { focused: true }],
    ['the tab is hidden', { hidden: true }],
    ['the visitor prefers reduced motion', { reducedMotion: true }],
    ['the visitor paused it', { paused: true }],
    ['there is one slide', { count: 1 }],
    ['there are no slides', { count: 0 }],
  ] as const)('stops when %s', (_reason, change) => {
    expect(shouldAutoplay({ ...idle, ...change })).toBe(false);
  });

  it('runs with exactly two slides', () => {
    expect(shouldAutoplay({ ...idle, count: 2 })).toBe(true);
  });
});

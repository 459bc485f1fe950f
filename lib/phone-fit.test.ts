import { coveredFocus, hitArea, judgeText, reflowProblems, smallTargets, type ReflowSample } from './phone-fit';

describe('judgeText', () => {
  it('counts the share under 16 px and names text under it that no small kind covers', () => {
    const verdict = judgeText([
      { where: 'p "price"', chars: 30, px: 16, kind: null },
      { where: 'span "po zubu"', chars: 7, px: 12, kind: 'unit' },
      { where: 'p "description"', chars: 13, px: 13, kind: null },
    ]);
    expect(verdict).toEqual({ chars: 50, charsUnder: 20, offenders: ['p "description": 13px, under 16px'] });
  });

  it('holds every kind to the 12 px floor and refuses a kind it does not know', () => {
    const verdict = judgeText([
      { where: 'span "POPULARAN"', chars: 9, px: 10, kind: 'badge' },
      { where: 'p "tiny"', chars: 4, px: 14, kind: 'footnote' },
    ]);
    expect(verdict.offenders).toEqual(['span "POPULARAN": 10px, under the floor of 12px', 'p "tiny": unknown data-small="footnote"']);
  });

  it('reads 0.9999 of a pixel under as the size it rounds to', () => {
    expect(judgeText([{ where: 'p', chars: 1, px: 15.999, kind: null }]).offenders).toEqual([]);
  });
});

describe('hit areas', () => {
  const target = { where: 'a "dot"', width: 12, height: 12, extra: [] as { width: number; height: number }[], inline: false };

  it('takes the largest box that takes the taps: the element, a pseudo-element, a label', () => {
    expect(hitArea({ ...target, extra: [{ width: 44, height: 44 }] })).toEqual({ width: 44, height: 44 });
    expect(hitArea({ ...target, width: 120, extra: [{ width: 20, height: 48 }] })).toEqual({ width: 120, height: 48 });
  });

  it('names a control under 44 px on either side, but not a link in running text', () => {
    expect(smallTargets([target, { ...target, where: 'a "in a sentence"', inline: true }, { ...target, where: 'a "chip"', width: 90, height: 44 }])).toEqual([
      'a "dot": 12×12',
    ]);
    expect(smallTargets([{ ...target, width: 114, height: 24 }])).toEqual(['a "dot": 114×24']);
  });
});

describe('reflowProblems', () => {
  const fits: ReflowSample = { viewportWidth: 320, viewportHeight: 844, scrollWidth: 320, overflowing: [], fixed: [], callBarHeight: 90, brokenWords: [] };

  it('passes a page that fits', () => {
    expect(reflowProblems(fits)).toEqual([]);
  });

  it('names sideways scroll, what ends past the edge, a fixed element off screen, a tall call bar and a broken word', () => {
    expect(
      reflowProblems({
        ...fits,
        scrollWidth: 338,
        overflowing: [{ where: 'p.price-available', right: 338 }],
        fixed: [{ where: 'header', top: 0, bottom: 72, left: 0, right: 337 }],
        callBarHeight: 246,
        brokenWords: [{ word: 'metalokeramičkim', where: 'li.price-package' }],
      }),
    ).toEqual([
      'scrolls sideways: 338px wide in 320px',
      'p.price-available ends at 338px, past 320px',
      'fixed header spans 0–337px of 320px',
      'the call bar is 246px tall, over 169px',
      '"metalokeramičkim" breaks mid-word in li.price-package',
    ]);
  });
});

describe('coveredFocus', () => {
  const bars = [
    { where: 'the header', contains: false, top: 0, bottom: 72, left: 0, right: 390 },
    { where: 'the call bar', contains: false, top: 775, bottom: 844, left: 0, right: 390 },
  ];

  it('names the bar over the focused control', () => {
    expect(coveredFocus({ where: 'select "Broj zuba"', box: { top: 746, bottom: 794, left: 16, right: 374 }, bars })).toBe(
      'select "Broj zuba" is 19px under the call bar',
    );
    expect(coveredFocus({ where: 'a "Blog"', box: { top: 40, bottom: 84, left: 16, right: 100 }, bars })).toBe('a "Blog" is 32px under the header');
  });

  it('passes a control clear of the bars, touching one, or inside one', () => {
    expect(coveredFocus({ where: 'a', box: { top: 100, bottom: 144, left: 16, right: 100 }, bars })).toBeNull();
    expect(coveredFocus({ where: 'a', box: { top: 731, bottom: 775.5, left: 16, right: 100 }, bars })).toBeNull();
    expect(coveredFocus({ where: 'a', box: { top: 785, bottom: 833, left: 16, right: 374 }, bars: [{ ...bars[1]!, contains: true }] })).toBeNull();
  });
});

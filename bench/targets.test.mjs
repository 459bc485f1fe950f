/** @jest-environment node */
import { KB, evaluateTargets, formatBytes, formatMs, formatTable, median, medianMetrics, target } from './targets.mjs';

describe('median and medianMetrics', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5])).toBe(5);
    expect(median([])).toBeNull();
  });

  it('takes each metric separately', () => {
    expect(
      medianMetrics([
        { a: 1, b: 30 },
        { a: 3, b: 10 },
        { a: 2, b: 20 },
      ]),
    ).toEqual({ a: 2, b: 20 });
  });
});

describe('target', () => {
  it('reports a met maximum with no gap', () => {
    expect(target({ id: 't', label: 'TBT', value: 40, limit: 50, unit: 'ms' })).toMatchObject({ met: true, gap: 0, text: '40 ms — met' });
  });

  it('reports a missed minimum with its gap', () => {
    expect(target({ id: 'p', label: 'Perf', value: 76, limit: 100, unit: 'points', direction: 'min' })).toMatchObject({
      met: false,
      gap: 24,
      text: '76 — missed by 24 points',
    });
  });

  it('leaves a value that was not measured neither met nor missed', () => {
    expect(target({ id: 'b', label: 'build', value: undefined, limit: 60, unit: 's' })).toMatchObject({ met: null, value: null, text: 'not measured' });
  });
});

describe('evaluateTargets', () => {
  const article = '/blog/clanak/';
  const perfect = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.0001, tbtMs: 10, lcpMs: 2000, transferBytes: 500 * KB };
  const run = (overrides = {}) =>
    evaluateTargets({
      lighthouse: { '/': { ...perfect, ...overrides.home }, [article]: { ...perfect, ...overrides.article }, ref: { ...perfect, lcpMs: 1900 } },
      longTasks: { '/': { loadMs: 0, islandsMs: 48, ...overrides.homeTasks }, [article]: { loadMs: 30, islandsMs: 120 } },
      bytes: {
        '/': { jsGzip: 150 * KB, pageSpecificJs: 150 * KB, islandJs: overrides.islandJs ?? 8 * KB },
        [article]: { jsGzip: overrides.articleJs ?? 800, pageSpecificJs: 0, islandJs: 0 },
      },
      articles: [article],
      islandPages: ['/'],
      reference: 'ref',
      build: { seconds: 20 },
    });
  const find = (targets, id, page) => targets.find((item) => item.id === id && (page === undefined || item.page === page));

  it('meets every target on a perfect run, and never judges the reference page', () => {
    const targets = run();
    expect(targets.filter((item) => item.met !== true)).toEqual([]);
    expect(targets.some((item) => item.page === 'ref')).toBe(false);
    expect(find(targets, 'lcpRatio', article).value).toBeCloseTo(2000 / 1900);
  });

  it('misses the article LCP target beyond 1.2 × the reference, and JavaScript over 3 KB on a page without islands', () => {
    const targets = run({ article: { lcpMs: 2400 }, articleJs: 5 * KB });
    expect(find(targets, 'lcpRatio', article)).toMatchObject({ met: false, text: '1.26× — missed by 0.06×' });
    expect(find(targets, 'staticPageJs', article)).toMatchObject({ met: false, text: '5.0 KB — missed by 2.0 KB' });
    // An island page is not held to the 3 KB.
    expect(find(targets, 'staticPageJs', '/')).toBeUndefined();
  });

  it('holds the home page to no long task at load, and the island pages while they hydrate', () => {
    const targets = run({ homeTasks: { loadMs: 294 } });
    expect(find(targets, 'longTaskLoad', '/')).toMatchObject({ met: false, text: '294 ms — missed by 244 ms' });
    expect(find(targets, 'longTaskIslands', '/')).toMatchObject({ met: true, value: 48 });
    // Other pages' long tasks are reported; their target is Lighthouse's TBT.
    expect(find(targets, 'longTaskLoad', article)).toBeUndefined();
    // A page without islands has nothing to hydrate: what runs while scrolling it is not an island's.
    expect(find(targets, 'longTaskIslands', article)).toBeUndefined();
  });

  it('counts CLS as Lighthouse prints it, and the home page byte targets', () => {
    const targets = run({ home: { cls: 0.012, transferBytes: 700 * KB } });
    expect(find(targets, 'cls', '/')).toMatchObject({ met: false, text: '0.012 — missed by 0.012' });
    expect(find(targets, 'cls', article).met).toBe(true);
    expect(find(targets, 'homeTransfer', '/')).toMatchObject({ met: false, text: '700.0 KB — missed by 100.0 KB' });
    expect(find(targets, 'homeJs', '/')).toMatchObject({ met: true, limit: 40 * KB });
    expect(find(run({ islandJs: 41 * KB }), 'homeJs', '/')).toMatchObject({ met: false, text: '41.0 KB — missed by 1.0 KB' });
  });
});

describe('formatting', () => {
  it('prints bytes in KB (1024) and milliseconds or seconds', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatMs(56.4)).toBe('56 ms');
    expect(formatMs(2563)).toBe('2.56 s');
  });

  it('pads a Markdown table', () => {
    expect(
      formatTable(
        ['Page', 'KB'],
        [
          ['/', '1.0'],
          ['/faq/', '12.5'],
        ],
        [1],
      ),
    ).toBe(['| Page  |   KB |', '|-------|-----:|', '| /     |  1.0 |', '| /faq/ | 12.5 |'].join('\n'));
  });
});

// The benchmark's pure parts: medians, the targets of issues 7 and 12 with their gaps, and table formatting.
// bench/run.mjs gathers the figures; this decides what they mean.

/** 1 KB = 1024 bytes throughout, as Lighthouse counts (it prints KiB). */
export const KB = 1024;

/** The pages that show the price estimate (components/price-estimate.tsx) and load its script. */
export const ESTIMATE_PAGES = ['/cenovnik/'];

export const TARGETS = {
  score: 100, // Lighthouse Performance, Accessibility, Best Practices, SEO on every page
  tbtMs: 50,
  longTaskMs: 50, // no main-thread task longer on a phone at 4× CPU, at load or while the islands hydrate (issue 25)
  lcpRatio: 1.2, // article LCP ÷ the reference page's LCP: the limit with the two brand fonts (DEVELOPERS.md, decisions taken)
  staticPageJs: 3 * KB, // a page without islands: the enhancement script only (gzip, issue 12)
  estimateJs: 4 * KB, // more on a page with the price estimate, for its own script (gzip, issue 26)
  islandJs: 40 * KB, // home JavaScript (gzip) beyond the React runtime the island pages share
  homeTransfer: 600 * KB, // bytes the home page transfers before any interaction (Lighthouse)
  buildSeconds: 60,
};

export const CATEGORIES = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['bestPractices', 'Best Practices'],
  ['seo', 'SEO'],
];

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each metric's median over the runs (metrics are taken one by one, not from one run). */
export function medianMetrics(runs) {
  const keys = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

export function formatBytes(bytes) {
  if (bytes === null || bytes === undefined) return '–';
  return bytes < KB ? `${bytes} B` : `${(bytes / KB).toFixed(1)} KB`;
}

export function formatMs(ms) {
  if (ms === null || ms === undefined) return '–';
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

/** CLS as Lighthouse prints it: three decimals at most. */
export function formatCls(cls) {
  if (cls === null || cls === undefined) return '–';
  return String(Number(cls.toFixed(3)));
}

const FORMATS = {
  points: (value) => String(Math.round(value)),
  ms: formatMs,
  bytes: formatBytes,
  cls: formatCls,
  ratio: (value) => `${value.toFixed(2)}×`,
  s: (value) => `${value.toFixed(1)} s`,
};

const GAPS = {
  points: (gap) => `${Math.round(gap)} point${Math.round(gap) === 1 ? '' : 's'}`,
  ms: formatMs,
  bytes: formatBytes,
  cls: formatCls,
  ratio: (gap) => `${gap.toFixed(2)}×`,
  s: (gap) => `${gap.toFixed(1)} s`,
};

/**
 * One target: the value is met when it is at most the limit ("max"), or at least it ("min").
 * A missing value (not measured) is neither met nor missed.
 */
export function target({ id, page = null, label, value, limit, unit, direction = 'max', note }) {
  const measured = value !== null && value !== undefined && Number.isFinite(value);
  const gap = measured ? (direction === 'max' ? value - limit : limit - value) : null;
  const met = measured ? gap <= 0 : null;
  const text = measured ? `${FORMATS[unit](value)} — ${met ? 'met' : `missed by ${GAPS[unit](gap)}`}` : 'not measured';
  return { id, page, label, value: measured ? value : null, limit, unit, met, gap: measured ? Math.max(gap, 0) : null, text, ...(note ? { note } : {}) };
}

/**
 * Every target of issues 7 and 25 from the benchmark's figures.
 * - lighthouse: { [page]: median metrics } for the pages run (and REFERENCE for the reference page);
 * - longTasks: { [page]: { loadMs, islandsMs } }, the longest main-thread task at load and while scrolling (medians);
 * - bytes: { [page]: from-out/ totals plus pageSpecificJs (beyond what every page loads) and islandJs
 *   (beyond the React runtime the island pages share) } for every page in out/;
 * - islandPages: the pages that keep React for their islands; every other page is held to the
 *   enhancement script alone;
 * - build: { seconds } or null.
 */
export function evaluateTargets({ lighthouse, longTasks = {}, bytes, articles, islandPages = [], home = '/', reference, build }) {
  const targets = [];
  // Issue 25 holds the home page to no long task before the first interaction and the island pages while their
  // islands hydrate; the other pages' figures are reported, with Lighthouse's TBT as their target.
  for (const [page, measured] of Object.entries(longTasks)) {
    const limit = TARGETS.longTaskMs;
    if (page === home) {
      targets.push(
        target({
          id: 'longTaskLoad',
          page,
          label: `no task over ${limit} ms before the first interaction (phone, 4× CPU)`,
          value: measured.loadMs,
          limit,
          unit: 'ms',
        }),
      );
    }
    if (islandPages.includes(page)) {
      targets.push(
        target({
          id: 'longTaskIslands',
          page,
          label: `no task over ${limit} ms while the islands hydrate (phone, 4× CPU)`,
          value: measured.islandsMs,
          limit,
          unit: 'ms',
        }),
      );
    }
  }
  for (const [page, metrics] of Object.entries(lighthouse)) {
    if (page === reference) continue;
    for (const [key, name] of CATEGORIES) {
      targets.push(target({ id: key, page, label: `${name} = 100`, value: metrics[key], limit: TARGETS.score, unit: 'points', direction: 'min' }));
    }
    // Lighthouse prints CLS to three decimals: 0 is what it prints as 0.
    const cls = typeof metrics.cls === 'number' ? Number(metrics.cls.toFixed(3)) : null;
    targets.push(target({ id: 'cls', page, label: 'CLS = 0', value: cls, limit: 0, unit: 'cls' }));
    targets.push(target({ id: 'tbt', page, label: `TBT ≤ ${TARGETS.tbtMs} ms`, value: metrics.tbtMs, limit: TARGETS.tbtMs, unit: 'ms' }));
    if (articles.includes(page)) {
      const referenceLcp = lighthouse[reference]?.lcpMs;
      const ratio = referenceLcp && metrics.lcpMs !== null ? metrics.lcpMs / referenceLcp : null;
      targets.push(
        target({ id: 'lcpRatio', page, label: `LCP ≤ ${TARGETS.lcpRatio} × the reference page's`, value: ratio, limit: TARGETS.lcpRatio, unit: 'ratio' }),
      );
    }
    if (page === home) {
      targets.push(
        target({
          id: 'homeTransfer',
          page,
          label: `≤ ${TARGETS.homeTransfer / KB} KB transferred before any interaction`,
          value: metrics.transferBytes,
          limit: TARGETS.homeTransfer,
          unit: 'bytes',
        }),
      );
    }
  }
  for (const page of Object.keys(lighthouse)) {
    if (page === reference || islandPages.includes(page) || !bytes[page]) continue;
    const limit = TARGETS.staticPageJs + (ESTIMATE_PAGES.includes(page) ? TARGETS.estimateJs : 0);
    targets.push(
      target({
        id: 'staticPageJs',
        page,
        label: `JavaScript ≤ ${limit / KB} KB, no framework (gzip, from out/)`,
        value: bytes[page].jsGzip,
        limit,
        unit: 'bytes',
      }),
    );
  }
  if (bytes[home]) {
    targets.push(
      target({
        id: 'homeJs',
        page: home,
        label: `islands' JavaScript ≤ ${TARGETS.islandJs / KB} KB beyond the React runtime (gzip, from out/)`,
        value: bytes[home].islandJs,
        limit: TARGETS.islandJs,
        unit: 'bytes',
      }),
    );
  }
  targets.push(
    target({ id: 'build', label: `full build ≤ ${TARGETS.buildSeconds} s`, value: build?.seconds, limit: TARGETS.buildSeconds, unit: 's', note: build?.note }),
  );
  return targets;
}

/** A pipe table, columns padded: readable in a terminal and valid Markdown for the README. */
export function formatTable(headers, rows, alignRight = []) {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) =>
    `| ${cells.map((cell, column) => (alignRight.includes(column) ? String(cell).padStart(widths[column]) : String(cell).padEnd(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (alignRight.includes(column) ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

// Byte budgets (bench/budgets.json), checked from out/ by bench/check-budgets.mjs in `npm test`:
// - jsGzip: for every page, the gzip JavaScript it loads (bench/page-bytes.mjs). Keys are page paths;
//   "*" stands for one path segment ("/blog/*/" is every article). An exact key wins over a pattern.
// - homeTotalBytes: the home page's total (HTML, JavaScript and CSS gzipped, plus the fonts its text needs
//   and the images a phone fetches before any interaction; see bench/page-bytes.mjs).
// Budgets sit a little above today's figures, so any real growth fails and is either fixed or accepted by
// raising the budget on purpose (`node bench/check-budgets.mjs --update`).
import { KB, formatBytes } from './targets.mjs';

export const HEADROOM = 0.05;

function patternMatches(pattern, page) {
  const expression = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );
  return expression.test(page);
}

/**
 * The budget key that governs a page: its own path, else the first pattern that matches it. A page in another
 * language than Serbian has its Serbian twin's budget (the same islands and scripts): `templateOf` gives that twin
 * (content/route-registry.ts › templatePathOf: "/en/prices/" → "/cenovnik/").
 */
export function budgetKeyFor(budgets, page, templateOf = (/** @type {string} */ path) => path) {
  page = templateOf(page);
  if (Object.hasOwn(budgets, page)) return page;
  return Object.keys(budgets).find((key) => key.includes('*') && patternMatches(key, page)) ?? null;
}

/** Checks the figures against the budgets; returns one line per check, failures first. */
export function checkBudgets({ jsGzip, homeTotal }, budgets, file = 'bench/budgets.json', templateOf = (/** @type {string} */ path) => path) {
  const results = [];
  for (const [page, bytes] of Object.entries(jsGzip)) {
    const key = budgetKeyFor(budgets.jsGzip ?? {}, page, templateOf);
    if (key === null) {
      results.push({ ok: false, message: `${page}: no JavaScript budget in ${file} › jsGzip (add "${templateOf(page)}" or a pattern such as "/blog/*/")` });
      continue;
    }
    const budget = budgets.jsGzip[key];
    const ok = bytes <= budget;
    results.push({
      ok,
      message: ok
        ? `${page}: JavaScript ${formatBytes(bytes)} gzip, budget ${formatBytes(budget)}`
        : `${page}: JavaScript ${formatBytes(bytes)} gzip is over its budget of ${formatBytes(budget)} by ${formatBytes(bytes - budget)} (${file} › jsGzip › "${key}")`,
    });
  }
  if (typeof budgets.homeTotalBytes !== 'number') {
    results.push({ ok: false, message: `/: no total budget in ${file} › homeTotalBytes` });
  } else {
    const ok = homeTotal <= budgets.homeTotalBytes;
    results.push({
      ok,
      message: ok
        ? `/: total ${formatBytes(homeTotal)}, budget ${formatBytes(budgets.homeTotalBytes)}`
        : `/: total ${formatBytes(homeTotal)} is over its budget of ${formatBytes(budgets.homeTotalBytes)} by ${formatBytes(homeTotal - budgets.homeTotalBytes)} (${file} › homeTotalBytes)`,
    });
  }
  return results.sort((a, b) => Number(a.ok) - Number(b.ok));
}

/** A budget just above a figure: the headroom added, rounded up to a whole KB. */
export function budgetAbove(bytes, headroom = HEADROOM) {
  // toFixed: 100 KB × 1.1 is 110.00000000000001 KB in floating point, which must not round up to 111.
  return Math.ceil(Number(((bytes * (1 + headroom)) / KB).toFixed(6))) * KB;
}

/**
 * New budgets from today's figures. Pages under one pattern share it (the largest of them sets it); every
 * other page gets its own key. The patterns, the headroom and any comment of the current budgets are kept.
 */
export function proposeBudgets({ jsGzip, homeTotal }, current = {}, templateOf = (/** @type {string} */ path) => path) {
  const headroom = current.headroom ?? HEADROOM;
  const currentJs = current.jsGzip ?? {};
  const patterns = Object.keys(currentJs).filter((key) => key.includes('*'));
  const largest = {};
  for (const [page, bytes] of Object.entries(jsGzip)) {
    const template = templateOf(page);
    const key = patterns.find((pattern) => patternMatches(pattern, template)) ?? template;
    largest[key] = Math.max(largest[key] ?? 0, bytes);
  }
  const sortedKeys = Object.keys(largest).sort();
  return {
    ...current,
    headroom,
    jsGzip: Object.fromEntries(sortedKeys.map((key) => [key, budgetAbove(largest[key], headroom)])),
    homeTotalBytes: budgetAbove(homeTotal, headroom),
  };
}

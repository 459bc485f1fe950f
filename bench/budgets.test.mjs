/** @jest-environment node */
import { budgetAbove, budgetKeyFor, checkBudgets, proposeBudgets } from './budgets.mjs';

const KB = 1024;

describe('budgetKeyFor', () => {
  const budgets = { '/': 1, '/blog/': 2, '/blog/*/': 3, '/blog/posebno/': 4 };

  it('prefers the page’s own key, then a pattern of one path segment', () => {
    expect(budgetKeyFor(budgets, '/blog/posebno/')).toBe('/blog/posebno/');
    expect(budgetKeyFor(budgets, '/blog/clanak/')).toBe('/blog/*/');
    expect(budgetKeyFor(budgets, '/blog/')).toBe('/blog/');
  });

  it('finds nothing for a page no key covers', () => {
    expect(budgetKeyFor(budgets, '/faq/')).toBeNull();
    expect(budgetKeyFor(budgets, '/blog/a/b/')).toBeNull();
  });
});

describe('checkBudgets', () => {
  const budgets = { jsGzip: { '/': 150 * KB, '/blog/*/': 140 * KB }, homeTotalBytes: 400 * KB };

  it('passes figures within their budgets', () => {
    const results = checkBudgets({ jsGzip: { '/': 150 * KB, '/blog/a/': 100 * KB }, homeTotal: 399 * KB }, budgets);
    expect(results.every((result) => result.ok)).toBe(true);
  });

  it('names the page, the figure, the budget and its key when over', () => {
    const [failure] = checkBudgets({ jsGzip: { '/': 100 * KB, '/blog/a/': 141 * KB }, homeTotal: 1 }, budgets, 'bench/budgets.json');
    expect(failure).toEqual({
      ok: false,
      message: '/blog/a/: JavaScript 141.0 KB gzip is over its budget of 140.0 KB by 1.0 KB (bench/budgets.json › jsGzip › "/blog/*/")',
    });
  });

  it('fails a page without a budget and an over-budget home total', () => {
    const failures = checkBudgets({ jsGzip: { '/novo/': 1 }, homeTotal: 401 * KB }, budgets).filter((result) => !result.ok);
    expect(failures.map((failure) => failure.message)).toEqual([
      '/novo/: no JavaScript budget in bench/budgets.json › jsGzip (add "/novo/" or a pattern such as "/blog/*/")',
      '/: total 401.0 KB is over its budget of 400.0 KB by 1.0 KB (bench/budgets.json › homeTotalBytes)',
    ]);
  });
});

describe('proposeBudgets', () => {
  it('adds the headroom and rounds up to a whole KB', () => {
    expect(budgetAbove(100 * KB)).toBe(105 * KB);
    expect(budgetAbove(100 * KB + 1)).toBe(106 * KB);
  });

  it('keeps patterns (set by their largest page), the headroom and the comment', () => {
    const current = { $comment: 'why', headroom: 0.1, jsGzip: { '/blog/*/': 1, '/stara/': 1 }, homeTotalBytes: 1 };
    const proposed = proposeBudgets({ jsGzip: { '/': 100 * KB, '/blog/a/': 50 * KB, '/blog/b/': 60 * KB }, homeTotal: 200 * KB }, current);
    expect(proposed).toEqual({ $comment: 'why', headroom: 0.1, jsGzip: { '/': 110 * KB, '/blog/*/': 66 * KB }, homeTotalBytes: 220 * KB });
  });
});

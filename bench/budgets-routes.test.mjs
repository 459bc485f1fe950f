/** @jest-environment node */
/**
 * Every page of the route registry has a byte budget (issue 43): a page added to lib/routes.ts and lib/locales.ts
 * without one in bench/budgets.json fails here, naming it, before any build.
 */
import { readFileSync } from 'node:fs';
import { budgetKeyFor } from './budgets.mjs';
import { articlePathIn, localeCodes, localizedRoutes } from '@/lib/locales';

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

/** The registry's pages in every language (its files, such as the feed and the contact card, have no JavaScript), and an article's. */
const pages = localeCodes.flatMap((locale) => [
  ...Object.values(localizedRoutes[locale]).filter((path) => path.endsWith('/')),
  articlePathIn(locale, 'clanak'),
]);

describe('the byte budgets', () => {
  it('cover every page of the route registry, in every language', () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((page) => budgetKeyFor(budgets.jsGzip, page) === null)).toEqual([]);
  });

  it('name a page without one: the test of the test', () => {
    expect(budgetKeyFor(budgets.jsGzip, '/o-nama/')).toBeNull();
  });
});

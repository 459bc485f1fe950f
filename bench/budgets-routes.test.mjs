/** @jest-environment node */
/**
 * Every page of the route registry has a byte budget (issue 43): a page added to content/route-registry.ts that no
 * key of bench/budgets.json covers (its Serbian address's, or a pattern such as "/*\/") fails here, naming it, before
 * any build. Each language's page has its Serbian twin's budget (templatePathOf).
 */
import { readFileSync } from 'node:fs';
import { budgetKeyFor } from './budgets.mjs';
import { localizedRoutes, routeNames, templatePathOf } from '@/content/route-registry';
import { articlePathIn, localeCodes } from '@/lib/locales';

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

/** The registry's pages in every language, and an article's. */
const pages = localeCodes.flatMap((locale) => [...routeNames.map((name) => localizedRoutes[locale][name]), articlePathIn(locale, 'clanak')]);

describe('the byte budgets', () => {
  it('cover every page of the route registry, in every language', () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((page) => budgetKeyFor(budgets.jsGzip, page, templatePathOf) === null)).toEqual([]);
  });

  it('give a page in another language its Serbian twin’s budget', () => {
    expect(budgetKeyFor(budgets.jsGzip, '/en/prices/', templatePathOf)).toBe('/cenovnik/');
    expect(budgetKeyFor(budgets.jsGzip, '/en/blog/x/', templatePathOf)).toBe('/blog/*/');
  });

  it('name a page without one: the test of the test', () => {
    expect(budgetKeyFor(budgets.jsGzip, '/usluge/fasete/', templatePathOf)).toBeNull();
  });
});

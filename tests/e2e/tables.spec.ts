import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { articlesIn } from '@/content/articles';
import { articlePathIn, localeCodes, localeOfPath } from '@/lib/locales';
import { articlePath } from '@/lib/routes';
import { builtPagePaths } from './site-pages';
import { TABLET_VIEWPORT, expectWideTables } from './table-checks';

// Issue 14: every article written with a table is built with one (tables that work on a phone: table-checks.ts).
const ROOT = path.resolve(__dirname, '../..');
const BLOG_SOURCES = path.join(ROOT, 'content', 'blog', 'sr');

/** A GitHub-flavoured Markdown table: a row of cells, then its delimiter row ("|---|:-:|"). */
const MARKDOWN_TABLE = /^\|.*\|[ \t]*\n\|(?:[ \t]*:?-+:?[ \t]*\|)+[ \t]*$/m;

const sourcesWithTables = readdirSync(BLOG_SOURCES).filter(
  (name) => name.endsWith('.md') && name !== 'README.md' && MARKDOWN_TABLE.test(readFileSync(path.join(BLOG_SOURCES, name), 'utf8')),
);

const hasTable = (page: string) => readFileSync(path.join(ROOT, 'out', page, 'index.html'), 'utf8').includes('<table');
const articlePaths = new Set(localeCodes.flatMap((locale) => articlesIn[locale].map((article) => articlePathIn(locale, article.slug))));
/** Built articles, in either language, whose HTML has a table: found in out/ rather than assumed. */
const articlesWithTables = builtPagePaths().filter((page) => articlePaths.has(page) && hasTable(page));

test('every article written with a table is built with one', { tag: '@desktop' }, () => {
  expect(sourcesWithTables.length).toBeGreaterThan(0);
  expect(articlesWithTables.length).toBeGreaterThanOrEqual(sourcesWithTables.length);
  for (const name of sourcesWithTables) expect(articlesWithTables).toContain(articlePath(name.replace(/\.md$/, '')));
});

/**
 * From a tablet's width up an article's tables are real tables that fit its column, in both languages: at the
 * tablet's width, where the column is narrowest (the featured article's visit checks 1440 px as well, with the same
 * template: tests/e2e/site-gates.spec.ts). One page per language for them all: what differs between two articles at a desktop's
 * size is their tables, and the rest of each article's visit at that size is the featured one's; on a phone each
 * gets its own visit.
 */
for (const locale of localeCodes) {
  // A test per language, so that the two workers share them (the last test of the suite ran alone).
  const articles = articlesWithTables.filter((article) => localeOfPath(article) === locale);
  test(`every ${locale} article’s tables are real tables that fit its column on a wide screen`, { tag: '@desktop' }, async ({ page }) => {
    test.setTimeout(30_000 + articles.length * 5_000);
    await page.setViewportSize(TABLET_VIEWPORT);
    for (const article of articles) {
      await test.step(article, async () => {
        await page.goto(article);
        await expectWideTables(page, [TABLET_VIEWPORT]);
      });
    }
  });
}

// Every other page's tables are checked on its visit at each screen size: tests/e2e/site-gates.spec.ts (table-checks.ts).

import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { articlePath } from '@/lib/routes';
import { builtPagePaths } from './site-pages';

// Issue 14: every article written with a table is built with one (tables that work on a phone: table-checks.ts).
const ROOT = path.resolve(__dirname, '../..');
const BLOG_SOURCES = path.join(ROOT, 'content', 'blog');

/** A GitHub-flavoured Markdown table: a row of cells, then its delimiter row ("|---|:-:|"). */
const MARKDOWN_TABLE = /^\|.*\|[ \t]*\n\|(?:[ \t]*:?-+:?[ \t]*\|)+[ \t]*$/m;

const sourcesWithTables = readdirSync(BLOG_SOURCES).filter(
  (name) => name.endsWith('.md') && name !== 'README.md' && MARKDOWN_TABLE.test(readFileSync(path.join(BLOG_SOURCES, name), 'utf8')),
);

/** Built articles whose HTML has a table, found in out/ rather than assumed. */
const articlesWithTables = builtPagePaths().filter(
  (page) => /^\/blog\/[^/]+\/$/.test(page) && readFileSync(path.join(ROOT, 'out', page, 'index.html'), 'utf8').includes('<table'),
);

test('every article written with a table is built with one', { tag: '@desktop' }, () => {
  expect(sourcesWithTables.length).toBeGreaterThan(0);
  expect(articlesWithTables.length).toBeGreaterThanOrEqual(sourcesWithTables.length);
  for (const name of sourcesWithTables) expect(articlesWithTables).toContain(articlePath(name.replace(/\.md$/, '')));
});

// Every page's tables are checked on its one visit per screen size: tests/e2e/site-gates.spec.ts (table-checks.ts).

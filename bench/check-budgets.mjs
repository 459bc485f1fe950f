// Byte budgets over the built out/ (a step of `npm test`, after the build): the gzip JavaScript each page
// loads and the home page's total bytes stay within bench/budgets.json. Deterministic: files only, no
// browser. Exits non-zero, naming the page, the figure and its budget, when one is over.
// `node bench/check-budgets.mjs --update` rewrites the budgets 5 % above today's figures (do it on
// purpose, after a change that is meant to cost bytes or one that saved some).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTypeScript } from '../support/import-typescript.mjs';
import { checkBudgets, proposeBudgets } from './budgets.mjs';
import { listPages, measurePage } from './page-bytes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'out');
const file = path.join(root, 'bench', 'budgets.json');
const shownFile = path.relative(root, file);

if (!existsSync(path.join(out, 'index.html'))) {
  console.error('out/ has no build: run "npm run build" first.');
  process.exit(1);
}

// Each page has the budget of the Serbian page it shares its template with (the registry's twin in any language).
const { templatePathOf } = await importTypeScript("export { templatePathOf } from '@/content/route-registry';", 'route-registry.ts');

const pages = listPages(out);
const measured = pages.map((page) => measurePage(out, page));
const figures = {
  jsGzip: Object.fromEntries(measured.map((measurement) => [measurement.page, measurement.totals.jsGzip])),
  homeTotal: measured.find((measurement) => measurement.page === '/').totals.total,
};

let budgets;
try {
  budgets = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  if (!process.argv.includes('--update')) {
    console.error(`Cannot read ${shownFile}: ${error.message}. Create it with "node bench/check-budgets.mjs --update".`);
    process.exit(1);
  }
  budgets = {};
}

if (process.argv.includes('--update')) {
  writeFileSync(file, `${JSON.stringify(proposeBudgets(figures, budgets, templatePathOf), null, 2)}\n`);
  console.log(`Wrote ${shownFile} from the figures of ${pages.length} pages.`);
  process.exit(0);
}

const results = checkBudgets(figures, budgets, shownFile, templatePathOf);
const failures = results.filter((result) => !result.ok);
for (const result of failures) console.error(`✗ ${result.message}`);
if (failures.length) {
  console.error(`\n${failures.length} byte budget${failures.length === 1 ? '' : 's'} exceeded. Cut the bytes, or raise the budget on purpose (${shownFile}).`);
  process.exit(1);
}
console.log(`✓ ${results.length} byte budgets met: the gzip JavaScript of each of ${pages.length} pages and the home page's total.`);
for (const result of results.filter((item) => item.message.startsWith('/:'))) console.log(`  ${result.message}`);

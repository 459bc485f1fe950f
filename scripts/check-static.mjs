// Site-wide gates over the built HTML in out/ that need no browser:
//  1. the W3C Nu HTML Checker (npm vnu-jar, run with the machine's Java) reports no errors;
//  2. linkinator finds no broken internal link, image, script or stylesheet;
//  3. the two languages (issue 27): hreflang pairs reciprocal and built, the sitemap's alternates the pages', no
//     Serbian word on an English page (scripts/language-checks.mjs);
//  4. one claim, one home (issue 39): no sentence of ten or more words on more than two pages, and no data text's
//     link left as raw Markdown on a page (scripts/prose-checks.mjs).
// Exits non-zero, naming each problem, when a gate fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles, listPages, pageTexts, textOf } from '../support/out-files.mjs';
import { hreflangProblems, serbianWordProblems, sitemapProblems } from './language-checks.mjs';
import { REPEATED_SENTENCE, ownProse, rawLinkProblems, repeatedSentences } from './prose-checks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'out');
const require = createRequire(import.meta.url);

function checkHtml(files) {
  const jar = require('vnu-jar');
  const result = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`Could not run Java for the HTML checker (${result.error.message}). Install a Java runtime (17+).`);
  // The checker's CSS validator (for inline <style>) predates today's CSS (@layer, @property, nesting), and the
  // inline CSS is the site stylesheet's own rules (scripts/critical-css.mjs), so its CSS messages are left out;
  // the external stylesheet is never checked by it either.
  const messages = JSON.parse(result.stderr || '{"messages":[]}').messages.filter(
    (message) => (message.type === 'error' || message.subType === 'fatal') && !String(message.message).startsWith('CSS: '),
  );
  for (const message of messages) {
    console.error(`  ${path.relative(root, fileURLToPath(message.url))}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'} ${message.message}`);
  }
  return messages.length;
}

function checkLinks() {
  const cli = path.join(root, 'node_modules', 'linkinator', 'build', 'src', 'cli.js');
  // Only this site's own URLs: other hosts are unreachable here, and checking them is not ours to gate on.
  const result = spawnSync(
    process.execPath,
    [cli, '**/*.html', '--server-root', out, '--skip', '^https?://(?!localhost|127\\.0\\.0\\.1)', '--format', 'json'],
    { cwd: out, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    throw new Error(`linkinator did not answer with a report:\n${result.stdout}\n${result.stderr}`);
  }
  const broken = report.links.filter((link) => link.state === 'BROKEN');
  for (const link of broken) console.error(`  ${link.parent ?? '?'} -> ${link.url} (${link.status ?? 'no answer'})`);
  return { broken: broken.length, checked: report.links.length };
}

function checkLanguages() {
  const pages = new Map(listPages(out).map((urlPath) => [urlPath, readFileSync(path.join(out, urlPath, 'index.html'), 'utf8')]));
  const origin = new URL(/<link rel="canonical" href="([^"]+)"/.exec(pages.get('/') ?? '')?.[1] ?? 'https://invalid').origin;
  const texts = pageTexts(out);
  // The English 404 page is not a page of the sitemap, but it is English.
  const englishNotFound = path.join(out, 'en', '404', 'index.html');
  const englishTexts = new Map([...texts].filter(([urlPath]) => urlPath.startsWith('/en/')));
  if (existsSync(englishNotFound)) englishTexts.set('/en/404/', textOf(readFileSync(englishNotFound, 'utf8')));
  const json = (file) => JSON.parse(readFileSync(path.join(root, 'content', 'data', file), 'utf8'));
  const site = json('site.json');
  const sharedNames = [
    site.brand,
    site.dentist.name,
    site.address.street,
    ...['home/team.json', 'home/patients.json'].flatMap((file) => json(file).items.map((item) => item.name)),
  ].flatMap((name) => [name, name.replace(/^dr\.? /i, 'Dr ')]);
  return [
    ...hreflangProblems(pages, origin),
    ...sitemapProblems(pages, readFileSync(path.join(out, 'sitemap.xml'), 'utf8'), origin),
    ...serbianWordProblems(englishTexts, sharedNames).map((problem) => `Serbian on an English page: ${problem}`),
  ];
}

function checkProse() {
  const pages = new Map(listPages(out).map((urlPath) => [urlPath, readFileSync(path.join(out, urlPath, 'index.html'), 'utf8')]));
  const prose = new Map([...pages].map(([urlPath, html]) => [urlPath, ownProse(html)]));
  return [
    ...repeatedSentences(prose).map(({ sentence, pages: where }) => `on ${where.length} pages (${where.join(', ')}): „${sentence}“`),
    ...rawLinkProblems(pages).map((problem) => `a data text’s link shows as Markdown: ${problem}`),
  ];
}

if (!existsSync(path.join(out, 'index.html'))) {
  console.error('out/ has no build: run "npm run build" first.');
  process.exit(1);
}

const files = htmlFiles(out);
let failed = false;

console.log(`W3C Nu HTML Checker over ${files.length} HTML files …`);
const htmlErrors = checkHtml(files);
console.log(htmlErrors ? `✗ ${htmlErrors} HTML errors` : '✓ no HTML errors');
failed ||= htmlErrors > 0;

console.log('Link integrity (linkinator) over every page in out/ …');
const links = checkLinks();
console.log(links.broken ? `✗ ${links.broken} broken of ${links.checked} links` : `✓ ${links.checked} links, none broken`);
failed ||= links.broken > 0;

// Two languages (issue 27): reciprocal hreflang pairs that point at built pages, the sitemap's alternates the pages'
// own, and no Serbian word left on an English page (the names both languages share aside).
console.log('Languages: hreflang pairs, the sitemap’s alternates, no Serbian on English pages …');
const languageProblems = checkLanguages();
for (const problem of languageProblems) console.error(`  ${problem}`);
console.log(languageProblems.length ? `✗ ${languageProblems.length} language problems` : '✓ hreflang reciprocal, sitemap alike, English pages in English');
failed ||= languageProblems.length > 0;

// One claim, one home (issue 39): each page's own prose (its <main>, without the blocks marked data-shared).
console.log(`Prose: no sentence of ${REPEATED_SENTENCE.minWords}+ words on more than ${REPEATED_SENTENCE.maxPages} pages, no raw Markdown link …`);
const proseProblems = checkProse();
for (const problem of proseProblems) console.error(`  ${problem}`);
console.log(proseProblems.length ? `✗ ${proseProblems.length} prose problems` : '✓ every sentence on at most two pages, every link a link');
failed ||= proseProblems.length > 0;

process.exit(failed ? 1 : 0);

// After `next build` and the runtime strip: each page's first screen renders from its HTML alone (issue 25).
//
// The site has one stylesheet (Tailwind's, about 14 KB gzip), which blocked every page's first paint for a
// request of its own. This step puts inline, in each page's <head>, the rules the page's markup can use, and
// lets the whole stylesheet load without blocking (scripts/critical-css-lib.mjs › inlineCriticalCss): it
// applies once loaded (lib/enhance/deferred-style.ts), and at once where scripts are off (<noscript>).
// The rules come from beasties, computed once per template (templateOf: all articles share theirs, all lists
// of articles theirs), from the markup of the template's pages that bring something new (pagesWithNewTokens),
// so that a few hashes in the site's Content-Security-Policy cover every page (hosting/write.mjs adds them)
// and 200 articles cost about what a handful do. The @font-face rules are inline already (app/font-faces.ts).
// A page whose stylesheet this step cannot find, or read, fails the build, naming it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Beasties from 'beasties';
import { parse, serialize } from 'parse5';
import { attr, isElement } from '../support/html-tree.mjs';
import { htmlFiles } from '../support/out-files.mjs';
import { ADMIN_PATH } from '../hosting/policy.mjs';
import { importTypeScript } from '../support/import-typescript.mjs';
import { blockingStylesheets, inlineCriticalCss, pagesWithNewTokens, selectorTokens, templateOf } from './critical-css-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'out');

function fail(message) {
  console.error(`critical-css: ${message}`);
  process.exit(1);
}

/** A parse5 node's first child element named `tag`. */
const child = (parent, tag) => parent.childNodes.find((node) => isElement(node, tag));

// Each language's page shares its Serbian twin's template (content/route-registry.ts, TypeScript: bundled and imported).
const { templatePathOf } = await importTypeScript("export { templatePathOf } from '@/content/route-registry';", 'locales.ts');

const started = Date.now();
const pages = htmlFiles(out)
  .map((file) => path.relative(out, file).split(path.sep).join('/'))
  .filter((file) => !`/${file}`.startsWith(ADMIN_PATH))
  .map((file) => {
    const source = readFileSync(path.join(out, file), 'utf8');
    // With the places of the tags in the source: only the <head> is written anew (see headReplaced).
    const tree = parse(source, { sourceCodeLocationInfo: true });
    const html = child(tree, 'html');
    const head = html && child(html, 'head');
    const body = html && child(html, 'body');
    if (!head || !body) fail(`out/${file} has no <head> or <body>.`);
    const links = blockingStylesheets(head);
    if (links.length === 0) fail(`out/${file} has no render-blocking stylesheet to inline: has the build's <head> changed?`);
    const urlPath = file.endsWith('index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`;
    return { file, source, tree, html, head, body, hrefs: links.map((link) => attr(link, 'href') ?? ''), template: templateOf(urlPath, templatePathOf) };
  });

const beasties = new Beasties({
  path: out,
  publicPath: '/',
  preload: false,
  inlineFonts: true,
  preloadFonts: false,
  pruneSource: false,
  reduceInlineStyles: false,
  compress: true,
  logLevel: 'error',
  // beasties strips a functional pseudo-class with all it holds before matching, so it would drop Tailwind's
  // :where(…) spacing and divide rules and every :is(…)/:not(…)/:has(…) variant: those are always kept.
  allowRules: [/:(?:where|is|not|has)\(/],
});

/**
 * The page's source with its <head> as the tree now has it: the rest of the page stays byte for byte as the build
 * wrote it, and a page of 200 is written without serialising its body again.
 */
function headReplaced(page) {
  const place = page.head.sourceCodeLocation;
  if (!place?.startTag || !place.endTag) return serialize(page.tree);
  const inner = serialize(page.head);
  return `${page.source.slice(0, place.startTag.endOffset)}${inner}${page.source.slice(place.endTag.startOffset)}`;
}

/** The critical CSS of one template: beasties over one document holding the bodies of its telling pages. */
async function criticalCss(group) {
  const telling = pagesWithNewTokens(group, (page) => selectorTokens(page.body));
  const [first] = group;
  const links = first.hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const lang = attr(first.html, 'lang') ?? '';
  const bodies = telling.map((page) => serialize(page.body)).join('\n');
  const document = `<!DOCTYPE html><html lang="${lang}"><head>${links}</head><body>${bodies}</body></html>`;
  const result = parse(await beasties.process(document));
  const head = child(child(result, 'html'), 'head');
  const style = head.childNodes.find((node) => isElement(node, 'style'));
  const css = style ? style.childNodes.map((node) => ('value' in node ? node.value : '')).join('') : '';
  if (!css) fail(`no critical CSS for ${first.file} (${group.length} pages like it): could beasties read ${first.hrefs.join(', ')}?`);
  return { css, telling: telling.length };
}

/** @type {Map<string, typeof pages>} */
const templates = new Map();
for (const page of pages) {
  const key = `${page.template} ${page.hrefs.join(' ')}`;
  templates.set(key, [...(templates.get(key) ?? []), page]);
}
const report = [];
for (const group of templates.values()) {
  const { css, telling } = await criticalCss(group);
  for (const page of group) {
    inlineCriticalCss(page.head, css);
    writeFileSync(path.join(out, page.file), headReplaced(page));
  }
  report.push(`${group[0].template} ${(css.length / 1024).toFixed(1)} KB${group.length > 1 ? ` (${group.length} pages, from ${telling})` : ''}`);
}
console.log(
  `Critical CSS inline on ${pages.length} pages, ${templates.size} templates, in ${((Date.now() - started) / 1000).toFixed(1)} s: ${report.join('; ')}`,
);

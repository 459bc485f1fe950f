// What the static export put in out/: its HTML files and its pages. Shared by the build's host
// files, the static gates, the budgets, the benchmark and the e2e tests, so they all see the same set.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PATH } from '../hosting/policy.mjs';

/** Folders of out/ that are not pages (Next's own 404 copies, the build's assets). */
const NOT_PAGES = new Set(['404', '_not-found', '_next']);

/**
 * Every .html file below dir, as absolute paths.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * Every page in out/ as the path the site serves it at, sorted ("/", "/blog/", "/blog/slug/"). The editor
 * (/admin/, Decap CMS) is not a page of the site: it has its own headers, and no budget or page test applies.
 * @param {string} outDir
 * @returns {string[]}
 */
export function listPages(outDir) {
  /** @type {string[]} */
  const found = [];
  /** @type {(dir: string, urlPath: string) => void} */
  const walk = (dir, urlPath) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const folder = `${urlPath}${entry.name}/`;
      if (entry.isDirectory() && !NOT_PAGES.has(entry.name) && folder !== ADMIN_PATH) walk(path.join(dir, entry.name), folder);
      else if (entry.name === 'index.html') found.push(urlPath);
    }
  };
  walk(outDir, '/');
  if (found.length === 0) throw new Error(`No pages in ${outDir}: run "npm run build" first.`);
  return found.sort();
}

/**
 * The visible text of every page in out/, by the path the site serves it at: tags, scripts and styles removed,
 * non-breaking spaces kept as such (a price reads "350 €" with one).
 * @param {string} outDir
 * @returns {Map<string, string>}
 */
export function pageTexts(outDir) {
  return new Map(
    listPages(outDir).map((urlPath) => {
      return [urlPath, textOf(readFileSync(path.join(outDir, urlPath, 'index.html'), 'utf8'))];
    }),
  );
}

/**
 * A page's visible text: its body with tags, scripts and styles removed, non-breaking spaces kept as such (a price
 * reads "350 €" with one).
 * @param {string} html
 * @returns {string}
 */
export function textOf(html) {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, '\u00a0');
}

// What one page of the static build loads, measured from the files in out/ (no browser, no server), so the
// figures are deterministic: the benchmark prints them beside Lighthouse, and the byte budgets in `npm test`
// gate on them.
//
// Definitions (the README's "Benchmark" section repeats them):
// - Text (HTML, JavaScript, CSS) is counted gzipped with zlib level 9, as a host compresses it; fonts and
//   images are already compressed and are counted as they are on disk.
// - JavaScript: every `<script src>` plus every `<link rel="preload"|"modulepreload" as="script">`, each file
//   once. `<script noModule>` polyfills are left out: browsers that run modules (all we support) skip them.
//   A page's islands (`data-island="<name>"`, components/island.tsx) add every file the island bundle loads
//   for them (out/js/manifest.json › islandFiles), counted as if all had come into view.
// - CSS: every `<link rel="stylesheet">`.
// - Fonts: the fonts the page preloads, plus the files of the stylesheets' @font-face rules whose
//   unicode-range covers a character of the page's text (every family declared is assumed used, which holds
//   here: Inter for text, Playfair Display for headings).
// - Images: the images a phone (390 CSS px wide, device pixel ratio 2, like the Playwright phone project)
//   fetches before any interaction: every `<img>` not marked loading="lazy" (hidden ones too: browsers fetch
//   them) and every `<link rel="preload" as="image">`, resolved through `<picture>` sources, srcset and sizes.
//   CSS background images and the favicon are not counted.
// - Total: HTML + JavaScript + CSS (gzipped) + fonts + images.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The phone the image choice is made for: the Playwright phone project. */
export const PHONE = { width: 390, dpr: 2 };
/** zlib's strongest level; the byte tables and the benchmark's server both use it. */
export const GZIP_LEVEL = 9;

export function gzipSize(content) {
  return gzipSync(content, { level: GZIP_LEVEL }).length;
}

/** "/" → out/index.html, "/blog/x/" → out/blog/x/index.html. */
export function htmlFileFor(outDir, pagePath) {
  if (!pagePath.startsWith('/') || !pagePath.endsWith('/')) {
    throw new Error(`Page path "${pagePath}" must start and end with "/" (the site's canonical form).`);
  }
  return path.join(outDir, ...pagePath.split('/').filter(Boolean), 'index.html');
}

export { listPages } from '../support/out-files.mjs';

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Attributes of one start tag, names lower-cased (Next writes `noModule`, `srcSet`). */
export function parseAttributes(tag) {
  const attributes = {};
  const body = tag.replace(/^<[a-z0-9-]+/i, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes[match[1].toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * The HTML with the contents of elements whose tags a browser does not fetch from removed: scripts (the
 * inline RSC payload quotes markup), styles, templates, comments and <noscript> (ignored with JavaScript on).
 */
function withoutInertContent(html) {
  return html.replace(/<!--[\s\S]*?-->/g, '').replace(/(<(script|style|template|noscript)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, '$1$3');
}

/** A CSS length in a `sizes` value, in CSS px at the given viewport width. */
function cssLengthToPx(length, viewportWidth) {
  const match = /^(\d+(?:\.\d+)?)(px|vw|r?em)$/.exec(length.trim());
  if (!match) throw new Error(`Unsupported length "${length}" in a sizes attribute (px, vw, em, rem are understood).`);
  const value = Number(match[1]);
  if (match[2] === 'px') return value;
  if (match[2] === 'vw') return (value * viewportWidth) / 100;
  return value * 16;
}

/** Whether a media condition like "(min-width: 1024px)" or "(min-width: 640px) and (max-width: 1023px)" holds. */
export function mediaMatches(condition, viewportWidth) {
  const parts = condition.trim().split(/\s+and\s+/i);
  return parts.every((part) => {
    const match = /^\(\s*(min|max)-width\s*:\s*([^)]+)\)$/i.exec(part.trim());
    if (!match) throw new Error(`Unsupported media condition "${condition}" (only min-width/max-width, joined by "and").`);
    const px = cssLengthToPx(match[2], viewportWidth);
    return match[1].toLowerCase() === 'min' ? viewportWidth >= px : viewportWidth <= px;
  });
}

/** The slot width in CSS px a `sizes` attribute gives at a viewport width (100vw when it is absent). */
export function slotWidth(sizes, viewportWidth) {
  if (!sizes?.trim()) return viewportWidth;
  for (const entry of sizes.split(',')) {
    const match = /^\s*(\(.*\))?\s*([^\s()]+)\s*$/.exec(entry);
    if (!match) throw new Error(`Unsupported entry "${entry.trim()}" in sizes="${sizes}".`);
    if (!match[1] || mediaMatches(match[1], viewportWidth)) return cssLengthToPx(match[2], viewportWidth);
  }
  return viewportWidth;
}

/**
 * The srcset candidate a browser picks: the smallest whose density (width ÷ slot) reaches the device pixel
 * ratio, else the largest. Browsers may round differently near a boundary; this is the rule they share.
 */
export function pickCandidate(srcset, sizes, { width, dpr }) {
  const candidates = [...srcset.matchAll(/\s*([^\s,][^\s]*?),?(?:\s+([^\s,]+))?\s*(?:,|$)/g)]
    .filter((match) => match[1])
    .map(([, url, descriptor = '1x']) => {
      const value = parseFloat(descriptor);
      if (descriptor.endsWith('w')) return { url, density: value / slotWidth(sizes, width) };
      if (descriptor.endsWith('x')) return { url, density: value };
      throw new Error(`Unsupported srcset descriptor "${descriptor}" in "${srcset}".`);
    })
    .sort((a, b) => a.density - b.density);
  if (candidates.length === 0) throw new Error(`Empty srcset "${srcset}".`);
  return (candidates.find((candidate) => candidate.density >= dpr) ?? candidates.at(-1)).url;
}

/** Image types a current Chromium decodes; a <source> of another type is skipped as the browser would. */
const SUPPORTED_IMAGE_TYPES = new Set(['image/avif', 'image/webp', 'image/jpeg', 'image/png', 'image/gif', 'image/svg+xml']);

/**
 * What a page's HTML asks for, as URLs as written: scripts (noModule ones apart), stylesheets, preloaded
 * fonts and the eagerly loaded images at the given viewport.
 */
export function parsePageAssets(html, viewport = PHONE) {
  const scripts = [];
  const noModuleScripts = [];
  const stylesheets = [];
  const fontPreloads = [];
  const images = [];
  const islands = [];
  const add = (list, url) => {
    if (url && !list.includes(url)) list.push(url);
  };
  let picture = null;
  for (const [tag, name] of withoutInertContent(html).matchAll(/<\/?([a-z]+)\b[^>]*>/gi)) {
    const element = name.toLowerCase();
    if (tag.startsWith('</')) {
      if (element === 'picture') picture = null;
      continue;
    }
    const attributes = parseAttributes(tag);
    if (attributes['data-island']) add(islands, attributes['data-island']);
    if (element === 'picture') picture = [];
    else if (element === 'source' && picture) picture.push(attributes);
    else if (element === 'script' && attributes.src) add('nomodule' in attributes ? noModuleScripts : scripts, attributes.src);
    else if (element === 'link') {
      const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('stylesheet')) add(stylesheets, attributes.href);
      else if (rel.includes('modulepreload')) add(scripts, attributes.href);
      else if (rel.includes('preload') && attributes.as === 'script') add(scripts, attributes.href);
      else if (rel.includes('preload') && attributes.as === 'font') add(fontPreloads, attributes.href);
      else if (rel.includes('preload') && attributes.as === 'image') {
        add(images, attributes.imagesrcset ? pickCandidate(attributes.imagesrcset, attributes.imagesizes, viewport) : attributes.href);
      }
    } else if (element === 'img' && (attributes.loading ?? '').toLowerCase() !== 'lazy') {
      const source = (picture ?? []).find(
        (candidate) =>
          (!candidate.type || SUPPORTED_IMAGE_TYPES.has(candidate.type.toLowerCase())) && (!candidate.media || mediaMatches(candidate.media, viewport.width)),
      );
      const chosen = source ?? attributes;
      add(images, chosen.srcset ? pickCandidate(chosen.srcset, chosen.sizes, viewport) : attributes.src);
    }
  }
  return { scripts, noModuleScripts, stylesheets, fontPreloads, images, islands };
}

/** The characters a visitor reads: the HTML's text outside tags, scripts and styles. */
export function visibleText(html) {
  return decodeEntities(withoutInertContent(html).replace(/<[^>]*>/g, ' '));
}

/** Whether a CSS unicode-range ("U+0-FF, U+131, U+4??") covers any character of the text. */
export function rangeCoversText(unicodeRange, text) {
  const ranges = unicodeRange.split(',').map((part) => {
    const value = part.trim().replace(/^u\+/i, '');
    if (value.includes('?')) return [parseInt(value.replace(/\?/g, '0'), 16), parseInt(value.replace(/\?/g, 'f'), 16)];
    const [from, to = from] = value.split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
  for (const character of new Set(text)) {
    const code = character.codePointAt(0);
    if (ranges.some(([from, to]) => code >= from && code <= to)) return true;
  }
  return false;
}

/** The font files a stylesheet's @font-face rules point at, with their unicode-range (all of Unicode if none). */
export function fontFaces(css) {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/gi)].flatMap(([, body]) => {
    const url = /url\(\s*['"]?([^'")]+)['"]?\s*\)/i.exec(body)?.[1];
    if (!url) return []; // local() only: a metric-matched fallback, nothing to download
    const range = /unicode-range\s*:\s*([^;]+)/i.exec(body)?.[1] ?? 'U+0-10FFFF';
    return [{ url, unicodeRange: range.trim() }];
  });
}

/** The file in out/ an absolute or relative URL points at (query strings dropped). */
function fileFor(outDir, url, baseUrl = '/') {
  const { pathname } = new URL(url, `http://site${baseUrl}`);
  const file = path.join(outDir, decodeURIComponent(pathname));
  if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`${url} (from ${baseUrl}) is not a file in out/: ${file}`);
  return file;
}

/** Bytes of one page: every file it loads and the sums. Throws, naming the page, when a file is missing. */
export function measurePage(outDir, pagePath, viewport = PHONE) {
  const htmlFile = htmlFileFor(outDir, pagePath);
  if (!existsSync(htmlFile)) throw new Error(`No ${path.relative(process.cwd(), htmlFile)} for page ${pagePath}: is out/ built?`);
  const html = readFileSync(htmlFile);
  const assets = parsePageAssets(html.toString('utf8'), viewport);
  const text = visibleText(html.toString('utf8'));
  const textFile = (url) => {
    const content = readFileSync(fileFor(outDir, url, pagePath));
    return { url, bytes: content.length, gzip: gzipSize(content) };
  };
  const binaryFile = (url, extra = {}) => ({ url, bytes: statSync(fileFor(outDir, url, pagePath)).size, ...extra });

  const islandFiles = assets.islands.length ? JSON.parse(readFileSync(path.join(outDir, 'js', 'manifest.json'), 'utf8')).islandFiles : {};
  const islandScripts = assets.islands.flatMap((name) => {
    if (!islandFiles[name]) throw new Error(`Page ${pagePath} has the island "${name}", which out/js/manifest.json does not know.`);
    return islandFiles[name];
  });
  const scripts = [...new Set([...assets.scripts, ...islandScripts])].map(textFile);
  const stylesheets = assets.stylesheets.map(textFile);
  const fonts = assets.fontPreloads.map((url) => binaryFile(url, { preloaded: true }));
  for (const sheet of assets.stylesheets) {
    const css = readFileSync(fileFor(outDir, sheet, pagePath), 'utf8');
    const sheetPath = new URL(sheet, `http://site${pagePath}`).pathname;
    for (const face of fontFaces(css)) {
      const url = new URL(face.url, `http://site${sheetPath}`).pathname;
      if (rangeCoversText(face.unicodeRange, text) && !fonts.some((font) => font.url === url)) fonts.push(binaryFile(url, { preloaded: false }));
    }
  }
  const images = assets.images.map((url) => binaryFile(url));
  const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
  const totals = {
    htmlGzip: gzipSize(html),
    jsGzip: sum(scripts, 'gzip'),
    cssGzip: sum(stylesheets, 'gzip'),
    fontBytes: sum(fonts, 'bytes'),
    imageBytes: sum(images, 'bytes'),
  };
  return {
    page: pagePath,
    html: { bytes: html.length, gzip: totals.htmlGzip },
    scripts,
    noModuleScripts: assets.noModuleScripts,
    islands: assets.islands,
    stylesheets,
    fonts,
    images,
    totals: { ...totals, total: totals.htmlGzip + totals.jsGzip + totals.cssGzip + totals.fontBytes + totals.imageBytes },
  };
}

/** The scripts every one of the given pages loads: for all pages, the enhancement script; for the island pages, React and Next's runtime too. */
export function frameScripts(measurements) {
  const [first, ...rest] = measurements.map((measurement) => new Set(measurement.scripts.map((script) => script.url)));
  if (!first) return new Set();
  return new Set([...first].filter((url) => rest.every((set) => set.has(url))));
}

/** Gzip bytes of the scripts a page loads beyond the frame. */
export function pageSpecificJs(measurement, frame) {
  return measurement.scripts.filter((script) => !frame.has(script.url)).reduce((total, script) => total + script.gzip, 0);
}

/**
 * Every file below a folder of out/, counted raw and gzipped (level 9, each file on its own, as a host that
 * compresses it sends it): the editor (/admin/), which is not a page and is reported apart from the pages.
 */
export function folderBytes(dir) {
  const totals = { files: 0, bytes: 0, gzip: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = folderBytes(full);
      for (const key of Object.keys(totals)) totals[key] += inner[key];
    } else if (entry.isFile()) {
      const content = readFileSync(full);
      totals.files += 1;
      totals.bytes += content.length;
      totals.gzip += gzipSize(content);
    }
  }
  return totals;
}

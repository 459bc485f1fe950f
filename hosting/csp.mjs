// Content-Security-Policy from the built pages: each page's own inline-script hashes.
// HTML is read with parse5 (the WHATWG parser), never with regular expressions.
import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import { attr, isElement, isExecutableInline, scriptText, walk } from '../support/html-tree.mjs';

/**
 * A page's tree: the HTML parsed, or the tree a caller parsed already (hosting/write.mjs reads each page once).
 * @param {string | Document} html
 * @returns {Document}
 */
const tree = (html) => (typeof html === 'string' ? parse(html) : html);

/**
 * @typedef {import('parse5').DefaultTreeAdapterMap['document']} Document  a page parsed once, for several readings
 * @typedef {Record<string, readonly string[]>} Directives  CSP directive → its sources, e.g. { 'script-src': ["'self'"] }
 * @typedef {{ scriptHashes?: readonly string[], styleHashes?: readonly string[], imageOrigins?: readonly string[] }} PolicyExtras
 */

/**
 * The inline (src-less) executable scripts of one HTML document, as their exact text.
 * @param {string | Document} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  return [...walk(tree(html))].filter(isExecutableInline).map(scriptText);
}

/**
 * The inline <style> elements of one HTML document, as their exact text (the critical CSS of
 * scripts/critical-css.mjs).
 * @param {string | Document} html
 * @returns {string[]}
 */
export function inlineStyles(html) {
  return [...walk(tree(html))].filter((node) => isElement(node, 'style')).map(scriptText);
}

/**
 * A CSP hash source for a script's or a style element's text: 'sha256-<base64>'.
 * @param {string} text
 * @returns {string}
 */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Origins of absolute http(s) URLs in img src/srcset and picture source srcset: remote content images.
 * @param {string | Document} html
 * @param {string} siteOrigin
 * @returns {Set<string>}
 */
export function remoteImageOrigins(html, siteOrigin) {
  /** @type {Set<string>} */
  const origins = new Set();
  for (const node of walk(tree(html))) {
    if (!isElement(node, 'img', 'source')) continue;
    for (const value of [attr(node, 'src'), attr(node, 'srcset')]) {
      for (const candidate of (value ?? '').split(',')) {
        const url = candidate.trim().split(/\s+/)[0] ?? '';
        if (!/^https?:\/\//i.test(url)) continue;
        const origin = new URL(url).origin;
        if (origin !== siteOrigin) origins.add(origin);
      }
    }
  }
  return origins;
}

/**
 * The policy string: base directives plus the script and style hashes and remote image origins, sorted for stable output.
 * @param {Directives} directives  must hold script-src and img-src (and style-src where there are style hashes)
 * @param {PolicyExtras} [extras]
 * @returns {string}
 */
export function contentSecurityPolicy(directives, { scriptHashes = [], styleHashes = [], imageOrigins = [] } = {}) {
  const sourcesOf = (/** @type {string} */ name) => {
    const sources = directives[name];
    if (!sources) throw new Error(`The CSP directives have no ${name}.`);
    return sources;
  };
  const merged = { ...directives };
  merged['script-src'] = [...sourcesOf('script-src'), ...[...new Set(scriptHashes)].sort()];
  merged['img-src'] = [...sourcesOf('img-src'), ...[...new Set(imageOrigins)].sort()];
  if (styleHashes.length > 0) merged['style-src'] = [...sourcesOf('style-src'), ...[...new Set(styleHashes)].sort()];
  return Object.entries(merged)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The same policy for a <meta http-equiv> element (the 404 page, which hosts serve at any unknown URL
 * where no page rule matches): without the directives browsers ignore there and report as errors.
 * @param {Directives} directives
 * @param {PolicyExtras} [extra]
 * @returns {string}
 */
export function metaContentSecurityPolicy(directives, extra) {
  const rest = Object.fromEntries(Object.entries(directives).filter(([name]) => name !== 'frame-ancestors'));
  return contentSecurityPolicy(rest, extra);
}

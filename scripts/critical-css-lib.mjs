// The pure parts of scripts/critical-css.mjs: which pages share a critical stylesheet, which of them it
// must read, and how a page's <head> changes. Trees are parse5's (support/html-tree.mjs).
import { DEFERRED_STYLE_ATTRIBUTE } from '../lib/deferred-style.mjs';
import { attr, isElement, walk } from '../support/html-tree.mjs';

/** @typedef {import('../support/html-tree.mjs').Node} Node */
/** @typedef {import('../support/html-tree.mjs').Element} Element */

/**
 * The pages that share one inline stylesheet (one CSP hash each): every article is one template, every list of
 * articles (/blog/ and its pages) another, and each other page its own. "/blog/x/" → "/blog/*"; "/blog/strana/2/"
 * → "/blog/"; "/cenovnik/" → "/cenovnik/". Another language's page shares its Serbian twin's template
 * (`templatePathOf`, content/route-registry.ts: "/en/prices/" → "/cenovnik/", "/en/blog/x/" → "/blog/*").
 * @param {string} urlPath  a page's path, "/" or "/…/"
 * @param {(path: string) => string} [templatePathOf]  the Serbian page a page shares its template with
 * @returns {string}
 */
export function templateOf(urlPath, templatePathOf = (path) => path) {
  const shared = templatePathOf(urlPath);
  const segments = shared.split('/').filter(Boolean);
  if (segments[0] !== 'blog') return shared;
  return segments.length === 2 ? '/blog/*' : '/blog/';
}

/**
 * What a page's markup offers to selectors: each element's tag, its tag with each class, and its attribute names.
 * @param {Node} tree
 * @returns {Set<string>}
 */
export function selectorTokens(tree) {
  /** @type {Set<string>} */
  const tokens = new Set();
  for (const node of walk(tree)) {
    if (!('tagName' in node)) continue;
    tokens.add(node.tagName);
    for (const name of (attr(node, 'class') ?? '').split(/\s+/).filter(Boolean)) tokens.add(`${node.tagName}.${name}`);
    for (const { name } of node.attrs) tokens.add(`[${name}]`);
  }
  return tokens;
}

/**
 * The pages of a template the critical stylesheet is computed from: each page that brings a tag, class or
 * attribute the ones before it did not. Two hundred articles made of the same parts cost what a handful do.
 * @template T
 * @param {readonly T[]} pages
 * @param {(page: T) => Set<string>} tokensOf
 * @returns {T[]}
 */
export function pagesWithNewTokens(pages, tokensOf) {
  /** @type {Set<string>} */
  const seen = new Set();
  return pages.filter((page) => {
    const fresh = [...tokensOf(page)].filter((token) => !seen.has(token));
    for (const token of fresh) seen.add(token);
    return fresh.length > 0;
  });
}

/**
 * The page's render-blocking site stylesheets: <link rel="stylesheet"> in <head> without a media attribute.
 * @param {Element} head
 * @returns {Element[]}
 */
export function blockingStylesheets(head) {
  return head.childNodes.filter(
    /** @returns {node is Element} */ (node) => isElement(node, 'link') && attr(node, 'rel') === 'stylesheet' && attr(node, 'media') === undefined,
  );
}

/**
 * @param {string} tagName
 * @param {Record<string, string>} attrs
 * @param {Element} parent
 * @returns {Element}
 */
function element(tagName, attrs, parent) {
  return {
    nodeName: tagName,
    tagName,
    attrs: Object.entries(attrs).map(([name, value]) => ({ name, value })),
    namespaceURI: /** @type {any} */ ('http://www.w3.org/1999/xhtml'),
    childNodes: [],
    parentNode: parent,
  };
}

/**
 * Puts `css` inline before the page's site stylesheet and makes that stylesheet non-blocking: `media="print"`
 * until the enhancement script applies it (it loads at low priority meanwhile), with the same link in
 * <noscript> for a browser without scripts. Returns whether the page changed.
 * @param {Element} head
 * @param {string} css
 * @returns {boolean}
 */
export function inlineCriticalCss(head, css) {
  const links = blockingStylesheets(head);
  const [first] = links;
  if (!first || css === '') return false;
  const style = element('style', {}, head);
  style.childNodes.push(/** @type {any} */ ({ nodeName: '#text', value: css, parentNode: style }));
  head.childNodes.splice(head.childNodes.indexOf(first), 0, style);
  for (const link of links) {
    const fallback = element('noscript', {}, head);
    fallback.childNodes.push({ ...link, attrs: link.attrs.map((entry) => ({ ...entry })), parentNode: fallback });
    link.attrs.push({ name: 'media', value: 'print' }, { name: DEFERRED_STYLE_ATTRIBUTE, value: '' });
    head.childNodes.splice(head.childNodes.indexOf(link) + 1, 0, fallback);
  }
  return true;
}

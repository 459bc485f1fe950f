// Reading built HTML with parse5 (the WHATWG parser), shared by the stripping step and the host files:
// no regular expressions on HTML anywhere in the build.

/** @typedef {import('parse5').DefaultTreeAdapterMap['node']} Node */
/** @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element */

/**
 * Depth-first walk over a parse5 tree, <template> contents included.
 * @param {Node} node
 * @returns {Generator<Node>}
 */
export function* walk(node) {
  yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* walk(child);
  if ('content' in node) yield* walk(node.content);
}

/**
 * An attribute's value, or undefined.
 * @param {Node} node
 * @param {string} name
 * @returns {string | undefined}
 */
export const attr = (node, name) => ('attrs' in node ? node.attrs.find((a) => a.name === name)?.value : undefined);

/**
 * Whether a node is an element with one of the given tag names.
 * @param {Node} node
 * @param {...string} tagNames
 * @returns {node is Element}
 */
export const isElement = (node, ...tagNames) => 'tagName' in node && tagNames.includes(node.tagName);

/** Script types the browser executes; JSON-LD and other data blocks are not subject to script-src. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * An inline (src-less) script the browser would run.
 * @param {Node} node
 * @returns {node is Element}
 */
export const isExecutableInline = (node) =>
  isElement(node, 'script') && attr(node, 'src') === undefined && EXECUTABLE_TYPES.has((attr(node, 'type') ?? '').trim().toLowerCase());

/**
 * A script element's exact text.
 * @param {Element} node
 * @returns {string}
 */
export const scriptText = (node) => node.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

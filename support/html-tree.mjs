// Reading built HTML with parse5 (the WHATWG parser), shared by the stripping step and the host files:
// no regular expressions on HTML anywhere in the build.

/** Depth-first walk over a parse5 tree, <template> contents included. */
export function* walk(node) {
  yield node;
  for (const child of node.childNodes ?? []) yield* walk(child);
  if (node.content) yield* walk(node.content);
}

/** An attribute's value, or undefined. */
export const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;

/** Script types the browser executes; JSON-LD and other data blocks are not subject to script-src. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** An inline (src-less) script the browser would run. */
export const isExecutableInline = (node) =>
  node.tagName === 'script' && attr(node, 'src') === undefined && EXECUTABLE_TYPES.has((attr(node, 'type') ?? '').trim().toLowerCase());

/** A script element's exact text. */
export const scriptText = (node) => node.childNodes.map((child) => child.value ?? '').join('');

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { attr, isElement, walk } from '../../support/html-tree.mjs';

// Colour contrast is a template's colours on the kinds of element that carry text: an article's body is Markdown in
// one template, so two articles that show the same kinds of text element show the same pairs of colours. Axe's
// contrast rule is most of its time on a long article, so it runs on a set of articles that together show every
// kind any article shows (site-gates.spec.ts), found in out/ rather than assumed, so it follows the clinic's edits.

const OUT = path.resolve(__dirname, '../../out');

type Node = DefaultTreeAdapterMap['node'];

const classesOf = (node: Node) => (attr(node, 'class') ?? '').split(/\s+/).filter(Boolean).sort().join('.');

/**
 * The kinds of element with text of their own in a built page's <main>: each one's tag and classes under its
 * parent's ("div.prose>p.", "th.>a.underline"), the parent standing for the background it sits on.
 */
export function textKindsOf(pagePath: string): Set<string> {
  const document = parse(readFileSync(path.join(OUT, pagePath, 'index.html'), 'utf8'));
  const main = [...walk(document)].find((node) => isElement(node, 'main'));
  if (!main) throw new Error(`${pagePath}: no <main> in out${pagePath}index.html`);
  const kinds = new Set<string>();
  for (const node of walk(main)) {
    if (!('tagName' in node) || !node.childNodes.some((child) => child.nodeName === '#text' && 'value' in child && child.value.trim())) continue;
    const parent = node.parentNode as Node;
    kinds.add(`${'tagName' in parent ? parent.tagName : ''}.${classesOf(parent)}>${node.tagName}.${classesOf(node)}`);
  }
  return kinds;
}

/**
 * Pages that together show every kind of text element any of `pages` shows: `first` (checked anyway), then the page
 * that adds the most kinds not yet shown, until none is left (a greedy cover: small, not always the smallest).
 */
export function pagesShowingEveryTextKind(pages: readonly string[], first: readonly string[]): string[] {
  const kinds = new Map(pages.map((page) => [page, textKindsOf(page)]));
  const shown = new Set(first.flatMap((page) => [...(kinds.get(page) ?? textKindsOf(page))]));
  const chosen = [...first];
  const adds = (page: string) => [...kinds.get(page)!].filter((kind) => !shown.has(kind)).length;
  for (;;) {
    const next = pages.filter((page) => !chosen.includes(page)).sort((a, b) => adds(b) - adds(a))[0];
    if (next === undefined || adds(next) === 0) return chosen;
    chosen.push(next);
    for (const kind of kinds.get(next)!) shown.add(kind);
  }
}

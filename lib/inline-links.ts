/**
 * Links inside plain text (issue 39): a data text that refers to a claim's one home holds a Markdown link,
 * `[Kako izgleda besplatna konsultacija?](/faq/#konsultacija)` (what `{tvrdnja:…}` renders), and the components that
 * show such texts render it as a link (components/linked-text.tsx); anything that needs the words alone (a meta
 * description, structured data) takes `withoutLinks`. Only links on this site: a path starting with "/".
 */

/** A link in plain text: its words and a site path. */
export const INLINE_LINK = /\[([^\]\n]+)\]\((\/[^)\s]*)\)/g;

export type InlinePart = string | { label: string; href: string };

/** The text cut at its links: strings between, a { label, href } for each link. */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE_LINK)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push({ label: match[1]!, href: match[2]! });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** The text with each link's words in its place: "vidite [Pitanje?](/faq/#x)" → "vidite Pitanje?". */
export function withoutLinks(text: string): string {
  return text.replace(INLINE_LINK, '$1');
}

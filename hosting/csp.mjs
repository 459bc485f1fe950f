// Content-Security-Policy from the built pages: each page's own inline-script hashes.
// HTML is read with parse5 (the WHATWG parser), never with regular expressions.
import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import { attr, isExecutableInline, scriptText, walk } from '../support/html-tree.mjs';

/** The inline (src-less) executable scripts of one HTML document, as their exact text. */
export function inlineScripts(html) {
  return [...walk(parse(html))].filter(isExecutableInline).map(scriptText);
}

/** A CSP hash source for a script's text: 'sha256-<base64>'. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Origins of absolute http(s) URLs in img src/srcset and picture source srcset: remote content images. */
export function remoteImageOrigins(html, siteOrigin) {
  const origins = new Set();
  for (const node of walk(parse(html))) {
    if (node.tagName !== 'img' && node.tagName !== 'source') continue;
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

/** The policy string: base directives plus the script hashes and remote image origins, sorted for stable output. */
export function contentSecurityPolicy(directives, { scriptHashes = [], imageOrigins = [] } = {}) {
  const merged = { ...directives };
  merged['script-src'] = [...directives['script-src'], ...[...new Set(scriptHashes)].sort()];
  merged['img-src'] = [...directives['img-src'], ...[...new Set(imageOrigins)].sort()];
  return Object.entries(merged)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The same policy for a <meta http-equiv> element (the 404 page, which hosts serve at any unknown URL
 * where no page rule matches): without the directives browsers ignore there and report as errors.
 */
export function metaContentSecurityPolicy(directives, extra) {
  const rest = Object.fromEntries(Object.entries(directives).filter(([name]) => name !== 'frame-ancestors'));
  return contentSecurityPolicy(rest, extra);
}

// Content-Security-Policy from the built pages: hashes of every inline script Next emitted.
import { createHash } from 'node:crypto';

/** Script types the browser executes; JSON-LD and other data blocks are not subject to script-src. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The inline (src-less) executable scripts of one HTML document, as their exact text. */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    scripts.push(match[2]);
  }
  return scripts;
}

/** A CSP hash source for a script's text: 'sha256-<base64>'. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Origins of absolute http(s) URLs in img src/srcset and picture source srcset: remote content images. */
export function remoteImageOrigins(html, siteOrigin) {
  const origins = new Set();
  for (const match of html.matchAll(/<(?:img|source)\b[^>]*?\s(?:src|srcset)\s*=\s*"([^"]*)"/gi)) {
    for (const candidate of match[1].split(',')) {
      const url = candidate.trim().split(/\s+/)[0] ?? '';
      if (!/^https?:\/\//i.test(url)) continue;
      const origin = new URL(url).origin;
      if (origin !== siteOrigin) origins.add(origin);
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

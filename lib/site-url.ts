/**
 * The site's public origin, and absolute URLs built from it.
 * Pages are served in the trailing-slash form (next.config.mjs), so canonical paths end in "/".
 */

/** Validates the configured origin; a bad value fails the build with the variable named. */
export function parseSiteUrl(value: string | undefined, fallback: string): string {
  const raw = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`NEXT_PUBLIC_SITE_URL must be an absolute URL such as https://www.example.rs, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`NEXT_PUBLIC_SITE_URL must use http or https, got "${raw}"`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`NEXT_PUBLIC_SITE_URL must be an origin without a path, query or hash, got "${raw}"`);
  }
  return url.origin;
}

/** "/blog/x" -> "/blog/x/"; "/" stays "/"; anchors and files (with an extension) are left alone. */
export function withTrailingSlash(path: string): string {
  const [pathname = '/', rest = ''] = splitPath(path);
  if (pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname)) return pathname + rest;
  return `${pathname}/${rest}`;
}

/** The absolute URL of a site path, in the form the site serves. */
export function absoluteUrl(origin: string, path = '/'): string {
  if (!path.startsWith('/')) throw new Error(`absoluteUrl expects a path starting with "/", got "${path}"`);
  return origin + withTrailingSlash(path);
}

function splitPath(path: string): [string, string] {
  const cut = path.search(/[?#]/);
  return cut === -1 ? [path, ''] : [path.slice(0, cut), path.slice(cut)];
}

/**
 * Spec §2/§8: an unknown article slug ends on /blog with the history entry replaced and no message.
 * On a static host an unknown /blog/<slug>/ gets 404.html; this script, inlined there, sends the
 * visitor on. (Netlify does the same on the server: out/_redirects, from scripts/hosting/policy.mjs.)
 */
const ARTICLE_PATH = /^\/blog\/[^/]+/;

export const BLOG_PATH = '/blog/';

/** Whether a 404'd path is under /blog/ (an article that does not exist). */
export function isUnknownArticlePath(pathname: string): boolean {
  return ARTICLE_PATH.test(pathname);
}

/** The inline script of the 404 page. */
export const BLOG_FALLBACK_SCRIPT = `if(${ARTICLE_PATH.toString()}.test(location.pathname))location.replace(${JSON.stringify(BLOG_PATH)})`;

import { BLOG_PATH, isUnknownArticlePath } from '@/lib/blog-redirect';

/** Marks the 404 page (app/global-not-found.tsx); no other page ever redirects. */
export const NOT_FOUND_SELECTOR = '[data-not-found]';

/**
 * Spec §2/§8: an unknown /blog/<slug>/ ends on /blog/ with the history entry replaced and no message.
 * S3 has no redirect rules and serves 404.html there, so the page sends the visitor on.
 * Returns whether it redirected.
 */
export function redirectUnknownArticle(doc: Document): boolean {
  const location = doc.defaultView?.location;
  if (!location || !doc.querySelector(NOT_FOUND_SELECTOR) || !isUnknownArticlePath(location.pathname)) return false;
  location.replace(BLOG_PATH);
  return true;
}

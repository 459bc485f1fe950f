import { notFoundDestination } from '@/lib/blog-redirect';

/** Marks the 404 pages (components/not-found-page.tsx); no other page ever redirects. */
export const NOT_FOUND_SELECTOR = '[data-not-found]';

/**
 * Spec §2/§8: an unknown article ends on its blog (/blog/, /en/blog/) with the history entry replaced and no
 * message; an unknown English address shown the Serbian 404 page (S3 serves one) goes on to the English one.
 * Returns whether it redirected.
 */
export function redirectUnknownArticle(doc: Document): boolean {
  const location = doc.defaultView?.location;
  if (!location || !doc.querySelector(NOT_FOUND_SELECTOR)) return false;
  const destination = notFoundDestination(location.pathname, doc.documentElement.lang);
  if (destination === undefined) return false;
  location.replace(destination);
  return true;
}

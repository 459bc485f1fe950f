/**
 * Spec §2/§8: an unknown article slug ends on its blog with the history entry replaced and no message, in each
 * language (/blog/, /en/blog/). On a static host an unknown address gets the 404 page, where the enhancement script
 * sends the visitor on (lib/enhance/blog-redirect.ts). Netlify does the same on the server: out/_redirects.
 */
import { LOCALES, NOT_FOUND_PAGES, localeOfPath, localizedBlogPaths } from '@/lib/locales';

/** Whether a 404'd path is below its language's blog (an article that does not exist): "/blog/x/", "/en/blog/x". */
export function isUnknownArticlePath(pathname: string): boolean {
  const blog = localizedBlogPaths[localeOfPath(pathname)];
  return pathname.startsWith(blog) && pathname.length > blog.length;
}

/**
 * Where the 404 page in `pageLang` (its <html lang>) sends a visitor who asked for `pathname`: an unknown article to
 * its language's blog; an address of another language to that language's own 404 page (S3 serves one 404 page, the
 * Serbian, for every unknown address). Undefined: stay.
 */
export function notFoundDestination(pathname: string, pageLang: string): string | undefined {
  const locale = localeOfPath(pathname);
  if (isUnknownArticlePath(pathname)) return localizedBlogPaths[locale];
  const ownNotFound = NOT_FOUND_PAGES[locale];
  return ownNotFound && LOCALES[locale].htmlLang !== pageLang ? ownNotFound : undefined;
}

/**
 * Spec §2/§8: an unknown article slug ends on /blog with the history entry replaced and no message.
 * On a static host an unknown /blog/<slug>/ gets 404.html, where the enhancement script sends the
 * visitor on (lib/enhance/blog-redirect.ts). Netlify does the same on the server: out/_redirects.
 */
import { routes } from '@/lib/routes';

export const BLOG_PATH = routes.blog;

/** Anything below the blog: "/blog/x" or "/blog/x/" ("/blog/" ends in "/", so one more segment follows). */
const ARTICLE_PATH = new RegExp(`^${BLOG_PATH}[^/]+`);

/** Whether a 404'd path is under /blog/ (an article that does not exist). */
export function isUnknownArticlePath(pathname: string): boolean {
  return ARTICLE_PATH.test(pathname);
}

import { withTrailingSlash } from '@/lib/site-url';

export type { NavItem } from '@/lib/schemas/navigation';

/** Items whose href is a page's section ("/#usluge", "/en/#usluge") are plain anchors; the others are page links (spec §2). */
export function isAnchorHref(href: string): boolean {
  return /^\/(?:[^#?]*\/)?#/.test(href);
}

/** The href as rendered: router links in the trailing-slash form the site serves, so no redirect hop. */
export function renderedHref(href: string): string {
  return isAnchorHref(href) ? href : withTrailingSlash(href);
}

/** Whether a router link points at the page being shown; anchors never count as the current page. */
export function isCurrentPage(pathname: string | null, href: string): boolean {
  if (pathname === null || isAnchorHref(href)) return false;
  return normalizePath(pathname) === normalizePath(href);
}

function normalizePath(path: string): string {
  const pathname = path.split(/[?#]/)[0] || '/';
  return pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
}

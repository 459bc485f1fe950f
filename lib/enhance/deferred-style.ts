import { DEFERRED_STYLE_ATTRIBUTE } from '@/lib/deferred-style.mjs';

/**
 * Applies the site stylesheet that scripts/critical-css.mjs made non-blocking: the page's first screen came
 * from its inline critical CSS, and the whole stylesheet takes over once it has loaded (at once if it has).
 * Returns how many stylesheets it found.
 */
export function applyDeferredStyles(doc: Document): number {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLE_ATTRIBUTE}]`)];
  for (const link of links) {
    const apply = () => {
      link.media = 'all';
    };
    if (link.sheet) apply();
    else link.addEventListener('load', apply, { once: true });
  }
  return links.length;
}

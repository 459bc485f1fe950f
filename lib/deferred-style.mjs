// The site stylesheet that loads without blocking the first paint (issue 25): scripts/critical-css.mjs puts
// each page's critical rules inline and marks the stylesheet's <link> with this attribute (and media="print",
// so that it loads at low priority without applying); the enhancement script applies it once it has loaded
// (lib/enhance/deferred-style.ts). Plain JavaScript, so that the build step (Node) and the browser code share it.

/** The attribute on the deferred stylesheet's <link>. */
export const DEFERRED_STYLE_ATTRIBUTE = 'data-deferred-style';

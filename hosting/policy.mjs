// The hosting rules as data: one source for Netlify's _headers, the CloudFront functions, the local
// server and the docs. Change a header here, then `npm run build` writes the host files into out/.

/** The only other origin a page may embed, after the visitor presses play (lib/video-embed.ts). */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * Content-Security-Policy directives, without the script hashes (computed from out/ after the build)
 * and without remote image origins (added when the content points at remote images).
 * No 'unsafe-inline' and no 'unsafe-eval' anywhere: the inline scripts Next emits are allowed by hash,
 * and the pages carry no style attributes (React sets live styles through the CSSOM, which CSP permits).
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-src': [VIDEO_ORIGIN],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** What the embedded player may use; everything powerful the site itself never needs is off. */
const PLAYER = `(self "${VIDEO_ORIGIN}")`;
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  `autoplay=${PLAYER}`,
  `encrypted-media=${PLAYER}`,
  `fullscreen=${PLAYER}`,
  `picture-in-picture=${PLAYER}`,
].join(', ');

/** Sent with every response (the CSP is added to these by the build). */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Cache-Control per kind of file. Each path matches one rule only, so no host merges two values. */
export const CACHE = {
  /** Next's content-hashed scripts, styles and fonts: never change under the same name. */
  hashed: 'public, max-age=31536000, immutable',
  /** Artwork, photos and fonts keep their names when replaced: a week, then revalidate in the background. */
  images: 'public, max-age=604800, stale-while-revalidate=86400',
  /** Pages: always revalidate (cheap with ETags), so an edit is live at once. */
  html: 'public, max-age=0, must-revalidate',
};

/** Path patterns (Netlify syntax: `*` matches anything, including "/") for the long-cached files. */
export const CACHE_RULES = [
  { path: '/_next/static/*', cacheControl: CACHE.hashed },
  // The enhancement script: its name carries its content hash (scripts/build-client.mjs).
  { path: '/js/*', cacheControl: CACHE.hashed },
  { path: '/images/*', cacheControl: CACHE.images },
  { path: '/icons/*', cacheControl: CACHE.images },
  { path: '/fonts/*', cacheControl: CACHE.images },
  { path: '/og/*', cacheControl: CACHE.images },
];

/** Unknown article URLs go to the blog index (spec §8); Netlify applies it only where no file exists. */
export const REDIRECTS = [{ from: '/blog/*', to: '/blog/', status: 302 }];

/**
 * Speculation Rules, delivered by an HTTP header on every document (no inline script needed): the
 * browser prefetches a same-site page when the visitor hovers its link or starts touching it
 * ("moderate"), so a plain link opens at once without a client router. Browsers without support
 * simply navigate.
 */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';
export const SPECULATION_RULES = {
  prefetch: [{ source: 'document', where: { href_matches: '/*' }, eagerness: 'moderate' }],
};
/** The media type browsers require for a rule set fetched through the header. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

/**
 * The clinic's contact card ("Sačuvaj kontakt", app/kontakt.vcf/route.ts): every host must send it as
 * text/vcard (RFC 6350), which phones open as "add to contacts"; hosts would otherwise guess text/x-vcard
 * or a download type from the extension. Revalidated like a page, so new contact details reach phones at once.
 */
export const VCARD_PATH = '/kontakt.vcf';
export const VCARD_TYPE = 'text/vcard; charset=utf-8';

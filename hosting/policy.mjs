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
  'midi=()',
  `autoplay=${PLAYER}`,
  `encrypted-media=${PLAYER}`,
  `fullscreen=${PLAYER}`,
  `picture-in-picture=${PLAYER}`,
].join(', ');

/** Sent with every response, the editor's included (each page's CSP and opener policy are added by the build). */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Frame-Options': 'DENY',
};

/**
 * Sent with every page, beside its CSP. Not on the "/*" rule: the editor needs another value, and Netlify
 * would join two values of one header into an invalid one. A document header, so the files need none.
 */
export const PAGE_HEADERS = {
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

/**
 * Each language's own page for an unknown address below its prefix (issue 27; lib/locales.ts NOT_FOUND_PAGES, which
 * hosting/hosting.test.ts holds this to): Netlify and the local server serve it with a 404 there; S3 serves its one
 * 404 page, the Serbian, whose enhancement script sends the visitor on (lib/blog-redirect.ts).
 */
export const LANGUAGE_NOT_FOUND = [{ prefix: '/en/', page: '/en/404/', blog: '/en/blog/' }];

/**
 * Unknown article URLs go to their blog's index (spec §8), in each language; any other unknown English address gets
 * the English 404 page, with its status. Netlify applies a rule only where no file exists, the first that matches.
 */
export const REDIRECTS = [
  { from: '/blog/*', to: '/blog/', status: 302 },
  ...LANGUAGE_NOT_FOUND.flatMap(({ prefix, page, blog }) => [
    { from: `${blog}*`, to: blog, status: 302 },
    { from: `${prefix}*`, to: page, status: 404 },
  ]),
];

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
 * The clinic's contact card in each language ("Sačuvajte kontakt", app/kontakt.vcf/route.ts and
 * app/(en)/en/contact.vcf/route.ts): every host must send it as
 * text/vcard (RFC 6350), which phones open as "add to contacts"; hosts would otherwise guess text/x-vcard
 * or a download type from the extension. Revalidated like a page, so new contact details reach phones at once.
 */
export const VCARD_PATHS = ['/kontakt.vcf', '/en/contact.vcf'];
export const VCARD_TYPE = 'text/vcard; charset=utf-8';

/**
 * The editor: Decap CMS at /admin/ (public/admin/, the bundle copied by scripts/copy-decap.mjs). Not a
 * page of the site: no sitemap entry, no budget, no Lighthouse; robots.txt disallows it.
 */
export const ADMIN_PATH = '/admin/';

/** The local backend's default address (decap-server, `npm run cms`). */
export const DECAP_SERVER_ORIGIN = 'http://localhost:8081';

/**
 * The editor's own Content-Security-Policy, as strict as Decap 3 runs under (found by running it under a
 * strict policy and collecting every violation: login, collection, entry, media upload). Its document
 * only; the public pages keep CSP_DIRECTIVES. Why each source:
 */
export const ADMIN_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  // 'unsafe-eval': Decap validates config.yml with AJV, which compiles its schemas with new Function();
  // without it the editor stops at "Error compiling schema". It also lets the image encoder's WebAssembly run.
  'script-src': ["'self'", "'unsafe-eval'"],
  // 'unsafe-inline': Decap styles itself with emotion (CSS-in-JS), which injects <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  // blob: media previews (uploads, and files read through the GitHub API); the signed-in user's GitHub avatar,
  // which Decap's header shows when the backend gives one; the host's deploy-status badge (admin/deploy-status.ts:
  // Netlify's, or a GitHub Actions workflow's on S3).
  'img-src': ["'self'", 'blob:', 'https://avatars.githubusercontent.com', 'https://api.netlify.com', 'https://github.com'],
  'connect-src': [
    "'self'", // config.yml and the bundle's WebAssembly
    'blob:', // an upload is read back from its blob: URL before it is sent
    'https://api.github.com', // the GitHub backend: every read and commit
    'https://www.githubstatus.com', // the GitHub backend's status check (a notice when GitHub is down)
    DECAP_SERVER_ORIGIN, // the local backend, tried only when the editor runs on localhost
  ],
  // The preview pane is an about:blank frame, which frame-src does not govern: nothing else is framed.
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Sent with everything under /admin/ (the policy goes on its document only).
 * The login opens Netlify's OAuth page (https://api.netlify.com/auth) in a popup that hands the token
 * back with postMessage through window.opener: COOP same-origin would cut that link, so the editor keeps
 * its popups. Revalidated like a page: the bundle's file names carry no hash.
 */
export const ADMIN_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': CACHE.html,
};

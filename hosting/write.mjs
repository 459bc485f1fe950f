// After `next build` (and scripts/strip-runtime.mjs): writes the hosts' configuration into out/,
// computed from the built pages.
//   out/_headers                         Netlify: security headers, each page's CSP, Speculation-Rules, caching
//   out/_redirects                       Netlify: unknown article URLs → their blog, unknown English URLs → /en/404/
//   out/speculation-rules.json           the prefetch rules every document points at
// and serves the contact card (out/kontakt.vcf, written by next build) as text/vcard on both hosts.
//   out/_cloudfront/viewer-request.js    S3 + CloudFront: trailing-slash redirect and index documents
//   out/_cloudfront/viewer-response.js   S3 + CloudFront: the same headers as out/_headers
// and puts the 404 page's policy into the page itself (a <meta> element), because hosts serve it at
// any unknown URL, where no page rule matches. The editor (out/admin/, Decap CMS) gets its own policy and
// headers on both hosts, in rules no page rule overlaps.
// The local server (support/static-server.mjs) applies out/_headers too, so the tests run under the real CSP.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, serialize } from 'parse5';
import { viewerRequestFunction, viewerResponseFunction } from './cloudfront.mjs';
import { contentSecurityPolicy, inlineScripts, inlineStyles, metaContentSecurityPolicy, remoteImageOrigins, scriptHash } from './csp.mjs';
import { formatHeadersFile } from './netlify-headers.mjs';
import { htmlFiles } from '../support/out-files.mjs';
import {
  ADMIN_CSP_DIRECTIVES,
  ADMIN_HEADERS,
  ADMIN_PATH,
  CACHE,
  CACHE_RULES,
  CSP_DIRECTIVES,
  PAGE_HEADERS,
  LANGUAGE_NOT_FOUND,
  REDIRECTS,
  SECURITY_HEADERS,
  SPECULATION_RULES,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
  VCARD_PATHS,
  VCARD_TYPE,
} from './policy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'out');

/** "blog/x/index.html" → "/blog/x/"; "404.html" → "/404.html". */
function urlPathOf(file) {
  return file.endsWith('index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`;
}

/** The site origin the pages were built for, read from the home page's canonical link. */
function builtOrigin(homeHtml) {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(homeHtml)?.[1];
  if (!href) throw new Error('out/index.html has no canonical link: cannot tell the site origin');
  return new URL(href).origin;
}

/** The 404 copies Next writes (hosts serve 404.html for every unknown URL), and each language's own 404 page. */
const NOT_FOUND_FILES = new Set(['404.html', '404/index.html', '_not-found/index.html', ...LANGUAGE_NOT_FOUND.map(({ page }) => `${page.slice(1)}index.html`)]);

// Paths relative to out/ with "/" separators: "blog/x/index.html".
const files = htmlFiles(out).map((file) => path.relative(out, file).split(path.sep).join('/'));
if (files.length === 0) throw new Error('out/ has no HTML: run "next build" first.');
// The rule below gives the contact card its media type; a card missing from out/ is a build error.
for (const card of VCARD_PATHS) {
  if (!existsSync(path.join(out, card.slice(1)))) throw new Error(`out${card} is missing: its route.ts under app/ should write it during next build`);
}
const origin = builtOrigin(readFileSync(path.join(out, 'index.html'), 'utf8'));

const isAdmin = (/** @type {{ urlPath: string }} */ doc) => doc.urlPath.startsWith(ADMIN_PATH);
const htmlOf = Object.fromEntries(files.map((file) => [file, readFileSync(path.join(out, file), 'utf8')]));
/** Each page parsed once, for its scripts, styles and images. */
const treeOf = Object.fromEntries(files.map((file) => [file, parse(htmlOf[file] ?? '')]));
/**
 * The inline critical CSS (scripts/critical-css.mjs), one per template: every page's policy allows all of
 * them by hash, so that the policies stay the same from page to page (one CloudFront default for all).
 */
const styleHashes = [
  ...new Set(
    files
      .filter((file) => !isAdmin({ urlPath: urlPathOf(file) }))
      .flatMap((file) => inlineStyles(treeOf[file] ?? ''))
      .map(scriptHash),
  ),
].sort();

/** Each document's policy: its own inline-script hashes (none on pages without islands) and the site's style hashes. */
const documents = files.map((file) => {
  const html = htmlOf[file] ?? '';
  const parsed = treeOf[file] ?? html;
  const extra = { scriptHashes: inlineScripts(parsed).map(scriptHash), styleHashes, imageOrigins: [...remoteImageOrigins(parsed, origin)] };
  return { file, urlPath: urlPathOf(file), html, extra, csp: contentSecurityPolicy(CSP_DIRECTIVES, extra) };
});
const strictCsp = contentSecurityPolicy(CSP_DIRECTIVES, { styleHashes });
const pages = documents
  .filter((doc) => doc.urlPath.endsWith('/') && !NOT_FOUND_FILES.has(doc.file) && !isAdmin(doc))
  .sort((a, b) => a.urlPath.localeCompare(b.urlPath));
const pagesWithHashes = pages.filter((doc) => doc.extra.scriptHashes.length > 0);
const documentHeaders = { ...PAGE_HEADERS, 'Speculation-Rules': `"${SPECULATION_RULES_PATH}"` };

// The editor: one document, no inline script (its policy allows none), its own policy.
const adminPage = documents.find((doc) => doc.urlPath === ADMIN_PATH);
if (!adminPage) throw new Error(`out${ADMIN_PATH}index.html is missing: public${ADMIN_PATH}index.html should be copied by next build`);
for (const doc of documents.filter(isAdmin)) {
  if (doc.extra.scriptHashes.length > 0) throw new Error(`out/${doc.file} has an inline script, which the editor's policy does not allow`);
}
const adminCsp = contentSecurityPolicy(ADMIN_CSP_DIRECTIVES);

// The 404 page: its policy in a <meta> element, first in <head> so that it covers everything after it.
for (const doc of documents.filter((entry) => NOT_FOUND_FILES.has(entry.file))) {
  const tree = parse(doc.html);
  const html = tree.childNodes.find((node) => node.tagName === 'html');
  const head = html?.childNodes.find((node) => node.tagName === 'head');
  if (!head) throw new Error(`out/${doc.file} has no <head>`);
  if (head.childNodes.some((node) => node.tagName === 'meta' && node.attrs.some((a) => a.name === 'http-equiv'))) continue;
  const meta = {
    nodeName: 'meta',
    tagName: 'meta',
    attrs: [
      { name: 'http-equiv', value: 'Content-Security-Policy' },
      { name: 'content', value: metaContentSecurityPolicy(CSP_DIRECTIVES, doc.extra) },
    ],
    namespaceURI: 'http://www.w3.org/1999/xhtml',
    childNodes: [],
    parentNode: head,
  };
  // After <meta charset>, which must stay within the first 1024 bytes.
  const charset = head.childNodes.findIndex((node) => node.tagName === 'meta' && node.attrs.some((a) => a.name === 'charset'));
  head.childNodes.splice(charset + 1, 0, meta);
  writeFileSync(path.join(out, doc.file), serialize(tree));
}

// Netlify joins the values of a header that several matching rules set (both policies would then be
// enforced), so the CSP sits only in one exact rule per page, never in a pattern that also matches another.
// The editor's headers sit on its own folder, which no other rule matches except "/*" (no shared header).
const rules = [
  { path: '/*', headers: SECURITY_HEADERS },
  ...CACHE_RULES.map((rule) => ({ path: rule.path, headers: { 'Cache-Control': rule.cacheControl } })),
  { path: SPECULATION_RULES_PATH, headers: { 'Content-Type': SPECULATION_RULES_TYPE, 'Cache-Control': CACHE.html } },
  ...VCARD_PATHS.map((card) => ({ path: card, headers: { 'Content-Type': VCARD_TYPE, 'Cache-Control': CACHE.html } })),
  ...pages.map((doc) => ({
    path: doc.urlPath,
    headers: { 'Cache-Control': CACHE.html, 'Content-Security-Policy': doc.csp, ...documentHeaders },
  })),
  { path: `${ADMIN_PATH}*`, headers: ADMIN_HEADERS },
  { path: ADMIN_PATH, headers: { 'Content-Security-Policy': adminCsp } },
];
writeFileSync(
  path.join(out, '_headers'),
  formatHeadersFile(rules, [
    'Generated by hosting/write.mjs after `next build`; the rules live in hosting/policy.mjs.',
    `Each page has its own Content-Security-Policy; ${pagesWithHashes.length} of them allow inline scripts by hash.`,
    'Regenerate on every build. The 404 page carries its policy in a <meta> element.',
    `The editor (${ADMIN_PATH}, Decap CMS) has its own policy and opener rule (hosting/policy.mjs).`,
  ]),
);
writeFileSync(path.join(out, SPECULATION_RULES_PATH.slice(1)), `${JSON.stringify(SPECULATION_RULES)}\n`);
writeFileSync(
  path.join(out, '_redirects'),
  [
    '# Generated by hosting/write.mjs. Netlify applies a rule only where no file exists.',
    ...REDIRECTS.map((rule) => `${rule.from}  ${rule.to}  ${rule.status}`),
    '',
  ].join('\n'),
);
mkdirSync(path.join(out, '_cloudfront'), { recursive: true });
writeFileSync(path.join(out, '_cloudfront', 'viewer-request.js'), viewerRequestFunction());
writeFileSync(
  path.join(out, '_cloudfront', 'viewer-response.js'),
  viewerResponseFunction({
    securityHeaders: SECURITY_HEADERS,
    cacheRules: CACHE_RULES,
    htmlCacheControl: CACHE.html,
    defaultCsp: strictCsp,
    cspByPage: Object.fromEntries(pages.filter((doc) => doc.csp !== strictCsp).map((doc) => [`${doc.urlPath}index.html`, doc.csp])),
    documentHeaders,
    sections: [{ prefix: ADMIN_PATH, headers: ADMIN_HEADERS, csp: adminCsp }],
    fileHeaders: {
      [SPECULATION_RULES_PATH]: { 'Content-Type': SPECULATION_RULES_TYPE },
      ...Object.fromEntries(VCARD_PATHS.map((card) => [card, { 'Content-Type': VCARD_TYPE, 'Cache-Control': CACHE.html }])),
    },
  }),
);
console.log(
  `Host files written: out/_headers (${pages.length} pages; ${
    pagesWithHashes.length
      ? `script hashes on ${pagesWithHashes.map((doc) => `${doc.urlPath} (${new Set(doc.extra.scriptHashes).size})`).join(', ')}`
      : "no inline script anywhere: script-src 'self' on every page"
  }; the editor at ${ADMIN_PATH} with its own), out/_redirects, out/speculation-rules.json, out/_cloudfront/*.js`,
);

import { videoTestimonials } from '@/content/home';
import { contactCardIn } from '@/content/routes';
import { localizedRoutes } from '@/content/route-registry';
import { LOCALES, NOT_FOUND_PAGES, localeCodes } from '@/lib/locales';
import { viewerRequestFunction, viewerResponseFunction } from './cloudfront.mjs';
import { contentSecurityPolicy, inlineScripts, inlineStyles, metaContentSecurityPolicy, remoteImageOrigins, scriptHash } from './csp.mjs';
import { formatHeadersFile, headersForPath, parseHeadersFile, pathPattern, type HeaderRule } from './netlify-headers.mjs';
import {
  ADMIN_CSP_DIRECTIVES,
  ADMIN_HEADERS,
  ADMIN_PATH,
  CACHE,
  CACHE_RULES,
  CSP_DIRECTIVES,
  LANGUAGE_NOT_FOUND,
  PAGE_HEADERS,
  REDIRECTS,
  SECURITY_HEADERS,
  VCARD_PATHS,
  VCARD_TYPE,
  VIDEO_ORIGIN,
} from './policy.mjs';

describe('the policy', () => {
  it('lets every video of the content play in a frame, and nothing else', () => {
    for (const video of videoTestimonials) expect(new URL(video.embedUrl).origin).toBe(VIDEO_ORIGIN);
    expect(CSP_DIRECTIVES['frame-src']).toEqual([VIDEO_ORIGIN]);
  });

  it('gives the contact card the pages link to the vCard media type', () => {
    expect(VCARD_PATHS).toEqual([contactCardIn.sr.path, contactCardIn.en.path]);
    expect(VCARD_TYPE).toBe('text/vcard; charset=utf-8');
  });

  it('gives each language with a 404 page of its own (lib/locales.ts) its rule, after its blog’s (issue 27)', () => {
    const languages = localeCodes.filter((locale) => NOT_FOUND_PAGES[locale] !== undefined);
    expect(LANGUAGE_NOT_FOUND).toEqual(
      languages.map((locale) => ({ prefix: `${LOCALES[locale].prefix}/`, page: NOT_FOUND_PAGES[locale], blog: localizedRoutes[locale].blog })),
    );
    // Netlify applies the first rule that matches: the blog's before the language's catch-all.
    expect(REDIRECTS).toEqual([
      { from: '/blog/*', to: '/blog/', status: 302 },
      { from: '/en/blog/*', to: '/en/blog/', status: 302 },
      { from: '/en/*', to: '/en/404/', status: 404 },
    ]);
  });

  it('never allows inline code or eval', () => {
    expect(JSON.stringify(CSP_DIRECTIVES)).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(CSP_DIRECTIVES['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('the editor’s policy (/admin/)', () => {
  const names = (headers: Record<string, string>) => Object.keys(headers).map((name) => name.toLowerCase());

  it('relaxes only what Decap needs: eval for scripts, inline styles, and no wildcard anywhere', () => {
    const unsafe = Object.entries(ADMIN_CSP_DIRECTIVES).flatMap(([name, sources]) =>
      sources.filter((source) => source.includes('unsafe')).map((source) => `${name} ${source}`),
    );
    expect(unsafe).toEqual(["script-src 'unsafe-eval'", "style-src 'unsafe-inline'"]);
    expect(JSON.stringify(ADMIN_CSP_DIRECTIVES)).not.toMatch(/\*|data:/);
    expect(ADMIN_CSP_DIRECTIVES['frame-ancestors']).toEqual(["'none'"]);
    expect(ADMIN_CSP_DIRECTIVES['object-src']).toEqual(["'none'"]);
    expect(ADMIN_CSP_DIRECTIVES['connect-src']).toEqual(["'self'", 'blob:', 'https://api.github.com', 'https://www.githubstatus.com', 'http://localhost:8081']);
  });

  it('keeps the OAuth popup’s opener, is never indexed, and sets no header that the rule for every path sets', () => {
    expect(ADMIN_PATH).toBe('/admin/');
    expect(ADMIN_HEADERS['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(ADMIN_HEADERS['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(PAGE_HEADERS['Cross-Origin-Opener-Policy']).toBe('same-origin');
    // Netlify joins a header two matching rules set: "/*" and "/admin/*" must not share one.
    expect(names(ADMIN_HEADERS).filter((name) => names(SECURITY_HEADERS).includes(name))).toEqual([]);
    expect(names(PAGE_HEADERS).filter((name) => names(SECURITY_HEADERS).includes(name))).toEqual([]);
  });
});

describe('inline script hashes', () => {
  const html = [
    '<script src="/_next/static/a.js" async=""></script>',
    '<script>alert(1)</script>',
    '<script type="application/ld+json">{"@type":"Dentist"}</script>',
    '<script type="module">alert(1)</script>',
  ].join('');

  it('hashes the executable inline scripts only, by their exact text', () => {
    expect(inlineScripts(html)).toEqual(['alert(1)', 'alert(1)']);
    // The SHA-256 of "alert(1)" as browsers report it in CSP errors.
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('finds remote image origins in src and srcset, ignoring the site’s own', () => {
    const page =
      '<img src="https://cdn.example.com/a.jpg"><source srcset="/images/a-480.avif 480w, https://img.example.org/b.webp 800w">' +
      '<img src="https://www.auroradental.rs/images/c.webp">';
    expect([...remoteImageOrigins(page, 'https://www.auroradental.rs')].sort()).toEqual(['https://cdn.example.com', 'https://img.example.org']);
  });

  it('adds hashes and image origins once each, sorted, to the base directives', () => {
    const policy = contentSecurityPolicy(
      { 'script-src': ["'self'"], 'img-src': ["'self'"], 'frame-ancestors': ["'none'"] },
      { scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"], imageOrigins: ['https://cdn.example.com'] },
    );
    expect(policy).toBe("script-src 'self' 'sha256-a' 'sha256-b'; img-src 'self' https://cdn.example.com; frame-ancestors 'none'");
  });

  it('allows the inline critical CSS by the hash of its exact text, in style-src', () => {
    expect(inlineStyles('<head><style>p{color:red}</style><link rel="stylesheet" href="/s.css"></head>')).toEqual(['p{color:red}']);
    const policy = contentSecurityPolicy(
      { 'script-src': ["'self'"], 'style-src': ["'self'"], 'img-src': ["'self'"] },
      { styleHashes: [scriptHash('p{color:red}'), scriptHash('p{color:red}')] },
    );
    expect(policy).toBe(`script-src 'self'; style-src 'self' ${scriptHash('p{color:red}')}; img-src 'self'`);
    expect(contentSecurityPolicy({ 'script-src': ["'self'"], 'style-src': ["'self'"], 'img-src': ["'self'"] })).toContain("style-src 'self';");
  });

  it('leaves out of a <meta> policy the directive browsers ignore there', () => {
    const directives = { 'script-src': ["'self'"], 'img-src': ["'self'"], 'frame-ancestors': ["'none'"] };
    expect(metaContentSecurityPolicy(directives)).toBe("script-src 'self'; img-src 'self'");
  });
});

describe('Netlify _headers', () => {
  const rules: HeaderRule[] = [
    { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff', Link: '</a>' } },
    { path: '/_next/static/*', headers: { 'Cache-Control': CACHE.hashed } },
    { path: '/blog/:slug/', headers: { Link: '</b>' } },
    { path: '/', headers: { 'Cache-Control': CACHE.html } },
  ];

  it('writes a file that reads back as the same rules', () => {
    const text = formatHeadersFile(rules, ['generated']);
    expect(text.startsWith('# generated\n/*\n  X-Content-Type-Options: nosniff\n')).toBe(true);
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('names the line of a header that has no path above it', () => {
    expect(() => parseHeadersFile('  X-Test: 1\n')).toThrow('_headers line 1');
  });

  it('matches "*" across slashes, ":name" within one segment, and the rest exactly', () => {
    expect(pathPattern('/*').test('/blog/a/')).toBe(true);
    expect(pathPattern('/_next/static/*').test('/_next/static/chunks/a.js')).toBe(true);
    expect(pathPattern('/blog/:slug/').test('/blog/a/')).toBe(true);
    expect(pathPattern('/blog/:slug/').test('/blog/a/b/')).toBe(false);
    expect(pathPattern('/').test('/cenovnik/')).toBe(false);
  });

  it('applies every matching rule and joins a header two rules set, as Netlify does', () => {
    expect(headersForPath(rules, '/blog/a/')).toEqual({ 'X-Content-Type-Options': 'nosniff', Link: '</a>, </b>' });
    expect(headersForPath(rules, '/')).toEqual({ 'X-Content-Type-Options': 'nosniff', Link: '</a>', 'Cache-Control': CACHE.html });
    expect(headersForPath(rules, '/_next/static/x.js')['Cache-Control']).toBe(CACHE.hashed);
  });
});

describe('CloudFront functions', () => {
  type Handler = (event: unknown) => Record<string, unknown>;
  const load = (code: string) => new Function(`${code}\nreturn handler;`)() as Handler;

  it('redirects "/path" to "/path/", keeping the query, and serves folders’ index.html', () => {
    const handler = load(viewerRequestFunction());
    expect(handler({ request: { uri: '/blog/x', querystring: { a: { value: '1' } } } })).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/blog/x/?a=1' } },
    });
    expect(handler({ request: { uri: '/blog/x/', querystring: {} } })).toMatchObject({ uri: '/blog/x/index.html' });
    expect(handler({ request: { uri: '/', querystring: {} } })).toMatchObject({ uri: '/index.html' });
    expect(handler({ request: { uri: '/images/a-480.avif', querystring: {} } })).toMatchObject({ uri: '/images/a-480.avif' });
  });

  it('sends the security headers everywhere, each document its own policy, and caches by kind of file', () => {
    const handler = load(
      viewerResponseFunction({
        securityHeaders: SECURITY_HEADERS,
        cacheRules: CACHE_RULES,
        htmlCacheControl: CACHE.html,
        defaultCsp: "script-src 'self'",
        cspByPage: { '/index.html': "script-src 'self' 'sha256-a'" },
        documentHeaders: { 'Speculation-Rules': '"/speculation-rules.json"' },
        fileHeaders: { '/speculation-rules.json': { 'Content-Type': 'application/speculationrules+json' } },
      }),
    );
    const respond = (uri: string) => handler({ request: { uri }, response: { headers: {} } }) as { headers: Record<string, { value: string }> };
    const page = respond('/cenovnik/index.html');
    expect(page.headers['x-content-type-options']).toEqual({ value: 'nosniff' });
    expect(page.headers['cache-control']).toEqual({ value: CACHE.html });
    expect(page.headers['content-security-policy']).toEqual({ value: "script-src 'self'" });
    expect(page.headers['speculation-rules']).toEqual({ value: '"/speculation-rules.json"' });
    expect(respond('/index.html').headers['content-security-policy']).toEqual({ value: "script-src 'self' 'sha256-a'" });
    // Images, fonts and scripts carry no policy: it governs documents only.
    expect(respond('/images/a-480.avif').headers['content-security-policy']).toBeUndefined();
    expect(respond('/speculation-rules.json').headers['content-type']).toEqual({ value: 'application/speculationrules+json' });
    expect(respond('/_next/static/chunks/a.js').headers['cache-control']).toEqual({ value: CACHE.hashed });
    expect(respond('/js/enhance-0123456789.js').headers['cache-control']).toEqual({ value: CACHE.hashed });
    expect(respond('/images/a-480.avif').headers['cache-control']).toEqual({ value: CACHE.images });
    expect(respond('/feed.xml').headers['cache-control']).toBeUndefined();
  });

  it('gives the editor’s folder its own headers, one value each, and its document its own policy', () => {
    const handler = load(
      viewerResponseFunction({
        securityHeaders: SECURITY_HEADERS,
        cacheRules: CACHE_RULES,
        htmlCacheControl: CACHE.html,
        defaultCsp: "script-src 'self'",
        documentHeaders: { ...PAGE_HEADERS, 'Speculation-Rules': '"/speculation-rules.json"' },
        sections: [{ prefix: ADMIN_PATH, headers: ADMIN_HEADERS, csp: "script-src 'self' 'unsafe-eval'" }],
      }),
    );
    const respond = (uri: string) => handler({ request: { uri }, response: { headers: {} } }) as { headers: Record<string, { value: string }> };
    const editor = respond('/admin/index.html').headers;
    expect(editor['content-security-policy']).toEqual({ value: "script-src 'self' 'unsafe-eval'" });
    expect(editor['cross-origin-opener-policy']).toEqual({ value: 'same-origin-allow-popups' });
    expect(editor['x-robots-tag']).toEqual({ value: 'noindex, nofollow' });
    expect(editor['x-frame-options']).toEqual({ value: 'DENY' });
    expect(editor['speculation-rules']).toBeUndefined();
    const bundle = respond('/admin/decap/decap-cms.js').headers;
    expect(bundle['content-security-policy']).toBeUndefined();
    expect(bundle['x-robots-tag']).toEqual({ value: 'noindex, nofollow' });
    expect(bundle['cache-control']).toEqual({ value: CACHE.html });
    const page = respond('/faq/index.html').headers;
    expect(page['cross-origin-opener-policy']).toEqual({ value: 'same-origin' });
    expect(page['x-robots-tag']).toBeUndefined();
  });
});

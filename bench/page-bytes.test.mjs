/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  folderBytes,
  fontFaces,
  frameScripts,
  htmlFileFor,
  listPages,
  measurePage,
  mediaMatches,
  pageSpecificJs,
  parsePageAssets,
  pickCandidate,
  rangeCoversText,
  slotWidth,
} from './page-bytes.mjs';

const PHONE = { width: 390, dpr: 2 };

describe('htmlFileFor', () => {
  it('maps canonical paths to index.html files', () => {
    expect(htmlFileFor('/o', '/')).toBe(path.join('/o', 'index.html'));
    expect(htmlFileFor('/o', '/blog/clanak/')).toBe(path.join('/o', 'blog', 'clanak', 'index.html'));
  });

  it('rejects a path without the trailing slash', () => {
    expect(() => htmlFileFor('/o', '/blog')).toThrow('"/blog" must start and end with "/"');
  });
});

describe('sizes and srcset', () => {
  it('evaluates min-width and max-width conditions', () => {
    expect(mediaMatches('(min-width: 1024px)', 390)).toBe(false);
    expect(mediaMatches('(max-width: 640px)', 390)).toBe(true);
    expect(mediaMatches('(min-width: 20em) and (max-width: 400px)', 390)).toBe(true);
    expect(() => mediaMatches('(orientation: portrait)', 390)).toThrow('Unsupported media condition');
  });

  it('takes the first matching sizes entry, else the default', () => {
    expect(slotWidth('(min-width: 1024px) 976px, 100vw', 390)).toBe(390);
    expect(slotWidth('(min-width: 1024px) 976px, 100vw', 1440)).toBe(976);
    expect(slotWidth('(max-width: 640px) 50vw, 300px', 390)).toBe(195);
    expect(slotWidth(undefined, 390)).toBe(390);
  });

  it('picks the smallest candidate that covers slot × device pixel ratio', () => {
    const srcset = '/a-480.avif 480w, /a-800.avif 800w, /a-1200.avif 1200w';
    expect(pickCandidate(srcset, '100vw', PHONE)).toBe('/a-800.avif'); // 780 px needed
    expect(pickCandidate(srcset, '100vw', { width: 390, dpr: 1 })).toBe('/a-480.avif');
    expect(pickCandidate(srcset, '100vw', { width: 1440, dpr: 2 })).toBe('/a-1200.avif'); // none is enough: the largest
    expect(pickCandidate('/a.png, /a@2x.png 2x', undefined, PHONE)).toBe('/a@2x.png');
  });
});

describe('parsePageAssets', () => {
  const html = `<!DOCTYPE html><html><head>
    <link rel="stylesheet" href="/_next/static/a.css" data-precedence="next"/>
    <link rel="preload" as="script" fetchPriority="low" href="/_next/static/late.js"/>
    <link rel="preload" as="font" type="font/woff2" href="/fonts/f.woff2" crossorigin=""/>
    <script src="/_next/static/main.js" async=""></script>
    <script src="/_next/static/polyfills.js" noModule=""></script>
  </head><body>
    <picture><source type="image/avif" srcSet="/h-480.avif 480w, /h-800.avif 800w" sizes="100vw"/>
      <img src="/h-800.webp" alt="" loading="eager"/></picture>
    <img src="/lazy.webp" alt="" loading="lazy"/>
    <img src="/plain.png" alt=""/>
    <noscript><img src="/no-js.png" alt=""/></noscript>
    <script>self.__next_f.push([1,"<img src=\\"/in-payload.png\\"><script src=\\"/in-payload.js\\">"])</script>
    <script src="/_next/static/late.js" async=""></script>
  </body></html>`;

  it('lists scripts once each, noModule polyfills apart', () => {
    const assets = parsePageAssets(html, PHONE);
    expect(assets.scripts).toEqual(['/_next/static/late.js', '/_next/static/main.js']);
    expect(assets.noModuleScripts).toEqual(['/_next/static/polyfills.js']);
  });

  it('lists stylesheets and preloaded fonts', () => {
    const assets = parsePageAssets(html, PHONE);
    expect(assets.stylesheets).toEqual(['/_next/static/a.css']);
    expect(assets.fontPreloads).toEqual(['/fonts/f.woff2']);
  });

  it('lists eager images through <picture> sources, not lazy, <noscript> or script-quoted ones', () => {
    expect(parsePageAssets(html, PHONE).images).toEqual(['/h-800.avif', '/plain.png']);
  });

  it('skips a <source> of a type the browser cannot decode', () => {
    const jxl = '<picture><source type="image/jxl" srcset="/a.jxl"/><img src="/a.jpg" alt=""/></picture>';
    expect(parsePageAssets(jxl, PHONE).images).toEqual(['/a.jpg']);
  });
});

describe('fonts', () => {
  it('reads @font-face files and ranges, skipping local() fallbacks', () => {
    const css =
      '@font-face{font-family:Inter;src:url(../media/i-ext.woff2)format("woff2");unicode-range:U+100-2BA,U+1E00-1E9F}' +
      '@font-face{font-family:Inter Fallback;src:local(Arial)}@font-face{font-family:X;src:url("/x.woff2")}';
    expect(fontFaces(css)).toEqual([
      { url: '../media/i-ext.woff2', unicodeRange: 'U+100-2BA,U+1E00-1E9F' },
      { url: '/x.woff2', unicodeRange: 'U+0-10FFFF' },
    ]);
  });

  it('matches a unicode-range against the text, wildcards included', () => {
    expect(rangeCoversText('U+100-2BA', 'Čačak')).toBe(true); // Č is U+010C
    expect(rangeCoversText('U+100-2BA', 'Beograd')).toBe(false);
    expect(rangeCoversText('U+??,U+131', 'a')).toBe(true);
  });
});

describe('measurePage, frameScripts and pageSpecificJs on a small out/', () => {
  let out;
  const write = (file, content) => {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), content);
  };
  const gz = (content) => gzipSync(content, { level: 9 }).length;
  const frameJs = 'console.log("frame");'.repeat(50);
  const homeJs = 'console.log("home");'.repeat(20);
  const css =
    '@font-face{font-family:T;src:url(../media/latin.woff2);unicode-range:U+??}' +
    '@font-face{font-family:T;src:url(../media/ext.woff2);unicode-range:U+100-2BA}body{color:red}';
  const page = (body, extraScript = '') =>
    `<html><head><link rel="stylesheet" href="/_next/static/chunks/s.css"/></head><body>${body}` +
    `<script src="/_next/static/chunks/frame.js" async=""></script>${extraScript}</body></html>`;

  beforeAll(() => {
    out = mkdtempSync(path.join(tmpdir(), 'page-bytes-'));
    write('_next/static/chunks/frame.js', frameJs);
    write('_next/static/chunks/home.js', homeJs);
    write('_next/static/chunks/s.css', css);
    write('_next/static/media/latin.woff2', Buffer.alloc(1000));
    write('_next/static/media/ext.woff2', Buffer.alloc(700));
    write('images/hero-800.avif', Buffer.alloc(300));
    write('index.html', page('<h1>Početna</h1><img src="/images/hero-800.avif" alt=""/>', '<script src="/_next/static/chunks/home.js" async=""></script>'));
    write('faq/index.html', page('<h1>Pitanja</h1>'));
    write('404/index.html', page('<h1>404</h1>'));
    write('admin/index.html', '<!doctype html><title>Uređivanje sajta</title><script src="/admin/decap/decap-cms.js"></script>');
  });

  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('lists the pages, not the 404 copies, assets or the editor', () => {
    expect(listPages(out)).toEqual(['/', '/faq/']);
  });

  it('counts a folder’s files raw and gzipped, each on its own (the editor, reported apart)', () => {
    write('admin/decap/decap-cms.js', frameJs);
    const html = '<!doctype html><title>Uređivanje sajta</title><script src="/admin/decap/decap-cms.js"></script>';
    expect(folderBytes(path.join(out, 'admin'))).toEqual({
      files: 2,
      bytes: Buffer.byteLength(html) + Buffer.byteLength(frameJs),
      gzip: gz(html) + gz(frameJs),
    });
  });

  it('counts text gzipped at level 9, fonts the text needs and eager images as they are', () => {
    const home = measurePage(out, '/');
    expect(home.scripts.map((script) => [script.url, script.gzip])).toEqual([
      ['/_next/static/chunks/frame.js', gz(frameJs)],
      ['/_next/static/chunks/home.js', gz(homeJs)],
    ]);
    expect(home.totals.cssGzip).toBe(gz(css));
    expect(home.fonts.map((font) => font.url)).toEqual(['/_next/static/media/latin.woff2', '/_next/static/media/ext.woff2']);
    expect(home.totals.imageBytes).toBe(300);
    expect(home.totals.total).toBe(home.totals.htmlGzip + gz(frameJs) + gz(homeJs) + gz(css) + 1000 + 700 + 300);
  });

  it('leaves out a font whose range the text does not use', () => {
    expect(measurePage(out, '/faq/').fonts.map((font) => font.url)).toEqual(['/_next/static/media/latin.woff2']);
  });

  it('separates the frame scripts every page shares from page-specific ones', () => {
    const measured = listPages(out).map((pagePath) => measurePage(out, pagePath));
    const frame = frameScripts(measured);
    expect([...frame]).toEqual(['/_next/static/chunks/frame.js']);
    expect(pageSpecificJs(measured[0], frame)).toBe(gz(homeJs));
    expect(pageSpecificJs(measured[1], frame)).toBe(0);
  });

  it('names the page and the URL when a file it loads is missing', () => {
    write('broken/index.html', '<script src="/_next/static/chunks/gone.js"></script>');
    expect(() => measurePage(out, '/broken/')).toThrow('/_next/static/chunks/gone.js (from /broken/) is not a file in out/');
    rmSync(path.join(out, 'broken'), { recursive: true });
  });
});

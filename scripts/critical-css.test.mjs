import { parse, serialize } from 'parse5';
import { DEFERRED_STYLE_ATTRIBUTE } from '../lib/deferred-style.mjs';
import { blockingStylesheets, inlineCriticalCss, pagesWithNewTokens, selectorTokens, templateOf } from './critical-css-lib.mjs';

/** The <head> and <body> of a parsed document. */
function parts(html) {
  const tree = parse(html);
  const root = tree.childNodes.find((node) => node.tagName === 'html');
  return { tree, head: root.childNodes.find((node) => node.tagName === 'head'), body: root.childNodes.find((node) => node.tagName === 'body') };
}

describe('which pages share a critical stylesheet', () => {
  it.each([
    ['/', '/'],
    ['/cenovnik/', '/cenovnik/'],
    ['/blog/', '/blog/'],
    ['/blog/neki-clanak/', '/blog/*'],
    ['/blog/strana/2/', '/blog/'],
    ['/blog/kategorija/implanti/', '/blog/'],
    ['/404.html', '/404.html'],
  ])('%s → %s', (urlPath, template) => {
    expect(templateOf(urlPath)).toBe(template);
  });
});

describe('the pages a template’s critical CSS is read from', () => {
  it('offers each tag, tag with class, and attribute name to selectors', () => {
    const { body } = parts('<p class="lead  big" data-x="1">Tekst <a href="/">veza</a></p>');
    expect([...selectorTokens(body)].sort()).toEqual(['[class]', '[data-x]', '[href]', 'a', 'body', 'p', 'p.big', 'p.lead'].sort());
  });

  it('keeps only the pages that bring something the ones before them did not', () => {
    const pages = [
      { name: 'prvi', tokens: new Set(['p', 'p.lead']) },
      { name: 'isti', tokens: new Set(['p.lead']) },
      { name: 'tabela', tokens: new Set(['p', 'table']) },
      { name: 'opet', tokens: new Set(['table', 'p']) },
    ];
    expect(pagesWithNewTokens(pages, (page) => page.tokens).map((page) => page.name)).toEqual(['prvi', 'tabela']);
  });

  it('reads every page of 200 made of a handful of parts only once per part', () => {
    const kinds = [new Set(['p']), new Set(['p', 'table']), new Set(['p', 'ol'])];
    const pages = Array.from({ length: 200 }, (_, index) => kinds[index % kinds.length]);
    expect(pagesWithNewTokens(pages, (tokens) => tokens)).toHaveLength(3);
  });
});

describe('a page’s head with its critical CSS', () => {
  const page =
    '<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="preload" href="/f.woff2" as="font"><link rel="stylesheet" href="/s.css"><link rel="stylesheet" href="/print.css" media="print"><title>T</title></head><body></body></html>';

  it('puts the CSS inline before the stylesheet, which then loads without blocking, and stays for pages without scripts', () => {
    const { tree, head } = parts(page);
    expect(blockingStylesheets(head)).toHaveLength(1);
    expect(inlineCriticalCss(head, 'p{color:red}')).toBe(true);
    const html = serialize(tree);
    expect(html).toContain(
      `<style>p{color:red}</style><link rel="stylesheet" href="/s.css" media="print" ${DEFERRED_STYLE_ATTRIBUTE}=""><noscript><link rel="stylesheet" href="/s.css"></noscript><link rel="stylesheet" href="/print.css" media="print">`,
    );
    // Parsed again (as a browser with scripts parses it), nothing blocks the first paint.
    expect(blockingStylesheets(parts(html).head)).toHaveLength(0);
  });

  it('leaves a page without a blocking stylesheet, or without critical CSS, as it was', () => {
    const { tree, head } = parts(page);
    expect(inlineCriticalCss(head, '')).toBe(false);
    expect(serialize(tree)).toBe(serialize(parts(page).tree));
    const { head: noLink } = parts('<html><head><title>T</title></head><body></body></html>');
    expect(inlineCriticalCss(noLink, 'p{}')).toBe(false);
  });
});

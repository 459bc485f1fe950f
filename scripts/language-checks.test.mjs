import { hreflangLinks, hreflangProblems, serbianWordProblems, sitemapProblems } from './language-checks.mjs';

const ORIGIN = 'https://www.example.rs';
const head = (links) =>
  `<html><head>${Object.entries(links)
    .map(([hreflang, path]) => `<link rel="alternate" hreflang="${hreflang}" href="${ORIGIN}${path}">`)
    .join('')}</head><body></body></html>`;
const pair = { sr: '/cenovnik/', en: '/en/prices/', 'x-default': '/cenovnik/' };

describe('hreflang across the built pages', () => {
  it('reads a page’s alternates', () => {
    expect(hreflangLinks(head(pair))).toEqual({ sr: `${ORIGIN}/cenovnik/`, en: `${ORIGIN}/en/prices/`, 'x-default': `${ORIGIN}/cenovnik/` });
  });

  it('passes reciprocal pairs, and a page in one language', () => {
    const pages = new Map([
      ['/cenovnik/', head(pair)],
      ['/en/prices/', head(pair)],
      ['/blog/only-serbian/', head({})],
    ]);
    expect(hreflangProblems(pages, ORIGIN)).toEqual([]);
  });

  it('names a one-way pair, a missing page and a page that leaves itself out', () => {
    const pages = new Map([
      ['/cenovnik/', head(pair)],
      ['/en/prices/', head({ en: '/en/prices/' })],
      ['/faq/', head({ sr: '/faq/', en: '/en/faq/' })],
      ['/galerija/', head({ sr: '/galerija-stara/', en: '/en/prices/' })],
    ]);
    expect(hreflangProblems(pages, ORIGIN)).toEqual([
      '/cenovnik/: /en/prices/ does not name the same versions back',
      '/faq/: hreflang names /en/faq/, which is not a built page',
      '/galerija/: its hreflang links do not name the page itself',
      '/galerija/: hreflang names /galerija-stara/, which is not a built page',
      '/galerija/: /en/prices/ does not name the same versions back',
    ]);
  });
});

describe('the sitemap’s alternates', () => {
  const sitemap = (links) =>
    `<urlset><url><loc>${ORIGIN}/cenovnik/</loc>${Object.entries(links)
      .map(([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${ORIGIN}${path}" />`)
      .join('')}</url></urlset>`;

  it('match the page’s, or are named', () => {
    const pages = new Map([['/cenovnik/', head(pair)]]);
    expect(sitemapProblems(pages, sitemap(pair), ORIGIN)).toEqual([]);
    expect(sitemapProblems(pages, sitemap({ sr: '/cenovnik/' }), ORIGIN)).toEqual(["/cenovnik/: the sitemap's alternates differ from the page's"]);
    expect(sitemapProblems(new Map([['/faq/', head({ sr: '/faq/', en: '/en/faq/' })]]), sitemap(pair), ORIGIN)).toEqual(['/faq/: not in the sitemap']);
  });
});

describe('Serbian on an English page', () => {
  it('names the page and its Serbian words, the shared names aside', () => {
    const texts = new Map([
      ['/en/', 'Book a free consultation with dr Milica Jovanović at Hercegovačka 14.'],
      ['/en/prices/', 'Prices for veneers. Šta cena obuhvata: sve za vaš osmeh i.e. everything.'],
    ]);
    expect(serbianWordProblems(texts, ['dr Milica Jovanović', 'Hercegovačka 14'])).toEqual(['/en/prices/: Šta, za, vaš']);
  });
});

import { isUnknownArticlePath, notFoundDestination } from '@/lib/blog-redirect';

describe('the unknown-article fallback', () => {
  it.each([
    ['/blog/nepostojeci-clanak/', true],
    ['/blog/nepostojeci-clanak', true],
    ['/blog/', false],
    ['/blog', false],
    ['/cenovnik/nesto/', false],
    ['/blogovi/x/', false],
    // A list page past the last (only the pages that exist are built: a 404 like any unknown address under /blog/).
    ['/blog/strana/99/', true],
    ['/blog/kategorija/nepostojeca/', true],
    ['/blog/kategorija/saveti/strana/99/', true],
    // Below the English blog (issue 27).
    ['/en/blog/unknown-article/', true],
    ['/en/blog/', false],
    ['/en/prices/x/', false],
  ])('%s -> %s', (path, expected) => {
    expect(isUnknownArticlePath(path)).toBe(expected);
  });
});

describe('where a 404 page sends its visitor', () => {
  it.each([
    // An unknown article: to its language's blog, from either language's 404 page.
    ['/blog/nepostojeci-clanak/', 'sr-Latn', '/blog/'],
    ['/en/blog/unknown-article/', 'sr-Latn', '/en/blog/'],
    ['/en/blog/unknown-article/', 'en-GB', '/en/blog/'],
    // An unknown English address shown the Serbian 404 page (S3's one page): to the English one; there, it stays.
    ['/en/unknown/', 'sr-Latn', '/en/404/'],
    ['/en/unknown/', 'en-GB', undefined],
    ['/en/404/', 'en-GB', undefined],
    // A Serbian unknown address stays on the Serbian 404 page.
    ['/nepostojeca/', 'sr-Latn', undefined],
  ])('%s on the %s page → %s', (path, lang, expected) => {
    expect(notFoundDestination(path, lang)).toBe(expected);
  });
});

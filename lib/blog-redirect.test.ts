import { isUnknownArticlePath } from '@/lib/blog-redirect';

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
  ])('%s -> %s', (path, expected) => {
    expect(isUnknownArticlePath(path)).toBe(expected);
  });
});

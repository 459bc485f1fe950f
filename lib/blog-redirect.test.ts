import { isUnknownArticlePath } from '@/lib/blog-redirect';

describe('the unknown-article fallback', () => {
  it.each([
    ['/blog/nepostojeci-clanak/', true],
    ['/blog/nepostojeci-clanak', true],
    ['/blog/', false],
    ['/blog', false],
    ['/cenovnik/nesto/', false],
    ['/blogovi/x/', false],
  ])('%s -> %s', (path, expected) => {
    expect(isUnknownArticlePath(path)).toBe(expected);
  });
});

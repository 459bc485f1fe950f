import { BLOG_FALLBACK_SCRIPT, isUnknownArticlePath } from '@/lib/blog-redirect';

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

  it('the inline script replaces the history entry with /blog/ for such a path only', () => {
    const run = (pathname: string) => {
      const replace = jest.fn();
      new Function('location', BLOG_FALLBACK_SCRIPT)({ pathname, replace });
      return replace;
    };
    expect(run('/blog/nema/')).toHaveBeenCalledWith('/blog/');
    expect(run('/nema/')).not.toHaveBeenCalled();
  });
});

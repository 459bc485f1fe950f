import { BLOG_PATH, articlePath, blogCategoryPath, blogListPagePath, blogPathOf, blogSegments } from '@/lib/routes';

describe('articlePath', () => {
  it('puts the slug under the blog, with the trailing slash', () => {
    expect(articlePath('fasete-ili-krunice')).toBe('/blog/fasete-ili-krunice/');
    expect(articlePath('x').startsWith(BLOG_PATH)).toBe(true);
  });

  it.each(['', 'a/b', 'a?b', 'a#b', 'a b'])('refuses %j, which is not one path segment', (slug) => {
    expect(() => articlePath(slug)).toThrow(`articlePath expects an article slug (one path segment), got "${slug}"`);
  });
});

describe('the blog’s list pages', () => {
  it('put a category’s list under /blog/kategorija/ and a list’s further pages under strana/', () => {
    expect(blogCategoryPath('saveti')).toBe('/blog/kategorija/saveti/');
    expect(blogListPagePath(BLOG_PATH, 1)).toBe('/blog/');
    expect(blogListPagePath(BLOG_PATH, 2)).toBe('/blog/strana/2/');
    expect(blogListPagePath(blogCategoryPath('nega-zuba'), 3)).toBe('/blog/kategorija/nega-zuba/strana/3/');
  });

  it('refuses what is not a page number, a list below /blog/ or one segment', () => {
    expect(() => blogListPagePath(BLOG_PATH, 0)).toThrow('blogListPagePath expects a page number from 1, got 0');
    expect(() => blogListPagePath('/faq/', 2)).toThrow('blogListPagePath expects a blog\'s list (…/blog/…/), got "/faq/"');
    expect(() => blogCategoryPath('a/b')).toThrow('blogCategoryPath expects a category slug (one path segment), got "a/b"');
  });

  it('turn a path below /blog/ into the catch-all’s segments and back', () => {
    for (const path of ['/blog/strana/2/', '/blog/kategorija/saveti/strana/2/', articlePath('x')]) expect(blogPathOf(blogSegments(path))).toBe(path);
    expect(blogSegments('/blog/kategorija/saveti/')).toEqual(['kategorija', 'saveti']);
    expect(() => blogSegments(BLOG_PATH)).toThrow('blogSegments expects a path below /blog/, got "/blog/"');
  });

  it('read in another language’s blog with its own words, as the English one (issue 27)', () => {
    const words = { page: 'page', category: 'category' };
    const tips = blogCategoryPath('tips', '/en/blog/', words);
    expect(tips).toBe('/en/blog/category/tips/');
    expect(blogListPagePath(tips, 2, words)).toBe('/en/blog/category/tips/page/2/');
    expect(blogListPagePath('/en/blog/', 3, words)).toBe('/en/blog/page/3/');
    expect(blogSegments('/en/blog/category/tips/', '/en/blog/')).toEqual(['category', 'tips']);
    expect(blogPathOf(['page', '2'], '/en/blog/')).toBe('/en/blog/page/2/');
    expect(() => blogSegments('/blog/strana/2/', '/en/blog/')).toThrow('blogSegments expects a path below /en/blog/, got "/blog/strana/2/"');
  });
});

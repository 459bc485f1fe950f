import { blogCategories, blogListPages, listPlaceOf } from '@/lib/blog-lists';

const ORDER = ['Vodič', 'Saveti', 'Održavanje', 'Nega Zuba'];

/** `count` articles, newest first as the blog orders them, their categories taken in turn from `categories`. */
function articles(count: number, categories = ['Vodič', 'Saveti']) {
  return Array.from({ length: count }, (_, index) => ({
    slug: `clanak-${index + 1}`,
    category: categories[index % categories.length]!,
    modified: `2025-01-${String(28 - (index % 28)).padStart(2, '0')}`,
  }));
}

describe('blogCategories', () => {
  it('lists the categories with articles in the given order, each with its count and address; empty ones left out', () => {
    expect(blogCategories(articles(5, ['Nega Zuba', 'Vodič']), ORDER)).toEqual([
      { key: 'Vodič', name: 'Vodič', slug: 'vodic', count: 2, path: '/blog/kategorija/vodic/' },
      { key: 'Nega Zuba', name: 'Nega Zuba', slug: 'nega-zuba', count: 3, path: '/blog/kategorija/nega-zuba/' },
    ]);
  });

  it('in another language’s blog: the names and addresses in its words, the articles still counted by their key', () => {
    const english = {
      blogPath: '/en/blog/',
      words: { page: 'page', category: 'category' },
      nameOf: (key: string) => ({ Vodič: 'Guide', 'Nega Zuba': 'Tooth care' })[key]!,
    };
    expect(blogCategories(articles(5, ['Nega Zuba', 'Vodič']), ORDER, english)).toEqual([
      { key: 'Vodič', name: 'Guide', slug: 'guide', count: 2, path: '/en/blog/category/guide/' },
      { key: 'Nega Zuba', name: 'Tooth care', slug: 'tooth-care', count: 3, path: '/en/blog/category/tooth-care/' },
    ]);
  });
});

describe('blogListPages', () => {
  it('with 200 articles: every article once on the pages of all, each category’s articles once on its own pages', () => {
    const all = articles(200);
    const pages = blogListPages(all, ORDER, 24);
    const ofAll = pages.filter((page) => !page.category);
    expect(ofAll.map((page) => page.path)).toEqual(['/blog/', ...Array.from({ length: 8 }, (_, index) => `/blog/strana/${index + 2}/`)]);
    expect(ofAll.flatMap((page) => page.items)).toEqual(all);
    expect(ofAll.map((page) => page.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const page of ofAll) expect(page.pagePaths).toEqual(ofAll.map((each) => each.path));

    for (const category of blogCategories(all, ORDER)) {
      const own = pages.filter((page) => page.category?.key === category.key);
      expect(own.flatMap((page) => page.items)).toEqual(all.filter((article) => article.category === category.key));
      expect(own.map((page) => page.path)).toEqual([
        `/blog/kategorija/${category.slug}/`,
        ...Array.from({ length: Math.ceil(category.count / 24) - 1 }, (_, index) => `/blog/kategorija/${category.slug}/strana/${index + 2}/`),
      ]);
    }
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it('with 17 articles and pages of 24: /blog/ holds all of them, and no list has a second page', () => {
    const all = articles(17);
    const pages = blogListPages(all, ORDER, 24);
    expect(pages[0]).toMatchObject({ path: '/blog/', page: 1, pagePaths: ['/blog/'], items: all });
    expect(pages.every((page) => page.pagePaths.length === 1)).toBe(true);
    expect(pages.map((page) => page.path)).toEqual(['/blog/', '/blog/kategorija/vodic/', '/blog/kategorija/saveti/']);
  });

  it('dates every page of a list by the list’s newest article', () => {
    const all = [
      { category: 'Vodič', modified: '2025-01-02' },
      { category: 'Saveti', modified: '2025-03-01' },
      { category: 'Vodič', modified: '2025-02-01' },
    ];
    expect(blogListPages(all, ORDER, 1).map((page) => [page.path, page.modified])).toEqual([
      ['/blog/', '2025-03-01'],
      ['/blog/strana/2/', '2025-03-01'],
      ['/blog/strana/3/', '2025-03-01'],
      ['/blog/kategorija/vodic/', '2025-02-01'],
      ['/blog/kategorija/vodic/strana/2/', '2025-02-01'],
      ['/blog/kategorija/saveti/', '2025-03-01'],
    ]);
  });

  it('in another language’s blog, its pages in its words, and each page in the same place of its list as in every language', () => {
    const english = {
      blogPath: '/en/blog/',
      words: { page: 'page', category: 'category' },
      nameOf: (key: string) => ({ Vodič: 'Guide', Saveti: 'Tips' })[key]!,
    };
    const all = articles(3);
    const serbian = blogListPages(all, ORDER, 1);
    const translated = blogListPages(all, ORDER, 1, english);
    expect(translated.map((page) => page.path)).toEqual([
      '/en/blog/',
      '/en/blog/page/2/',
      '/en/blog/page/3/',
      '/en/blog/category/guide/',
      '/en/blog/category/guide/page/2/',
      '/en/blog/category/tips/',
    ]);
    expect(translated.map(listPlaceOf)).toEqual(serbian.map(listPlaceOf));
    expect(new Set(serbian.map(listPlaceOf)).size).toBe(serbian.length);
  });

  it('is /blog/ alone, empty, without articles', () => {
    expect(blogListPages([], ORDER, 24)).toEqual([{ path: '/blog/', page: 1, pagePaths: ['/blog/'], items: [], modified: '', category: undefined }]);
  });
});

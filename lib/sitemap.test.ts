import { newestDate, sitemapEntries } from '@/lib/sitemap';

describe('sitemapEntries', () => {
  const routes = [
    { path: '/', updated: '2025-01-10', listsArticles: true },
    { path: '/cenovnik', updated: '2025-01-12', listsArticles: false },
  ];
  const articles = [
    { slug: 'b', modified: '2025-02-03' },
    { slug: 'a', modified: '2025-01-05' },
  ];

  it('lists every route and article once, as absolute trailing-slash URLs', () => {
    expect(sitemapEntries('https://www.example.rs', routes, articles).map((entry) => entry.url)).toEqual([
      'https://www.example.rs/',
      'https://www.example.rs/cenovnik/',
      'https://www.example.rs/blog/b/',
      'https://www.example.rs/blog/a/',
    ]);
  });

  it('dates an article by its last change, and a page that lists articles by the newer of the two', () => {
    expect(sitemapEntries('https://www.example.rs', routes, articles).map((entry) => entry.lastModified)).toEqual([
      '2025-02-03',
      '2025-01-12',
      '2025-02-03',
      '2025-01-05',
    ]);
  });

  it('keeps a listing page’s own date when there are no articles', () => {
    expect(sitemapEntries('https://www.example.rs', routes, [])[0]?.lastModified).toBe('2025-01-10');
  });
});

describe('newestDate', () => {
  it('picks the latest ISO date and refuses an empty list', () => {
    expect(newestDate(['2025-01-15', '2025-02-03', '2024-12-31'])).toBe('2025-02-03');
    expect(() => newestDate([])).toThrow('at least one date');
  });
});

describe('sitemapEntries with the blog’s further list pages', () => {
  it('lists them after the routes and before the articles, dated by their list’s newest article', () => {
    const entries = sitemapEntries(
      'https://www.example.rs',
      [{ path: '/blog/', updated: '2025-01-01', listsArticles: true }],
      [{ slug: 'a', modified: '2025-03-01' }],
      [
        { path: '/blog/strana/2/', modified: '2025-03-01' },
        { path: '/blog/kategorija/saveti/', modified: '2025-02-01' },
      ],
    );
    expect(entries).toEqual([
      { url: 'https://www.example.rs/blog/', lastModified: '2025-03-01' },
      { url: 'https://www.example.rs/blog/strana/2/', lastModified: '2025-03-01' },
      { url: 'https://www.example.rs/blog/kategorija/saveti/', lastModified: '2025-02-01' },
      { url: 'https://www.example.rs/blog/a/', lastModified: '2025-03-01' },
    ]);
  });
});

describe('sitemapEntries with another language (issue 27)', () => {
  it('gives each page its versions as absolute alternates, and none to a page in one language', () => {
    const languages: Record<string, Record<string, string>> = {
      '/cenovnik/': { sr: '/cenovnik/', en: '/en/prices/', 'x-default': '/cenovnik/' },
      '/en/blog/a/': { sr: '/blog/a/', en: '/en/blog/a/', 'x-default': '/blog/a/' },
    };
    const entries = sitemapEntries(
      'https://www.example.rs',
      [{ path: '/cenovnik/', updated: '2025-01-12', listsArticles: false }],
      [
        { slug: 'a', path: '/en/blog/a/', modified: '2025-01-05' },
        { slug: 'b', modified: '2025-01-06' },
      ],
      [],
      (path) => languages[path] ?? {},
    );
    expect(entries).toEqual([
      {
        url: 'https://www.example.rs/cenovnik/',
        lastModified: '2025-01-12',
        alternates: {
          languages: { sr: 'https://www.example.rs/cenovnik/', en: 'https://www.example.rs/en/prices/', 'x-default': 'https://www.example.rs/cenovnik/' },
        },
      },
      {
        url: 'https://www.example.rs/en/blog/a/',
        lastModified: '2025-01-05',
        alternates: {
          languages: { sr: 'https://www.example.rs/blog/a/', en: 'https://www.example.rs/en/blog/a/', 'x-default': 'https://www.example.rs/blog/a/' },
        },
      },
      { url: 'https://www.example.rs/blog/b/', lastModified: '2025-01-06' },
    ]);
  });
});

import { DEFAULT_SHARE_IMAGE, pageMetadata, shareImageTags } from '@/lib/metadata';
import { articles } from '@/content/articles';
import { site } from '@/content/site';

describe('pageMetadata', () => {
  it('builds the canonical, Open Graph and Twitter tags from the site URL', () => {
    const metadata = pageMetadata({ title: 'Cenovnik', description: 'Cene usluga.', path: '/cenovnik' });
    expect(metadata.alternates?.canonical).toBe(`${site.url}/cenovnik/`);
    expect(metadata.openGraph).toMatchObject({
      url: `${site.url}/cenovnik/`,
      siteName: site.brand,
      locale: 'sr_RS',
      type: 'website',
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Cenovnik' });
    expect(metadata.robots).toEqual({ index: true, follow: true });
  });

  it('points og:image and twitter:image at the page’s generated 1200×630 JPEG, with its alt text', () => {
    const metadata = pageMetadata({ title: 'Cenovnik', description: 'Cene usluga.', path: '/cenovnik' });
    const expected = [{ url: `${site.url}/og/cenovnik.jpg`, width: 1200, height: 630, alt: expect.stringContaining('Cenovnik'), type: 'image/jpeg' }];
    expect(metadata.openGraph?.images).toEqual(expected);
    expect(metadata.twitter?.images).toEqual(expected);
    expect(pageMetadata({ title: 'Početna', description: 'Opis.', path: '/' }).openGraph?.images).toEqual([
      expect.objectContaining({ url: `${site.url}/og/home.jpg` }),
    ]);
  });

  it('marks an article with its dates, section and author, and its own share image', () => {
    const article = articles[0]!;
    const metadata = pageMetadata({
      title: 'Naslov',
      description: 'Opis.',
      path: `/blog/${article.slug}`,
      absoluteTitle: true,
      keywords: ['fasete', 'beograd'],
      article: { publishedTime: '2025-01-15', modifiedTime: '2025-01-20', section: 'Cenovnik', author: 'dr Test' },
    });
    expect(metadata.title).toEqual({ absolute: 'Naslov' });
    expect(metadata.keywords).toEqual(['fasete', 'beograd']);
    expect(metadata.authors).toEqual([{ name: 'dr Test' }]);
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2025-01-15',
      section: 'Cenovnik',
      images: [{ url: `${site.url}/og/blog-${article.slug}.jpg`, width: 1200, height: 630, alt: expect.stringContaining(article.title), type: 'image/jpeg' }],
    });
  });

  it('fails for a page that has no share image', () => {
    expect(() => pageMetadata({ title: 'Nova', description: 'Opis.', path: '/nova-stranica' })).toThrow('No share image for /nova-stranica/');
  });
});

describe('shareImageTags', () => {
  it('gives the 404 page’s generic image as an absolute URL with size, alt and type', () => {
    expect(shareImageTags(DEFAULT_SHARE_IMAGE)).toEqual([
      { url: `${site.url}/images/og/default.jpg`, width: 1200, height: 630, alt: DEFAULT_SHARE_IMAGE.alt, type: 'image/jpeg' },
    ]);
  });
});

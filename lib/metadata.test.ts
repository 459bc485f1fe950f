import { createMetadata, type ShareImageRef } from '@/lib/metadata';

const site = { brand: 'Klinika', url: 'https://www.klinika.rs', locale: 'sr_RS' };
const feed = { path: '/feed.xml', title: 'Blog klinike' };
const images: Record<string, ShareImageRef> = {
  '/cenovnik/': { path: '/og/cenovnik.jpg', width: 1200, height: 630, alt: 'Cenovnik – Klinika' },
  '/blog/prvi/': { path: '/og/blog-prvi.jpg', width: 1200, height: 630, alt: '„Prvi“ – blog Klinika' },
};
const shareImageFor = (path: string) => {
  const image = images[path.endsWith('/') ? path : `${path}/`];
  if (!image) throw new Error(`No share image for ${path}`);
  return image;
};
const { pageMetadata, shareImageTags, defaultShareImage } = createMetadata({ site, feed, shareImageFor });

describe('pageMetadata', () => {
  it('builds the canonical, feed link, Open Graph and Twitter tags from the site it is given', () => {
    const metadata = pageMetadata({ title: 'Cenovnik', description: 'Cene usluga.', path: '/cenovnik' });
    expect(metadata.title).toBe('Cenovnik');
    expect(metadata.alternates).toEqual({
      canonical: 'https://www.klinika.rs/cenovnik/',
      types: { 'application/rss+xml': [{ url: 'https://www.klinika.rs/feed.xml', title: 'Blog klinike' }] },
    });
    expect(metadata.openGraph).toMatchObject({ url: 'https://www.klinika.rs/cenovnik/', siteName: 'Klinika', locale: 'sr_RS', type: 'website' });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Cenovnik' });
    expect(metadata.robots).toEqual({ index: true, follow: true, 'max-image-preview': 'large' });
  });

  it('points og:image and twitter:image at the page’s share image, as an absolute URL with size, alt and type', () => {
    const metadata = pageMetadata({ title: 'Cenovnik', description: 'Cene usluga.', path: '/cenovnik' });
    const expected = [{ url: 'https://www.klinika.rs/og/cenovnik.jpg', width: 1200, height: 630, alt: 'Cenovnik – Klinika', type: 'image/jpeg' }];
    expect(metadata.openGraph?.images).toEqual(expected);
    expect(metadata.twitter?.images).toEqual(expected);
  });

  it('marks an article with its dates, section and author', () => {
    const metadata = pageMetadata({
      title: 'Naslov',
      description: 'Opis.',
      path: '/blog/prvi',
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
      modifiedTime: '2025-01-20',
      section: 'Cenovnik',
      authors: ['dr Test'],
      images: [expect.objectContaining({ url: 'https://www.klinika.rs/og/blog-prvi.jpg' })],
    });
  });

  it('lets the share image lookup fail for a page without one', () => {
    expect(() => pageMetadata({ title: 'Nova', description: 'Opis.', path: '/nova' })).toThrow('No share image for /nova');
  });
});

describe('shareImageTags and the default share image', () => {
  it('gives the 404 page’s generic image under the site’s URL, with the brand in its alt text', () => {
    expect(defaultShareImage.alt).toBe('Klinika – estetska stomatologija u Beogradu na vodi');
    expect(shareImageTags(defaultShareImage)).toEqual([
      { url: 'https://www.klinika.rs/images/og/default.jpg', width: 1200, height: 630, alt: defaultShareImage.alt, type: 'image/jpeg' },
    ]);
  });
});

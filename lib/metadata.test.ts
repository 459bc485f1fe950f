import { DEFAULT_SHARE_IMAGE, pageMetadata } from '@/lib/metadata';
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
      images: [{ url: `${site.url}${DEFAULT_SHARE_IMAGE.path}`, width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Cenovnik' });
    expect(metadata.robots).toEqual({ index: true, follow: true });
  });

  it('marks an article with its dates, section and author', () => {
    const metadata = pageMetadata({
      title: 'Naslov',
      description: 'Opis.',
      path: '/blog/clanak',
      absoluteTitle: true,
      keywords: ['fasete', 'beograd'],
      image: { path: '/images/blog/clanak-1600.webp', width: 1600, height: 900, alt: 'Ilustracija' },
      article: { publishedTime: '2025-01-15', modifiedTime: '2025-01-20', section: 'Cenovnik', author: 'dr Test' },
    });
    expect(metadata.title).toEqual({ absolute: 'Naslov' });
    expect(metadata.keywords).toEqual(['fasete', 'beograd']);
    expect(metadata.authors).toEqual([{ name: 'dr Test' }]);
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2025-01-15',
      section: 'Cenovnik',
      images: [{ url: `${site.url}/images/blog/clanak-1600.webp`, width: 1600, height: 900, alt: 'Ilustracija' }],
    });
  });
});

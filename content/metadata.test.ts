/** The metadata factory bound to the real site, feed and share images (content/metadata.ts). */
import { articles } from '@/content/articles';
import { DEFAULT_SHARE_IMAGE, pageMetadata, shareImageTags } from '@/content/metadata';
import { feed } from '@/content/routes';
import { site } from '@/content/site';
import { routes } from '@/content/route-registry';
import { articlePath } from '@/lib/routes';

describe('pageMetadata for the real pages', () => {
  it('uses the site URL, brand, Serbian locale and the feed', () => {
    const metadata = pageMetadata({ title: 'Cenovnik', description: 'Cene usluga.', path: routes.priceList });
    expect(metadata.alternates?.canonical).toBe(`${site.url}/cenovnik/`);
    expect(metadata.alternates?.types).toEqual({ 'application/rss+xml': [{ url: `${site.url}${feed.path}`, title: feed.title }] });
    expect(metadata.openGraph).toMatchObject({ url: `${site.url}/cenovnik/`, siteName: site.brand, locale: 'sr_RS', type: 'website' });
  });

  it('points og:image and twitter:image at the page’s generated 1200×630 JPEG, with its alt text', () => {
    const metadata = pageMetadata({ title: 'Cenovnik', description: 'Cene usluga.', path: routes.priceList });
    const expected = [{ url: `${site.url}/og/cenovnik.jpg`, width: 1200, height: 630, alt: expect.stringContaining('Cenovnik'), type: 'image/jpeg' }];
    expect(metadata.openGraph?.images).toEqual(expected);
    expect(metadata.twitter?.images).toEqual(expected);
    expect(pageMetadata({ title: 'Početna', description: 'Opis.', path: routes.home }).openGraph?.images).toEqual([
      expect.objectContaining({ url: `${site.url}/og/home.jpg` }),
    ]);
  });

  it('gives an article its own share image', () => {
    const article = articles[0]!;
    const metadata = pageMetadata({ title: article.metaTitle, description: article.metaDescription, path: articlePath(article.slug) });
    expect(metadata.openGraph?.images).toEqual([
      { url: `${site.url}/og/blog-${article.slug}.jpg`, width: 1200, height: 630, alt: expect.stringContaining(article.title), type: 'image/jpeg' },
    ]);
  });

  it('fails for a page that has no share image', () => {
    expect(() => pageMetadata({ title: 'Nova', description: 'Opis.', path: '/nova-stranica' })).toThrow('No share image for /nova-stranica/');
  });
});

describe('the 404 page’s share image', () => {
  it('is the generic image, as an absolute URL with size, alt and type', () => {
    expect(shareImageTags(DEFAULT_SHARE_IMAGE)).toEqual([
      {
        url: `${site.url}/images/og/default.jpg`,
        width: 1200,
        height: 630,
        alt: `${site.brand} – estetska stomatologija u Beogradu na vodi`,
        type: 'image/jpeg',
      },
    ]);
  });
});

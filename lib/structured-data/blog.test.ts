import { blogJsonLd } from './blog';

const publisher = { url: 'https://klinika.rs', brand: 'Klinika', logoPath: '/images/brand/logo.png' };
const post = {
  slug: 'clanak',
  path: '/blog/clanak/',
  title: 'Naslov',
  description: 'Opis članka',
  imagePath: '/images/blog/clanak-1600.webp',
  author: 'dr Test',
  date: '2025-01-15',
  modified: '2025-01-20',
};

describe('blogJsonLd', () => {
  const data = blogJsonLd(
    { name: 'Blog o zubima', description: 'Opis bloga', path: '/blog', language: 'sr-Latn' },
    [post, { ...post, slug: 'drugi', path: '/blog/drugi/' }],
    publisher,
  );

  it('is a Blog at its URL, published by the clinic (by @id, with name and logo)', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Blog',
      '@id': 'https://klinika.rs/blog/#blog',
      name: 'Blog o zubima',
      description: 'Opis bloga',
      url: 'https://klinika.rs/blog/',
      inLanguage: 'sr-Latn',
      publisher: {
        '@type': 'Organization',
        '@id': 'https://klinika.rs/#ordinacija',
        name: 'Klinika',
        url: 'https://klinika.rs/',
        logo: { '@type': 'ImageObject', url: 'https://klinika.rs/images/brand/logo.png' },
      },
    });
  });

  it('summarises every post in order with absolute URLs', () => {
    expect(data.blogPost).toEqual([
      {
        '@type': 'BlogPosting',
        headline: 'Naslov',
        description: 'Opis članka',
        url: 'https://klinika.rs/blog/clanak/',
        image: 'https://klinika.rs/images/blog/clanak-1600.webp',
        author: { '@type': 'Person', name: 'dr Test' },
        datePublished: '2025-01-15',
        dateModified: '2025-01-20',
      },
      expect.objectContaining({ url: 'https://klinika.rs/blog/drugi/' }),
    ]);
  });
});

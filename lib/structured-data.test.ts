import { blogPostingJsonLd, breadcrumbJsonLd, serializeJsonLd } from '@/lib/structured-data';

const publisher = { url: 'https://klinika.rs', brand: 'Klinika', logoPath: '/images/brand/logo.png' };

describe('blogPostingJsonLd', () => {
  it('has the fields of spec §2 with absolute URLs', () => {
    const data = blogPostingJsonLd(
      {
        slug: 'clanak',
        path: '/blog/clanak/',
        language: 'sr-Latn',
        title: 'Naslov',
        description: 'Opis',
        imagePath: '/images/blog/clanak-1600.webp',
        author: 'dr Test',
        date: '2025-01-15',
        modified: '2025-01-20',
        category: 'Cenovnik',
        keywords: 'a, b',
      },
      publisher,
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Naslov',
      description: 'Opis',
      image: 'https://klinika.rs/images/blog/clanak-1600.webp',
      author: { '@type': 'Person', name: 'dr Test' },
      publisher: {
        '@type': 'Organization',
        '@id': 'https://klinika.rs/#ordinacija',
        name: 'Klinika',
        logo: { '@type': 'ImageObject', url: 'https://klinika.rs/images/brand/logo.png' },
      },
      datePublished: '2025-01-15',
      dateModified: '2025-01-20',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://klinika.rs/blog/clanak/' },
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs and makes their URLs absolute', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Početna', path: '/' },
        { name: 'Blog', path: '/blog' },
      ],
      'https://klinika.rs',
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Početna', item: 'https://klinika.rs/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://klinika.rs/blog/' },
    ]);
  });
});

it('serializes without a raw "<", so text cannot close the script element', () => {
  const json = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
  expect(json).not.toContain('<');
  expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script>' });
});

import { webPageJsonLd } from './common';

describe('webPageJsonLd', () => {
  it('names a page of the site in its language, as part of the site', () => {
    expect(webPageJsonLd({ siteUrl: 'https://www.example.rs', path: '/en/prices/', name: 'Prices', description: 'Our prices.', language: 'en-GB' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: 'Prices',
      description: 'Our prices.',
      url: 'https://www.example.rs/en/prices/',
      inLanguage: 'en-GB',
      isPartOf: { '@id': 'https://www.example.rs/#sajt' },
    });
  });
});

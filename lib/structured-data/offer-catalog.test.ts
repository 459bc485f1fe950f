import { offerCatalogJsonLd, priceSpecificationJsonLd } from './offer-catalog';

describe('priceSpecificationJsonLd', () => {
  it('gives a single price, a range as minPrice/maxPrice, and a unit price with its unit', () => {
    expect(priceSpecificationJsonLd({ amount: 350, currency: 'EUR' })).toEqual({ '@type': 'PriceSpecification', price: 350, priceCurrency: 'EUR' });
    expect(priceSpecificationJsonLd({ amount: 1000, currency: 'RSD' })).toEqual({ '@type': 'PriceSpecification', price: 1000, priceCurrency: 'RSD' });
    expect(priceSpecificationJsonLd({ amount: 40, upTo: 100, currency: 'EUR' }, 'po zubu')).toEqual({
      '@type': 'UnitPriceSpecification',
      minPrice: 40,
      maxPrice: 100,
      priceCurrency: 'EUR',
      unitText: 'po zubu',
    });
  });
});

describe('offerCatalogJsonLd', () => {
  const data = offerCatalogJsonLd(
    { name: 'Cenovnik', path: '/cenovnik' },
    [
      {
        id: 'hirurgija',
        title: 'Hirurgija',
        services: [{ name: 'Vađenje zuba', description: 'Opis.', price: { amount: 35, currency: 'EUR' } }],
      },
    ],
    'https://klinika.rs',
  );

  it('nests one OfferCatalog per category, each service an Offer of a Service offered by the clinic', () => {
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'OfferCatalog',
      '@id': 'https://klinika.rs/cenovnik/#cenovnik',
      name: 'Cenovnik',
      url: 'https://klinika.rs/cenovnik/',
      numberOfItems: 1,
      itemListElement: [
        {
          '@type': 'OfferCatalog',
          name: 'Hirurgija',
          url: 'https://klinika.rs/cenovnik/#hirurgija',
          numberOfItems: 1,
          itemListElement: [
            {
              '@type': 'Offer',
              itemOffered: { '@type': 'Service', name: 'Vađenje zuba', description: 'Opis.' },
              priceSpecification: { '@type': 'PriceSpecification', price: 35, priceCurrency: 'EUR' },
              offeredBy: { '@id': 'https://klinika.rs/#ordinacija' },
            },
          ],
        },
      ],
    });
  });
});

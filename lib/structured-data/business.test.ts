import { formatPriceEnglish } from '@/lib/english';
import { dentistJsonLd, priceRangeOf, webSiteJsonLd, type ClinicFacts } from './business';

const clinic: ClinicFacts = {
  url: 'https://klinika.rs',
  brand: 'Klinika',
  legalName: 'Klinika – ordinacija',
  logoPath: '/images/brand/logo.png',
  description: 'Opis ordinacije.',
  imagePaths: ['/images/ordinacija/1-1600.webp', '/images/ordinacija/2-1600.webp'],
  dentistImagePath: '/images/tim/1-800.webp',
  dentist: { name: 'dr Đorđe Šćepanović', title: 'doktor stomatologije' },
  phone: { display: '+381 60 000 0000', e164: '+381600000000' },
  email: 'info@klinika.rs',
  address: {
    street: 'Ulica 1',
    district: 'Centar',
    postalCode: '11000',
    city: 'Beograd',
    country: 'Srbija',
    countryCode: 'RS',
    geo: { latitude: 44.8, longitude: 20.45 },
  },
  hours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '20:00', label: '' },
  social: { instagram: 'https://www.instagram.com/klinika/', tiktok: 'https://www.tiktok.com/@klinika' },
  priceRange: '20–7.000 €',
  paymentAccepted: ['Gotovina', 'Plaćanje na rate'],
};

describe('dentistJsonLd', () => {
  const data = dentistJsonLd(clinic);

  it('is a Dentist with a stable @id and the required name and address', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Dentist',
      '@id': 'https://klinika.rs/#ordinacija',
      name: 'Klinika',
      legalName: 'Klinika – ordinacija',
      address: { '@type': 'PostalAddress', streetAddress: 'Ulica 1', addressLocality: 'Beograd', postalCode: '11000', addressCountry: 'RS' },
    });
  });

  it('has the recommended contact, place, hours, price range and profiles, with absolute URLs', () => {
    expect(data).toMatchObject({
      url: 'https://klinika.rs/',
      logo: 'https://klinika.rs/images/brand/logo.png',
      image: ['https://klinika.rs/images/ordinacija/1-1600.webp', 'https://klinika.rs/images/ordinacija/2-1600.webp'],
      telephone: '+381600000000',
      email: 'info@klinika.rs',
      geo: { '@type': 'GeoCoordinates', latitude: 44.8, longitude: 20.45 },
      areaServed: { '@type': 'City', name: 'Beograd' },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '20:00' },
      ],
      priceRange: '20–7.000 €',
      paymentAccepted: 'Gotovina, Plaćanje na rate',
      sameAs: ['https://www.instagram.com/klinika/', 'https://www.tiktok.com/@klinika'],
    });
  });

  it('names the dentist as founder and employee, one Person by @id', () => {
    expect(data).toMatchObject({
      founder: {
        '@type': 'Person',
        '@id': 'https://klinika.rs/#dr-djordje-scepanovic',
        name: 'dr Đorđe Šćepanović',
        jobTitle: 'doktor stomatologije',
        image: 'https://klinika.rs/images/tim/1-800.webp',
      },
      employee: [{ '@id': 'https://klinika.rs/#dr-djordje-scepanovic' }],
    });
  });

  it('leaves out what the content does not state, and never rates itself', () => {
    const bare = dentistJsonLd({ ...clinic, paymentAccepted: [], dentistImagePath: undefined });
    expect(bare).not.toHaveProperty('paymentAccepted');
    expect(bare.founder).not.toHaveProperty('image');
    const json = JSON.stringify(data);
    expect(json).not.toMatch(/Review|AggregateRating|currenciesAccepted/);
  });
});

describe('priceRangeOf', () => {
  it('spans the lowest to the highest price in the most used currency, counting a range’s upper end', () => {
    expect(
      priceRangeOf([
        { amount: 40, upTo: 9000, currency: 'EUR' },
        { amount: 35, currency: 'EUR' },
        { amount: 1000, currency: 'RSD' },
      ]),
    ).toBe('35–9.000 €');
    expect(priceRangeOf([{ amount: 1000, currency: 'RSD' }])).toBe('1.000 RSD');
    // An English page passes its own formatter: the figures the English way.
    expect(
      priceRangeOf(
        [
          { amount: 20, currency: 'EUR' },
          { amount: 7000, currency: 'EUR' },
        ],
        formatPriceEnglish,
      ),
    ).toBe('€20–7,000');
    expect(() => priceRangeOf([])).toThrow('at least one price');
  });
});

describe('webSiteJsonLd', () => {
  it('names the site and points its publisher at the clinic', () => {
    expect(webSiteJsonLd({ url: 'https://klinika.rs', brand: 'Klinika', language: 'sr-Latn', description: 'Opis.' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://klinika.rs/#sajt',
      name: 'Klinika',
      url: 'https://klinika.rs/',
      description: 'Opis.',
      inLanguage: 'sr-Latn',
      publisher: { '@id': 'https://klinika.rs/#ordinacija' },
    });
  });
});

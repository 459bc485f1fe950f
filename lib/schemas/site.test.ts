import { parseUntyped } from '@/lib/content-check';
import { siteConfigSchema } from '@/lib/schemas/site';

const site = {
  brand: 'Klinika',
  legalName: 'Klinika – ordinacija',
  dentist: { name: 'dr Ana Anić', title: 'doktor stomatologije' },
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
  hours: { days: ['Monday', 'Friday'], opens: '10:00', closes: '20:00', label: 'Ponedeljak i petak: 10–20 h' },
  social: { instagram: 'https://www.instagram.com/klinika/', tiktok: 'https://www.tiktok.com/@klinika' },
  paymentAccepted: ['Gotovina'],
  trust: {
    licence: 'Stomatološka komora Srbije, licenca br. 1',
    ceramics: 'Keramika',
    implants: { standard: 'Standard', premium: 'Premium' },
    reviewsUrl: 'https://maps.example.com/klinika',
  },
  agency: { name: 'Studio', url: 'https://studio.rs/' },
  url: 'https://www.klinika.rs',
  language: 'sr-Latn',
  locale: 'sr_RS',
  tagline: 'Osmeh.',
  copyrightYear: 2025,
};
const parse = (change: Record<string, unknown>) => () => parseUntyped(siteConfigSchema, { ...site, ...change }, { file: 'content/site.ts', name: 'site' });

describe('siteConfigSchema', () => {
  it('accepts a complete identity', () => {
    expect(parse({})()).toEqual(site);
  });

  it('names the nested field of a malformed value', () => {
    expect(parse({ phone: { display: '060 000 0000', e164: '060 000 0000' } })).toThrow(
      'content/site.ts › site.phone.e164: expected an E.164 number such as +381601234567, got "060 000 0000"',
    );
    expect(parse({ email: 'info klinika.rs' })).toThrow('content/site.ts › site.email: expected an e-mail address, got "info klinika.rs"');
    expect(parse({ social: { ...site.social, tiktok: 'tiktok.com/@klinika' } })).toThrow(
      'content/site.ts › site.social.tiktok: expected an absolute http(s) URL',
    );
    expect(parse({ url: 'https://www.klinika.rs/' })).toThrow(
      'content/site.ts › site.url: expected an origin such as https://www.example.rs, got "https://www.klinika.rs/"',
    );
  });

  it('checks the hours: known days, 24-hour times, closing after opening', () => {
    expect(parse({ hours: { ...site.hours, days: ['Ponedeljak'] } })).toThrow('content/site.ts › site.hours.days[0]: expected one of Monday, Tuesday');
    expect(parse({ hours: { ...site.hours, opens: '10h' } })).toThrow('content/site.ts › site.hours.opens: expected a 24-hour time such as 09:30, got "10h"');
    expect(parse({ hours: { ...site.hours, closes: '09:00' } })).toThrow('content/site.ts › site.hours.closes: must be after opens (10:00), got 09:00');
  });

  it('keeps coordinates on the globe', () => {
    expect(parse({ address: { ...site.address, geo: { latitude: 144.8, longitude: 20.45 } } })).toThrow(
      'content/site.ts › site.address.geo.latitude: at most 90, got 144.8',
    );
  });
});

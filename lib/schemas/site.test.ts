import { parseDataFile, parseUntyped } from '@/lib/content-check';
import { hoursLabelMisses, internationalDigits, siteConfigSchema, siteFileSchema } from '@/lib/schemas/site';

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
    legal: 'Matični broj 1, PIB 2, rešenje br. 3',
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
      'content/site.ts › site.phone.e164: očekuje se broj sa pozivnim brojem zemlje, bez razmaka, npr. +381601234567, a upisano je "060 000 0000"',
    );
    expect(parse({ email: 'info klinika.rs' })).toThrow('content/site.ts › site.email: očekuje se adresa e-pošte, a upisano je "info klinika.rs"');
    expect(parse({ social: { ...site.social, tiktok: 'tiktok.com/@klinika' } })).toThrow(
      'content/site.ts › site.social.tiktok: očekuje se cela adresa, sa https://',
    );
    expect(parse({ url: 'https://www.klinika.rs/' })).toThrow(
      'content/site.ts › site.url: expected an origin such as https://www.example.rs, got "https://www.klinika.rs/"',
    );
  });

  it('checks the hours: known days, 24-hour times, closing after opening', () => {
    expect(parse({ hours: { ...site.hours, days: ['Ponedeljak'] } })).toThrow('content/site.ts › site.hours.days[0]: očekuje se jedno od: Monday, Tuesday');
    expect(parse({ hours: { ...site.hours, opens: '10h' } })).toThrow(
      'content/site.ts › site.hours.opens: očekuje se vreme u obliku 09:30, a upisano je "10h"',
    );
    expect(parse({ hours: { ...site.hours, closes: '09:00' } })).toThrow(
      'content/site.ts › site.hours.closes: mora biti posle vremena otvaranja (10:00), a upisano je 09:00',
    );
  });

  it('keeps coordinates on the globe', () => {
    expect(parse({ address: { ...site.address, geo: { latitude: 144.8, longitude: 20.45 } } })).toThrow(
      'content/site.ts › site.address.geo.latitude: najviše 90, a upisano je 144.8',
    );
  });

  it('holds one phone number: the displayed form, with its country code, is the number e164 dials', () => {
    expect(parse({ phone: { display: '+381 (0)60 000-0000', e164: '+381600000000' } })).not.toThrow();
    expect(parse({ phone: { display: '00381 60 000 0000', e164: '+381600000000' } })).not.toThrow();
    expect(parse({ phone: { display: '+381 60 000 0001', e164: '+381600000000' } })).toThrow(
      'content/site.ts › site.phone.display: nije isti broj kao u polju za pozive (+381600000000): upišite isti broj u oba polja, a upisano je "+381 60 000 0001"',
    );
    expect(parse({ phone: { display: '060 000 0000', e164: '+381600000000' } })).toThrow(
      'content/site.ts › site.phone.display: upišite broj sa pozivnim brojem zemlje, kao u polju za pozive (+381600000000), a upisano je "060 000 0000"',
    );
  });

  it('names the data file and the field when the two forms disagree there', () => {
    // content/data/site.json holds all but the build's origin, language and locale.
    const file = Object.fromEntries(Object.entries(site).filter(([key]) => !['url', 'language', 'locale'].includes(key)));
    const parseFile = (phone: { display: string; e164: string }) => () => parseDataFile(siteFileSchema, { ...file, phone }, { file: 'content/data/site.json' });
    expect(parseFile(site.phone)).not.toThrow();
    expect(parseFile({ display: '+381 60 123 4567', e164: '+381601234568' })).toThrow(
      'content/data/site.json › phone.display: nije isti broj kao u polju za pozive (+381601234568): upišite isti broj u oba polja, a upisano je "+381 60 123 4567"',
    );
  });

  it('holds one set of hours: the label names the first and last day and the times of days, opens and closes', () => {
    const hours = { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '20:00', label: 'Ponedeljak–petak: 10:00–20:00' };
    expect(parse({ hours })).not.toThrow();
    expect(parse({ hours: { ...hours, label: 'Radnim danima 10–20 h' } })).toThrow(
      'content/site.ts › site.hours.label: treba da navede ponedeljak, petak, kao radni dani i vreme otvaranja i zatvaranja: isto radno vreme na oba mesta, a upisano je "Radnim danima 10–20 h"',
    );
    expect(parse({ hours: { ...hours, closes: '19:00' } })).toThrow('site.hours.label: treba da navede 19:00, kao radni dani i vreme otvaranja i zatvaranja');
    expect(parse({ hours: { ...hours, days: ['Monday', 'Saturday'] } })).toThrow('site.hours.label: treba da navede subota, kao radni dani');
  });
});

describe('internationalDigits', () => {
  it.each([
    ['+381 60 123 4567', '381601234567'],
    ['+381 (0)60 123-4567', '381601234567'],
    ['00381 60 123 4567', '381601234567'],
    ['060 123 4567', undefined],
  ])('%s → %s', (display, digits) => {
    expect(internationalDigits(display)).toBe(digits);
  });
});

describe('hoursLabelMisses', () => {
  const hours = { days: ['Monday', 'Friday'] as const, opens: '09:30', closes: '17:00' };

  it('accepts the times as the style sheet and the spec write them', () => {
    expect(hoursLabelMisses({ ...hours, label: 'Ponedeljak–petak: 09:30–17:00' })).toEqual([]);
    expect(hoursLabelMisses({ ...hours, label: 'ponedeljak i petak, 9.30–17 h' })).toEqual([]);
  });

  it('does not take another time for the one it looks for', () => {
    expect(hoursLabelMisses({ ...hours, label: 'Ponedeljak–petak: 9:30–17:30' })).toEqual(['17:00']);
    expect(hoursLabelMisses({ ...hours, label: 'Ponedeljak–petak: 19:30–17:00' })).toEqual(['09:30']);
  });
});

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

  it('holds one phone number: the displayed form, with its country code, is the number e164 dials', () => {
    expect(parse({ phone: { display: '+381 (0)60 000-0000', e164: '+381600000000' } })).not.toThrow();
    expect(parse({ phone: { display: '00381 60 000 0000', e164: '+381600000000' } })).not.toThrow();
    expect(parse({ phone: { display: '+381 60 000 0001', e164: '+381600000000' } })).toThrow(
      'content/site.ts › site.phone.display: is not the number e164 dials (+381600000000): write the same number in both, got "+381 60 000 0001"',
    );
    expect(parse({ phone: { display: '060 000 0000', e164: '+381600000000' } })).toThrow(
      'content/site.ts › site.phone.display: write the number with its country code, as e164 has it (+381600000000), got "060 000 0000"',
    );
  });

  it('names the data file and the field when the two forms disagree there', () => {
    // content/data/site.json holds all but the build's origin, language and locale.
    const file = Object.fromEntries(Object.entries(site).filter(([key]) => !['url', 'language', 'locale'].includes(key)));
    const parseFile = (phone: { display: string; e164: string }) => () => parseDataFile(siteFileSchema, { ...file, phone }, { file: 'content/data/site.json' });
    expect(parseFile(site.phone)).not.toThrow();
    expect(parseFile({ display: '+381 60 123 4567', e164: '+381601234568' })).toThrow(
      'content/data/site.json › phone.display: is not the number e164 dials (+381601234568): write the same number in both, got "+381 60 123 4567"',
    );
  });

  it('holds one set of hours: the label names the first and last day and the times of days, opens and closes', () => {
    const hours = { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '20:00', label: 'Ponedeljak–petak: 10:00–20:00' };
    expect(parse({ hours })).not.toThrow();
    expect(parse({ hours: { ...hours, label: 'Radnim danima 10–20 h' } })).toThrow(
      'content/site.ts › site.hours.label: must name ponedeljak, petak, as days, opens and closes say: the same hours in both, got "Radnim danima 10–20 h"',
    );
    expect(parse({ hours: { ...hours, closes: '19:00' } })).toThrow('site.hours.label: must name 19:00, as days, opens and closes say');
    expect(parse({ hours: { ...hours, days: ['Monday', 'Saturday'] } })).toThrow('site.hours.label: must name subota, as days');
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

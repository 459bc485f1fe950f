import { ENGLISH, formatAmountEnglish, formatArrivalDaysEnglish, formatCountListEnglish, formatDurationEnglish, formatPriceEnglish } from '@/lib/english';
import { resolveReferences } from '@/lib/references';
import type { Model } from '@/lib/schemas/model';

describe('figures written the English way', () => {
  it('groups thousands with commas, decimals with a point, the euro sign first', () => {
    expect(formatAmountEnglish(1200)).toBe('1,200');
    expect(formatAmountEnglish(0.5)).toBe('0.5');
    expect(formatPriceEnglish({ amount: 5000, currency: 'EUR' })).toBe('€5,000');
    expect(formatPriceEnglish({ amount: 350, upTo: 500, currency: 'EUR' })).toBe('€350–500');
    expect(formatPriceEnglish({ amount: 1000, currency: 'RSD' })).toBe('1,000 RSD');
  });

  it('counts in the singular for one and the plural otherwise', () => {
    expect(formatDurationEnglish({ min: 1, unit: 'dan' })).toBe('1 day');
    expect(formatDurationEnglish({ min: 7, unit: 'dan' })).toBe('7 days');
    expect(formatDurationEnglish({ min: 2, max: 3, unit: 'nedelja' })).toBe('2–3 weeks');
    expect(formatDurationEnglish({ min: 10, max: 15, orMore: true, unit: 'godina' })).toBe('10–15+ years');
    expect(formatCountListEnglish([3, 6, 12, 24], 'rata')).toBe('3, 6, 12 or 24 instalments');
    expect(formatArrivalDaysEnglish(['Wednesday', 'Thursday'])).toBe('on a Wednesday or a Thursday');
  });
});

describe('references rendered in English', () => {
  const model = {
    prices: new Map([['faseta', { price: { amount: 1350, currency: 'EUR' }, categoryId: 'estetika' }]]),
    priceCategories: new Set(['estetika']),
    packages: [],
    timelines: [
      {
        id: 'plan',
        name: 'Plan',
        stays: [
          {
            label: 'First stay',
            days: [
              { day: 1, visit: 'Consultation' },
              { day: 3, visit: 'Fitting' },
            ],
            reserveDays: 2,
            reserveReason: 'for adjustment',
          },
        ],
      },
      {
        id: 'dva',
        name: 'Two stays',
        gap: 'kontrole',
        stays: [
          { label: 'First stay', days: [{ day: 1, visit: 'Implants' }], reserveDays: 1 },
          { label: 'Second stay', days: [{ day: 1, visit: 'Bridge' }], reserveDays: 0 },
        ],
      },
    ],
    warranty: { terms: [{ id: 'keramika', work: 'Ceramics', years: 5 }], covers: '', conditions: [] },
    durability: { general: { what: '', years: { min: 10, max: 15, orMore: true } }, materials: [] },
    market: [],
    payment: { cashDiscountPercent: 5, instalmentCounts: [3, 6], downPaymentPercent: 30 },
    facts: [{ id: 'kontrole', what: '', value: { min: 6, unit: 'mesec' } }],
    openDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    priceListPath: '/en/prices/',
    articles: new Map([['fasete', { label: 'Fasete ili krunice?', href: '/blog/fasete/' }]]),
    claims: new Map([['konsultacija', { label: 'What does the free consultation include?', href: '/en/faq/#konsultacija' }]]),
  } as unknown as Model;
  const english = (text: string, markdown = false) => resolveReferences(text, model, { markdown, language: ENGLISH });

  it('writes the same figures as the Serbian, in English', () => {
    expect(english('{cena:2 × faseta}, {rok:kontrole}, {garancija:keramika}, {trajnost}, {rate}, {popust:faseta}, {link:faseta}').text).toBe(
      '€2,700, 6 months, 5 years, 10–15+ years, 3 or 6 instalments, €68, /en/prices/#faseta',
    );
    expect(english('{trajanje:plan}, {posete:plan}, {boravak:plan}, arrive {dolazak:plan}').text).toBe(
      '3 days, 2 visits, 5 days, arrive on a Monday, a Tuesday or a Wednesday',
    );
    expect(resolveReferences('{cena:faseta}, {rok:kontrole}', model, { markdown: false }).text).toBe('1.350 €, 6 meseci');
  });

  it('writes a plan of two stays with the wait between them, in English and in Serbian', () => {
    expect(english('{plan:dva}', true).text).toBe(
      '| Day | Visit |\n|---|---|\n| Stay 1, day 1 | Implants |\n| Stay 1, reserve day | 1 day |\n| Break | 6 months: the implants fuse with the bone |\n| Stay 2, day 1 | Bridge |',
    );
    expect(resolveReferences('{plan:dva}', model, { markdown: true }).text).toBe(
      '| Dan | Poseta |\n|---|---|\n| 1. boravak, 1. dan | Implants |\n| 1. boravak, rezervni dan | 1 dan |\n| Pauza | 6 meseci: implantati srastaju sa kosti |\n| 2. boravak, 1. dan | Bridge |',
    );
  });

  it('writes a plan as an English table', () => {
    expect(english('{plan:plan}', true).text).toBe(
      '| Day | Visit |\n|---|---|\n| Day 1 | Consultation |\n| Day 3 | Fitting |\n| Reserve days | 2 days, for adjustment |',
    );
  });
});

describe('a dinar price on an English page (issue 39)', () => {
  it('carries its euro equivalent when the dinars to a euro are known', () => {
    expect(formatPriceEnglish({ amount: 1000, currency: 'RSD' }, 117)).toBe('1,000 RSD (about €9)');
    expect(formatPriceEnglish({ amount: 1000, upTo: 2000, currency: 'RSD' }, 117)).toBe('1,000–2,000 RSD (about €9–17)');
    expect(formatPriceEnglish({ amount: 1000, currency: 'RSD' })).toBe('1,000 RSD');
    expect(formatPriceEnglish({ amount: 350, currency: 'EUR' }, 117)).toBe('€350');
  });
});

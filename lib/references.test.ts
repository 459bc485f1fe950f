import {
  evaluatePriceExpression,
  fittingArrivalDays,
  formatArrivalDays,
  formatCountList,
  formatDuration,
  lineAt,
  monthlyInstalment,
  resolveReferences,
  stayLength,
  unitFor,
} from '@/lib/references';
import type { Model } from '@/lib/schemas/model';

type Row = Model['prices'] extends ReadonlyMap<string, infer R> ? R : never;
const eur = (amount: number, upTo?: number): Row => ({ price: { amount, upTo, currency: 'EUR' }, categoryId: 'protetika' });

/** A small model of its own: the tests never read the clinic's content. */
const model: Model = {
  prices: new Map<string, Row>([
    ['faseta', eur(350)],
    ['slojevita', eur(450)],
    ['kanal', eur(40, 100)],
    ['paket', eur(5000)],
    ['pregled', { price: { amount: 1000, currency: 'RSD' }, categoryId: 'ortodoncija' }],
  ]),
  priceCategories: new Set(['protetika', 'ortodoncija']),
  packages: [
    {
      id: 'osmeh',
      name: 'Osmeh',
      priceItem: 'paket',
      units: 12,
      unitItem: 'slojevita',
      timeline: 'sedam',
      includes: ['prva kontrola posle {rok:kontrole}'],
      excludes: ['svaki rad preko {paket:osmeh:radova}', 'priprema, po cenovniku'],
      condition: 'Odjednom.',
    },
  ],
  timelines: [
    {
      id: 'sedam',
      name: 'Sedam dana',
      condition: 'Bez lečenja.',
      stays: [
        {
          label: 'Boravak',
          days: [
            { day: 1, visit: 'Konsultacija' },
            { day: 2, visit: 'Priprema' },
            { day: 6, visit: 'Proba' },
            { day: 7, visit: 'Cementiranje' },
          ],
          reserveDays: 2,
        },
      ],
    },
  ],
  warranty: {
    terms: [
      { id: 'keramika', work: 'Keramika', years: 5 },
      { id: 'kompozit', work: 'Kompozit', years: 2 },
    ],
    covers: 'Rad.',
    conditions: ['kontrole'],
    controlsAbroad: 'Važi.',
  },
  durability: {
    general: { what: 'Keramika', years: { min: 10, max: 15, orMore: true }, sources: ['izvor-2020'] },
    materials: [
      { id: 'e-max', material: 'e.max', years: { min: 15, max: 20 }, sources: ['izvor-2020'] },
      { id: 'kompozit', material: 'Kompozit', years: { min: 5, max: 7 } },
    ],
  },
  market: [{ id: 'region', what: 'faseta', covers: 'sve', price: { amount: 150, upTo: 300, currency: 'EUR' } }],
  payment: { cashDiscountPercent: 5, cashDiscountRule: 'Odjednom.', instalmentCounts: [3, 6, 12, 24], downPaymentPercent: 30, instalmentRule: 'Mesečno.' },
  facts: [{ id: 'kontrole', what: 'Kontrole', value: { min: 6, unit: 'mesec' } }],
  openDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  priceListPath: '/cenovnik/',
  articles: new Map([['fasete', { label: 'Fasete ili krunice?', href: '/blog/fasete/' }]]),
  sources: new Map([['izvor-2020', { label: 'Autor 2020', href: '/izvori/#izvor-2020' }]]),
  claims: new Map([['konsultacija', { label: 'Šta obuhvata besplatna konsultacija?', href: '/faq/#konsultacija' }]]),
};

const resolve = (text: string, markdown = false) => resolveReferences(text, model, { markdown });

describe('Serbian nouns after numbers', () => {
  it.each([
    [1, 'dan', 'dan'],
    [2, 'dan', 'dana'],
    [21, 'godina', 'godina'],
    [3, 'godina', 'godine'],
    [5, 'godina', 'godina'],
    [12, 'mesec', 'meseci'],
    [4, 'mesec', 'meseca'],
    [24, 'rata', 'rate'],
    [12, 'rata', 'rata'],
    [4, 'poseta', 'posete'],
    [14, 'nedelja', 'nedelja'],
  ] as const)('%i %s -> %s', (count, unit, expected) => {
    expect(unitFor(count, unit)).toBe(expected);
  });

  it('formats durations and lists the way the style sheet writes them', () => {
    expect(formatDuration({ min: 2, max: 4, unit: 'nedelja' })).toBe('2–4 nedelje');
    expect(formatDuration({ min: 10, max: 15, orMore: true, unit: 'godina' })).toBe('10–15+ godina');
    expect(formatDuration({ min: 6, unit: 'mesec' })).toBe('6 meseci');
    expect(formatCountList([3, 6, 12, 24], 'rata')).toBe('3, 6, 12 ili 24 rate');
  });
});

describe('price expressions', () => {
  it('multiplies, adds and subtracts price-list rows, and keeps a row’s range', () => {
    expect(evaluatePriceExpression('8 × faseta', model)).toEqual({ min: 2800, max: 2800, currency: 'EUR' });
    expect(evaluatePriceExpression('paket + 2 x slojevita', model)).toEqual({ min: 5900, max: 5900, currency: 'EUR' });
    expect(evaluatePriceExpression('slojevita - faseta', model)).toEqual({ min: 100, max: 100, currency: 'EUR' });
    expect(evaluatePriceExpression('3 × kanal', model)).toEqual({ min: 120, max: 300, currency: 'EUR' });
  });

  it('refuses an unknown row, mixed currencies and a negative result', () => {
    expect(() => evaluatePriceExpression('nema', model)).toThrow('nijedna usluga na cenovniku nema oznaku "nema"');
    expect(() => evaluatePriceExpression('faseta + pregled', model)).toThrow('meša valute EUR i RSD');
    expect(() => evaluatePriceExpression('faseta - slojevita', model)).toThrow('nije iznos veći od nule');
  });
});

describe('timelines', () => {
  it('finds the arrival days that put every visit on a working day', () => {
    expect(fittingArrivalDays([1, 2, 6, 7], model.openDays)).toEqual(['Wednesday', 'Thursday']);
    expect(fittingArrivalDays([1, 2, 5], model.openDays)).toEqual(['Monday', 'Thursday']);
    expect(fittingArrivalDays([1, 7], ['Monday'])).toEqual([]);
    expect(formatArrivalDays(['Wednesday', 'Thursday'])).toBe('u sredu ili u četvrtak');
  });

  it('a stay lasts to its last visit plus its reserve days', () => {
    expect(stayLength(model.timelines[0]!.stays[0]!)).toBe(9);
  });
});

describe('resolveReferences', () => {
  it('replaces every kind of reference with its formatted value', () => {
    const text =
      '{cena:faseta}; {cena:6 × faseta .. 10 × slojevita}; {cena:pregled}; {link:faseta}; {paket:osmeh} umesto {paket:osmeh:umesto}, ušteda {paket:osmeh:usteda}, do {paket:osmeh:radova}; ' +
      '{trajanje:sedam}, {posete:sedam}, {boravak:sedam}, {dolazak:sedam}; {garancija}, {garancija:kompozit}; {trajnost}, {trajnost:e-max}; {trziste:region}; {rok:kontrole}; ' +
      '{popust}, {popust:paket}, {ucesce}, {ucesce:paket}, {rate}, {rata:12:paket}';
    expect(resolve(text)).toEqual({
      text:
        '350 €; 2.100–4.500 €; 1.000 RSD; /cenovnik/#faseta; 5.000 € umesto 5.400 €, ušteda 400 €, do 12; ' +
        '7 dana, 4 posete, 9 dana, u sredu ili u četvrtak; 2–5 godina, 2 godine; 10–15+ godina ([Autor 2020](/izvori/#izvor-2020)), 15–20 godina ([Autor 2020](/izvori/#izvor-2020)); 150–300 €; 6 meseci; ' +
        '5%, 250 €, 30%, 1.500 €, 3, 6, 12 ili 24 rate, 292 €',
      problems: [],
    });
  });

  it('renders a package’s lists and a timeline as Markdown in an article, as a sentence elsewhere', () => {
    expect(resolve('{ukljuceno:osmeh}').text).toBe('prva kontrola posle 6 meseci');
    expect(resolve('{nije-ukljuceno:osmeh}', true).text).toBe('- svaki rad preko 12\n- priprema, po cenovniku');
    expect(resolve('{plan:sedam}', true).text).toBe(
      '| Dan | Poseta |\n|---|---|\n| 1. dan | Konsultacija |\n| 2. dan | Priprema |\n| 6. dan | Proba |\n| 7. dan | Cementiranje |\n| rezervni dani | 2 dana |',
    );
    expect(resolve('{plan:sedam}').problems[0]?.message).toMatch(/use it in an article/);
  });

  it('prints a clinical figure with its sources where links show, bare elsewhere and bare without sources (issue 40 item 1)', () => {
    expect(resolveReferences('{trajnost:e-max}', model, { markdown: false, sources: false }).text).toBe('15–20 godina');
    expect(resolve('{trajnost:kompozit}')).toEqual({ text: '5–7 godina', problems: [] });
  });

  it('shows a plan’s check-ups after cementing in its table and in a sentence (issue 40 item 6)', () => {
    const withCheckups: Model = {
      ...model,
      facts: [...model.facts, { id: 'provera', what: 'Provera', value: { min: 1, max: 2, unit: 'dan' } }],
      timelines: [
        {
          ...model.timelines[0]!,
          checkups: [
            { after: 'provera', visit: 'Kratka provera' },
            { after: 'kontrole', visit: 'Prva kontrola' },
          ],
        },
      ],
    };
    const table = resolveReferences('{plan:sedam}', withCheckups, { markdown: true }).text;
    expect(table.split('\n').slice(-2)).toEqual(['| 1–2 dana posle cementiranja | Kratka provera |', '| 6 meseci posle cementiranja | Prva kontrola |']);
    expect(resolveReferences('{provere:sedam}', withCheckups, { markdown: false }).text).toBe('posle 1–2 dana: kratka provera; posle 6 meseci: prva kontrola');
    // A plan without check-ups cannot be named as having them.
    expect(resolve('{provere:sedam}').problems[0]?.message).toBe(
      'plan "sedam" nema provere posle cementiranja (Paketi, rokovi i garancija › Planovi po danima)',
    );
  });

  it('reports each reference it cannot resolve with its offset, and leaves the rest of the text alone', () => {
    const text = 'Cena {cena:faseta}.\nRok {rok:nepoznat} i {boja:plava}, a {vitičaste} zagrade bez dvotačke.';
    const result = resolve(text);
    expect(result.problems.map(({ reference, message }) => [reference, message])).toEqual([
      ['{rok:nepoznat}', 'nijedan rok nema oznaku "nepoznat" (Paketi, rokovi i garancija › Rokovi)'],
      ['{boja:plava}', expect.stringMatching(/^nepoznata vrsta reference "boja"/)],
      ['{vitičaste}', expect.stringMatching(/^nije ispravna referenca/)],
    ]);
    expect(lineAt(text, result.problems[0]!.offset)).toBe(2);
    expect(result.text.startsWith('Cena 350 €.')).toBe(true);
  });

  it('links an article with its title, and refuses an address no article has', () => {
    expect(resolve('Vidite {clanak:fasete}.', true).text).toBe('Vidite [Fasete ili krunice?](/blog/fasete/)');
    expect(resolve('Pročitajte [Da li deluju?](/blog/paste/). Dalje.', true).text).toBe('Pročitajte [Da li deluju?](/blog/paste/) Dalje.');
    expect(resolve('{clanak:nema}', true).problems[0]?.message).toBe('nijedan članak (na ovom jeziku) nema adresu "nema"');
  });

  it('counts a stay’s nights: arriving on its first day and leaving on its last', () => {
    expect(resolve('{boravak:sedam}, {nocenja:sedam}').text).toBe('9 dana, 8 noćenja');
  });

  it('links a claim to its one home, and refuses a claim no FAQ answer states', () => {
    expect(resolve('Vidite {tvrdnja:konsultacija}.', true).text).toBe('Vidite „[Šta obuhvata besplatna konsultacija?](/faq/#konsultacija)“.');
    const unknown = resolve('{tvrdnja:cena-kafe}', true);
    expect(unknown.problems.map(({ reference, message }) => [reference, message])).toEqual([
      ['{tvrdnja:cena-kafe}', 'nijedno pitanje u Čestim pitanjima nema oznaku tvrdnje "cena-kafe" (postoje: konsultacija)'],
    ]);
    expect(resolve('{tvrdnja:konsultacija}').text).toBe('„[Šta obuhvata besplatna konsultacija?](/faq/#konsultacija)“');
  });

  it('computes a monthly instalment from the amount left after the down payment, rounded up', () => {
    expect(monthlyInstalment(5000, 12, 30)).toBe(292);
    expect(monthlyInstalment(3000, 6, 30)).toBe(350);
    expect(resolve('{rata:5:paket}').problems[0]?.message).toBe('5 nije među brojevima rata (3, 6, 12, 24)');
  });
});

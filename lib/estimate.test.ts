import {
  choiceText,
  clampCount,
  countChangedText,
  countOnSwitch,
  describeEstimate,
  shownPackageId,
  estimate,
  estimateMessage,
  fillTemplate,
  type EstimateModel,
  type EstimateOption,
  type EstimateWords,
} from '@/lib/estimate';

// A model made up for the rules themselves; content/estimate.test.ts checks the clinic's own model.
const unit = ['zub', 'zuba', 'zuba'] as const;
const model: EstimateModel = {
  options: [
    {
      id: 'veneer',
      group: 'Fasete',
      label: 'Faseta',
      rows: [{ id: 'veneer', name: 'Faseta', amount: 400 }],
      countLabel: 'Broj zuba',
      unit,
      maxCount: 20,
      startCount: 8,
      timeline: 't',
    },
    {
      id: 'implant+crown',
      group: 'Implantati',
      label: 'Implantat i krunica',
      rows: [
        { id: 'implant', name: 'Implantat', amount: 500 },
        { id: 'crown', name: 'Krunica', amount: 300 },
      ],
      countLabel: 'Broj implantata',
      unit,
      maxCount: 4,
      startCount: 1,
    },
    {
      id: 'jaw',
      group: 'All-on-6',
      label: 'All-on-6',
      rows: [{ id: 'jaw', name: 'All-on-6', amount: 5000 }],
      countLabel: 'Broj vilica',
      unit: ['vilica', 'vilice', 'vilica'],
      maxCount: 2,
      startCount: 1,
    },
  ],
  packages: [
    { id: 'smile', name: 'Osmeh', rowId: 'smile', price: 4000, units: 12, unitRowId: 'veneer' },
    { id: 'jaw', name: 'All-on-6', rowId: 'jaw', price: 5000 },
  ],
  cashDiscountPercent: 5,
  downPaymentPercent: 30,
  instalmentCounts: [3, 12],
};

const words: EstimateWords = {
  language: 'sr',
  line: '{count} × {name}',
  totalLabel: 'Ukupno',
  packageApplied: 'Paket {name} ({price}): {covered}, ušteda {saving}.',
  packageExtra: 'Preko paketa: {extra}.',
  packageNotYet: 'Paket {name} ({price}) od {from}.',
  packageRow: 'Paket {name}.',
  cash: 'Gotovinom {cashTotal} ({percent}, {discount}).',
  instalments: 'Učešće {downPayment} ({percent}):',
  instalment: '{count} po {monthly}',
  countChanged: 'Broj je promenjen: {count} ({group}).',
  messageIntro: 'Dobar dan',
  works: ['rad', 'rada', 'radova'],
  instalmentUnit: ['rata', 'rate', 'rata'],
};

describe('estimate', () => {
  it('prices the rows when the package would cost more, and says from how many units it pays off', () => {
    const result = estimate(model, 'veneer', 8);
    expect(result.total).toBe(3200);
    // 4000 / 400 = 10 veneers cost the same as the package: it pays off from 11.
    expect(result.packageUse).toEqual({ kind: 'notYet', package: model.packages[0], fromCount: 11 });
  });

  it('applies the package when it is cheaper, and prices the units beyond it by the list', () => {
    expect(estimate(model, 'veneer', 11)).toMatchObject({ total: 4000, listTotal: 4400, packageUse: { kind: 'applied', covered: 11, extra: 0, saving: 400 } });
    expect(estimate(model, 'veneer', 14)).toMatchObject({ total: 4800, packageUse: { kind: 'applied', covered: 12, extra: 2, saving: 800 } });
  });

  it('adds every row one unit costs, and names a package that is the row itself', () => {
    expect(estimate(model, 'implant+crown', 2)).toMatchObject({ total: 1600, lines: [{ amount: 1000 }, { amount: 600 }], packageUse: undefined });
    expect(estimate(model, 'jaw', 2)).toMatchObject({ total: 10000, packageUse: { kind: 'row', package: model.packages[1] } });
  });

  it('computes the cash discount and the instalments after the down payment, rounded up to a euro', () => {
    const result = estimate(model, 'veneer', 7);
    expect(result).toMatchObject({ total: 2800, cashDiscount: 140, cashTotal: 2660, downPayment: 840 });
    // (2800 − 30 %) / 3 = 653.33 → 654; / 12 = 163.33 → 164.
    expect(result.instalments).toEqual([
      { count: 3, monthly: 654 },
      { count: 12, monthly: 164 },
    ]);
  });

  it('names no package that could not pay off within the counts the treatment allows', () => {
    const few = { ...model, options: [{ ...model.options[0]!, maxCount: 8 }] };
    expect(estimate(few, 'veneer', 8).packageUse).toBeUndefined();
  });

  it('shows the contents of the package whose price it uses', () => {
    expect(shownPackageId(estimate(model, 'veneer', 8))).toBeUndefined();
    expect(shownPackageId(estimate(model, 'veneer', 12))).toBe('smile');
    expect(shownPackageId(estimate(model, 'jaw', 1))).toBe('jaw');
  });

  it('keeps the count within what the option allows', () => {
    expect(estimate(model, 'jaw', 5).count).toBe(2);
    expect(clampCount(0, model.options[0]!)).toBe(1);
    expect(clampCount(Number.NaN, model.options[0]!)).toBe(1);
    expect(clampCount(3.6, model.options[0]!)).toBe(4);
  });

  it('names the options when asked for one it does not have', () => {
    expect(() => estimate(model, 'bridge', 1)).toThrow('no option "bridge" (there are: veneer, implant+crown, jaw)');
  });
});

describe('describeEstimate and estimateMessage', () => {
  it('tells the estimate in words, each row with its anchor on the price list', () => {
    const text = describeEstimate(estimate(model, 'veneer', 14), words);
    expect(text.lines).toEqual([{ href: '#veneer', text: '14 × Faseta', amount: '5.600 €' }]);
    expect(text.total).toBe('4.800 €');
    expect(text.package).toEqual(['Paket Osmeh (4.000 €): 12 radova, ušteda 800 €.', 'Preko paketa: 2 × 400 € = 800 €.']);
    expect(text.cash).toBe('Gotovinom 4.560 € (5%, 240 €).');
    expect(text.instalmentsIntro).toBe('Učešće 1.440 € (30%):');
    expect(text.instalments).toEqual(['3 rate po 1.120 €', '12 rata po 280 €']);
  });

  it('writes the message the send links carry, one fact per line', () => {
    const text = describeEstimate(estimate(model, 'jaw', 1), words);
    expect(estimateMessage(text, words, 'All-on-6, 1', 'Dva boravka.')).toBe(
      ['Dobar dan', 'All-on-6, 1', '1 × All-on-6: 5.000 €', 'Paket All-on-6.', 'Ukupno: 5.000 €', 'Dva boravka.', 'Gotovinom 4.750 € (5%, 250 €).'].join('\n'),
    );
  });

  it('names the choice with its count in Serbian', () => {
    expect(choiceText(model.options[0]!, 1, words)).toBe('Faseta: 1 zub');
    expect(choiceText(model.options[0]!, 8, words)).toBe('Faseta: 8 zuba');
  });

  it('writes the figures as the words’ language does: English amounts, percentages and counts (issue 27)', () => {
    const english: EstimateWords = {
      ...words,
      language: 'en',
      packageApplied: 'Package {name} ({price}): {covered}, saving {saving}.',
      instalment: '{count} of {monthly}',
      works: ['restoration', 'restorations'],
      instalmentUnit: ['instalment', 'instalments'],
    };
    const text = describeEstimate(estimate(model, 'veneer', 14), english);
    expect(text.lines).toEqual([{ href: '#veneer', text: '14 × Faseta', amount: '€5,600' }]);
    expect(text.total).toBe('€4,800');
    expect(text.package).toEqual(['Package Osmeh (€4,000): 12 restorations, saving €800.', 'Preko paketa: 2 × €400 = €800.']);
    expect(text.cash).toBe('Gotovinom €4,560 (5%, €240).');
    expect(text.instalments).toEqual(['3 instalments of €1,120', '12 instalments of €280']);
    const teeth = { ...model.options[0]!, unit: ['tooth', 'teeth'] };
    expect([1, 2, 11, 21].map((count) => choiceText(teeth, count, english))).toEqual([
      'Faseta: 1 tooth',
      'Faseta: 2 teeth',
      'Faseta: 11 teeth',
      'Faseta: 21 teeth',
    ]);
    expect(describeEstimate(estimate({ ...model, instalmentCounts: [1] }, 'veneer', 1), english).instalments).toEqual(['1 instalment of €280']);
    // The same words in Serbian count by Serbian's three forms.
    expect([1, 2, 5, 11, 21, 22].map((count) => choiceText(model.options[0]!, count, words))).toEqual(
      ['1 zub', '2 zuba', '5 zuba', '11 zuba', '21 zub', '22 zuba'].map((count) => `Faseta: ${count}`),
    );
  });

  it('fills a template and leaves an unknown placeholder as written', () => {
    expect(fillTemplate('{a} i {b}', { a: 1 })).toBe('1 i {b}');
  });
});

describe('countOnSwitch', () => {
  const [veneer, implant, jaw] = model.options as [EstimateOption, EstimateOption, EstimateOption];

  it('keeps the count between treatments counted alike, and on the first choice', () => {
    expect(countOnSwitch(veneer, { ...veneer, id: 'crown' }, 10)).toEqual({ count: 10, changed: false });
    expect(countOnSwitch(undefined, veneer, 10)).toEqual({ count: 10, changed: false });
    expect(countOnSwitch(veneer, veneer, 10)).toEqual({ count: 10, changed: false });
  });

  it('starts a treatment counted in other units at its own start, All-on-6 at one jaw, and says the count changed', () => {
    expect(countOnSwitch(veneer, jaw, 8)).toEqual({ count: jaw.startCount, changed: true });
    expect(countOnSwitch(veneer, implant, 8)).toEqual({ count: implant.startCount, changed: true });
    expect(countOnSwitch(veneer, jaw, jaw.startCount)).toEqual({ count: jaw.startCount, changed: false });
  });

  it('tells the new count in words', () => {
    expect(countChangedText(jaw, 1, words)).toBe('Broj je promenjen: 1 vilica (All-on-6).');
  });
});

import { articles } from '@/content/articles';
import {
  ESTIMATE_ARTICLE_CATEGORIES,
  ESTIMATE_ID,
  commonCases,
  commonCasesIn,
  defaultChoice,
  estimateCopy,
  estimateCopyIn,
  estimateData,
  estimateDataIn,
  estimateDaysIn,
  estimateModel,
  estimateModelIn,
  timelineSummariesIn,
} from '@/content/estimate';
import { englishTreatments } from '@/content/en/estimate';
import { model, models } from '@/content/model';
import { priceCategoriesIn } from '@/content/price-list';
import { formatArrivalDaysEnglish, formatDurationEnglish, formatPriceEnglish } from '@/lib/english';
import { choiceText, describeEstimate, estimate, estimateMessage, fillTemplate, type EstimateModel } from '@/lib/estimate';
import { localizedRoutes } from '@/content/route-registry';
import { SERBIAN_FIGURES, SERBIAN_LETTERS } from '@/lib/english-article';
import { fittingArrivalDays, stayLength } from '@/lib/references';

// The clinic's estimate against its own price and treatment model: every expectation is read from the price list
// and content/data/model/, so a changed price, package or payment term changes the expectation with it.
const priceOf = (id: string) => model.prices.get(id)!.price.amount;
const counted = model.packages.filter((entry) => entry.units !== undefined && entry.unitItem !== undefined);

describe('the estimate on /cenovnik/', () => {
  it('prices every option with the price list’s rows', () => {
    for (const option of estimateModel.options) {
      for (const row of option.rows) expect(row.amount).toBe(priceOf(row.id));
      const result = estimate(estimateModel, option.id, option.maxCount);
      if (result.packageUse?.kind !== 'applied') expect(result.total).toBe(option.rows.reduce((sum, row) => sum + row.amount, 0) * option.maxCount);
    }
  });

  it.each(counted.map((entry) => [entry.id, entry] as const))('applies the package %s exactly when it is cheaper than the rows', (_, entry) => {
    const option = estimateModel.options.find((candidate) => candidate.rows.length === 1 && candidate.rows[0]!.id === entry.unitItem);
    expect(option).toBeDefined();
    const unitPrice = priceOf(entry.unitItem!);
    const packagePrice = priceOf(entry.priceItem);
    for (let count = 1; count <= option!.maxCount; count++) {
      const byList = count * unitPrice;
      const withPackage = packagePrice + Math.max(0, count - entry.units!) * unitPrice;
      const result = estimate(estimateModel, option!.id, count);
      expect(result.total).toBe(Math.min(byList, withPackage));
      expect(result.packageUse?.kind).toBe(withPackage < byList ? 'applied' : 'notYet');
      if (result.packageUse?.kind === 'notYet') expect(result.packageUse.fromCount).toBe(Math.floor(packagePrice / unitPrice) + 1);
    }
  });

  it('names the per-jaw packages (All-on-6) with their rows', () => {
    for (const entry of model.packages.filter((candidate) => candidate.units === undefined)) {
      const option = estimateModel.options.find((candidate) => candidate.rows.some((row) => row.id === entry.priceItem));
      expect(option).toBeDefined();
      expect(estimate(estimateModel, option!.id, 1).packageUse).toMatchObject({ kind: 'row', package: { id: entry.id } });
    }
  });

  it('takes the cash discount and the instalments from the payment terms', () => {
    const { cashDiscountPercent, downPaymentPercent, instalmentCounts } = model.payment;
    for (const option of estimateModel.options) {
      const result = estimate(estimateModel, option.id, option.maxCount);
      expect(result.cashDiscount).toBe(Math.round((result.total * cashDiscountPercent) / 100));
      expect(result.downPayment).toBe(Math.round((result.total * downPaymentPercent) / 100));
      expect(result.instalments.map((entry) => entry.count)).toEqual(instalmentCounts);
      for (const { count, monthly } of result.instalments) {
        const rest = result.total - (result.total * downPaymentPercent) / 100;
        // Whole euros, rounded up: the instalments cover the rest, by less than a euro each over it.
        expect(monthly * count).toBeGreaterThanOrEqual(rest - 1e-6);
        expect(monthly * count).toBeLessThan(rest + count);
      }
    }
  });

  it('opens with a choice it offers, and its tables of common cases stay within each treatment’s counts', () => {
    const first = estimateModel.options.find((option) => option.id === defaultChoice.option);
    expect(first).toBeDefined();
    expect(defaultChoice.count).toBeLessThanOrEqual(first!.maxCount);
    for (const table of commonCases) {
      for (const option of table.options) {
        const max = estimateModel.options.find((candidate) => candidate.id === option.id)!.maxCount;
        expect(Math.max(...table.counts)).toBeLessThanOrEqual(max);
      }
    }
  });
});

describe('links to the estimate', () => {
  it('come from article categories the blog has, so a renamed category fails here instead of losing its link', () => {
    const categories = new Set(articles.map((article) => article.category));
    for (const category of ESTIMATE_ARTICLE_CATEGORIES) expect(categories).toContain(category);
  });
});

describe('the estimate in English (issue 27)', () => {
  const english = estimateModelIn.en;
  const words = estimateCopyIn.en;
  const rowNames = new Map(priceCategoriesIn.en.flatMap((category) => category.services.map((service) => [service.id, service.name] as const)));
  const euros = (amount: number) => formatPriceEnglish({ amount, currency: 'EUR' });
  /** Letters only Serbian (Latin) writes, and the figure forms only Serbian uses ("350 €", "1.200"). */
  const SERBIAN = new RegExp(`${SERBIAN_LETTERS.source}|${SERBIAN_FIGURES.source}`);

  /** Every string in a value, with where it is. */
  const strings = (value: unknown, at = ''): [string, string][] =>
    typeof value === 'string'
      ? [[at, value]]
      : value !== null && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`))
        : [];

  /** Every text the estimate can show or send in English: each option at each count it allows. */
  const everyText = () =>
    english.options.flatMap((option) =>
      Array.from({ length: option.maxCount }, (_, index) => {
        const text = describeEstimate(estimate(english, option.id, index + 1), words);
        const choice = choiceText(option, index + 1, words);
        return { text, choice, message: estimateMessage(text, words, choice, estimateDaysIn.en[option.timeline ?? '']!.message) };
      }),
    );

  it('prices the same options with the same rows, counts, plans and packages as the Serbian, named as the English price list and model name them', () => {
    const serbian = estimateModelIn.sr;
    const shape = (model: EstimateModel) => ({
      options: model.options.map(({ id, rows, maxCount, timeline }) => ({ id, rows: rows.map(({ id, amount }) => ({ id, amount })), maxCount, timeline })),
      packages: model.packages.map(({ id, rowId, price, units, unitRowId }) => ({ id, rowId, price, units, unitRowId })),
      terms: [model.cashDiscountPercent, model.downPaymentPercent, model.instalmentCounts],
    });
    expect(shape(english)).toEqual(shape(serbian));
    for (const option of english.options) for (const row of option.rows) expect(row.name).toBe(rowNames.get(row.id));
    expect(english.packages.map((entry) => entry.name)).toEqual(models.en.model.packages.map((entry) => entry.name));
    expect(commonCasesIn.en.map(({ counts, options }) => ({ counts, ids: options.map((option) => option.id) }))).toEqual(
      commonCasesIn.sr.map(({ counts, options }) => ({ counts, ids: options.map((option) => option.id) })),
    );
    expect(new Set(english.options.map((option) => option.group)).size).toBe(new Set(serbian.options.map((option) => option.group)).size);
  });

  it('tells 8 layered e.max veneers in English: euros, teeth, the package, the days and the payment', () => {
    const result = estimate(english, defaultChoice.option, 8);
    const emax = result.option;
    const text = describeEstimate(result, words);
    const total = 8 * priceOf(emax.rows[0]!.id);
    expect(text.total).toBe(euros(total));
    expect(text.total).toMatch(/^€\d{1,3}(,\d{3})*$/);
    expect(text.lines).toEqual([{ href: `#${emax.rows[0]!.id}`, text: `8 × ${rowNames.get(emax.rows[0]!.id)}`, amount: euros(total) }]);
    expect(choiceText(emax, 8, words)).toBe(`${emax.label}: 8 teeth`);
    expect(choiceText(emax, 1, words)).toBe(`${emax.label}: 1 tooth`);

    // Eight are fewer than the package pays off for: it is named, with the count it starts at.
    const smile = models.en.model.packages.find((entry) => entry.unitItem === emax.rows[0]!.id)!;
    const from = Math.floor(priceOf(smile.priceItem) / priceOf(smile.unitItem!)) + 1;
    expect(text.package).toEqual([
      fillTemplate(words.packageNotYet, { name: smile.name, price: euros(priceOf(smile.priceItem)), from: `${from} restorations` }),
    ]);

    const { cashDiscountPercent, downPaymentPercent } = model.payment;
    expect(text.cash).toContain(`${euros(result.cashTotal)} (${cashDiscountPercent}% `);
    expect(text.instalmentsIntro).toContain(`${euros(result.downPayment)} (${downPaymentPercent}%)`);
    expect(text.instalments).toEqual(result.instalments.map(({ count, monthly }) => `${count} instalment${count === 1 ? '' : 's'} of ${euros(monthly)}`));

    // The plan by days: the English model's stay and condition, its figures written the English way.
    const timeline = models.en.model.timelines.find((entry) => entry.id === emax.timeline)!;
    const stay = timeline.stays[0]!;
    const plan = estimateDaysIn.en[timeline.id]!;
    expect(plan.travel[0]).toBe(
      fillTemplate(words.stay, {
        label: stay.label,
        visits: formatDurationEnglish({ min: stay.days.length, unit: 'poseta' }),
        days: formatDurationEnglish({ min: stayLength(stay), unit: 'dan' }),
        nights: `${stayLength(stay) - 1} nights`,
        arrival: formatArrivalDaysEnglish(
          fittingArrivalDays(
            stay.days.map((day) => day.day),
            model.openDays,
          ),
        ),
      }),
    );
    // A patient who lives nearby gets the visits over the days they span, without stays, nights or arrival days.
    expect(plan.local).toBe(
      fillTemplate(words.localStage, {
        visits: formatDurationEnglish({ min: stay.days.length, unit: 'poseta' }),
        span: formatDurationEnglish({ min: stay.days.at(-1)!.day, unit: 'dan' }),
      }) + words.localEnd,
    );
    const checkups = timelineSummariesIn.en.find((entry) => entry.id === timeline.id)!.checkups;
    expect(plan.notes).toEqual([...checkups.map((checkup) => fillTemplate(words.checkup, checkup)), timeline.condition]);

    const message = estimateMessage(text, words, choiceText(emax, 8, words), plan.message);
    expect(message.split('\n')).toEqual([
      words.messageIntro,
      `${emax.label}: 8 teeth`,
      `8 × ${emax.rows[0]!.name}: ${euros(total)}`,
      ...text.package,
      `${words.totalLabel}: ${euros(total)}`,
      `${words.localHeading}: ${plan.local}`,
      `${words.travelHeading}: ${plan.travel.join(' ')}`,
      ...plan.notes,
      text.cash,
    ]);
  });

  it('counts in English: one form for 1, the other for the rest', () => {
    const allOnSix = english.options.find((option) => option.maxCount === 2 && option.timeline !== undefined)!;
    expect([1, 2].map((count) => choiceText(allOnSix, count, words))).toEqual([`${allOnSix.label}: 1 jaw`, `${allOnSix.label}: 2 jaws`]);
    const twelve = describeEstimate(estimate(english, defaultChoice.option, 12), words);
    expect(twelve.package[0]).toContain(' 12 restorations');
  });

  it('has no Serbian word or figure form in its words, its tables, its plans, its data block or anything it writes', () => {
    const texts = [
      ...strings(words, 'estimateCopy'),
      ...strings(englishTreatments, 'englishTreatments'),
      ...strings(commonCasesIn.en, 'commonCases'),
      ...strings(timelineSummariesIn.en, 'timelineSummaries'),
      ...strings(JSON.parse(JSON.stringify(estimateDataIn.en)), 'data'),
      ...everyText().flatMap((entry, index) => strings(entry, `text[${index}]`)),
    ];
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter(([, text]) => SERBIAN.test(text))).toEqual([]);
    expect(JSON.stringify(estimateDataIn.en)).not.toMatch(SERBIAN);
    expect(estimateDataIn.en.words.language).toBe('en');
  });

  it('follows the English house style: curly quotation marks, en dashes, no straight apostrophe (content/STYLE-EN.md §2)', () => {
    const texts = strings([words, englishTreatments, estimateDaysIn.en]).map(([, text]) => text);
    expect(texts.filter((text) => /["'—]/.test(text))).toEqual([]);
  });

  it('links to the estimate on the price list of each language, under the same id', () => {
    expect(estimateCopyIn.en.href).toBe(`${localizedRoutes.en.priceList}#${ESTIMATE_ID}`);
    expect(estimateCopyIn.sr.href).toBe(`${localizedRoutes.sr.priceList}#${ESTIMATE_ID}`);
  });

  it('answers in Serbian outside a page’s render (the tests, the scripts)', () => {
    expect(estimateCopy.heading).toBe(estimateCopyIn.sr.heading);
    expect(estimateModel.options[0]!.label).toBe(estimateModelIn.sr.options[0]!.label);
    expect(JSON.stringify(estimateData)).toBe(JSON.stringify(estimateDataIn.sr));
  });

  it('stops the build naming the English words file and field when a count word has the wrong number of forms', () => {
    jest.isolateModules(() => {
      jest.doMock('@/content/en/estimate', () => {
        const actual = jest.requireActual<typeof import('@/content/en/estimate')>('@/content/en/estimate');
        return {
          ...actual,
          englishTreatments: { ...actual.englishTreatments, fasete: { ...actual.englishTreatments.fasete, unit: ['tooth', 'teeth', 'teeth'] } },
        };
      });
      const isolated = jest.requireActual<typeof import('@/content/estimate')>('@/content/estimate');
      expect(() => isolated.estimateModelIn.en).toThrow(/content\/en\/estimate\.ts.*englishTreatments\.fasete\.unit/);
      // The Serbian is built without the English, and stands.
      expect(isolated.estimateModelIn.sr.options.length).toBeGreaterThan(0);
    });
  });
});

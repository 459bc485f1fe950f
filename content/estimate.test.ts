import { articles } from '@/content/articles';
import { ESTIMATE_ARTICLE_CATEGORIES, commonCases, defaultChoice, estimateModel } from '@/content/estimate';
import { model } from '@/content/model';
import { estimate } from '@/lib/estimate';

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

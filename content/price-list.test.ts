import { PRICE_SHORTCUT_TARGETS, priceAnchors, priceCategoriesIn, priceShortcutsIn } from '@/content/price-list';
import { localeCodes } from '@/lib/locales';

// The shortcuts at the top of the price list (issue 41): what patients look for, each to its row or category.
describe('the price list’s shortcuts', () => {
  it.each(localeCodes)('lead to rows and categories the list has (%s): a removed target is left out of the page, and named here', (locale) => {
    const anchors = priceAnchors(priceCategoriesIn[locale]);
    expect(PRICE_SHORTCUT_TARGETS.filter((id) => !anchors.has(id))).toEqual([]);
    expect(priceShortcutsIn[locale].map((shortcut) => shortcut.id)).toEqual([...PRICE_SHORTCUT_TARGETS]);
  });

  it.each(localeCodes)('reach every category, by its own anchor or one of its rows (%s)', (locale) => {
    const targets = new Set<string>(PRICE_SHORTCUT_TARGETS);
    const unreached = priceCategoriesIn[locale].filter(
      (category) => !targets.has(category.id) && !category.services.some((service) => targets.has(service.id)),
    );
    expect(unreached.map((category) => category.title)).toEqual([]);
  });

  it('have a label in each language, and no two alike', () => {
    for (const locale of localeCodes) {
      const labels = priceShortcutsIn[locale].map((shortcut) => shortcut.label);
      expect(labels.every((label) => label.trim() !== '')).toBe(true);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});

/**
 * The home page's service cards with their price-from read from the price list (spec §9 "Home service
 * prices"): a card names the row whose price it shows (`priceItem`), so the figure is written once, on the
 * price list, and a price changed there changes on the card too.
 */
import { ContentError, type ContentProblem } from '@/lib/content-check';
import type { ServiceCard, ServiceCardEntry } from '@/lib/schemas/home';
import type { Model } from '@/lib/schemas/model';

/**
 * Every card with its `priceFrom`; a card whose link or price names no place on the price list, or whose price
 * is a row outside the category its link leads to, stops the build naming the file, the card and the field.
 */
export function priceServiceCards(cards: readonly ServiceCardEntry[], priceList: Pick<Model, 'prices' | 'priceCategories'>, file: string): ServiceCard[] {
  const problems: ContentProblem[] = [];
  const priced = cards.map((card, index) => {
    const source = `${file} › items[title="${card.title}"]`;
    const at = (field: string) => ({ file, path: ['items', index, field] });
    const anchorCategory = priceList.priceCategories.has(card.priceListAnchor) ? card.priceListAnchor : priceList.prices.get(card.priceListAnchor)?.categoryId;
    if (anchorCategory === undefined) {
      problems.push({
        source,
        field: 'priceListAnchor',
        problem: `nijedna kategorija ni usluga na cenovniku nema oznaku "${card.priceListAnchor}"`,
        ...at('priceListAnchor'),
      });
    }
    const row = priceList.prices.get(card.priceItem);
    if (!row) {
      problems.push({ source, field: 'priceItem', problem: `nijedna usluga na cenovniku nema oznaku "${card.priceItem}"`, ...at('priceItem') });
    } else if (anchorCategory !== undefined && row.categoryId !== anchorCategory) {
      problems.push({
        source,
        field: 'priceItem',
        problem: `usluga "${card.priceItem}" je u kategoriji "${row.categoryId}", a ne u "${anchorCategory}", kuda vodi link kartice („Saznajte više“: "${card.priceListAnchor}")`,
        ...at('priceItem'),
      });
    }
    return row ? { ...card, priceFrom: row.price } : undefined;
  });
  if (problems.length > 0) throw ContentError.of(problems);
  return priced as ServiceCard[];
}

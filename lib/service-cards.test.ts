import { priceServiceCards } from '@/lib/service-cards';
import type { ServiceCardEntry } from '@/lib/schemas/home';

const eur = (amount: number) => ({ amount, currency: 'EUR' as const });

const priceList = {
  priceCategories: new Set(['protetika', 'implantati']),
  prices: new Map([
    ['nadogradnja', { price: eur(50), categoryId: 'protetika' }],
    ['krunica-od-cirkonije', { price: eur(250), categoryId: 'protetika' }],
    ['implantat-standardni', { price: eur(550), categoryId: 'implantati' }],
  ]),
};

const card = (change: Partial<ServiceCardEntry>): ServiceCardEntry => ({
  title: 'Protetika',
  description: 'Krunice.',
  priceItem: 'krunica-od-cirkonije',
  priceListAnchor: 'protetika',
  ...change,
});

const FILE = 'content/data/home/services.json';

describe('priceServiceCards', () => {
  it('shows the price of the row the card names, not the cheapest of its category', () => {
    expect(priceServiceCards([card({})], priceList, FILE)[0]).toMatchObject({ priceItem: 'krunica-od-cirkonije', priceFrom: eur(250) });
  });

  it('accepts a link to the row itself, or to another row of the same category', () => {
    const implants = card({ title: 'Implantati', priceItem: 'implantat-standardni', priceListAnchor: 'implantat-standardni' });
    expect(priceServiceCards([implants], priceList, FILE)[0]!.priceFrom).toEqual(eur(550));
    expect(priceServiceCards([card({ priceListAnchor: 'nadogradnja' })], priceList, FILE)[0]!.priceFrom).toEqual(eur(250));
  });

  it('stops on a row the price list does not have, naming the file, the card and the field', () => {
    expect(() => priceServiceCards([card({ priceItem: 'zlatna-krunica' })], priceList, FILE)).toThrow(
      'content/data/home/services.json › items[title="Protetika"] › priceItem: nijedna usluga na cenovniku nema oznaku "zlatna-krunica"',
    );
  });

  it('stops on a price from another category than the one the link leads to', () => {
    expect(() => priceServiceCards([card({ priceItem: 'implantat-standardni' })], priceList, FILE)).toThrow(
      'items[title="Protetika"] › priceItem: usluga "implantat-standardni" je u kategoriji "implantati", a ne u "protetika", kuda vodi link kartice („Saznajte više“: "protetika")',
    );
  });

  it('stops on a link to no place on the price list, listing every problem', () => {
    const run = () => priceServiceCards([card({ priceListAnchor: 'estetika' }), card({ title: 'Druga', priceItem: 'x' })], priceList, FILE);
    expect(run).toThrow('items[title="Protetika"] › priceListAnchor: nijedna kategorija ni usluga na cenovniku nema oznaku "estetika"');
    expect(run).toThrow('items[title="Druga"] › priceItem: nijedna usluga na cenovniku nema oznaku "x"');
  });
});

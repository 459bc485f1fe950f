import { parseUntyped } from '@/lib/content-check';
import { priceListSchema } from '@/lib/schemas/price-list';

const where = { file: 'content/price-list.ts', name: 'priceCategories' };
const category = {
  id: 'oralna-hirurgija',
  title: 'Oralna hirurgija',
  icon: 'Scissors',
  color: 'sand',
  services: [
    { id: 'vadjenje-zuba', name: 'Vađenje zuba', price: { amount: 35, currency: 'EUR' }, description: 'Standardna ekstrakcija.' },
    {
      id: 'lecenje-kanala',
      name: 'Lečenje kanala korena',
      price: { amount: 40, upTo: 100, currency: 'EUR' },
      unit: 'po zubu',
      description: 'Endodontsko lečenje.',
    },
  ],
};
const withService = (change: Record<string, unknown>) => [{ ...category, services: [{ ...category.services[0]!, ...change }, category.services[1]!] }];
const parse = (data: unknown) => () => parseUntyped(priceListSchema, data, where);
const service = 'content/price-list.ts › priceCategories[id="oralna-hirurgija"].services[id="vadjenje-zuba"]';

describe('priceListSchema', () => {
  it('accepts prices, ranges and units', () => {
    expect(parse([category])()[0]!.services[1]!.price).toEqual({ amount: 40, upTo: 100, currency: 'EUR' });
  });

  it('refuses a price given as text, an unknown currency and an upside-down range, naming the service', () => {
    expect(parse(withService({ price: { amount: '35', currency: 'EUR' } }))).toThrow(`${service} › price.amount: očekuje se broj, a upisano je "35"`);
    expect(parse(withService({ price: { amount: 35, currency: 'USD' } }))).toThrow(
      `${service} › price.currency: očekuje se jedno od: EUR, RSD; upisano je "USD"`,
    );
    expect(parse(withService({ price: { amount: 100, upTo: 40, currency: 'EUR' } }))).toThrow(
      `${service} › price.upTo: gornja granica raspona mora biti veća od iznosa (100), a upisano je 40`,
    );
  });

  it('refuses a misspelt field instead of dropping it', () => {
    expect(parse(withService({ populer: true }))).toThrow(`${service} › populer: polje "populer" nije poznato: uklonite ga ili ispravite naziv`);
  });

  it('names the category of an unknown icon, a repeated anchor or a repeated service', () => {
    expect(parse([{ ...category, icon: 'Tooth' }])).toThrow(
      'content/price-list.ts › priceCategories[id="oralna-hirurgija"] › icon: očekuje se jedno od: Sparkles, Scissors, Crown, Sun, Stethoscope, Smile; upisano je "Tooth"',
    );
    expect(parse([category, { ...category, title: 'Druga' }])).toThrow(
      'content/price-list.ts › priceCategories[title="Druga"] › id: "oralna-hirurgija" već ima „Oralna hirurgija“: upišite drugu vrednost',
    );
    expect(parse(withService({ name: 'Lečenje kanala korena' }))).toThrow(
      'content/price-list.ts › priceCategories[id="oralna-hirurgija"].services[id="lecenje-kanala"] › name: "Lečenje kanala korena" već ima „vadjenje-zuba“: upišite drugu vrednost',
    );
  });

  it('refuses an address word used anywhere else on the price list, by a service or a category', () => {
    const other = { ...category, id: 'protetika', title: 'Protetika', services: [{ ...category.services[0]!, name: 'Druga usluga' }] };
    expect(parse([category, other])).toThrow(
      'content/price-list.ts › priceCategories[id="protetika"].services[name="Druga usluga"] › id: "vadjenje-zuba" već ima „Vađenje zuba“: upišite drugu vrednost',
    );
    expect(parse(withService({ id: 'oralna-hirurgija' }))).toThrow('› id: "oralna-hirurgija" već ima „Oralna hirurgija“: upišite drugu vrednost');
  });
});

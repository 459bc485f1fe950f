import { describeUnsourced, findUnsourcedFigures } from '@/lib/clinical-figures';
import type { Model } from '@/lib/schemas/model';

/** Only what the finder reads: the durability and the facts. */
const model = {
  durability: {
    general: { what: 'Keramika', years: { min: 10, max: 15 }, sources: ['izvor-2016'] },
    materials: [
      { id: 'feldspat', material: 'Feldspat', years: { min: 10, max: 15 }, sources: ['izvor-2012'] },
      { id: 'e-max', material: 'e.max', years: { min: 15, max: 20 } },
    ],
  },
  facts: [
    { id: 'srastanje', what: 'Srastanje', value: { min: 3, max: 6, unit: 'mesec' }, clinical: true, sources: ['izvor-2013'] },
    { id: 'osetljivost', what: 'Osetljivost', value: { min: 2, max: 4, unit: 'nedelja' }, clinical: true },
    { id: 'kontrole', what: 'Kontrole', value: { min: 6, unit: 'mesec' } },
  ],
} as unknown as Model;

const prose = (text: string) => ({ file: 'content/blog/sr/x.md', field: '', text, firstLine: 1 });

describe('clinical figures without their sources', () => {
  it('finds a lifespan or a clinical fact whose entry names no source, at its file line', () => {
    const text = 'Fasete traju {trajnost}, feldspat {trajnost:feldspat}.\nA e.max {trajnost:e-max}.\n\nOsetljivost prolazi za {rok:osetljivost}.';
    const found = findUnsourcedFigures(prose(text), model);
    expect(describeUnsourced(found)).toBe(
      ['content/blog/sr/x.md:2: {trajnost:e-max} bez izvora', 'content/blog/sr/x.md:4: {rok:osetljivost} bez izvora'].join('\n'),
    );
  });

  it('leaves sourced figures, the practice’s own schedule and other references alone', () => {
    expect(findUnsourcedFigures(prose('{trajnost} {rok:srastanje} {rok:kontrole} {cena:faseta} {tvrdnja:garancija}'), model)).toEqual([]);
  });
});

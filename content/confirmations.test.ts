/**
 * The facts awaiting the clinic's confirmation (issue 39 item 6): a production build refuses while one is left,
 * naming it, and ticking it in the data lets the build through; a market range without its named source counts too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LAWYER_POINTS, awaitingConfirmation, confirmations, unsourcedClinicalFigures } from '@/content/confirmations';
import { model } from '@/content/model';
import { checkPlaceholders } from '@/lib/placeholders';
import type { Confirmation } from '@/lib/schemas/confirmations';

const DEVELOPMENT = 'https://www.auroradental.rs';
const production = (items: readonly Confirmation[], ranges = model.market) =>
  checkPlaceholders({ siteUrl: 'https://www.example.rs', developmentUrl: DEVELOPMENT, allow: undefined, placeholders: awaitingConfirmation(items, ranges) });

const fact: Confirmation = {
  id: 'jezici-osoblja',
  what: 'Osoblje govori srpski i engleski.',
  where: 'Česta pitanja › „Na kojim jezicima možemo da razgovaramo?“',
  screen: 'faq/entries/pitanja',
  by: 'ordinacija',
  confirmed: false,
};

describe('facts awaiting confirmation', () => {
  it('stop a production build, each named with where it is stated', () => {
    const verdict = production([fact], []);
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain(
      'content/data/confirmations.json › items[0].confirmed (ordinacija: Česta pitanja › „Na kojim jezicima možemo da razgovaramo?“): "Osoblje govori srpski i engleski."',
    );
  });

  it('let the build through once the clinic ticks them', () => {
    expect(production([{ ...fact, confirmed: true }], [])).toEqual({ ok: true, reason: 'no-placeholders' });
  });

  it('count a market range without its named, dated source, and not one with it', () => {
    const range = { id: 'faseta-srbija', what: 'keramička faseta', covers: 'po zubu', price: { amount: 150, upTo: 300, currency: 'EUR' as const } };
    expect(production([], [range]).message).toContain(
      'content/data/model/market.json › ranges[0].source (tržišni raspon bez imenovanog izvora): "keramička faseta"',
    );
    expect(production([], [{ ...range, source: { name: 'Izvor', date: '2025-06' } }]).ok).toBe(true);
  });

  it('count each clinical figure of the model without sources (issue 40 item 1), and none today', () => {
    expect(unsourcedClinicalFigures()).toEqual([]);
    const durability = { ...model.durability, materials: [...model.durability.materials, { id: 'kompozit', material: 'Kompozit', years: { min: 5, max: 7 } }] };
    const facts = [
      ...model.facts,
      { id: 'osetljivost', what: 'Osetljivost posle krunica', value: { min: 2, max: 4, unit: 'nedelja' as const }, clinical: true },
    ];
    expect(unsourcedClinicalFigures(durability, facts).map((field) => `${field.source} › ${field.field}: ${field.value}`)).toEqual([
      `content/data/model/durability.json › materials[${model.durability.materials.length}].sources (klinički podatak bez izvora): Kompozit`,
      `content/data/model/facts.json › facts[${model.facts.length}].sources (klinički podatak bez izvora): Osetljivost posle krunica`,
    ]);
  });

  it('hold every point for the clinic’s lawyer (issue 40 item 8), each for the lawyer and named in the docs', () => {
    const docs = readFileSync(path.join(process.cwd(), 'docs', 'content-and-editor.md'), 'utf8');
    for (const id of Object.keys(LAWYER_POINTS)) {
      expect([id, confirmations.find((item) => item.id === id)?.by]).toEqual([id, 'pravnik']);
      expect([id, docs.includes(`\`${id}\``)]).toEqual([id, true]);
    }
  });

  it('are listed today, for the clinic and its lawyer', () => {
    expect(confirmations.some((item) => item.by === 'ordinacija')).toBe(true);
    expect(confirmations.some((item) => item.by === 'pravnik')).toBe(true);
  });
});

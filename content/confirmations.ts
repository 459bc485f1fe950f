/**
 * The facts awaiting the clinic's confirmation (lib/schemas/confirmations.ts): the entries of
 * content/data/confirmations.json not ticked yet, and each market range without a named source, as the fields the
 * build's placeholder guard lists and a production build refuses (content/placeholders.ts).
 */
import confirmationsData from '@/content/data/confirmations.json';
import { model } from '@/content/model';
import { parseDataFile } from '@/lib/content-check';
import type { PlaceholderField } from '@/lib/placeholders';
import { confirmationsFileSchema, type Confirmation } from '@/lib/schemas/confirmations';

const FILE = 'content/data/confirmations.json';

/**
 * The points a lawyer must confirm before launch (issue 40 item 8), by their entry's id: each must be on the list,
 * for the lawyer (`by: "pravnik"`), and named in docs/content-and-editor.md (content/confirmations.test.ts).
 */
export const LAWYER_POINTS = {
  sedacija: 'intravenous sedation under the practice’s licence',
  'cene-u-evrima': 'prices shown in euros, paid in dinars',
  'gotovina-veliki-iznosi': 'the cash discount and the limit on cash payments of large amounts',
  'rate-bez-kamate': 'interest-free instalments under the consumer-credit rules',
  'garancija-zakonska-prava': 'the warranty’s statement of the patient’s statutory rights',
  'saglasnost-za-fotografije': 'the patients’ recorded consent for testimonials, photos and videos',
  'saglasnost-i-odustajanje': 'written consent before each irreversible step, and withdrawing it',
  'prigovor-i-osiguranje': 'complaints (the patients’ rights adviser, the Dental Chamber) and liability insurance',
  'podaci-pacijenata': 'how patients’ photos and X-rays are kept',
  'resenje-i-naziv': 'the health ministry’s licence and what it covers, the registered name and the responsible person',
  'tim-licence': 'the Dental Chamber licence of each named team member, and their training',
  'oglasavanje-zdravstvenih-usluga': 'health-service advertising: before/after, packages, discounts, the free consultation, statistics',
  'pacijenti-iz-inostranstva-pravo': 'patients from abroad: governing law, jurisdiction, the language of consent',
  'izbeljivanje-koncentracija': 'the hydrogen-peroxide concentration for whitening and its rule',
} as const;

export const confirmations: readonly Confirmation[] = parseDataFile(confirmationsFileSchema, confirmationsData, { file: FILE }).items;

/** The model's clinical figures without sources (issue 40 item 1): a lifespan, or a fact marked clinical. */
export function unsourcedClinicalFigures(durability = model.durability, facts = model.facts): PlaceholderField[] {
  const field = (path: string) => `${path}.sources (klinički podatak bez izvora)`;
  return [
    ...(durability.general.sources?.length ? [] : [{ source: 'content/data/model/durability.json', field: field('general'), value: durability.general.what }]),
    ...durability.materials.flatMap((entry, index) =>
      entry.sources?.length ? [] : [{ source: 'content/data/model/durability.json', field: field(`materials[${index}]`), value: entry.material }],
    ),
    ...facts.flatMap((fact, index) =>
      fact.clinical && !fact.sources?.length ? [{ source: 'content/data/model/facts.json', field: field(`facts[${index}]`), value: fact.what }] : [],
    ),
  ];
}

/** Each fact not confirmed yet, with where it is stated; a market range without its source among them. */
export function awaitingConfirmation(items: readonly Confirmation[] = confirmations, ranges = model.market): PlaceholderField[] {
  return [
    ...unsourcedClinicalFigures(),
    ...items.flatMap((item, index) =>
      item.confirmed
        ? []
        : [{ source: FILE, field: `items[${index}].confirmed (${item.by === 'pravnik' ? 'pravnik' : 'ordinacija'}: ${item.where})`, value: item.what }],
    ),
    ...ranges.flatMap((range, index) =>
      range.source
        ? []
        : [{ source: 'content/data/model/market.json', field: `ranges[${index}].source (tržišni raspon bez imenovanog izvora)`, value: range.what }],
    ),
  ];
}

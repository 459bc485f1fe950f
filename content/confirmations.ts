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

export const confirmations: readonly Confirmation[] = parseDataFile(confirmationsFileSchema, confirmationsData, { file: FILE }).items;

/** Each fact not confirmed yet, with where it is stated; a market range without its source among them. */
export function awaitingConfirmation(items: readonly Confirmation[] = confirmations, ranges = model.market): PlaceholderField[] {
  return [
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

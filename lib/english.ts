/**
 * Figures written the English way (content/STYLE-EN.md §2): "€5,000", "€350–500", "2–3 weeks", "10–15+ years",
 * "3, 6, 12 or 24 instalments". The English twin of lib/format.ts and of the Serbian words in lib/references.ts.
 * Pure.
 */
import type { Duration, DurationUnit } from '@/lib/schemas/model';
import { dayCount, groupDigits, isoDateParts } from '@/lib/format';
import type { ReferenceLanguage } from '@/lib/references';
import type { Price } from '@/lib/schemas/price';

/** 1200 → "1,200"; 0.5 → "0.5". */
export function formatAmountEnglish(amount: number): string {
  return groupDigits(amount, ',', '.');
}

/**
 * { amount: 5000, currency: 'EUR' } → "€5,000"; a range → "€40–100"; RSD → "1,000 RSD", and with the dinars to a euro
 * (content/data/model/payment.json) its euro equivalent for a visitor from abroad: "1,000 RSD (about €9)".
 */
export function formatPriceEnglish(price: Price, rsdPerEur?: number): string {
  const amount = price.upTo === undefined ? formatAmountEnglish(price.amount) : `${formatAmountEnglish(price.amount)}–${formatAmountEnglish(price.upTo)}`;
  if (price.currency === 'EUR') return `€${amount}`;
  if (!rsdPerEur) return `${amount} ${price.currency}`;
  const euros = (rsd: number) => formatAmountEnglish(Math.round(rsd / rsdPerEur));
  return `${amount} ${price.currency} (about €${price.upTo === undefined ? euros(price.amount) : `${euros(price.amount)}–${euros(price.upTo)}`})`;
}

/** "from €5,000", the price-from of a service card. */
export function formatPriceFromEnglish(price: Price): string {
  return `from ${formatPriceEnglish({ ...price, upTo: undefined })}`;
}

/** Singular and plural of each unit the model counts in. */
const UNIT_NAMES: Record<DurationUnit | 'rata', readonly [string, string]> = {
  minut: ['minute', 'minutes'],
  sat: ['hour', 'hours'],
  dan: ['day', 'days'],
  nedelja: ['week', 'weeks'],
  mesec: ['month', 'months'],
  godina: ['year', 'years'],
  poseta: ['visit', 'visits'],
  rata: ['instalment', 'instalments'],
};

/** The noun after a number: 1 day, 2 days, 0.5 days. */
export function unitForEnglish(count: number, unit: DurationUnit | 'rata'): string {
  return UNIT_NAMES[unit][count === 1 ? 0 : 1];
}

/** { min: 2, max: 4, unit: 'nedelja' } → "2–4 weeks"; { min: 1, unit: 'dan' } → "1 day"; orMore → "10–15+ years". */
export function formatDurationEnglish(duration: Duration): string {
  const { min, max, orMore, unit } = duration;
  const numbers = max === undefined ? `${min}` : `${min}–${max}`;
  const noun = orMore ? UNIT_NAMES[unit][1] : unitForEnglish(max ?? min, unit);
  return `${numbers}${orMore ? '+' : ''} ${noun}`;
}

/** ["a", "b", "c"] → "a, b or c". */
export function joinOr(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** 3, 6, 12, 24 → "3, 6, 12 or 24 instalments" (the noun agrees with the last number). */
export function formatCountListEnglish(counts: readonly number[], unit: DurationUnit | 'rata'): string {
  const last = counts[counts.length - 1];
  if (last === undefined) return '';
  return `${joinOr(counts.map(String))} ${unitForEnglish(last, unit)}`;
}

/** ["Wednesday", "Thursday"] (schema.org's names, which are English) → "on a Wednesday or a Thursday". */
export function formatArrivalDaysEnglish(days: readonly string[]): string {
  return days.length === 0 ? '' : `on ${joinOr(days.map((day) => `a ${day}`))}`;
}

/** English for what a reference renders (lib/references.ts): the figures above and a plan's table. */
export const ENGLISH: ReferenceLanguage = {
  price: formatPriceEnglish,
  duration: formatDurationEnglish,
  countList: formatCountListEnglish,
  arrivalDays: formatArrivalDaysEnglish,
  nights: (count) => `${count} ${count === 1 ? 'night' : 'nights'}`,
  quote: (title) => `\u201C${title}\u201D`,
  source: (source) =>
    source
      ? `source: ${source.name}, ${new Date(`${source.date}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`
      : 'source awaiting the clinic’s confirmation',
  plan: {
    day: 'Day',
    visit: 'Visit',
    gapRow: 'Break',
    gap: (wait) => `${wait}: the implants fuse with the bone`,
    visitRow: (stay, day) => `${stay === undefined ? '' : `Stay ${stay}, `}day ${day}`.replace(/^d/, 'D'),
    reserveRow: (stay, days) => `${stay === undefined ? '' : `Stay ${stay}, `}${days === 1 ? 'reserve day' : 'reserve days'}`.replace(/^r/, 'R'),
    checkupRow: (after) => `${after} after cementation`,
    checkups: (items) => items.map(({ after, visit }) => `after ${after}: ${visit.charAt(0).toLowerCase()}${visit.slice(1)}`).join('; '),
  },
};

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-01-15" → "15 Jan 2025" (the Serbian pages write "15. jan 2025."). */
export function formatDisplayDateEnglish(isoDate: string): string {
  const { day, month, year } = isoDateParts(isoDate);
  return `${day} ${ENGLISH_MONTHS[month]} ${year}`;
}

/** A case's length as the Serbian data writes it ("7 dana", lib/schemas/fields.ts `days`) → "7 days". */
export function englishDays(serbianDays: string): string {
  const count = dayCount(serbianDays);
  if (Number.isNaN(count)) throw new Error(`englishDays expects "<n> dana", got "${serbianDays}"`);
  return formatDurationEnglish({ min: count, unit: 'dan' });
}

/** A person's name as English writes the title before it: "dr Milica Jovanović" → "Dr Milica Jovanović" (no full stop, British). */
export function englishPersonName(name: string): string {
  return name.replace(/^dr\.? /i, 'Dr ');
}

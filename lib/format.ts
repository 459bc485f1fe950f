/** Display formatting shared by cards, lists and articles. */
import type { Currency, Price } from '@/lib/schemas/price';

export type { Currency, Price } from '@/lib/schemas/price';

/**
 * Serbian month abbreviations, lower case (issue 39: a Serbian page writes its dates in Serbian, "15. jan 2025.",
 * where the spec's example shows the English "Jan").
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'avg', 'sep', 'okt', 'nov', 'dec'];

/** "2025-01-15" -> { day: 15, month: 0, year: 2025 } (month from 0); anything else throws. */
export function isoDateParts(isoDate: string): { day: number; month: number; year: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? Number(match[2]) - 1 : -1;
  if (!match || month < 0 || month > 11) throw new Error(`Expected an ISO date (YYYY-MM-DD), got "${isoDate}"`);
  return { day: Number(match[3]), month, year: Number(match[1]) };
}

/** "2025-01-15" -> "15. jan 2025." (the year closed with a period, as Serbian writes a date). */
export function formatDisplayDate(isoDate: string): string {
  const { day, month, year } = isoDateParts(isoDate);
  return `${day}. ${MONTHS[month]} ${year}.`;
}

/** Whether a string is a real calendar date in ISO form. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A number with its thousands grouped and its decimals marked as a language writes them: 5000.5 -> "5.000,5". */
export function groupDigits(amount: number, thousands: string, decimal: string): string {
  const [whole = '0', fraction] = String(amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}

/** Serbian grouping of thousands with a dot: 5000 -> "5.000". */
export function formatAmount(amount: number): string {
  return groupDigits(amount, '.', ',');
}

const CURRENCY_SIGN: Record<Currency, string> = { EUR: '€', RSD: 'RSD' };

/** { amount: 5000, currency: 'EUR' } -> "5.000 €"; a range -> "40–100 €"; RSD -> "1.000 RSD". */
export function formatPrice(price: Price): string {
  const amount = price.upTo === undefined ? formatAmount(price.amount) : `${formatAmount(price.amount)}–${formatAmount(price.upTo)}`;
  return `${amount} ${CURRENCY_SIGN[price.currency]}`;
}

/**
 * The Serbian word for a count, from its three forms: 1 kategorija, 2 kategorije, 5 kategorija, 21 kategorija,
 * 12 kategorija; a fraction takes the second ("2,5 kategorije").
 */
export function countWord(count: number, [one, few, many]: readonly [string, string, string]): string {
  if (!Number.isInteger(count)) return few;
  const lastTwo = Math.abs(count) % 100;
  const last = Math.abs(count) % 10;
  if (last === 1 && lastTwo !== 11) return one;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return few;
  return many;
}

/** "od 5.000 €", the price-from of a service card. */
export function formatPriceFrom(price: Price): string {
  return `od ${formatPrice({ ...price, upTo: undefined })}`;
}

/** Words in a text (Markdown or plain), for reading time. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time at about 200 words a minute, never under 1: "8 min". */
export function readingTime(words: number, wordsPerMinute = 200): string {
  return `${Math.max(1, Math.round(words / wordsPerMinute))} min`;
}

/** Cuts text at a word boundary to at most `limit` characters and adds "..." (spec §4 team descriptions). */
export function truncate(text: string, limit: number): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  const clean = (lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '');
  return { text: `${clean}...`, truncated: true };
}

/** The days of a treatment's length as the cards print it ("7 dana" → 7), NaN for any other text. */
export const dayCount = (value: string): number => Number(/^(\d+) dana$/.exec(value)?.[1]);

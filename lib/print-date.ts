/**
 * The date of printing on a printed page (the price list's print header, issue 16 item 4). CSS cannot know
 * today's date and a static page is built long before it is printed, so the page renders an empty
 * placeholder, `<span data-print-date></span>` (a blank line to write on when scripting is off), and the
 * enhancement script fills it: `fillPrintDates(document, new Date())` once at start and again on
 * `beforeprint`, so a tab left open overnight still prints the right day.
 */

/** The attribute that marks a placeholder for the date of printing. */
export const PRINT_DATE_ATTRIBUTE = 'data-print-date';

/**
 * A date as Serbian writes it in full: day, month and year, each followed by a dot ("23. 11. 2026."), without
 * leading zeros. The calendar day is the one in `timeZone`, by default the reader's own (the printer's clock).
 */
export function formatPrintDate(date: Date, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) throw new Error('formatPrintDate: invalid date');
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${Number(part('day'))}. ${Number(part('month'))}. ${part('year')}.`;
}

/** Writes the date into every placeholder under `root`; returns how many it filled. */
export function fillPrintDates(root: ParentNode, now: Date): number {
  const text = formatPrintDate(now);
  const placeholders = root.querySelectorAll(`[${PRINT_DATE_ATTRIBUTE}]`);
  for (const placeholder of placeholders) placeholder.textContent = text;
  return placeholders.length;
}

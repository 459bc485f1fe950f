import { PRINT_DATE_ATTRIBUTE, fillPrintDates } from '@/lib/print-date';

/**
 * The price list's print header shows the day it is printed (lib/print-date.ts). It is written just before
 * printing (`beforeprint`, and when the print media starts to apply, as in a print preview), not at load: a
 * tab may stay open for days, and the first date formatter a page makes costs a long task on a phone.
 */
export function enablePrintDates(doc: Document): void {
  const view = doc.defaultView;
  if (!view || !doc.querySelector(`[${PRINT_DATE_ATTRIBUTE}]`)) return;
  const fill = () => fillPrintDates(doc, new Date());
  view.addEventListener('beforeprint', fill);
  view.matchMedia?.('print').addEventListener?.('change', (event) => {
    if (event.matches) fill();
  });
}

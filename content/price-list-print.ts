/**
 * The words of the printed price list (issue 16, item 4): the print-only header of /cenovnik/ that names the
 * practice, its address, phone and the page's address on the web, and the date the sheet was printed. The
 * values themselves come from content/site.ts; only the labels live here.
 */
const serbianPriceListPrintCopy = {
  phoneLabel: 'Telefon:',
  emailLabel: 'E-pošta:',
  urlLabel: 'Aktuelne cene:',
  /** Followed by the date of printing, or by a blank line to write it in by hand when scripting is off. */
  dateLabel: 'Datum štampe:',
} as const;

export type PriceListPrintCopy = Words<typeof serbianPriceListPrintCopy>;

/** In the page's language (content/page-language.ts); the English words are in content/en/copy.ts. */
import { englishPriceListPrintCopy } from '@/content/en/copy';
import { followPageLanguage } from '@/content/page-language';
import type { Words } from '@/lib/words';

export const priceListPrintCopy: PriceListPrintCopy = followPageLanguage<PriceListPrintCopy>('content/price-list-print.ts › priceListPrintCopy', {
  sr: serbianPriceListPrintCopy,
  en: englishPriceListPrintCopy,
});

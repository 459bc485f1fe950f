/**
 * Prices as the page's language writes them (issue 27): "5.000 €" / "od 350 €" on a Serbian page, "€5,000" /
 * "from €350" on an English one. The formatters themselves are pure (lib/format.ts, lib/english.ts).
 */
import { model } from '@/content/model';
import { inPageLanguage } from '@/content/page-language';
import { formatPriceEnglish, formatPriceFromEnglish } from '@/lib/english';
import { formatPrice as formatPriceSerbian, formatPriceFrom as formatPriceFromSerbian, type Price } from '@/lib/format';

/** A price in the page's language. */
export const formatPrice = (price: Price): string =>
  inPageLanguage('content/formats.ts › formatPrice', { sr: formatPriceSerbian, en: (shown: Price) => formatPriceEnglish(shown, model.payment.rsdPerEur) })(
    price,
  );

/** A service card's price-from in the page's language. */
export const formatPriceFrom = (price: Price): string =>
  inPageLanguage('content/formats.ts › formatPriceFrom', { sr: formatPriceFromSerbian, en: formatPriceFromEnglish })(price);

/**
 * A price as a person in Serbia types it into the editor ("350", "1.200", "350 €", "350,00", "1 200 din"), read as
 * the whole number she meant, or refused with a message that says what to type. Never a different number: an
 * ambiguous form ("1,200", "350,50", "350-400") is refused rather than guessed. Pure.
 */

export type PriceReading = { ok: true; value: number } | { ok: false; message: string };

/** Currency words and signs that may follow (or precede) the amount; the currency itself is its own field. */
const CURRENCY = /^(€|eur|euro|eura|evra|evro|evru|e|rsd|din|din\.|dinara|dinar)$/i;

const refuse = (message: string): PriceReading => ({ ok: false, message });
const EXAMPLE = 'Upišite samo iznos u celim brojevima, npr. 350 ili 1.200.';

/**
 * @param text what was typed
 * @returns the amount, or why it was refused (in Serbian)
 */
export function readPrice(text: string): PriceReading {
  // Word's and the phone keyboard's spaces (non-breaking, thin) are spaces; "1.200,-" is how a price list writes 1.200.
  let rest = text
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/,-(?=\s*\D*$)/, '')
    .trim();
  if (rest === '') return refuse('Upišite iznos, npr. 350.');
  // A currency before or after the number: "350 €", "€350", "350e", "1.000 din".
  const parts = rest.match(/^([^\d-]*?)\s*([\d.,\s]+?)\s*([^\d\s.,]*\.?)$/);
  if (!parts) {
    if (/\d\s*[-–—]\s*\d/.test(rest)) return refuse('Za cenu „od–do“ upišite ovde početni iznos, a krajnji u polje „Do“.');
    if (/^-/.test(rest)) return refuse('Cena mora biti veća od nule.');
    return refuse(EXAMPLE);
  }
  const [, before = '', number = '', after = ''] = parts;
  for (const mark of [before.trim(), after.trim()]) if (mark !== '' && !CURRENCY.test(mark)) return refuse(EXAMPLE);
  rest = number.replace(/\s+(?=\d{3}(\D|$))/g, '');
  if (/\s/.test(rest)) return refuse(EXAMPLE);
  // "1.200", "12.500.000": dots between groups of three are the thousands separator.
  let whole: string;
  let decimals = '';
  const comma = rest.split(',');
  if (comma.length > 2) return refuse(EXAMPLE);
  if (comma.length === 2) {
    // The comma is the decimal separator in Serbian; a price is whole, so only zeros may follow it.
    [whole = '', decimals = ''] = comma;
    if (/^\d{3}$/.test(decimals) && !/\./.test(whole)) return refuse('Zarez odvaja decimale: hiljadu dvesta upišite kao 1.200 ili 1200.');
  } else {
    whole = rest;
    // "350.00": a dot followed by one or two digits is a decimal point as in English.
    const english = whole.match(/^(\d+)\.(\d{1,2})$/);
    if (english) [, whole = '', decimals = ''] = english;
  }
  if (!/^\d{1,3}(\.\d{3})*$|^\d+$/.test(whole)) return refuse(EXAMPLE);
  if (!/^\d*$/.test(decimals)) return refuse(EXAMPLE);
  if (/[1-9]/.test(decimals))
    return refuse(`Cena je u celim iznosima, bez decimala: upišite ${Number(whole.replace(/\./g, ''))} ili ${Number(whole.replace(/\./g, '')) + 1}.`);
  const value = Number(whole.replace(/\./g, ''));
  if (!Number.isSafeInteger(value)) return refuse(EXAMPLE);
  if (value <= 0) return refuse('Cena mora biti veća od nule.');
  return { ok: true, value };
}

/** How far a new price may move from the saved one before the editor asks to confirm it (a typo such as 3500 for 350). */
export const BIG_CHANGE_FACTOR = 3;

/** Whether a new price is more than three times, or less than a third of, the price saved before. */
export function isBigChange(saved: number | undefined, next: number): boolean {
  if (saved === undefined || !Number.isFinite(saved) || saved <= 0) return false;
  return next > saved * BIG_CHANGE_FACTOR || next * BIG_CHANGE_FACTOR < saved;
}

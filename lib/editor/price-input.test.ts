import { formatAmount } from '@/lib/format';
import { isBigChange, readPrice } from './price-input';

const value = (text: string) => {
  const reading = readPrice(text);
  return reading.ok ? reading.value : reading.message;
};

describe('readPrice', () => {
  it.each([
    ['350', 350],
    [' 350 ', 350],
    ['1.200', 1200],
    ['12.500.000', 12500000],
    ['1200', 1200],
    ['1 200', 1200],
    ['1\u00a0200 €', 1200],
    ['350 €', 350],
    ['350€', 350],
    ['€350', 350],
    ['350e', 350],
    ['350 EUR', 350],
    ['350 evra', 350],
    ['350,00', 350],
    ['350,00 €', 350],
    ['1.200,00', 1200],
    ['350.00', 350],
    ['1.000 din', 1000],
    ['1.000 RSD', 1000],
    ['1.200,-', 1200],
    ['1.200,- din', 1200],
    ['350 eura', 350],
  ])('reads %j as %d', (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it.each([
    ['', /Upišite iznos/],
    ['   ', /Upišite iznos/],
    ['1,200', /Zarez odvaja decimale/],
    ['350,50', /bez decimala: upišite 350 ili 351/],
    ['350.5', /bez decimala/],
    ['350-400', /polje „Do“/],
    ['350 – 400 €', /polje „Do“/],
    ['0', /veća od nule/],
    ['-50', /veća od nule/],
    ['tristo', /npr\. 350 ili 1\.200/],
    ['350 dolara', /npr\. 350 ili 1\.200/],
    ['1.20.0', /npr\. 350 ili 1\.200/],
    ['12.00.000', /npr\. 350 ili 1\.200/],
    ['3 50', /npr\. 350 ili 1\.200/],
  ])('refuses %j, saying what to type', (text, message) => {
    const reading = readPrice(text);
    expect(reading.ok).toBe(false);
    expect(value(text)).toMatch(message);
  });

  it('reads what it shows: every shown price is read back as itself', () => {
    for (const amount of [1, 40, 350, 1000, 1200, 25000, 1234567]) expect(readPrice(formatAmount(amount))).toEqual({ ok: true, value: amount });
  });
});

describe('formatAmount, as the price field shows a price', () => {
  it('writes thousands with dots, as Serbian does', () => {
    expect(formatAmount(350)).toBe('350');
    expect(formatAmount(1200)).toBe('1.200');
    expect(formatAmount(1234567)).toBe('1.234.567');
  });
});

describe('isBigChange', () => {
  it('asks above three times and below a third of the saved price', () => {
    expect(isBigChange(350, 1050)).toBe(false);
    expect(isBigChange(350, 1051)).toBe(true);
    expect(isBigChange(350, 3500)).toBe(true);
    expect(isBigChange(300, 100)).toBe(false);
    expect(isBigChange(300, 99)).toBe(true);
    expect(isBigChange(350, 380)).toBe(false);
  });

  it('never asks for a new price (nothing saved before)', () => {
    expect(isBigChange(undefined, 5000)).toBe(false);
  });
});

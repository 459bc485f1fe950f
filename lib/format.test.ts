import { countWords, formatAmount, formatDisplayDate, formatPrice, formatPriceFrom, isIsoDate, readingTime, truncate } from '@/lib/format';

describe('formatDisplayDate', () => {
  it('shows the spec’s form with English month abbreviations', () => {
    expect(formatDisplayDate('2025-01-15')).toBe('15. jan 2025.');
    expect(formatDisplayDate('2024-12-06')).toBe('6. dec 2024.');
  });

  it('rejects what is not an ISO date', () => {
    expect(() => formatDisplayDate('15.01.2025')).toThrow(/ISO date/);
    expect(() => formatDisplayDate('2025-13-01')).toThrow(/ISO date/);
  });
});

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-1-5')).toBe(false);
  });
});

describe('prices', () => {
  it('groups thousands with a dot', () => {
    expect(formatAmount(35)).toBe('35');
    expect(formatAmount(5000)).toBe('5.000');
    expect(formatAmount(12000)).toBe('12.000');
    expect(formatAmount(1234567)).toBe('1.234.567');
  });

  it('formats single prices, ranges and dinars', () => {
    expect(formatPrice({ amount: 5000, currency: 'EUR' })).toBe('5.000 €');
    expect(formatPrice({ amount: 40, upTo: 100, currency: 'EUR' })).toBe('40–100 €');
    expect(formatPrice({ amount: 1000, currency: 'RSD' })).toBe('1.000 RSD');
  });

  it('formats a price-from', () => {
    expect(formatPriceFrom({ amount: 5000, currency: 'EUR' })).toBe('od 5.000 €');
    expect(formatPriceFrom({ amount: 40, upTo: 100, currency: 'EUR' })).toBe('od 40 €');
  });
});

describe('reading time', () => {
  it('counts words, not punctuation or Markdown marks', () => {
    expect(countWords('## Naslov\n\nOvo je **tekst** – sa 7 reči.')).toBe(7);
  });

  it('rounds to whole minutes at 200 words a minute, at least 1', () => {
    expect(readingTime(1600)).toBe('8 min');
    expect(readingTime(1699)).toBe('8 min');
    expect(readingTime(50)).toBe('1 min');
  });
});

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('Kratko.', 50)).toEqual({ text: 'Kratko.', truncated: false });
  });

  it('cuts at a word boundary within the limit and adds "..."', () => {
    const result = truncate('Specijalista oralne hirurgije sa dugogodišnjim iskustvom u implantologiji', 40);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe('Specijalista oralne hirurgije sa...');
    expect(result.text.length - 3).toBeLessThanOrEqual(40);
  });

  it('cuts inside a long word when there is no space to cut at', () => {
    expect(truncate('a'.repeat(100), 10).text).toBe(`${'a'.repeat(10)}...`);
  });
});

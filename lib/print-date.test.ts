import { PRINT_DATE_ATTRIBUTE, fillPrintDates, formatPrintDate } from '@/lib/print-date';

describe('formatPrintDate', () => {
  it('writes day, month and year with a dot after each, without leading zeros', () => {
    expect(formatPrintDate(new Date(2026, 10, 23))).toBe('23. 11. 2026.');
    expect(formatPrintDate(new Date(2025, 0, 5))).toBe('5. 1. 2025.');
    expect(formatPrintDate(new Date(2025, 11, 31, 23, 59))).toBe('31. 12. 2025.');
  });

  it('takes the calendar day where the sheet is printed, not UTC (just after midnight in Belgrade is the new day)', () => {
    // 23:05 UTC on 28 February is 00:05 on 1 March in Belgrade (UTC+1).
    const instant = new Date('2026-02-28T23:05:00Z');
    expect(formatPrintDate(instant, 'Europe/Belgrade')).toBe('1. 3. 2026.');
    expect(formatPrintDate(instant, 'UTC')).toBe('28. 2. 2026.');
  });

  it('defaults to the local time zone (the reader’s clock)', () => {
    const local = new Date(2026, 2, 1, 0, 5);
    expect(formatPrintDate(local)).toBe('1. 3. 2026.');
  });

  it('refuses an invalid date instead of printing "NaN. NaN. NaN."', () => {
    expect(() => formatPrintDate(new Date('not a date'))).toThrow('invalid date');
  });
});

describe('fillPrintDates', () => {
  it('fills every placeholder and leaves the rest of the page alone', () => {
    document.body.innerHTML = `
      <p>Datum štampe: <span ${PRINT_DATE_ATTRIBUTE}></span></p>
      <footer><span ${PRINT_DATE_ATTRIBUTE}="">stari datum</span></footer>
      <span class="other"></span>`;
    expect(fillPrintDates(document, new Date(2026, 10, 23))).toBe(2);
    expect([...document.querySelectorAll(`[${PRINT_DATE_ATTRIBUTE}]`)].map((node) => node.textContent)).toEqual(['23. 11. 2026.', '23. 11. 2026.']);
    expect(document.querySelector('.other')?.textContent).toBe('');
    expect(document.body.textContent).toContain('Datum štampe: 23. 11. 2026.');
  });

  it('does nothing on a page without a placeholder', () => {
    document.body.innerHTML = '<main><h1>Blog</h1></main>';
    expect(fillPrintDates(document, new Date(2026, 10, 23))).toBe(0);
    expect(document.body.innerHTML).toBe('<main><h1>Blog</h1></main>');
  });
});

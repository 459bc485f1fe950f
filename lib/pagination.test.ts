import { pageCount, pageItems, pageNumbers, type PageNumber } from '@/lib/pagination';

/** A bar as text: "1 2 … 5", to read the cases at a glance. */
const bar = (numbers: PageNumber[]) => numbers.map((entry) => ('gap' in entry ? '…' : String(entry.page))).join(' ');

describe('pageCount', () => {
  it('holds every item in pages of the size, the last one part full', () => {
    expect(pageCount(200, 24)).toBe(9);
    expect(pageCount(192, 24)).toBe(8);
    expect(pageCount(193, 24)).toBe(9);
    expect(pageCount(17, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });

  it('is one page for an empty list, and refuses a size or count that is not a whole number', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(() => pageCount(10, 0)).toThrow('page size must be a whole number from 1, got 0');
    expect(() => pageCount(10, 2.5)).toThrow('page size');
    expect(() => pageCount(-1, 24)).toThrow('item count must be a whole number from 0, got -1');
  });
});

describe('pageItems', () => {
  const items = Array.from({ length: 200 }, (_, index) => index + 1);

  it('cuts 200 items into pages that hold each item once, in order', () => {
    const pages = Array.from({ length: pageCount(items.length, 24) }, (_, index) => pageItems(items, index + 1, 24));
    expect(pages.map((page) => page.length)).toEqual([24, 24, 24, 24, 24, 24, 24, 24, 8]);
    expect(pages.flat()).toEqual(items);
    expect(pageItems(items, 2, 24)[0]).toBe(25);
  });

  it('gives a short list whole on page 1', () => {
    expect(pageItems(items.slice(0, 17), 1, 24)).toEqual(items.slice(0, 17));
    expect(pageItems([], 1, 24)).toEqual([]);
  });

  it.each([0, 10, 1.5])('refuses page %j of 9', (page) => {
    expect(() => pageItems(items, page, 24)).toThrow(`page ${page} is not one of the list's 9 pages`);
  });
});

describe('pageNumbers', () => {
  it('shows every page while there are few', () => {
    expect(bar(pageNumbers(1, 1))).toBe('1');
    expect(bar(pageNumbers(3, 5))).toBe('1 2 3 4 5');
    expect(bar(pageNumbers(1, 4))).toBe('1 2 3 4');
  });

  it('keeps the first, the last and the current page’s neighbours, a gap for the rest', () => {
    expect(bar(pageNumbers(1, 9))).toBe('1 2 … 9');
    expect(bar(pageNumbers(5, 9))).toBe('1 … 4 5 6 … 9');
    expect(bar(pageNumbers(9, 9))).toBe('1 … 8 9');
    expect(bar(pageNumbers(3, 9))).toBe('1 2 3 4 … 9');
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(bar(pageNumbers(4, 9))).toBe('1 2 3 4 5 … 9');
  });

  it('refuses a page outside the count', () => {
    expect(() => pageNumbers(0, 3)).toThrow('page 0 is not one of 3 pages');
    expect(() => pageNumbers(4, 3)).toThrow('page 4 is not one of 3 pages');
    expect(() => pageNumbers(1, 0)).toThrow('page count must be a whole number from 1, got 0');
  });
});

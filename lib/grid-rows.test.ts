import { itemsInRow } from '@/lib/grid-rows';

describe('itemsInRow', () => {
  it('leaves full rows alone', () => {
    expect(itemsInRow(6, 3)).toEqual([3, 3, 3, 3, 3, 3]);
  });

  it('widens the items of a short last row', () => {
    expect(itemsInRow(5, 3)).toEqual([3, 3, 3, 2, 2]);
    expect(itemsInRow(7, 3)).toEqual([3, 3, 3, 3, 3, 3, 1]);
    expect(itemsInRow(5, 2)).toEqual([2, 2, 2, 2, 1]);
  });

  it('puts fewer items than a row in one row', () => {
    expect(itemsInRow(2, 3)).toEqual([2, 2]);
    expect(itemsInRow(0, 3)).toEqual([]);
  });

  it('refuses a row of no items', () => {
    expect(() => itemsInRow(3, 0)).toThrow(RangeError);
  });
});

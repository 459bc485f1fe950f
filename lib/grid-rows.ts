/** Layout arithmetic for grids whose last row must not leave empty cells. */

/**
 * How many items share each item's row when `count` items fill rows of `perRow`, in order, and the items
 * of a short last row widen to fill it: 5 items in rows of 3 → [3, 3, 3, 2, 2]. A component maps the
 * figure to a column span (in a 6-column grid, 3 → span 2, 2 → span 3, 1 → span 6).
 */
export function itemsInRow(count: number, perRow: number): number[] {
  if (!Number.isInteger(perRow) || perRow < 1) throw new RangeError(`perRow must be a positive integer, got ${perRow}`);
  const full = Math.floor(count / perRow) * perRow;
  return Array.from({ length: Math.max(0, count) }, (_, index) => (index < full ? perRow : count - full));
}

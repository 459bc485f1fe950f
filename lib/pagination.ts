/**
 * Pagination of a list (the blog's, issue 25): how many pages, which items on a page, and which page numbers a
 * pagination bar shows. Pure; the page size and the addresses come from the caller (content/blog-lists.ts,
 * lib/routes.ts).
 */

function assertPageSize(pageSize: number): void {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new Error(`page size must be a whole number from 1, got ${pageSize}`);
}

/** Pages of `pageSize` items that hold `total` items; an empty list is still one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  assertPageSize(pageSize);
  if (!Number.isInteger(total) || total < 0) throw new Error(`item count must be a whole number from 0, got ${total}`);
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of page `page` (from 1), in the list's order. A page past the last is an error, not an empty page. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const count = pageCount(items.length, pageSize);
  if (!Number.isInteger(page) || page < 1 || page > count) throw new Error(`page ${page} is not one of the list's ${count} pages`);
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** One entry of a pagination bar: a page number, or a gap ("…") standing for the pages left out. */
export type PageNumber = { page: number } | { gap: true };

/**
 * The numbers a pagination bar shows on page `current` of `count`: the first and the last, the current one and
 * `around` on each side; a gap stands for two or more pages left out (a single left-out page is shown instead,
 * since a gap would take its place anyway). Every page is shown while that is no longer.
 */
export function pageNumbers(current: number, count: number, around = 1): PageNumber[] {
  if (!Number.isInteger(count) || count < 1) throw new Error(`page count must be a whole number from 1, got ${count}`);
  if (!Number.isInteger(current) || current < 1 || current > count) throw new Error(`page ${current} is not one of ${count} pages`);
  const shown = new Set([1, count]);
  for (let page = current - around; page <= current + around; page += 1) if (page >= 1 && page <= count) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const numbers: PageNumber[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) numbers.push({ page: previous + 1 });
    else if (previous !== undefined && page - previous > 2) numbers.push({ gap: true });
    numbers.push({ page });
  });
  return numbers;
}

import { expect, type Locator, type Page } from '@playwright/test';

// Issue 14: tables that work on a phone. Below a tablet width every cell of an article table is readable
// without scrolling sideways (each row a card, app/globals.css); from a tablet width up they are real tables.
// Checked on every page that has a table, on its one visit per screen size (tests/e2e/site-gates.spec.ts).

interface CellBox {
  text: string;
  tag: string;
  /** Its column, from 0. */
  column: number;
  left: number;
  right: number;
  width: number;
  height: number;
  scrollWidth: number;
  clientWidth: number;
  /** Inside a part clipped to a pixel: there for screen readers only (the header row of a phone's cards). */
  screenReaderOnly: boolean;
  label: string | null;
  shownLabel: string;
}

async function cellBoxes(table: Locator): Promise<CellBox[]> {
  return table.locator('th, td').evaluateAll((cells) =>
    cells.map((cell) => {
      const box = cell.getBoundingClientRect();
      let screenReaderOnly = false;
      for (let node: Element | null = cell; node && node.tagName !== 'TABLE'; node = node.parentElement) {
        const part = node.getBoundingClientRect();
        if (part.width <= 1 && part.height <= 1) screenReaderOnly = true;
      }
      return {
        text: (cell.textContent ?? '').replace(/\s+/g, ' ').trim(),
        tag: cell.tagName.toLowerCase(),
        column: (cell as HTMLTableCellElement).cellIndex,
        left: box.left,
        right: box.right,
        width: box.width,
        height: box.height,
        scrollWidth: cell.scrollWidth,
        clientWidth: cell.clientWidth,
        screenReaderOnly,
        label: cell.getAttribute('data-label'),
        shownLabel: getComputedStyle(cell, '::before').content,
      };
    }),
  );
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/**
 * The page's shown tables (at least one) with its fonts in place, and no sideways scrolling. A table the page
 * hides is left out: the price estimate's table of common cases stands in for its form only without JavaScript.
 */
async function openTables(page: Page) {
  await page.evaluate(async () => void (await document.fonts.ready));
  const tables = page.locator('main table').filter({ visible: true });
  const count = await tables.count();
  expect(count).toBeGreaterThanOrEqual(1);
  await expectNoSidewaysScroll(page);
  return { tables, count };
}

/** On a phone every table cell is on screen, whole, with no sideways scrolling. */
export async function expectPhoneTables(page: Page) {
  const width = page.viewportSize()!.width;
  const { tables, count } = await openTables(page);

  for (let index = 0; index < count; index++) {
    const table = tables.nth(index);
    const cells = await cellBoxes(table);
    expect(cells.length).toBeGreaterThan(0);
    // A header row left to screen readers: an article's cards then show each column's name in its cells. The
    // price list's rows need none (a price and its unit speak for themselves), so they are not checked for it.
    const headerHidden = cells.some((cell) => cell.screenReaderOnly);
    const articleCards = await table.evaluate((node) => node.classList.contains('table-cards'));
    for (const cell of cells) {
      if (cell.screenReaderOnly) {
        // Only header cells, and empty cells (a service without a unit), may leave the screen.
        if (cell.text.trim() !== '') expect(cell.tag, `"${cell.text}" is hidden`).toBe('th');
        continue;
      }
      const where = `${cell.tag} "${cell.text}" of table ${index + 1}`;
      expect(cell.width, `${where} has no width`).toBeGreaterThan(0);
      expect(cell.height, `${where} has no height`).toBeGreaterThan(0);
      expect(cell.left, `${where} starts left of the screen`).toBeGreaterThanOrEqual(0);
      expect(cell.right, `${where} ends right of the screen`).toBeLessThanOrEqual(width);
      expect(cell.scrollWidth, `${where} is cut off`).toBeLessThanOrEqual(cell.clientWidth + 1);
      if (headerHidden && articleCards && cell.tag === 'td') {
        // Every cell but a row's first (the card's title) names its column; the name is generated content.
        if (cell.column > 0) expect(cell.label, `${where} has no label`).toBeTruthy();
        if (cell.label) expect(cell.shownLabel, `${where} does not show its label`).toContain(cell.label);
      }
    }

    // The cards are still a table to a screen reader: its parts keep their roles although laid out as blocks.
    await expect(table).toHaveRole('table');
    expect(await table.getByRole('columnheader').count()).toBe(await table.locator('thead th').count());
    expect(await table.getByRole('cell').count()).toBe(await table.locator('td').count());
  }
}

/** 1440 px, and the tablet width where the cards give way to tables: the narrowest column a table gets. */
const WIDE_VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 768, height: 1024 },
];
export const TABLET_VIEWPORT = WIDE_VIEWPORTS[1]!;

/**
 * On a wide screen the tables are real tables that fit their column: at 1440 px and at the tablet width, or at the
 * viewports given. Leaves the page at the last.
 */
export async function expectWideTables(page: Page, viewports = WIDE_VIEWPORTS) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    const { tables, count } = await openTables(page);

    for (let index = 0; index < count; index++) {
      const table = tables.nth(index);
      const layout = await table.evaluate((element) => {
        const display = (selector: string) => [...element.querySelectorAll(selector)].map((part) => getComputedStyle(part).display);
        const box = element.getBoundingClientRect();
        const column = element.parentElement!.getBoundingClientRect();
        return {
          table: getComputedStyle(element).display,
          rows: display('tr'),
          cells: display('th, td'),
          headers: element.querySelectorAll('th').length,
          fits: box.left >= column.left - 0.5 && box.right <= column.right + 0.5 && element.scrollWidth <= element.clientWidth + 1,
        };
      });
      const where = `table ${index + 1} at ${viewport.width} px`;
      expect(layout.table, where).toBe('table');
      expect(new Set(layout.rows), where).toEqual(new Set(['table-row']));
      expect(new Set(layout.cells), where).toEqual(new Set(['table-cell']));
      expect(layout.headers, `${where} has no header cells`).toBeGreaterThan(0);
      await expect(table.locator('th').first()).toBeVisible();
      expect(layout.fits, `${where} is wider than its column`).toBe(true);
    }
  }
}

import { expect, type Page } from '@playwright/test';
import { coveredFocus, judgeText, reflowProblems, smallTargets } from '@/lib/phone-fit';
import { collectReflow, collectTargets, collectTextSizes, focusedAgainstBars } from '../../support/in-page.mjs';

// Issue 41: on a phone every answer is read without zooming and every control is hit by a thumb. Part of each
// page's one visit on a phone (site-gates.spec.ts), after the reading-through and axe (so every section is rendered
// and every disclosure open); the page measures (support/in-page.mjs), lib/phone-fit.ts judges.

/** The narrowest phone a page must fit without scrolling sideways (WCAG 1.4.10's 320 CSS px), at 100 % text. */
export const NARROW = { width: 320, height: 568 };

/** A control is reached by the keyboard at most this many times per page (a page with more is a page to split). */
const MAX_TAB_STOPS = 400;

/**
 * Text a patient reads is at least 16 px, the kinds the markup names data-small at least 12 px; every control
 * outside running text has a 44×44 px hit area; the page fits 320 px at 100 % text, and the phone (390 px) with
 * text at 200 %, emulated by the root's font size (`html { font-size: 200% }`: every rem doubles, as with a
 * browser's default text size doubled), its fixed bars on screen and the call bar at most a fifth of the screen's
 * height. With `tabThrough` (one page per template), every control the keyboard reaches is clear of the fixed
 * header and call bar when it has the focus. Leaves the page at its own size and text.
 */
export async function expectFitsAPhone(page: Page, { tabThrough }: { tabThrough: boolean }) {
  // Each failure names the page as well as the elements: the messages are read in a list of many pages' results.
  const path = new URL(page.url()).pathname;
  const text = judgeText(await page.evaluate(collectTextSizes));
  expect(text.offenders, `${path}: text a patient reads under 16 px (or a data-small kind under 12 px)`).toEqual([]);
  expect(smallTargets(await page.evaluate(collectTargets)), `${path}: controls outside running text under 44×44 px`).toEqual([]);

  if (tabThrough) await expectFocusClearOfBars(page, path);

  const phone = page.viewportSize()!;
  await page.setViewportSize(NARROW);
  expect(reflowProblems(await page.evaluate(collectReflow)), `${path} at ${NARROW.width} px`).toEqual([]);
  await page.setViewportSize(phone);
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  expect(reflowProblems(await page.evaluate(collectReflow)), `${path} at ${phone.width} px with text at 200 %`).toEqual([]);
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
}

/** Tabs through the page from its top, as a keyboard user does, and checks each focused control against the bars. */
async function expectFocusClearOfBars(page: Page, path: string) {
  // No smooth scrolling: the focused control is measured where the browser puts it, not on its way there.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const covered: string[] = [];
  const seen = new Set<number>();
  for (let stop = 0; stop < MAX_TAB_STOPS; stop++) {
    await page.keyboard.press('Tab');
    const sample = await page.evaluate(focusedAgainstBars);
    // Past the last control the focus leaves the page (or comes round to the first again): bring it back in, so the
    // page has the focus for what follows (the clipboard wants a focused document).
    if (!sample) {
      await page.keyboard.press('Shift+Tab');
      break;
    }
    if (seen.has(sample.index)) break;
    seen.add(sample.index);
    const problem = coveredFocus(sample);
    if (problem) covered.push(problem);
  }
  await page.emulateMedia({ reducedMotion: null });
  expect(covered, `${path}: focused controls under the fixed header or call bar`).toEqual([]);
}

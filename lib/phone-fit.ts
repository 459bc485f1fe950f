// Issue 41: on a phone every answer is read without zooming and every control is hit by a thumb. The page measures
// (support/in-page.mjs: collectTextSizes, collectTargets, collectReflow, focusedAgainstBars); these pure functions
// judge what it measured, so the site-wide gates (tests/e2e/site-gates.spec.ts) and the measuring tool
// (tools/phone-fit.mjs) apply one rule.

/** The smallest size of text a patient reads on a phone, in CSS px. */
export const READING_TEXT_PX = 16;

/** The floor for the small kinds below: nothing on the site is smaller. */
export const SMALL_TEXT_FLOOR_PX = 12;

/** The smallest hit area of a control outside running text, both sides, in CSS px (WCAG 2.5.5, Apple's HIG). */
export const TARGET_PX = 44;

/**
 * The kinds of text that may be smaller than reading text, named in the markup by `data-small="<kind>"` on the text's
 * element or an ancestor: a badge ("POPULARAN"), a unit beside a price ("po zubu"), legal small print (the footer's
 * copyright line).
 */
export const SMALL_TEXT_KINDS = ['badge', 'unit', 'legal'] as const;
export type SmallTextKind = (typeof SMALL_TEXT_KINDS)[number];

/** One element's own text as the page measured it. */
export interface TextSample {
  /** Where it is: tag, classes, the start of its words. */
  where: string;
  /** The characters of its own text (whitespace collapsed). */
  chars: number;
  /** Its computed font size, px. */
  px: number;
  /** `data-small` of the element or its nearest ancestor that has one, else null. */
  kind: string | null;
}

export interface TextVerdict {
  /** All measured characters, and those under READING_TEXT_PX (allowed kinds included). */
  chars: number;
  charsUnder: number;
  /** Text under READING_TEXT_PX that no allowed kind covers; text of any kind under the floor; an unknown kind. */
  offenders: string[];
}

const isSmallKind = (kind: string): kind is SmallTextKind => (SMALL_TEXT_KINDS as readonly string[]).includes(kind);

/** Which measured text is too small, and how much of the page's text is under reading size. */
export function judgeText(samples: readonly TextSample[]): TextVerdict {
  const offenders: string[] = [];
  let chars = 0;
  let charsUnder = 0;
  for (const sample of samples) {
    chars += sample.chars;
    // Sizes are compared rounded to a hundredth: 0.9375rem is 15px, never 15.999.
    const px = Math.round(sample.px * 100) / 100;
    if (px < READING_TEXT_PX) charsUnder += sample.chars;
    if (sample.kind !== null && !isSmallKind(sample.kind)) offenders.push(`${sample.where}: unknown data-small="${sample.kind}"`);
    else if (px < SMALL_TEXT_FLOOR_PX) offenders.push(`${sample.where}: ${px}px, under the floor of ${SMALL_TEXT_FLOOR_PX}px`);
    else if (px < READING_TEXT_PX && sample.kind === null) offenders.push(`${sample.where}: ${px}px, under ${READING_TEXT_PX}px`);
  }
  return { chars, charsUnder, offenders };
}

/** One control as the page measured it. */
export interface TargetSample {
  where: string;
  /** Its border box, and the boxes that also take its taps: absolutely placed ::before/::after, its <label>. */
  width: number;
  height: number;
  extra: readonly { width: number; height: number }[];
  /**
   * Running text: a link drawn inline in a block that has words of its own beside it (a link in a sentence or a list
   * item of prose), whose height the line sets (WCAG 2.5.8's inline exception).
   */
  inline: boolean;
}

/** The hit area of a control: its widest and tallest box of those that take its taps. */
export function hitArea(target: TargetSample): { width: number; height: number } {
  const boxes = [{ width: target.width, height: target.height }, ...target.extra];
  return { width: Math.max(...boxes.map((box) => box.width)), height: Math.max(...boxes.map((box) => box.height)) };
}

/** The controls outside running text whose hit area is under TARGET_PX on a side (half a pixel of rounding allowed). */
export function smallTargets(targets: readonly TargetSample[]): string[] {
  return targets.flatMap((target) => {
    if (target.inline) return [];
    const { width, height } = hitArea(target);
    return width + 0.5 < TARGET_PX || height + 0.5 < TARGET_PX ? [`${target.where}: ${Math.round(width)}×${Math.round(height)}`] : [];
  });
}

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** What the page measured at a narrow width with large text. */
export interface ReflowSample {
  viewportWidth: number;
  viewportHeight: number;
  /** The document's scroll width: more than the viewport means it scrolls sideways. */
  scrollWidth: number;
  /** Elements reaching past the right edge (outside any box that scrolls or clips them), their right edge. */
  overflowing: readonly { where: string; right: number }[];
  /** Each fixed or sticky element on screen. */
  fixed: readonly ({ where: string } & Box)[];
  /** The call bar's height, when it shows. */
  callBarHeight: number | null;
  /** Words split across two lines inside a word (not at a hyphen), and the element that holds each. */
  brokenWords: readonly { word: string; where: string }[];
}

/** The call bar may take at most this share of the screen's height, even with text at 200 %. */
export const CALL_BAR_MAX_SHARE = 0.2;

/**
 * Why the page does not reflow: sideways scroll, something past the edge, a fixed element off screen, a tall call
 * bar, a word broken mid-word (the page's `overflow-wrap: anywhere` hides a column too narrow for its words).
 */
export function reflowProblems(sample: ReflowSample): string[] {
  const problems: string[] = [];
  const width = sample.viewportWidth;
  if (sample.scrollWidth > width) problems.push(`scrolls sideways: ${sample.scrollWidth}px wide in ${width}px`);
  for (const element of sample.overflowing) problems.push(`${element.where} ends at ${Math.round(element.right)}px, past ${width}px`);
  for (const element of sample.fixed) {
    if (element.left < -0.5 || element.right > width + 0.5)
      problems.push(`fixed ${element.where} spans ${Math.round(element.left)}–${Math.round(element.right)}px of ${width}px`);
  }
  const maxBar = Math.round(sample.viewportHeight * CALL_BAR_MAX_SHARE);
  if (sample.callBarHeight !== null && sample.callBarHeight > maxBar)
    problems.push(`the call bar is ${Math.round(sample.callBarHeight)}px tall, over ${maxBar}px`);
  for (const broken of sample.brokenWords) problems.push(`"${broken.word}" breaks mid-word in ${broken.where}`);
  return problems;
}

/** The part of `box` under `bar`, in px of height (0: clear of it). */
function overlap(box: Box, bar: Box): number {
  const horizontal = Math.min(box.right, bar.right) - Math.max(box.left, bar.left);
  const vertical = Math.min(box.bottom, bar.bottom) - Math.max(box.top, bar.top);
  return horizontal > 0 && vertical > 0 ? vertical : 0;
}

/** The focused control and the fixed bars on screen while it has the focus. */
export interface FocusSample {
  where: string;
  box: Box;
  bars: readonly ({ where: string; contains: boolean } & Box)[];
}

/** The fixed bar covering the focused control, if any (a control inside a bar is never covered by it). */
export function coveredFocus(sample: FocusSample): string | null {
  for (const bar of sample.bars) {
    if (bar.contains) continue;
    const under = overlap(sample.box, bar);
    // A pixel of anti-aliasing or a hairline border touching is not covering.
    if (under > 1) return `${sample.where} is ${Math.round(under)}px under ${bar.where}`;
  }
  return null;
}

// Functions that run in the page (`page.evaluate(fn)`), shared by the browser tests and the tools: Playwright sends
// each one's source, so they use nothing from outside themselves.

/**
 * Renders every part the browser leaves unrendered far from the screen (content-visibility: auto, the render-near
 * sections), as a visitor's scrolling does: what axe hit-tests, what a full-page picture shows, and what decides the
 * height of what holds those parts.
 */
export function renderEverySection() {
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('body *'))) {
    if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  }
}

/** Scrolls through the page a screen at a time as a reader does, so that lazy images start and islands load; then back to the top. */
export async function scrollThrough() {
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
    window.scrollTo({ top: y, behavior: 'instant' });
    // Two frames, so that what the scroll shows is laid out and seen; a timer too, long enough for the frames on a
    // busy machine, since a frame held back once stalled a page's whole test.
    await new Promise((resolve) => {
      requestAnimationFrame(() => requestAnimationFrame(resolve));
      setTimeout(resolve, 500);
    });
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
}

// Issue 41, what a phone shows (judged by lib/phone-fit.ts): the text's sizes, the controls' hit areas, the reflow at a
// narrow width with large text, and the focused control beside the fixed bars.

/**
 * Each element's own text on screen, with its font size and its `data-small` kind: the elements a patient sees
 * (rendered, not visually hidden in a 1 px box, not a closed disclosure's or a hidden panel's).
 * @returns {{ where: string, chars: number, px: number, kind: string | null }[]}
 */
export function collectTextSizes() {
  const samples = [];
  // Visually hidden: in a box of at most a pixel that clips (the sr-only pattern), itself or an ancestor.
  /** @type {Map<Element, boolean>} */
  const hidden = new Map();
  /** @type {(element: Element | null) => boolean} */
  const visuallyHidden = (element) => {
    if (!element || element === document.body) return false;
    const known = hidden.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const clips =
      style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)' || (style.overflow === 'hidden' && rect.width <= 1 && rect.height <= 1);
    const answer = clips || visuallyHidden(element.parentElement);
    hidden.set(element, answer);
    return answer;
  };
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('body *'))) {
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'svg'].includes(element.tagName)) continue;
    let text = '';
    for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
    text = text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) continue;
    if (visuallyHidden(element)) continue;
    const style = getComputedStyle(element);
    const owner = element.closest('[data-small]');
    const classes = typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 4).join('.') : '';
    samples.push({
      where: `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text.slice(0, 40)}"`,
      chars: text.length,
      px: parseFloat(style.fontSize),
      kind: owner ? owner.getAttribute('data-small') : null,
    });
  }
  return samples;
}

/**
 * Every control on screen (links, buttons, disclosures, form fields, focusable elements), its box and the boxes that
 * also take its taps (an absolutely placed ::before/::after that takes pointer events, its label), and whether it is
 * running text: drawn inline in a block with words of its own beside the link's, or a claim's link (`.claim-link`,
 * components/linked-text.tsx: words of a sentence in an answer, a price's note or a description that link to the
 * claim's one home) drawn inline, even where an edit leaves it the only words of its line.
 * @returns {{ where: string, width: number, height: number, extra: { width: number, height: number }[], inline: boolean }[]}
 */
export function collectTargets() {
  const selector = 'a[href], button, summary, select, textarea, input:not([type="hidden"]), [role="button"], [tabindex]:not([tabindex="-1"])';
  const samples = [];
  const words = (/** @type {Element} */ element) => (element.textContent ?? '').replace(/\s+/g, '');
  // The words on the block's own lines: its text and its inline elements', not a block inside it (a label above).
  const lineWords = (/** @type {Element} */ block) => {
    let text = '';
    for (const node of block.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
      else if (node instanceof Element && getComputedStyle(node).display.startsWith('inline')) text += lineWords(node);
    }
    return text.replace(/\s+/g, '');
  };
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(selector))) {
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) continue;
    const style = getComputedStyle(element);
    if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
    const extra = [];
    for (const pseudo of ['::before', '::after']) {
      const box = getComputedStyle(element, pseudo);
      if (box.content === 'none' || box.position !== 'absolute' || box.pointerEvents === 'none' || box.display === 'none') continue;
      extra.push({ width: parseFloat(box.width) || 0, height: parseFloat(box.height) || 0 });
    }
    const label = element instanceof HTMLInputElement ? element.labels?.[0] : null;
    if (label) {
      const box = label.getBoundingClientRect();
      extra.push({ width: box.width, height: box.height });
    }
    let block = element.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    const inline = style.display === 'inline' && !!block && (element.classList.contains('claim-link') || lineWords(block).length > words(element).length);
    const classes = typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 3).join('.') : '';
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
    samples.push({ where: `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${name}"`, width: rect.width, height: rect.height, extra, inline });
  }
  return samples;
}

/**
 * The page at the width and text size it is shown at: its scroll width; the outermost elements reaching past the
 * right edge that no box scrolling or clipping sideways holds; each fixed or sticky element; the call bar's height.
 */
export function collectReflow() {
  const width = document.documentElement.clientWidth;
  const describe = (/** @type {Element} */ element) =>
    `${element.tagName.toLowerCase()}${typeof element.className === 'string' && element.className ? `.${element.className.split(/\s+/).slice(0, 3).join('.')}` : ''}`;
  /** @type {{ where: string, right: number }[]} */
  const overflowing = [];
  /** @type {{ where: string, top: number, bottom: number, left: number, right: number }[]} */
  const fixed = [];
  /** Reports what in `element` reaches past the edge; whether anything did. */
  const walk = (/** @type {Element} */ element) => {
    let found = false;
    for (const child of element.children) {
      const style = getComputedStyle(child);
      if (style.display === 'none') continue;
      const rect = child.getBoundingClientRect();
      if ((style.position === 'fixed' || style.position === 'sticky') && style.visibility !== 'hidden' && rect.width > 0 && rect.height > 0) {
        fixed.push({ where: describe(child), top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right });
      }
      const visuallyHidden = rect.width <= 1 && rect.height <= 1;
      if (!visuallyHidden && rect.right > width + 0.5 && rect.width > 0 && style.position !== 'fixed') {
        overflowing.push({ where: describe(child), right: rect.right });
        found = true;
        continue;
      }
      // What scrolls or clips sideways holds its overflow (a carousel's track, a popover closed).
      if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) continue;
      if (walk(child)) {
        found = true;
        continue;
      }
      // Its box fits but its own words do not (a line that cannot wrap): the box that holds them is the one to name.
      if (!visuallyHidden && child.scrollWidth > child.clientWidth + 1 && rect.left + child.scrollWidth > width + 0.5) {
        overflowing.push({ where: describe(child), right: rect.left + child.scrollWidth });
        found = true;
      }
    }
    return found;
  };
  walk(document.body);
  // Words the lines split inside (a hyphen or a slash is a break a reader expects); an e-mail address is one long
  // token that may break where it must.
  /** @type {{ word: string, where: string }[]} */
  const brokenWords = [];
  const range = document.createRange();
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const holder = node.parentElement;
    if (!holder || holder.closest('a[href^="mailto:"]') || !holder.checkVisibility({ visibilityProperty: true })) continue;
    for (const match of (node.textContent ?? '').matchAll(/[\p{L}\p{N}][\p{L}\p{N}.'’]*[\p{L}\p{N}]/gu)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const [first, ...rest] = [...range.getClientRects()].filter((rect) => rect.width > 0);
      // A part that starts below the first part's middle is on the next line (not a glyph a pixel lower).
      if (first && rest.some((rect) => rect.top > first.top + first.height / 2)) brokenWords.push({ word: match[0], where: describe(holder) });
    }
  }
  const bar = document.querySelector('.call-bar');
  const barVisible = bar instanceof HTMLElement && bar.checkVisibility({ visibilityProperty: true });
  return {
    viewportWidth: width,
    viewportHeight: innerHeight,
    scrollWidth: document.documentElement.scrollWidth,
    overflowing,
    fixed,
    callBarHeight: barVisible ? bar.getBoundingClientRect().height : null,
    brokenWords,
  };
}

/** The focused element's box and the fixed bars' (the header, the call bar), each saying whether it holds the focus. */
export function focusedAgainstBars() {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const rect = focused.getBoundingClientRect();
  // A control that is fixed itself (the skip link, shown over the header while it has the focus) is on top.
  const onTop = getComputedStyle(focused).position === 'fixed';
  const bars = [];
  for (const bar of document.querySelectorAll('body > header, .call-bar')) {
    const style = getComputedStyle(bar);
    if (style.display === 'none' || style.visibility === 'hidden' || style.position !== 'fixed') continue;
    const box = bar.getBoundingClientRect();
    if (box.height === 0 || box.bottom <= 0 || box.top >= innerHeight) continue;
    bars.push({
      where: bar.tagName === 'HEADER' ? 'the header' : 'the call bar',
      contains: onTop || bar.contains(focused),
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
    });
  }
  const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
  return {
    where: `${focused.tagName.toLowerCase()} "${name}"`,
    /** Its place in the document, to know when the keyboard has come round to it again. */
    index: [...document.querySelectorAll('*')].indexOf(focused),
    box: { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right },
    bars,
  };
}

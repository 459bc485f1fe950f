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

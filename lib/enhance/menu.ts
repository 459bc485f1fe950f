/**
 * Spec §2 "Choosing any item closes it": the phone menu is a native popover (components/nav-menu.tsx),
 * which opens, closes on Escape and on a tap outside, and returns focus without any script. Only
 * closing on a choice needs one, since an in-page anchor does not leave the page.
 */
export function enableMenuClose(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('[popover] a[href]');
    const popover = link?.closest<HTMLElement>('[popover]');
    if (!popover || typeof popover.hidePopover !== 'function') return;
    try {
      popover.hidePopover();
    } catch {
      // Already closed (the desktop list is the same element, shown inline): nothing to do.
    }
  });
}

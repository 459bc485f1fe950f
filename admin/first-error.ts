import { decapSelector } from '@/admin/decap-markup.mjs';
import { editorWords } from '@/content/editor-words';

/**
 * After "Objavi", the first problem in view: Decap writes a field's errors under it and leaves the page where it was,
 * so an error off screen (a price further down, on a phone) made "Objavi" seem to do nothing. When errors appear
 * right after a publish, the page scrolls to the first and its field takes the focus.
 */

/** How long after a press of "Objavi" errors that appear count as its answer. */
const ANSWER_WINDOW_MS = 2000;

export function scrollToFirstError(): void {
  let pressedAt = -Infinity;
  window.addEventListener(
    'click',
    (event) => {
      // "Objavi" opens a menu ("Objavi odmah" …); either press starts the window, no other button of the toolbar.
      const pressed =
        event.target instanceof Element
          ? event.target.closest(`${decapSelector('ToolbarContainer')} button, ${decapSelector('ToolbarContainer')} [role="menuitem"]`)
          : null;
      if (pressed && (editorWords.decapPublish as readonly string[]).includes(pressed.textContent?.trim() ?? '')) pressedAt = performance.now();
    },
    true,
  );
  let scheduled = false;
  new MutationObserver(() => {
    if (scheduled || performance.now() - pressedAt > ANSWER_WINDOW_MS) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      const first = document.querySelector(decapSelector('ControlErrorsList'));
      if (!first) return;
      pressedAt = -Infinity;
      const control = first.closest(decapSelector('ControlContainer'));
      first.scrollIntoView({ block: 'center', behavior: 'auto' });
      // After the publish menu has closed and handed the focus back to its button.
      setTimeout(() => {
        const field = control?.querySelector<HTMLElement>('input, textarea, select') ?? control?.querySelector<HTMLElement>('button');
        field?.focus({ preventScroll: true });
      }, 100);
    });
  }).observe(document.body, { childList: true, subtree: true });
}

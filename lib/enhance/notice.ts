/** The green notice inside the layout's polite live region (components/phone-notice.tsx). */
export const NOTICE_SELECTOR = '[data-notice]';

const hideTimers = new WeakMap<Document, ReturnType<typeof setTimeout>>();

/**
 * Shows the notice for `ms` with `text`, or with its own text (the phone notice, spec §4) when none is
 * given; a second call restarts the time. One notice serves the phone copy and the article link copy.
 */
export function showNotice(doc: Document, ms: number, text?: string): void {
  const notice = doc.querySelector<HTMLElement>(NOTICE_SELECTOR);
  const label = notice?.querySelector<HTMLElement>('[data-notice-text]');
  if (!notice || !label) return;
  label.textContent = text ?? notice.dataset.defaultText ?? label.textContent;
  clearTimeout(hideTimers.get(doc));
  notice.hidden = false;
  hideTimers.set(
    doc,
    setTimeout(() => {
      notice.hidden = true;
    }, ms),
  );
}

import { copyText } from '@/lib/clipboard';
import { showNotice } from '@/lib/enhance/notice';

/** Every call control: a tel: link that carries the number in its display form (components/call-link.tsx). */
export const CALL_SELECTOR = 'a[data-phone]';

/** Phones (coarse pointers) also open the dialer; on a desktop a tel: link only opens a confusing app picker. */
const DIALER_QUERY = '(pointer: coarse)';

/**
 * Spec §4 "Phone copy notice": a click on any call control copies the number and shows the notice
 * for `noticeMs`. One delegated listener serves every call link, including ones React renders later.
 * If neither copy method works nothing is shown (spec §8).
 */
export function enablePhoneCopy(doc: Document, noticeMs: number): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.(CALL_SELECTOR);
    if (!link) return;
    if (!doc.defaultView?.matchMedia?.(DIALER_QUERY).matches) event.preventDefault();
    const number = link.getAttribute('data-phone') ?? '';
    void copyText(number, doc).then((result) => {
      if (result !== 'failed') showNotice(doc, noticeMs);
    });
  });
}

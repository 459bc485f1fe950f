import { copyText } from '@/lib/clipboard';
import { showNotice } from '@/lib/enhance/notice';

/** An article's "Podelite" button (app/(sr)/blog/[...path]/page.tsx), displayed only where scripting is on. */
export const SHARE_SELECTOR = 'button[data-share-url]';

/**
 * "Podelite": the device's share sheet (Web Share API) where there is one; elsewhere the article's URL is
 * copied and the notice says so (the button's `data-copied` text). A share the visitor cancels is not
 * an error. The stylesheet hides the button where scripting is off, since it could do nothing there.
 */
export function enableShare(doc: Document, noticeMs: number): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(SHARE_SELECTOR);
    if (!button) return;
    const url = button.dataset.shareUrl ?? '';
    const title = button.dataset.shareTitle ?? doc.title;
    void shareOrCopy(doc, { url, title }).then((result) => {
      if (result === 'copied') showNotice(doc, noticeMs, button.dataset.copied);
    });
  });
}

async function shareOrCopy(doc: Document, data: { url: string; title: string }): Promise<'shared' | 'copied' | 'failed'> {
  const navigator = doc.defaultView?.navigator;
  if (navigator && typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // Cancelled by the visitor: nothing to do. Any other failure falls back to copying.
      if ((error as { name?: string }).name === 'AbortError') return 'shared';
    }
  }
  return (await copyText(data.url, doc)) === 'failed' ? 'failed' : 'copied';
}

/**
 * Copies text to the clipboard (spec §4 "Phone copy notice", §8 "Clipboard interface fails").
 * First the asynchronous Clipboard API; when it is missing or rejects (no permission, an
 * insecure origin, an old browser), the legacy copy through a temporary text field.
 * It never throws: the result says which path worked, or that neither did.
 */
export type CopyResult = 'clipboard-api' | 'fallback' | 'failed';

export async function copyText(text: string, doc: Document = document): Promise<CopyResult> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return 'clipboard-api';
    } catch {
      // Rejected: fall through to the legacy method, silently as the spec says.
    }
  }
  return copyWithTemporaryField(text, doc) ? 'fallback' : 'failed';
}

/** The legacy copy: select the text in an off-screen, read-only field and run the copy command. */
export function copyWithTemporaryField(text: string, doc: Document = document): boolean {
  const field = doc.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.setAttribute('aria-hidden', 'true');
  // Off-screen and fixed so the page neither scrolls nor reflows.
  field.style.position = 'fixed';
  field.style.top = '0';
  field.style.left = '-9999px';
  field.style.opacity = '0';
  doc.body.appendChild(field);
  const previousFocus = doc.activeElement as HTMLElement | null;
  try {
    field.select();
    field.setSelectionRange(0, text.length);
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    previousFocus?.focus?.({ preventScroll: true });
  }
}

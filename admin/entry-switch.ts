/**
 * An entry's address typed (or pasted, or a bookmark opened) while another entry is open (issue 42). Decap changes
 * its route but not its form: in the same collection the form kept the first entry under the second one's address
 * (and "Objavi" wrote the first), from another collection the form came up empty and "Objavi" did nothing. So a
 * move from one entry's editor to another entry's is a full load of the new address, which Decap opens cleanly, and
 * the clinic is told (with the unpublished changes of the entry left, which Decap had asked about before leaving it).
 * Decap itself never moves from one entry to another (after a new entry's first save it moves from ".../new").
 */
import { decapSelector } from '@/admin/decap-markup.mjs';
import { editorWords } from '@/content/editor-words';
import { decap } from './decap';
import { showNotice } from './notice';

const ENTRY = /^#\/collections\/([^/?]+)\/entries\/([^?]+)/;
const ANY_ENTRY = /^#\/collections\/[^/?]+\/(entries\/[^?]+|new)/;
/** Set just before the load, read after it: what to tell the clinic. */
const SWITCHED_KEY = 'editor-entry-switched';

/** The route of an entry's editor in an address's #, or undefined. */
const entryRoute = (hash: string) => ENTRY.exec(hash)?.slice(1, 3).join('/');

/** Whether the open entry has changes not published: Decap's toolbar says "Nesačuvane izmene". */
function unsaved(locale: string): boolean {
  const phrases = decap.CMS.getLocale(locale) as { editor?: { editorToolbar?: { unsavedChanges?: unknown } } } | undefined;
  const phrase = phrases?.editor?.editorToolbar?.unsavedChanges;
  const toolbar = document.querySelector(decapSelector('ToolbarContainer'));
  return typeof phrase === 'string' && (toolbar?.textContent ?? '').toLowerCase().includes(phrase.toLowerCase());
}

export function openTypedEntriesCleanly(locale: string): void {
  const switched = sessionStorage.getItem(SWITCHED_KEY);
  if (switched !== null) {
    sessionStorage.removeItem(SWITCHED_KEY);
    showNotice(editorWords.entrySwitch.opened, switched === 'lost' ? [editorWords.entrySwitch.lost] : [], 'info');
  }
  window.addEventListener('hashchange', (event) => {
    const before = entryRoute(new URL(event.oldURL).hash);
    if (!before || !ANY_ENTRY.test(location.hash) || entryRoute(location.hash) === before) return;
    sessionStorage.setItem(SWITCHED_KEY, unsaved(locale) ? 'lost' : 'clean');
    location.reload();
  });
}

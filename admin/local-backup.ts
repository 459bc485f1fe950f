/**
 * Decap's local backup of an entry's unpublished changes, restored whole (issue 42). Decap asks "use the local
 * backup?" as soon as it has read the backup, which is before the entry itself has arrived from the backend; a "yes"
 * put the backup in the form, and a moment later the arriving entry replaced it: the changes were gone without a word
 * (an article's form came back as published, or empty). So a "yes" given before the entry has loaded is carried out
 * once it has: the editor asks Decap to read its backup again (`decapEditorOf`), and answers that second question
 * "yes" itself. The clinic is told the result either way. The question itself is the editor's, in plain Serbian.
 */
import { decapEditorOf, decapSelector } from '@/admin/decap-markup.mjs';
import { editorWords } from '@/content/editor-words';
import { decap } from './decap';
import { showNotice } from './notice';

/** How long the entry may take to arrive before the editor gives up and says so. */
const ENTRY_WAIT_MS = 30_000;
/** How long Decap takes to make the form from an entry that has arrived. */
const AFTER_ARRIVAL_MS = 500;

/** The entry's form (Decap's entry editor is found from it). */
const formShown = () => document.querySelector(decapSelector('ControlPaneContainer'));

/** Whether the open entry has changes not published (Decap's toolbar: "Nesačuvane izmene"). */
function unsaved(phrase: unknown): boolean {
  const toolbar = document.querySelector(decapSelector('ToolbarContainer'));
  return typeof phrase === 'string' && (toolbar?.textContent ?? '').toLowerCase().includes(phrase.toLowerCase());
}

export function restoreLocalBackupsWhole(locale: string): void {
  const phrases = decap.CMS.getLocale(locale) as
    { editor?: { editor?: { confirmLoadBackup?: unknown }; editorToolbar?: { unsavedChanges?: unknown } } } | undefined;
  const question = phrases?.editor?.editor?.confirmLoadBackup;
  if (typeof question !== 'string') return;
  const ask = window.confirm.bind(window);
  /** Set while the editor's own second reading of the backup is on its way: Decap's question is answered without asking. */
  let again = false;

  /**
   * Once the entry has arrived from the backend: if its arrival replaced the backup in the form, Decap reads its
   * backup again, and the question it asks then is answered "yes".
   */
  function restoreWhenLoaded() {
    const started = performance.now();
    let asked = false;
    const timer = window.setInterval(() => {
      const editor = decapEditorOf(formShown());
      const loaded = editor?.entry !== undefined && editor.entry.get('isFetching') !== true;
      if (!loaded && performance.now() - started < ENTRY_WAIT_MS) return;
      window.clearInterval(timer);
      if (!editor || !loaded) {
        showNotice(editorWords.backup.failed);
        return;
      }
      // Decap makes the form from the arrived entry right after it arrives: looked at once that is done.
      window.setTimeout(() => {
        if (!unsaved(phrases?.editor?.editorToolbar?.unsavedChanges) && !asked) {
          asked = true;
          again = true;
          editor.retrieveLocalBackup(editor.collection, editor.slug);
        }
        // Decap puts the backup in the form a moment later: said when it is there, or that it is not.
        window.setTimeout(() => {
          again = false;
          if (unsaved(phrases?.editor?.editorToolbar?.unsavedChanges)) showNotice(editorWords.backup.restored, [], 'info');
          else showNotice(editorWords.backup.failed);
        }, 1000);
      }, AFTER_ARRIVAL_MS);
    }, 100);
  }

  window.confirm = (message?: string): boolean => {
    if (message !== question) return ask(message);
    if (again) {
      again = false;
      return true;
    }
    if (!ask(editorWords.backup.question)) return false;
    restoreWhenLoaded();
    return true;
  };
}

/**
 * Decap's lists, finished for the clinic: the count above a list in correct Serbian ("6 kategorija", "7 članova tima",
 * from the forms each list gives in content/cms-config.yml `counts`), names for the icon-only buttons of a list item
 * (screen readers announced nothing), and a question before × deletes an item (Decap deletes at once).
 * Decap renders these parts without hooks for them, so they are finished in the page: a MutationObserver watches the
 * form, and a click listener on window runs before React's.
 */
import { decapSelector, isDecapPart } from '@/admin/decap-markup.mjs';
import { editorWords } from '@/content/editor-words';
import { countWord } from '@/lib/format';

export type CountForms = readonly [string, string, string];

/** "6 kategorije" → "6 kategorija": the text Decap writes beside a list's arrow, with the list's own forms. */
function fixCount(node: Text, forms: ReadonlyMap<string, CountForms>): void {
  const match = node.data.match(/^(\d+) (.+)$/);
  if (!match) return;
  const [, digits = '0', word = ''] = match;
  const counted = forms.get(word);
  if (!counted) return;
  const text = `${digits} ${countWord(Number(digits), counted)}`;
  if (node.data !== text) node.data = text;
}

function finish(root: ParentNode, forms: ReadonlyMap<string, CountForms>): void {
  for (const container of root.querySelectorAll(decapSelector('ExpandButtonContainer'))) {
    for (const node of container.childNodes) if (node instanceof Text) fixCount(node, forms);
    const toggle = container.querySelector('button');
    if (toggle && !toggle.hasAttribute('aria-label')) toggle.setAttribute('aria-label', editorWords.list.toggle);
  }
  for (const bar of root.querySelectorAll(decapSelector('TopBar'))) {
    if (!isDecapPart(bar, 'TopBar')) continue;
    const buttons = [...bar.children].filter((child) => child instanceof HTMLButtonElement);
    const [first] = buttons;
    const remove = bar.lastElementChild;
    if (first && first !== remove && !first.hasAttribute('aria-label')) first.setAttribute('aria-label', editorWords.list.toggle);
    if (remove instanceof HTMLButtonElement && !remove.hasAttribute('aria-label')) {
      remove.setAttribute('aria-label', editorWords.list.remove);
      remove.dataset.editorRemove = '';
    }
  }
}

/** What the question names: the item's summary as the list shows it, or its first field's value. */
function itemName(button: Element): string {
  const item = button.closest(decapSelector('SortableListItem'));
  const summary = item?.querySelector(decapSelector('NestedObjectLabel'))?.textContent?.trim();
  const firstValue = item?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input[type=text], textarea')?.value.trim();
  const name = summary || firstValue;
  return name ? `„${name.length > 80 ? `${name.slice(0, 79)}…` : name}“` : editorWords.list.thisItem;
}

export function finishLists(forms: ReadonlyMap<string, CountForms>): void {
  // Only what changed: the parts Decap added, and a count it rewrote (not the whole form on every keystroke).
  finish(document, forms);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') {
        if (record.target instanceof Text && record.target.parentElement?.matches(decapSelector('ExpandButtonContainer'))) fixCount(record.target, forms);
        continue;
      }
      for (const node of record.addedNodes) {
        if (node instanceof Text && node.parentElement?.matches(decapSelector('ExpandButtonContainer'))) fixCount(node, forms);
        // The added element's parent: finish() looks below it, the element itself included.
        else if (node instanceof Element && node.parentElement) finish(node.parentElement, forms);
      }
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[data-editor-remove]') : null;
      if (button && !window.confirm(editorWords.list.confirmRemove(itemName(button)))) {
        event.stopImmediatePropagation();
        event.preventDefault();
      }
    },
    true,
  );
}

/**
 * The editor's own messages (a save refused, a photo refused): one panel at the top of the page, in Serbian, read out
 * by screen readers (role="alert"), that stays until closed or replaced, so nothing is missed the way an 8-second toast
 * is. Decap's toasts stay for its own messages.
 */
import { editorWords } from '@/content/editor-words';

const PANEL_ID = 'editor-notice';

/** A refusal, announced at once (role="alert"), or news such as work in progress (role="status"). */
export type NoticeTone = 'problem' | 'info';

export function showNotice(title: string, lines: readonly string[] = [], tone: NoticeTone = 'problem'): void {
  closeNotice();
  const panel = document.createElement('div');
  panel.id = PANEL_ID;
  panel.className = `editor-notice-${tone}`;
  panel.setAttribute('role', tone === 'problem' ? 'alert' : 'status');
  const heading = document.createElement('p');
  heading.className = 'editor-notice-title';
  heading.textContent = title;
  panel.append(heading);
  if (lines.length > 0) {
    const list = document.createElement('ul');
    for (const line of lines) {
      const item = document.createElement('li');
      item.textContent = line;
      list.append(item);
    }
    panel.append(list);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = editorWords.close;
  close.setAttribute('aria-label', editorWords.closeNotice);
  close.addEventListener('click', closeNotice);
  panel.append(close);
  document.body.append(panel);
}

// Esc closes the notice too, as it closes Decap's own windows (issue 42: the list is dismissed when the clinic wants).
window.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && document.getElementById(PANEL_ID)) closeNotice();
});

export function closeNotice(): void {
  document.getElementById(PANEL_ID)?.remove();
}

/**
 * Whether the last save went live, where the clinic edits: the host's deploy badge in a corner of the editor, linking
 * to the host's list of deploys (lib/editor/deploy-status.mjs says which), and asked again every half minute for ten
 * minutes after a save. A save the build refuses turns it red
 * while the last good site stays online; the host's e-mail says the same (docs/hosting.md).
 */
import { editorWords } from '@/content/editor-words';
import type { DeployStatus } from '@/lib/editor/deploy-status.mjs';
import { decap } from './decap';

/** After a save, the badge is asked again this often, for this long: a build takes a minute or two. */
const REFRESH_EVERY_MS = 30_000;
const REFRESH_FOR_MS = 10 * 60_000;

export function showDeployStatus(status: DeployStatus | undefined): void {
  if (!status) return;
  const link = document.createElement('a');
  link.className = 'editor-deploy';
  link.href = status.link;
  link.target = '_blank';
  link.rel = 'noopener';
  const label = document.createElement('span');
  label.textContent = editorWords.deploy.label;
  const badge = document.createElement('img');
  badge.src = status.badge;
  badge.alt = editorWords.deploy.badgeAlt;
  badge.height = 20;
  // A badge that cannot load (offline, a blocked host) leaves the words and the link.
  badge.addEventListener('error', () => badge.remove());
  link.append(label, badge);
  document.body.append(link);
  // After "Objavi": the badge again (past the browser's cache) until the build has had time to finish.
  let timer: ReturnType<typeof setInterval> | undefined;
  decap.CMS.registerEventListener({
    name: 'postSave',
    handler: () => {
      clearInterval(timer);
      const started = Date.now();
      timer = setInterval(() => {
        badge.src = `${status.badge}${status.badge.includes('?') ? '&' : '?'}t=${Date.now()}`;
        if (Date.now() - started > REFRESH_FOR_MS) clearInterval(timer);
      }, REFRESH_EVERY_MS);
    },
  });
}

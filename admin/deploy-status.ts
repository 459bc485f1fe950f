/**
 * Whether the last save went live, where the clinic edits: the host's deploy badge in a corner of the editor, linking
 * to the host's list of deploys (lib/editor/deploy-status.ts says which). A save the build refuses turns it red
 * while the last good site stays online; the host's e-mail says the same (docs/hosting.md).
 */
import { editorWords } from '@/content/editor-words';
import type { DeployStatus } from '@/lib/editor/deploy-status.mjs';

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
}

/**
 * The whole site checked before a save (issue 42): every content file as it would be after the save, both languages,
 * through the build's own rules (support/site-check.mjs: the content modules themselves, bundled with the files
 * served from a map instead of the disk). A problem the save causes refuses it, named at the place the clinic changed
 * (lib/editor/site-problems.ts).
 *
 * The files: those of the last build (/admin/site-files.json, written by scripts/copy-decap.mjs), then the files the
 * editor's backend holds now: in local editing decap-server's (`npm run cms`), on the hosted editor the repository's
 * through GitHub's API with the editor's own login; and the saves of this visit (a deploy takes minutes).
 */
import { stringify } from 'yaml';
import siteCheck from 'virtual:site-check';
import type { ContentProblem } from '@/lib/content-check';
import { decap } from './decap';
import { RENDITIONS_FOLDER, RENDITIONS_MANIFEST, UPLOADS_FOLDER, uploadImageKey } from '@/lib/uploads.mjs';

export type SiteFiles = Record<string, string>;

/** Where the last build's files are, beside the editor. */
const SNAPSHOT = '/admin/site-files.json';
/** The files saved in this visit (path → text), until a deploy brings them into the snapshot. */
const SAVED_KEY = 'editor-saved-files';

let snapshot: Promise<SiteFiles> | undefined;

function savedThisVisit(): SiteFiles {
  try {
    return JSON.parse(sessionStorage.getItem(SAVED_KEY) ?? '{}') as SiteFiles;
  } catch {
    return {};
  }
}

/** Remembers the files a save wrote, so the next save's check sees them before the snapshot does. */
export function rememberSaved(files: SiteFiles): void {
  sessionStorage.setItem(SAVED_KEY, JSON.stringify({ ...savedThisVisit(), ...files }));
}

/** The content folders the check reads (support/site-check.mjs SITE_FILE_FOLDERS), for the backends' listings. */
const FOLDERS = [
  { folder: 'content/data', extension: 'json', depth: 4 },
  { folder: 'content/en', extension: 'json', depth: 4 },
  { folder: 'content/blog/sr', extension: 'md', depth: 1 },
  { folder: 'content/blog/en', extension: 'md', depth: 1 },
];
const inFolders = (file: string) => FOLDERS.some(({ folder, extension }) => file.startsWith(`${folder}/`) && file.endsWith(`.${extension}`));

interface DecapUser {
  backendName?: string;
  token?: string;
}
const user = (): DecapUser => {
  try {
    return JSON.parse(localStorage.getItem('decap-cms-user') ?? '{}') as DecapUser;
  } catch {
    return {};
  }
};

/** decap-server's files (local editing): every content folder, listed in one request each. */
async function localFiles(url: string): Promise<SiteFiles> {
  const lists = await Promise.all(
    FOLDERS.map(async ({ folder, extension, depth }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'entriesByFolder', params: { branch: 'main', folder, extension, depth } }),
      });
      if (!response.ok) throw new Error(`decap-server: ${response.status}`);
      return (await response.json()) as { data: string; file: { path: string } }[];
    }),
  );
  return Object.fromEntries(lists.flat().map((entry) => [entry.file.path.replace(/^\/+/, ''), entry.data]));
}

/** Git's id of a file's text (the blob's SHA-1), to fetch from GitHub only the files that differ from the snapshot. */
async function blobSha(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const header = new TextEncoder().encode(`blob ${bytes.length}\0`);
  const digest = await crypto.subtle.digest('SHA-1', new Uint8Array([...header, ...bytes]));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The repository's files on GitHub (the hosted editor): its tree, then the content files that differ from `known`. */
async function gitHubFiles(repo: string, branch: string, token: string, known: SiteFiles): Promise<SiteFiles> {
  const api = (path: string) => fetch(`https://api.github.com/repos/${repo}/${path}`, { headers: { Authorization: `token ${token}` } });
  const tree = (await (await api(`git/trees/${encodeURIComponent(branch)}?recursive=1`)).json()) as { tree: { path: string; type: string; sha: string }[] };
  const files: SiteFiles = {};
  await Promise.all(
    tree.tree
      .filter((entry) => entry.type === 'blob' && inFolders(entry.path))
      .map(async (entry) => {
        const text = known[entry.path];
        if (text !== undefined && (await blobSha(text)) === entry.sha) {
          files[entry.path] = text;
          return;
        }
        const blob = (await (await api(`git/blobs/${entry.sha}`)).json()) as { content: string };
        files[entry.path] = new TextDecoder().decode(Uint8Array.from(atob(blob.content.replace(/\n/g, '')), (char) => char.charCodeAt(0)));
      }),
  );
  return files;
}

export interface BackendConfig {
  backend?: { name?: string; repo?: string; branch?: string };
  local_backend?: boolean | { url?: string };
}

/**
 * The site's files as they are now: the backend's, else the last build's with this visit's saves. A folder's files
 * come from the backend whole (a file deleted there is gone here too); other files (the artwork's manifest) from the
 * snapshot.
 */
export async function currentFiles(config: BackendConfig): Promise<SiteFiles> {
  snapshot ??= fetch(SNAPSHOT).then((response) => response.json() as Promise<SiteFiles>);
  const known = { ...(await snapshot), ...savedThisVisit() };
  const local = typeof config.local_backend === 'object' ? config.local_backend.url : undefined;
  const who = user();
  let fresh: SiteFiles | undefined;
  try {
    // Where Decap itself finds decap-server with `local_backend: true` (and the editor's policy allows).
    if (who.backendName === 'proxy') fresh = await localFiles(local ?? 'http://localhost:8081/api/v1');
    else if (who.token && config.backend?.name === 'github' && config.backend.repo)
      fresh = await gitHubFiles(config.backend.repo, config.backend.branch ?? 'main', who.token, known);
  } catch {
    // The backend did not answer: the last build's files and this visit's saves are the best at hand.
  }
  if (!fresh) return known;
  const kept = Object.fromEntries(Object.entries(known).filter(([file]) => !inFolders(file)));
  return { ...kept, ...fresh };
}

let recent: { config: BackendConfig; files: Promise<SiteFiles>; at: number } | undefined;
/** How long one reading of the backend serves every part of the editor that asks (a form's choices, a save's checks). */
const RECENT_MS = 5000;

/**
 * The files as they are now (currentFiles), read once for everything that asks within a few seconds: the choices of
 * an English form's items as it opens (one per item), and a save's checks. A save reads them afresh.
 */
export function recentFiles(config: BackendConfig): Promise<SiteFiles> {
  if (!recent || recent.config !== config || performance.now() - recent.at > RECENT_MS) {
    recent = { config, files: currentFiles(config), at: performance.now() };
  }
  return recent.files;
}

/** Forgets the last reading (a save changed the files). */
export function forgetRecentFiles(): void {
  recent = undefined;
}

/** An article's file as Decap writes it: its fields as YAML frontmatter, then the body. */
export function articleText(data: Record<string, unknown>): string {
  const { body, ...fields } = data;
  return `---\n${stringify(fields, { lineWidth: 0 })}---\n${typeof body === 'string' ? body : ''}\n`;
}

/** A data file as Decap writes it. */
export const jsonText = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

const UPLOADS_MANIFEST = `${UPLOADS_FOLDER}/${RENDITIONS_FOLDER}/${RENDITIONS_MANIFEST}`;

/**
 * The files with every uploaded picture they name in the uploads' manifest: the build makes a picture's renditions
 * (scripts/optimise-uploads.mjs), so a picture the clinic chose from the media library is there for the build, while
 * the last build's manifest does not know a new one yet.
 */
function withUploads(files: SiteFiles): SiteFiles {
  let manifest: Record<string, unknown> = {};
  try {
    manifest = JSON.parse(files[UPLOADS_MANIFEST] ?? '{}') as Record<string, unknown>;
  } catch {
    // A manifest that cannot be read: the build writes it anew.
  }
  const named = Object.entries(files)
    .filter(([file]) => file.startsWith('content/'))
    .flatMap(([, text]) => [...text.matchAll(/\/images\/uploads\/[^\s"'()]+\.(?:jpe?g|png|webp|avif|gif)/gi)].map(([found]) => uploadImageKey(found)));
  const missing = named.filter((key) => !(key in manifest));
  if (missing.length === 0) return files;
  for (const key of missing) manifest[key] = { width: 480, height: 480, widths: [480] };
  return { ...files, [UPLOADS_MANIFEST]: JSON.stringify(manifest) };
}

/** The problems of the whole site with these files (none: the build would accept it). */
export function siteProblems(files: SiteFiles): ContentProblem[] {
  try {
    siteCheck(withUploads(files));
    return [];
  } catch (error) {
    const problems = (error as { problems?: ContentProblem[] }).problems;
    if (Array.isArray(problems)) return problems;
    // Not a content problem (a check that could not run): the save is not stopped by the editor's own fault.
    console.error('site check', error);
    return [];
  }
}

/** Decap's own event after a save: the files it wrote, remembered for the next check. */
export function rememberSaves(files: (entry: import('./decap').Immutable) => SiteFiles): void {
  decap.CMS.registerEventListener({
    name: 'postSave',
    handler: ({ entry }) => {
      forgetRecentFiles();
      rememberSaved(files(entry));
    },
  });
}

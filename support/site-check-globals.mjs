// Node's globals the content modules use, in the editor's copy of the site check (support/site-check.mjs): the
// project's folder is the root of the map of files, and gray-matter keeps a Buffer of what it parsed.
import { Buffer } from 'buffer';

export const process = { cwd: () => '', env: {} };
export { Buffer };

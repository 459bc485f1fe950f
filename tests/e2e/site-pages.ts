import { readdirSync } from 'node:fs';
import path from 'node:path';

const OUT = path.resolve(__dirname, '../../out');
/** Folders Next writes for its own 404 handling; the 404 page is checked at an unknown URL instead. */
const NOT_PAGES = new Set(['404', '_not-found']);

/** Every page in out/, as the URL path the site serves it at ("/", "/blog/slug/"). */
export function builtPagePaths(): string[] {
  const found: string[] = [];
  const walk = (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('_next') && !NOT_PAGES.has(entry.name)) {
        walk(path.join(dir, entry.name), `${urlPath}${entry.name}/`);
      } else if (entry.name === 'index.html') {
        found.push(urlPath);
      }
    }
  };
  walk(OUT, '/');
  if (found.length === 0) throw new Error(`No pages found in ${OUT}: run "npm run build" first.`);
  return found.sort();
}

/** A URL that no page answers, to reach the 404 page. */
export const UNKNOWN_PATH = '/ova-stranica-ne-postoji/';

import path from 'node:path';
import { listPages } from '../../support/out-files.mjs';

const OUT = path.resolve(__dirname, '../../out');

/** Every page in out/, as the URL path the site serves it at ("/", "/blog/slug/"). */
export function builtPagePaths(): string[] {
  return listPages(OUT);
}

/** A URL that no page answers, to reach the 404 page. */
export const UNKNOWN_PATH = '/ova-stranica-ne-postoji/';

/** An unknown English address (issue 27): the English 404 page. */
export const UNKNOWN_ENGLISH_PATH = '/en/this-page-does-not-exist/';

/** The addresses that answer with a 404 page, one per language. */
export const UNKNOWN_PATHS: readonly string[] = [UNKNOWN_PATH, UNKNOWN_ENGLISH_PATH];

import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by scripts/build-client.mjs, which `npm run build` runs before Next and `npm run dev` on every change. */
const MANIFEST = path.join(process.cwd(), 'public', 'js', 'manifest.json');

interface ClientScripts {
  /** The enhancement script every page loads. */
  enhance: string;
  /** The price estimate's script, on the pages that show it (components/price-estimate.tsx). */
  estimate: string;
  /** The island bundle's entry, imported on demand by the enhancement script. */
  islands: string;
  /** Per island (its registry name): every file it needs, the entry and the chunks, fetched together. */
  islandFiles: Partial<Record<string, string[]>>;
}

let cached: ClientScripts | undefined;

/** The hashed URLs of the site's two scripts. */
export function clientScripts(): ClientScripts {
  // In development the browser code is rebuilt on every change (scripts/dev.mjs): read the newest manifest.
  if (cached && process.env.NODE_ENV === 'production') return cached;
  try {
    cached = JSON.parse(readFileSync(MANIFEST, 'utf8')) as ClientScripts;
    return cached;
  } catch {
    throw new Error(`${MANIFEST} is missing: run "node scripts/build-client.mjs" (npm run build does it first).`);
  }
}

/**
 * The one enhancement script of the site (lib/enhance/), on every page: a module script, so it runs
 * after the document is parsed and never blocks rendering. No inline code anywhere, so every page's
 * Content-Security-Policy is `script-src 'self'` without hashes.
 */
export function EnhanceScript() {
  // A module script is deferred by definition: it never blocks parsing or rendering.
  // eslint-disable-next-line @next/next/no-sync-scripts
  return <script type="module" src={clientScripts().enhance} />;
}

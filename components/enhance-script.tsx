import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by scripts/build-enhance.mjs, which `npm run build` and `npm run dev` run before Next. */
const MANIFEST = path.join(process.cwd(), 'public', 'js', 'enhance.json');

function enhanceScriptSrc(): string {
  try {
    const { src } = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { src: string };
    return src;
  } catch {
    throw new Error(`${MANIFEST} is missing: run "node scripts/build-enhance.mjs" (npm run build does it first).`);
  }
}

/**
 * The one enhancement script of the site (lib/enhance/), on every page: a module script, so it runs
 * after the document is parsed and never blocks rendering. No inline code, so the pages without
 * islands need no script hashes in their Content-Security-Policy.
 */
export function EnhanceScript() {
  // A module script is deferred by definition: it never blocks parsing or rendering.
  // eslint-disable-next-line @next/next/no-sync-scripts
  return <script type="module" src={enhanceScriptSrc()} />;
}

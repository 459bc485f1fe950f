// The first step of `npm run build` (issue 16): a build for any site URL other than the development
// default stops while the content still marks placeholders (content/site.ts `placeholders`, the videos'
// `placeholder: true` in content/home.ts), listing each one. ALLOW_PLACEHOLDERS=1 lets a preview through.
// The content is TypeScript, so esbuild bundles the few modules involved (content/placeholders.ts and
// lib/placeholders.ts, with the tsconfig's "@/" paths) into a temporary module, which this script imports.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const bundle = await build({
  stdin: {
    contents: [
      "export { placeholderFields } from '@/content/placeholders';",
      "export { DEVELOPMENT_SITE_URL } from '@/content/site';",
      "export { ALLOW_PLACEHOLDERS_VARIABLE, checkPlaceholders } from '@/lib/placeholders';",
    ].join('\n'),
    resolveDir: root,
    sourcefile: 'check-placeholders-entry.ts',
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  tsconfig: path.join(root, 'tsconfig.json'),
  write: false,
  logLevel: 'warning',
});

const dir = mkdtempSync(path.join(tmpdir(), 'check-placeholders-'));
let guard;
try {
  const file = path.join(dir, 'guard.mjs');
  writeFileSync(file, bundle.outputFiles[0].text);
  guard = await import(pathToFileURL(file).href);
} catch (error) {
  // content/site.ts checks NEXT_PUBLIC_SITE_URL as it loads: its message names the variable.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

let verdict;
try {
  verdict = guard.checkPlaceholders({
    siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
    developmentUrl: guard.DEVELOPMENT_SITE_URL,
    allow: process.env[guard.ALLOW_PLACEHOLDERS_VARIABLE],
    placeholders: guard.placeholderFields,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (!verdict.ok) {
  console.error(verdict.message);
  process.exit(1);
}
if (verdict.reason === 'override') console.warn(verdict.message);
else if (verdict.reason === 'development-url') {
  console.log(`Placeholders: ${guard.placeholderFields.length} marked; allowed for the development URL ${guard.DEVELOPMENT_SITE_URL}.`);
} else console.log('Placeholders: none left.');

// Imports TypeScript modules of the project from a script (the content check, tools/model-values.mjs): esbuild bundles
// an entry (with the tsconfig's "@/" paths) into a temporary CommonJS module, so bundled CommonJS packages (gray-matter)
// may require Node's own modules, and the script imports it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The language of the content modules' per-language values read outside a page's render (content/page-language.ts ›
 * languageOutsideRenders, which keeps it under this key on the global object, for every bundle of the module): the
 * scripts read the Serbian content unless they name a language.
 */
const OUTSIDE_RENDERS = Symbol.for('aurora.pageLanguage.outsideRenders');

/**
 * The exports of `contents` (TypeScript importing the project's modules), as the module's default export.
 * `plugins`: esbuild's, in place of some modules (the content check's React: support/site-check.mjs).
 * @param {string} contents
 * @param {string} sourcefile
 * @param {{ plugins?: import('esbuild').Plugin[] }} [options]
 * @returns {Promise<any>}
 */
export async function importTypeScript(contents, sourcefile, { plugins = [] } = {}) {
  /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[OUTSIDE_RENDERS] ??= 'sr';
  const bundle = await build({
    stdin: { contents, resolveDir: root, sourcefile, loader: 'ts' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    tsconfig: path.join(root, 'tsconfig.json'),
    write: false,
    logLevel: 'warning',
    plugins,
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'import-typescript-'));
  try {
    const file = path.join(dir, 'module.cjs');
    writeFileSync(file, bundle.outputFiles[0]?.text ?? '');
    return (await import(pathToFileURL(file).href)).default;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

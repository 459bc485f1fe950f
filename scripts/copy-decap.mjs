// Copies Decap CMS (the admin at /admin/) from the npm package into public/admin/decap/ (a build product,
// .gitignore), so that `next build` puts it in out/admin/decap/ and `next dev` serves it too: no CDN.
// Copied: decap-cms.js, every chunk it loads lazily (`<id>.decap-cms.js`, followed from the entry through
// each chunk's own imports) and the WebAssembly files those chunks fetch (the image compressor), plus the
// licence file the bundle points at. Not copied: the source maps and the duplicate `cms.js` family (the
// same bundle under an older name). The bundle injects its own styles (CSS-in-JS); dist/cms.css is an
// empty stub. Runs before `next build` and `next dev` (package.json).
// First it checks the installed Decap is the one package.json pins and still defines every part of its markup the
// editor reads (admin/decap-markup.mjs › decapMarkupProblems): an upgrade that moved one fails here, naming it.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { decapMarkupProblems } from '../admin/decap-markup.mjs';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { deployStatus } from '../lib/editor/deploy-status.mjs';
import { serbianLatinDeep } from '../lib/serbian-latin.mjs';

/** The bundle's entry, in node_modules/decap-cms/dist. */
export const ENTRY = 'decap-cms.js';
/** Licence texts the entry's first line names. */
export const LICENSE = 'decap-cms.js.LICENSE.txt';

/**
 * What one webpack file of the bundle loads: chunk ids (`<require>.e(123)`; webpack names the chunk
 * `123.decap-cms.js`) and emitted assets (content-hashed `.wasm` names).
 * @param {string} code
 * @returns {{ chunks: string[], assets: string[] }}
 */
export function bundleReferences(code) {
  const chunks = new Set([...code.matchAll(/\b[A-Za-z_$][\w$]*\.e\((\d+)\)/g)].map((match) => `${match[1]}.decap-cms.js`));
  const assets = new Set([...code.matchAll(/\b[0-9a-f]{20}\.wasm\b/g)].map((match) => match[0]));
  return { chunks: [...chunks].sort(), assets: [...assets].sort() };
}

/**
 * Every file the entry needs, itself included, following chunk imports transitively. Throws, naming the
 * file, when a referenced chunk or asset is missing (a bundle layout this script does not understand).
 * @param {(name: string) => string | undefined} read  a file's text in the dist folder, undefined if absent
 * @param {string} [entry]
 * @returns {string[]}  sorted file names
 */
export function bundleFiles(read, entry = ENTRY) {
  /** @type {Set<string>} */
  const files = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const name = /** @type {string} */ (queue.pop());
    if (files.has(name)) continue;
    const code = read(name);
    if (code === undefined) throw new Error(`decap-cms: ${name} is referenced but missing from the package's dist/`);
    files.add(name);
    const { chunks, assets } = bundleReferences(code);
    queue.push(...chunks);
    for (const asset of assets) {
      if (read(asset) === undefined) throw new Error(`decap-cms: ${asset} (from ${name}) is missing from the package's dist/`);
      files.add(asset);
    }
  }
  return [...files].sort();
}

/**
 * A script without its trailing `//# sourceMappingURL=` comment: the maps are not copied, and a browser
 * with its developer tools open would otherwise ask for them.
 * @param {string} code
 * @returns {string}
 */
export function withoutSourceMap(code) {
  return code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

/** The editor's interface language (config.yml `locale`): Decap's Serbian, in Latin script. */
export const LOCALE = 'sr_Latn';
/** The script, beside the bundle, that registers it (public/admin/index.html loads it after the bundle). */
export const LOCALE_SCRIPT = 'sr-latn.js';

/**
 * The script registering Decap's Serbian translation, turned from Cyrillic into Latin (Decap ships sr_Cyrl only),
 * as the locale `LOCALE`. Phrases it lacks fall back to English, as for any Decap locale.
 * @param {object} cyrillicPhrases  decap-cms-locales' sr_Cyrl
 * @returns {string}
 */
export function localeScript(cyrillicPhrases) {
  return [
    "// Decap CMS's Serbian translation (decap-cms-locales, sr_Cyrl) in Latin script, written by scripts/copy-decap.mjs.",
    `window.CMS.registerLocale(${JSON.stringify(LOCALE)}, ${JSON.stringify(serbianLatinDeep(cyrillicPhrases))});`,
    '',
  ].join('\n');
}

/** The editor's own additions (admin/editor.ts), built beside Decap's page: public/admin/editor.js (a build product). */
export const EDITOR_SCRIPT = 'editor.js';

/**
 * Bundles admin/editor.ts with the editor's configuration (content/cms-config.yml) built in: its labels name the
 * screen and field of a problem, its lists give their count words.
 * @param {string} root  the project
 * @param {string} outfile
 */
export async function buildEditorScript(root, outfile) {
  const config = parse(readFileSync(path.join(root, 'content', 'cms-config.yml'), 'utf8'));
  // The Serbian articles hold the numbers (content/blog/sr/; a translation is paired by its file name).
  const blog = path.join(root, 'content', 'blog', 'sr');
  const articleIds = readdirSync(blog)
    .filter((name) => name.endsWith('.md'))
    .map((name) => Number(matter(readFileSync(path.join(blog, name), 'utf8')).data.id))
    .filter(Number.isInteger);
  await build({
    entryPoints: [path.join(root, 'admin', 'editor.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    outfile,
    define: {
      EDITOR_CONFIG: JSON.stringify(config),
      EDITOR_NEXT_ARTICLE_ID: String(Math.max(0, ...articleIds) + 1),
      EDITOR_DEPLOY_STATUS: JSON.stringify(deployStatus(process.env) ?? null),
    },
    logLevel: 'error',
  });
}

/** Copies the bundle into public/admin/decap/ and writes the Serbian Latin interface beside it. */
async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')), 'dist');
  const target = path.join(root, 'public', 'admin', 'decap');
  const read = (/** @type {string} */ name) => {
    const file = path.join(dist, name);
    return existsSync(file) ? readFileSync(file, name.endsWith('.js') ? 'utf8' : 'latin1') : undefined;
  };
  const files = bundleFiles(read);
  const { version } = JSON.parse(readFileSync(path.join(dist, '..', 'package.json'), 'utf8'));
  const problems = decapMarkupProblems({
    declared: JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).dependencies?.['decap-cms'],
    installed: version,
    bundle: files
      .filter((name) => name.endsWith('.js'))
      .map((name) => read(name))
      .join('\n'),
  });
  if (problems.length > 0) throw new Error(`The editor's additions do not fit the installed Decap CMS:\n  ${problems.join('\n  ')}`);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const name of files) {
    if (name.endsWith('.js')) writeFileSync(path.join(target, name), withoutSourceMap(readFileSync(path.join(dist, name), 'utf8')));
    else copyFileSync(path.join(dist, name), path.join(target, name));
  }
  copyFileSync(path.join(dist, LICENSE), path.join(target, LICENSE));
  // The translation is an ES module holding one object literal: imported from its text, as a data: URL.
  const localesRequire = createRequire(createRequire(import.meta.url).resolve('decap-cms-app/package.json'));
  const cyrillic = readFileSync(localesRequire.resolve('decap-cms-locales/dist/esm/sr_Cyrl/index.js'), 'utf8');
  const { default: phrases } = await import(`data:text/javascript,${encodeURIComponent(cyrillic)}`);
  writeFileSync(path.join(target, LOCALE_SCRIPT), localeScript(phrases));
  await buildEditorScript(root, path.join(root, 'public', 'admin', EDITOR_SCRIPT));
  console.log(
    `Decap CMS ${version}: ${files.length + 1} files copied to ${path.relative(root, target)}/, its Serbian in Latin script (${LOCALE_SCRIPT}) and the editor's own script (${EDITOR_SCRIPT})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

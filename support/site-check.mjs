// The whole site's content check (issue 42), one code for the build and the editor: every content module loaded
// (so every file passes its schema, every reference resolves, the model's cross-checks hold), then every value they
// export read in each language (so the English is built and checked too, as the English pages would). The build's
// check (scripts/check-content.mjs) runs it on the files on disk; the editor (admin/site-check.ts) runs the same
// bundle in the browser on the files as they would be after a save, read from a map of path → text instead of the
// disk (`node:fs` and the JSON imports are served from it).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { importTypeScript } from './import-typescript.mjs';

/** The files the content modules read: paths relative to the project, as the editor's backend names them. */
export const SITE_FILE_FOLDERS = [
  { folder: 'content/data', extension: '.json' },
  { folder: 'content/en', extension: '.json' },
  { folder: 'content/blog/sr', extension: '.md' },
  { folder: 'content/blog/en', extension: '.md' },
];
/** Single files the content modules read. */
export const SITE_SINGLE_FILES = ['content/image-manifest.json', 'content/cms-config.yml', 'public/images/uploads/optimized/manifest.json'];

/**
 * Every file the content modules read, path → text, from the project at `root`.
 * @param {string} root
 * @returns {Record<string, string>}
 */
export function siteFiles(root) {
  /** @type {Record<string, string>} */
  const files = {};
  /** @type {(folder: string, extension: string, depth: number) => void} */
  const walk = (folder, extension, depth) => {
    const full = path.join(root, folder);
    if (!existsSync(full)) return;
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (depth > 0) walk(relative, extension, depth - 1);
      } else if (entry.name.endsWith(extension)) files[relative] = readFileSync(path.join(root, relative), 'utf8');
    }
  };
  for (const { folder, extension } of SITE_FILE_FOLDERS) walk(folder, extension, folder.startsWith('content/blog') ? 0 : 3);
  for (const file of SITE_SINGLE_FILES) if (existsSync(path.join(root, file))) files[file] = readFileSync(path.join(root, file), 'utf8');
  return files;
}

/**
 * The content modules (content/*.ts without tests): listed from the folder, so a new one is checked too.
 * @param {string} root
 */
export function contentModules(root) {
  return readdirSync(path.join(root, 'content'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => name.slice(0, -'.ts'.length))
    .sort();
}

/**
 * The entry: every content module imported, then every export read in each language. `extra` is added to it (the
 * build's check exports what it reports on).
 * @param {string} root
 * @param {string} [extra]
 */
export function siteCheckEntry(root, extra = '') {
  const modules = contentModules(root);
  return [
    // First: collect every problem that lets the check go on (lib/problem-collector.ts).
    "import '@/lib/collect-problems';",
    ...modules.map((name, index) => `import * as module${index} from '@/content/${name}';`),
    "import { collectedProblems } from '@/lib/problem-collector';",
    "import { ContentError } from '@/lib/content-check';",
    "import { readInEveryLanguage } from '@/lib/every-language';",
    "import { setPageLanguage } from '@/content/page-language';",
    "import { localeCodes } from '@/lib/locales';",
    `readInEveryLanguage([${modules.map((_, index) => `module${index}`).join(', ')}], localeCodes, setPageLanguage);`,
    'const problems = collectedProblems();',
    'if (problems.length > 0) throw ContentError.of(problems);',
    extra,
  ].join('\n');
}

/**
 * A module that stopped the check (its ContentError) with the problems noted before it (lib/problem-collector.ts):
 * the report lists them all. Self-contained: the editor's copy is written out from its source.
 * @param {any} error
 */
function withCollected(error) {
  const noted = /** @type {any} */ (globalThis).__contentProblems;
  if (!Array.isArray(noted) || noted.length === 0 || !Array.isArray(error?.problems)) return error;
  const known = new Set(noted.map((/** @type {any} */ problem) => `${problem.source}\u0000${problem.problem}`));
  const problems = [...noted, ...error.problems.filter((/** @type {any} */ problem) => !known.has(`${problem.source}\u0000${problem.problem}`))];
  const line = (/** @type {any} */ problem) => `${problem.source}${problem.field ? ` › ${problem.field}` : ''}: ${problem.problem}`;
  return Object.assign(error, { problems, message: problems.map(line).join('\n') });
}

/** React's `cache` outside a render: one value per check (the page's language the check sets). */
const REACT_SHIM = 'export function cache(make) { let value; let made = false; return () => (made ? value : ((made = true), (value = make()))); }';

/** `node:fs` over the map of files the editor passes in (globalThis.__siteFiles), paths relative to the project. */
const FS_SHIM = `
const files = () => globalThis.__siteFiles;
const key = (file) => String(file).replace(/^\\/+/, '').replace(/\\/+$/, '');
const missing = (file) => Object.assign(new Error("ENOENT: no such file, " + file), { code: 'ENOENT' });
export function existsSync(file) {
  const name = key(file);
  return name in files() || Object.keys(files()).some((path) => path.startsWith(name + '/'));
}
export function readFileSync(file) {
  const name = key(file);
  if (!(name in files())) throw missing(name);
  return files()[name];
}
export function readdirSync(folder) {
  const prefix = key(folder) + '/';
  const names = new Set();
  for (const path of Object.keys(files())) if (path.startsWith(prefix)) names.add(path.slice(prefix.length).split('/')[0]);
  return [...names].sort();
}
export function statSync(file) {
  if (!existsSync(file)) throw missing(key(file));
  return { mtimeMs: 0 };
}
export default { existsSync, readFileSync, readdirSync, statSync };
`;

/** A JSON file a content module imports, read from the map (so a changed file is what the check sees). */
const jsonModule = (/** @type {string} */ file) =>
  `module.exports = JSON.parse(globalThis.__siteFiles[${JSON.stringify(file)}] ?? (() => { throw new Error(${JSON.stringify(`${file} is missing`)}); })());`;

/**
 * The shims the editor's bundle needs in place of Node's modules.
 * @param {string} root
 * @returns {import('esbuild').Plugin}
 */
function browserPlugin(root) {
  return {
    name: 'site-files',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^(node:)?fs$/ }, () => ({ path: 'fs', namespace: 'site-shim' }));
      pluginBuild.onResolve({ filter: /^(node:)?path$/ }, () => ({ path: 'path', namespace: 'site-shim' }));
      pluginBuild.onResolve({ filter: /^react$/ }, () => ({ path: 'react', namespace: 'site-shim' }));
      pluginBuild.onResolve({ filter: /\.json$/ }, async (args) => {
        if (args.pluginData === 'inner') return undefined;
        const resolved = await pluginBuild.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: 'inner' });
        if (resolved.errors.length > 0) return undefined;
        const relative = path.relative(root, resolved.path).split(path.sep).join('/');
        return relative.startsWith('content/') ? { path: relative, namespace: 'site-json' } : undefined;
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: 'site-json' }, (args) => ({ contents: jsonModule(args.path), loader: 'js' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'site-shim' }, (args) => {
        if (args.path === 'fs') return { contents: FS_SHIM, loader: 'js' };
        if (args.path === 'react') return { contents: REACT_SHIM, loader: 'js' };
        return { contents: "module.exports = require('path-browserify');", loader: 'js', resolveDir: root };
      });
    },
  };
}

/**
 * The check as a browser script: `function (files) { … }`, which loads every content module from `files` (path →
 * text) and throws what the build would (a ContentError with every problem it found), else returns nothing.
 * @param {string} root
 * @returns {Promise<string>}
 */
export async function browserSiteCheck(root) {
  const bundle = await build({
    stdin: { contents: siteCheckEntry(root), resolveDir: root, sourcefile: 'site-check-entry.ts', loader: 'ts' },
    bundle: true,
    format: 'cjs',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    tsconfig: path.join(root, 'tsconfig.json'),
    write: false,
    logLevel: 'error',
    plugins: [browserPlugin(root)],
    inject: [path.join(root, 'support', 'site-check-globals.mjs')],
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.NEXT_PUBLIC_SITE_URL': 'undefined' },
  });
  return `function siteCheck(files) {
  ${withCollected.toString()}
  globalThis.__siteFiles = files;
  var module = { exports: {} }, exports = module.exports;
  try {
${bundle.outputFiles?.[0]?.text ?? ''}
  } catch (error) {
    throw withCollected(error);
  } finally {
    delete globalThis.__siteFiles;
    delete globalThis.__contentProblems;
  }
}`;
}

/**
 * The check run on the files on disk (the build's): the exports of the entry plus `extra`. Node shims React's cache only.
 * (The project is the one this file is in; `root` names it for the entry's list of modules.)
 * @param {string} root
 * @param {string} [extra]
 * @returns {Promise<Record<string, any>>}
 */
export async function runSiteCheck(root, extra = '') {
  /** @type {import('esbuild').Plugin} */
  const reactCache = {
    name: 'react-cache',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^react$/ }, () => ({ path: 'react', namespace: 'site-shim' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'site-shim' }, () => ({ contents: REACT_SHIM, loader: 'js' }));
    },
  };
  try {
    return await importTypeScript(siteCheckEntry(root, extra), 'check-content-entry.ts', { plugins: [reactCache] });
  } catch (error) {
    throw withCollected(error);
  } finally {
    delete (/** @type {any} */ (globalThis).__contentProblems);
  }
}

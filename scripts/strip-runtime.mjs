// After `next build`: pages that render no client component of ours lose Next's runtime.
//
// Next's App Router has no per-page switch to leave React out, so every exported page loads the
// framework (about 139 KB gzip) and carries its own content a second time as inline flight data
// (`self.__next_f`). A page whose only interactivity is the frame needs neither: its HTML is complete
// and the enhancement script (lib/enhance/) does the rest. This step removes, from each such page,
// every /_next/ script and script preload and every inline runtime script.
//
// Classification (README "No JavaScript by default"): Next writes, per route, the client components
// the route can render (.next/server/app/<route>/page_client-reference-manifest.js). A page loses the
// runtime when every one of them is Next's own framework, a render-only library (RENDER_ONLY), or the
// component of an island the page renders (components/island.tsx: it hydrates on its own, with the
// island bundle); any other client component, ours or a library's, would keep the runtime. A guard that
// cannot pass silently: every case below fails the build, naming the cause.
//   - a build this step does not understand: not Turbopack's, or a Next version other than the exact one
//     package.json pins (strip-runtime-lib.mjs › unsupportedBuild);
//   - a page that would keep the runtime without being listed in RUNTIME_ALLOWED (empty);
//   - a page with no manifest, or a manifest this script cannot read;
//   - a page whose flight data cannot be parsed, or names no client module at all (its format changed);
//   - a static page whose flight data references a client component that is neither render-only nor one
//     of its islands fails the build, naming the page and the component (the manifest and the page disagree);
//   - a static page left with an inline script it does not recognise fails the build (the page would
//     need a hash in its Content-Security-Policy);
//   - an allowed page that references a /_next/ file missing from out/.
// The HTML is parsed and re-serialised with parse5 (the WHATWG parser); no regular expressions on HTML.
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { parse, serialize } from 'parse5';
import { attr, isExecutableInline, scriptText, walk } from '../support/html-tree.mjs';
import { htmlFiles } from '../support/out-files.mjs';
import {
  RUNTIME_ALLOWED,
  clientModulesOfRoute,
  flightClientReferences,
  isIslandModule,
  isNextAsset,
  isRenderOnly,
  isRuntimeInline,
  removeNextRuntime,
  routeOfHtmlFile,
  unsupportedBuild,
} from './strip-runtime-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'out');
const nextDir = path.join(root, '.next');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
if (isMainThread) {
  const unsupported = unsupportedBuild({
    nextDir,
    declaredNext: readJson(path.join(root, 'package.json')).dependencies?.next,
    installedNext: readJson(path.join(root, 'node_modules', 'next', 'package.json')).version,
  });
  if (unsupported) fail(unsupported);
}
const prerender = readJson(path.join(nextDir, 'prerender-manifest.json'));

/** Stops the build, naming the cause (in a worker thread, process.exit ends the thread with the code, which the main thread passes on). */
function fail(message) {
  console.error(`strip-runtime: ${message}`);
  process.exit(1);
}

const summary = { stripped: [], kept: [], islands: [] };
// One manifest per route, read once: every article and list page shares app/(sr)/blog/[...path]'s (issue 25: read per
// page, running it in a fresh sandbox each time was most of this step's time with 200 articles).
const manifests = new Map();
const modulesOf = (route) => {
  if (!manifests.has(route)) manifests.set(route, clientModulesOfRoute(nextDir, route));
  return manifests.get(route);
};

/** Strips the pages of `files` (absolute paths of out/'s HTML files), adding each to `summary`. */
function stripPages(files) {
  for (const file of files) {
    const relative = path.relative(out, file).split(path.sep).join('/');
    const route = routeOfHtmlFile(relative, prerender);
    if (!route) continue; // Not a page Next rendered (e.g. _global-error): left as it is.
    const modules = modulesOf(route);
    if (!modules) fail(`${relative}: no client-reference manifest for route ${route}; cannot tell whether it needs React.`);

    const html = readFileSync(file, 'utf8');
    const document = parse(html);
    const nodes = [...walk(document)];
    // The islands this page renders (components/island.tsx): their components hydrate on their own.
    const islands = new Set(nodes.map((node) => attr(node, 'data-island')).filter(Boolean));
    const servedHere = (name) => isRenderOnly(name) || isIslandModule(name, islands);
    const needsRuntime = Object.keys(modules).filter((name) => !servedHere(name));

    if (needsRuntime.length > 0) {
      for (const node of nodes) {
        const url = node.tagName === 'script' ? attr(node, 'src') : node.tagName === 'link' ? attr(node, 'href') : undefined;
        if (isNextAsset(url) && !existsSync(path.join(out, decodeURI(url.split('?')[0])))) {
          fail(`${relative} keeps React for ${needsRuntime.map(shortName).join(', ')} but ${url} is missing from out/.`);
        }
      }
      if (!RUNTIME_ALLOWED.includes(relative)) {
        fail(
          `${relative} would keep Next's runtime for ${needsRuntime.map(shortName).join(', ')}: render it in an <Island>, or list the page in RUNTIME_ALLOWED (scripts/strip-runtime-lib.mjs) on purpose.`,
        );
      }
      summary.kept.push(`${relative} (${needsRuntime.map(shortName).join(', ')})`);
      continue;
    }

    // Cross-check the manifest against what the page itself references.
    const flight = nodes.filter((node) => isExecutableInline(node) && /^\s*self\.__next_f\.push\(\[1,/.test(scriptText(node)));
    let referenced;
    try {
      referenced = flightClientReferences(flight.map(scriptText));
    } catch (error) {
      fail(`${relative}: its flight data cannot be read (${error.message}); has Next's format changed?`);
    }
    // Every page renders Next's own client components (its router), so a page whose flight data names none
    // is one this step can no longer read: nothing would be cross-checked.
    if (referenced.length === 0) fail(`${relative}: no client module found in its flight data (${flight.length} inline pushes); has Next's format changed?`);
    const byId = new Map(Object.entries(modules).map(([name, entry]) => [String(entry.id), name]));
    for (const id of referenced) {
      const name = byId.get(String(id));
      if (!name) fail(`${relative}: its flight data references client module ${id}, which the manifest of ${route} does not list.`);
      if (!servedHere(name)) fail(`${relative}: renders the client component ${shortName(name)} outside an <Island>, so it would need Next's runtime.`);
    }

    removeNextRuntime(nodes, (text) => {
      if (!isRuntimeInline(text)) fail(`${relative}: an inline script that is not Next's runtime would stay: "${text.slice(0, 80)}…"`);
    });
    const result = serialize(document);
    if (/\/_next\/static\/[^"']*\.js/.test(result)) fail(`${relative}: a reference to Next's JavaScript is still in the page after stripping.`);
    writeFileSync(file, result);

    // The page's RSC payloads (index.txt, __next.*.txt) only serve a client router, which no page has now.
    const folder = path.dirname(file);
    if (relative.endsWith('index.html')) {
      for (const name of readdirSync(folder)) if (name === 'index.txt' || /^__next\..*\.txt$/.test(name)) rmSync(path.join(folder, name));
    }
    summary.stripped.push(relative);
    if (islands.size > 0) summary.islands.push(`${relative} (${[...islands].join(', ')})`);
  }
}

function shortName(moduleName) {
  return moduleName.replace(/^\[project\]\//, '');
}

/**
 * The pages in as many worker threads as there are cores (issue 25: parsing and re-serialising 220 pages took
 * 9 s in one thread with 200 articles); each thread strips every n-th page and reports what it did.
 */
async function stripInThreads(files) {
  const threads = Math.min(availableParallelism(), Math.ceil(files.length / 50));
  if (threads < 2) return stripPages(files);
  const parts = Array.from({ length: threads }, (_, index) => files.filter((_, fileIndex) => fileIndex % threads === index));
  const results = await Promise.all(
    parts.map(
      (part) =>
        new Promise((resolve) => {
          const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { files: part } });
          let result;
          worker.on('message', (message) => (result = message));
          worker.on('error', (error) => fail(error.stack ?? String(error)));
          worker.on('exit', (code) => (code === 0 && result ? resolve(result) : process.exit(code || 1)));
        }),
    ),
  );
  for (const result of results) for (const key of Object.keys(summary)) summary[key].push(...result[key]);
}

if (!isMainThread) {
  stripPages(workerData.files);
  parentPort.postMessage(summary);
  // Nothing else for a worker: the main thread reports.
} else {
  await stripInThreads(htmlFiles(out));
  report();
}

function report() {
  if (summary.kept.length + summary.stripped.length === 0) fail('no pages found in out/: run "next build" first.');
  console.log(
    `Next's runtime removed from ${summary.stripped.length} pages (islands hydrate on their own on ${summary.islands.join('; ') || 'none'}); kept on ${summary.kept.length}${summary.kept.length ? `: ${summary.kept.join('; ')}` : ''}`,
  );
}

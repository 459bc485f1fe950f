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
// island bundle); any other client component, ours or a library's, keeps the runtime. Safe by construction:
//   - a page with no manifest, or a manifest this script cannot read, fails the build;
//   - a static page whose flight data references a client component that is neither render-only nor one
//     of its islands fails the build, naming the page and the component (the manifest and the page disagree);
//   - a static page left with an inline script it does not recognise fails the build (the page would
//     need a hash in its Content-Security-Policy);
//   - an island page that references a /_next/ file missing from out/ fails the build.
// The HTML is parsed and re-serialised with parse5 (the WHATWG parser); no regular expressions on HTML.
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, serialize } from 'parse5';
import { attr, isExecutableInline, scriptText, walk } from '../support/html-tree.mjs';
import { htmlFiles } from '../support/out-files.mjs';
import { clientModulesOfRoute, flightClientReferences, isIslandModule, isRenderOnly, routeOfHtmlFile } from './strip-runtime-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'out');
const nextDir = path.join(root, '.next');

const prerender = JSON.parse(readFileSync(path.join(nextDir, 'prerender-manifest.json'), 'utf8'));

/** Next's inline bootstrap: the flight data and Turbopack's chunk list. */
const isRuntimeInline = (text) => /^\s*\(?self\.__next_f\b/.test(text) || /^\s*\(globalThis\["TURBOPACK"\]/.test(text);
const isNextAsset = (url) => typeof url === 'string' && url.startsWith('/_next/');

function fail(message) {
  console.error(`strip-runtime: ${message}`);
  process.exit(1);
}

const summary = { stripped: [], kept: [], islands: [] };

for (const file of htmlFiles(out)) {
  const relative = path.relative(out, file).split(path.sep).join('/');
  const route = routeOfHtmlFile(relative, prerender);
  if (!route) continue; // Not a page Next rendered (e.g. _global-error): left as it is.
  const modules = clientModulesOfRoute(nextDir, route);
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
    summary.kept.push(`${relative} (${needsRuntime.map(shortName).join(', ')})`);
    continue;
  }

  // Cross-check the manifest against what the page itself references.
  const flight = nodes.filter((node) => isExecutableInline(node) && /^\s*self\.__next_f\.push\(\[1,/.test(scriptText(node)));
  const referenced = flightClientReferences(flight.map(scriptText));
  const byId = new Map(Object.entries(modules).map(([name, entry]) => [String(entry.id), name]));
  for (const id of referenced) {
    const name = byId.get(String(id));
    if (!name) fail(`${relative}: its flight data references client module ${id}, which the manifest of ${route} does not list.`);
    if (!servedHere(name)) fail(`${relative}: renders the client component ${shortName(name)} outside an <Island>, so it would need Next's runtime.`);
  }

  const removed = [];
  for (const node of nodes) {
    const parent = node.parentNode;
    if (!parent) continue;
    const isNextScript = node.tagName === 'script' && isNextAsset(attr(node, 'src'));
    const rel = (attr(node, 'rel') ?? '').toLowerCase();
    const isScriptPreload =
      node.tagName === 'link' && isNextAsset(attr(node, 'href')) && (rel === 'modulepreload' || (rel === 'preload' && attr(node, 'as') === 'script'));
    let isRuntime = false;
    if (isExecutableInline(node)) {
      if (!isRuntimeInline(scriptText(node))) fail(`${relative}: an inline script that is not Next's runtime would stay: "${scriptText(node).slice(0, 80)}…"`);
      isRuntime = true;
    }
    if (isNextScript || isScriptPreload || isRuntime) {
      parent.childNodes.splice(parent.childNodes.indexOf(node), 1);
      removed.push(node);
    }
  }
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

function shortName(moduleName) {
  return moduleName.replace(/^\[project\]\//, '');
}

if (summary.kept.length + summary.stripped.length === 0) fail('no pages found in out/: run "next build" first.');
console.log(
  `Next's runtime removed from ${summary.stripped.length} pages (islands hydrate on their own on ${summary.islands.join('; ') || 'none'}); kept on ${summary.kept.length}${summary.kept.length ? `: ${summary.kept.join('; ')}` : ''}`,
);

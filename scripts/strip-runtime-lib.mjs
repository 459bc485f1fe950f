// The pure parts of scripts/strip-runtime.mjs, unit-tested in scripts/strip-runtime.test.mjs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { attr, isExecutableInline, scriptText } from '../support/html-tree.mjs';
import { islandNameOfModule } from '../support/island-names.mjs';

/**
 * Client modules whose server-rendered HTML is complete: Next's own framework (router, boundaries,
 * metadata) and lucide-react's icons (an SVG; its client boundary only reads an optional context).
 * Anything else that is a client component keeps the runtime on its pages.
 */
const RENDER_ONLY = [/^\[project\]\/node_modules\/next\/dist\//, /^\[project\]\/node_modules\/lucide-react\//];

export function isRenderOnly(moduleName) {
  return RENDER_ONLY.some((pattern) => pattern.test(moduleName));
}

/** Whether a client module is the component of one of the page's islands (support/island-names.mjs). */
export function isIslandModule(moduleName, islandNames) {
  const name = islandNameOfModule(moduleName);
  return name !== undefined && islandNames.has(name);
}

/**
 * The route (as Next names it in its manifests, "/blog/[slug]") of an HTML file of out/ given relative
 * to out/ ("blog/x/index.html"), or null when Next did not prerender it as a page.
 */
export function routeOfHtmlFile(relative, prerenderManifest) {
  let pathname;
  if (relative === '404.html' || relative === '404/index.html' || relative === '_not-found/index.html') pathname = '/_not-found';
  else if (relative === 'index.html') pathname = '/';
  else if (relative.endsWith('/index.html')) pathname = `/${relative.slice(0, -'/index.html'.length)}`;
  else return null;
  const entry = prerenderManifest.routes?.[pathname];
  if (!entry) return null;
  return entry.srcRoute ?? pathname;
}

/** A folder of .next/server/app as its route: route groups ("(sr)") are not part of the URL. */
const routeOfFolder = (segments) => `/${segments.filter((segment) => !/^\(.+\)$/.test(segment)).join('/')}`;

/**
 * The folder (below .next/server/app, as segments) of a route's page, found through its route groups: the route
 * "/blog/[...path]" lives in "(sr)/blog/[...path]" once the site has a root layout per language (issue 27).
 */
function pageFolderOfRoute(appDir, route, segments = []) {
  const here = path.join(appDir, ...segments);
  if (!existsSync(here)) return null;
  if (routeOfFolder(segments) === (route === '/' ? '/' : route) && existsSync(path.join(here, 'page_client-reference-manifest.js'))) return segments;
  for (const entry of readdirSync(here, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const next = [...segments, entry.name];
    // Only folders on the route's way: a group, or the route's next segment.
    const wanted = route.split('/').filter(Boolean);
    const depth = next.filter((segment) => !/^\(.+\)$/.test(segment)).length;
    if (!/^\(.+\)$/.test(entry.name) && wanted[depth - 1] !== entry.name) continue;
    const found = pageFolderOfRoute(appDir, route, next);
    if (found) return found;
  }
  return null;
}

/**
 * The client modules a route can render, from .next/server/app/<route, with its groups>/page_client-reference-manifest.js:
 * { "[project]/components/x.tsx": { id, chunks, … } }, or null when there is none.
 */
export function clientModulesOfRoute(nextDir, route) {
  const appDir = path.join(nextDir, 'server', 'app');
  const segments = pageFolderOfRoute(appDir, route);
  if (!segments) return null;
  const file = path.join(appDir, ...segments, 'page_client-reference-manifest.js');
  // The manifest is a script that assigns globalThis.__RSC_MANIFEST[<folder>/page]; run it in a sandbox.
  const sandbox = { globalThis: {} };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
  const manifest = sandbox.__RSC_MANIFEST?.[`${segments.length ? `/${segments.join('/')}` : ''}/page`];
  return manifest?.clientModules ?? null;
}

/**
 * The ids of the client modules a page's flight data references: its rows "<id>:I[<module id>, …]".
 * `pushes` are the texts of the inline `self.__next_f.push([1,"…"])` scripts.
 */
export function flightClientReferences(pushes) {
  const payload = pushes
    .map((text) => {
      const json = text
        .trim()
        .replace(/^self\.__next_f\.push\(/, '')
        .replace(/\)\s*;?$/, '');
      const [, chunk] = JSON.parse(json);
      return chunk;
    })
    .join('');
  const ids = new Set();
  for (const match of payload.matchAll(/(?:^|\n)[0-9a-f]+:I\[(\d+|"(?:[^"\\]|\\.)*")/g)) {
    ids.add(match[1].startsWith('"') ? JSON.parse(match[1]) : match[1]);
  }
  return [...ids];
}

/**
 * Why this build is not one the strip step understands, or null when it is: it reads Turbopack's
 * client-reference manifests and flight data (`next build`, Next's default bundler since 16), of the exact
 * Next version package.json pins. `next build --webpack` writes other module names, and an unpinned or
 * different Next may have changed the internals the step reads.
 */
export function unsupportedBuild({ nextDir, declaredNext, installedNext }) {
  if (!existsSync(path.join(nextDir, 'turbopack'))) {
    return `${nextDir} was not built by Turbopack (was it "next build --webpack"?): this step reads Turbopack's manifests only.`;
  }
  if (!/^\d+\.\d+\.\d+$/.test(declaredNext ?? '')) {
    return `package.json declares next "${declaredNext}": pin an exact version, so that no install changes the internals this step reads.`;
  }
  if (declaredNext !== installedNext) {
    return `package.json pins next ${declaredNext} but ${installedNext} is installed: run "npm install".`;
  }
  return null;
}

/**
 * Pages allowed to keep Next's runtime (out/ paths such as "admin/index.html"). Empty: every page is plain
 * HTML plus islands, and a page that would keep React fails the build until it is listed here on purpose.
 */
export const RUNTIME_ALLOWED = [];

/** Next's inline bootstrap: the flight data and Turbopack's chunk list. */
export const isRuntimeInline = (text) => /^\s*\(?self\.__next_f\b/.test(text) || /^\s*\(globalThis\["TURBOPACK"\]/.test(text);

/** A URL of Next's own files (its runtime, chunks and styles). */
export const isNextAsset = (url) => typeof url === 'string' && url.startsWith('/_next/');

/**
 * Removes Next's runtime from a parsed page, given its nodes (support/html-tree.mjs › walk): every /_next/
 * script and script preload, and every inline script, after `checkInline(text)` has seen it (the build fails
 * on one that is not Next's; the dev server drops them all). Stylesheets and data blocks stay. Used by the
 * strip step on out/ and by `npm run dev` on each page it serves, so both pages hydrate the same way.
 */
export function removeNextRuntime(nodes, checkInline = () => {}) {
  let removed = 0;
  for (const node of nodes) {
    const parent = node.parentNode;
    if (!parent) continue;
    const isNextScript = node.tagName === 'script' && isNextAsset(attr(node, 'src'));
    const rel = (attr(node, 'rel') ?? '').toLowerCase();
    const isScriptPreload =
      node.tagName === 'link' && isNextAsset(attr(node, 'href')) && (rel === 'modulepreload' || (rel === 'preload' && attr(node, 'as') === 'script'));
    const isInline = isExecutableInline(node);
    if (isInline) checkInline(scriptText(node));
    if (isNextScript || isScriptPreload || isInline) {
      parent.childNodes.splice(parent.childNodes.indexOf(node), 1);
      removed += 1;
    }
  }
  return removed;
}

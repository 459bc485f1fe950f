// The pure parts of scripts/strip-runtime.mjs, unit-tested in scripts/strip-runtime.test.mjs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/**
 * Client modules whose server-rendered HTML is complete: Next's own framework (router, boundaries,
 * metadata) and lucide-react's icons (an SVG; its client boundary only reads an optional context).
 * Anything else that is a client component keeps the runtime on its pages.
 */
const RENDER_ONLY = [/^\[project\]\/node_modules\/next\/dist\//, /^\[project\]\/node_modules\/lucide-react\//];

export function isRenderOnly(moduleName) {
  return RENDER_ONLY.some((pattern) => pattern.test(moduleName));
}

/**
 * Whether a client module is the component of one of the page's islands: an island's name is its
 * component's file name in components/ (components/islands/registry.ts).
 */
export function isIslandModule(moduleName, islandNames) {
  const file = /^\[project\]\/components\/([a-z0-9-]+)\.tsx$/.exec(moduleName)?.[1];
  return file !== undefined && islandNames.has(file);
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

/**
 * The client modules a route can render, from .next/server/app/<route>/page_client-reference-manifest.js:
 * { "[project]/components/x.tsx": { id, chunks, … } }, or null when there is none.
 */
export function clientModulesOfRoute(nextDir, route) {
  const folder = route === '/' ? '' : route;
  const file = path.join(nextDir, 'server', 'app', ...folder.split('/').filter(Boolean), 'page_client-reference-manifest.js');
  if (!existsSync(file)) return null;
  // The manifest is a script that assigns globalThis.__RSC_MANIFEST[<route>/page]; run it in a sandbox.
  const sandbox = { globalThis: {} };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
  const manifest = sandbox.__RSC_MANIFEST?.[`${folder}/page`];
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

// Bundles the site's browser code into content-hashed ES modules in public/js/ (build products, .gitignore):
//   enhance-<hash>.js   the enhancement script every page loads (lib/enhance/entry.ts), one small file
//   estimate-<hash>.js  the price estimate's script (lib/estimate-entry.ts), loaded only where the estimate is
//   islands-<hash>.js   the island bundle's entry (components/islands/hydrate.ts): React and the hydration;
//                       each island's component is a chunk of its own, imported when the island is on the page
//   chunk-<hash>.js     chunks the island files share
//   manifest.json       { enhance, estimate, islands, islandFiles: { <island>: [every file it needs] } }, read by
//                       components/client-scripts.tsx and by the byte counts (bench/page-bytes.mjs)
// Runs before `next build` (package.json); `npm run dev` (scripts/dev.mjs) runs it again on every change.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { importTypeScript } from '../support/import-typescript.mjs';
import { islandNameOfModule } from '../support/island-names.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'js');

const common = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  minify: true,
  // Browsers that run module scripts and support popover; older ones still get the whole HTML.
  target: ['es2020'],
  legalComments: 'none',
  tsconfig: path.join(root, 'tsconfig.json'),
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  // The components' 'use client' marks them for Next; a bundle has no use for it.
  logOverride: { 'module-level-directive': 'silent' },
};

/** Builds the browser code into public/js/ and writes its manifest; returns the manifest. */
export async function buildClient() {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  // The enhancement script and the estimate's: one file each, named by its content's hash.
  async function singleFile(name, entry) {
    const bundle = await build({ ...common, entryPoints: [path.join(root, ...entry)], write: false });
    const code = bundle.outputFiles[0].text;
    const file = `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
    writeFileSync(path.join(outDir, file), code);
    return { file, code };
  }
  const { file: enhanceName, code: enhanceCode } = await singleFile('enhance', ['lib', 'enhance', 'entry.ts']);
  const { file: estimateName } = await singleFile('estimate', ['lib', 'estimate-entry.ts']);

  // The islands: split so that a page fetches React once and only the components it shows.
  const islands = await build({
    ...common,
    entryPoints: { islands: path.join(root, 'components', 'islands', 'hydrate.ts') },
    splitting: true,
    outdir: outDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    write: true,
  });
  const outputs = islands.metafile.outputs;
  const url = (file) => `/${path.relative(path.join(root, 'public'), path.join(root, file)).split(path.sep).join('/')}`;
  /** A file and everything it imports statically, as URLs. */
  function withStaticImports(file, seen = new Set()) {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of outputs[file].imports) if (imported.kind === 'import-statement') withStaticImports(imported.path, seen);
    return seen;
  }
  const entryFile = Object.keys(outputs).find((file) => outputs[file].entryPoint?.endsWith('components/islands/hydrate.ts'));
  if (!entryFile) throw new Error('build-client: the island entry is missing from the metafile');
  const islandFiles = {};
  for (const [file, output] of Object.entries(outputs)) {
    // A component's own chunk has it as its entry point (a dynamic import is one, with splitting).
    const component = islandNameOfModule(output.entryPoint);
    if (!component || file === entryFile) continue;
    islandFiles[component] = [...withStaticImports(entryFile), ...withStaticImports(file)].filter((f, i, all) => all.indexOf(f) === i).map(url);
  }
  // Every island of the registry has its chunk, and every chunk named like an island is one.
  const { islandNames } = await importTypeScript(
    "import { islandLoaders } from '@/components/islands/registry'; export const islandNames = Object.keys(islandLoaders);",
    'island-names.ts',
  );
  const built = Object.keys(islandFiles).sort();
  if (JSON.stringify(built) !== JSON.stringify([...islandNames].sort())) {
    throw new Error(`build-client: the registry's islands (${islandNames.join(', ')}) and the bundle's island chunks (${built.join(', ')}) differ`);
  }
  const manifest = { enhance: `/js/${enhanceName}`, estimate: `/js/${estimateName}`, islands: url(entryFile), islandFiles };
  writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  const sizes = readdirSync(outDir).filter((name) => name.endsWith('.js')).length;
  console.log(
    `Browser code: ${manifest.enhance} (${enhanceCode.length} bytes), ${manifest.estimate}, ${manifest.islands} and ${sizes - 3} chunks for ${Object.keys(islandFiles).length} islands`,
  );
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildClient();

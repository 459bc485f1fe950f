// Bundles the enhancement script (lib/enhance/entry.ts) into one small, content-hashed ES module:
//   public/js/enhance-<hash>.js   the file every page loads with <script type="module">
//   public/js/enhance.json        { "src": "/js/enhance-<hash>.js" }, read by components/enhance-script.tsx
// Runs before `next build` and `next dev` (package.json). Both outputs are build products (.gitignore).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'js');

const result = await build({
  entryPoints: [path.join(root, 'lib', 'enhance', 'entry.ts')],
  bundle: true,
  format: 'esm',
  minify: true,
  // Browsers that run module scripts and support popover; older ones still get the HTML.
  target: ['es2020'],
  legalComments: 'none',
  write: false,
  tsconfig: path.join(root, 'tsconfig.json'),
});
const code = result.outputFiles[0].text;
const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
const name = `enhance-${hash}.js`;

mkdirSync(outDir, { recursive: true });
for (const old of readdirSync(outDir)) if (/^enhance-[0-9a-f]+\.js$/.test(old) && old !== name) rmSync(path.join(outDir, old));
writeFileSync(path.join(outDir, name), code);
writeFileSync(path.join(outDir, 'enhance.json'), `${JSON.stringify({ src: `/js/${name}` })}\n`);
console.log(`Enhancement script: public/js/${name} (${code.length} bytes)`);

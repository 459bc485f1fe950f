// Runs `npm run build` when out/ is missing or older than any source of the site: for `npm start`
// (scripts/start.mjs) and the benchmark (bench/run.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Everything the build reads: the site's code and content, the editor's additions (built into public/admin/), the build
// steps and the host files they write.
const SOURCES = [
  'admin',
  'app',
  'components',
  'content',
  'hosting',
  'lib',
  'public',
  'scripts',
  'next.config.mjs',
  'postcss.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

export function outIsStale() {
  const built = path.join(root, 'out', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

export function buildIfNeeded() {
  if (!outIsStale()) {
    console.log('out/ is up to date with the sources; skipping the build.');
    return;
  }
  console.log('Building the static site into out/ (npm run build) …');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

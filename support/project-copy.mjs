// A copy of the project to change and build without touching the working tree: every file git knows (committed,
// changed or new, not ignored) and node_modules as hard links (same file system, nothing copied). Used by the CMS
// end-to-end test (tests/e2e/cms.spec.ts), the clinic-edits proof (scripts/clinic-edits.mjs), tools/twice-the-pages.mjs and tools/third-language.mjs.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runWithHeldOutput } from './held-output.mjs';

/**
 * Copies the project at `root` to `target` (emptied first).
 * @param {string} root
 * @param {string} target  inside `root` (a gitignored folder) or on the same file system, for the hard links
 */
export function copyProject(root, target) {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(target, file));
  }
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(target, 'node_modules')], { encoding: 'utf8' });
  if (linked.status !== 0) throw new Error(`Could not hard-link node_modules into ${target}: ${linked.stderr}`);
}

/**
 * Makes a copy a git repository of its own, with everything committed: a copy inside this project's ignored
 * folders is invisible to the outer repository, and the CMS test run inside it copies the project with git ls-files.
 * @param {string} target
 */
export function commitCopy(target) {
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['-c', 'user.name=project-copy', '-c', 'user.email=project-copy@localhost', 'commit', '-qm', 'copy'],
  ]) {
    const git = spawnSync('git', args, { cwd: target, encoding: 'utf8' });
    if (git.status !== 0) throw new Error(`git ${args.join(' ')} in ${target} failed: ${git.stderr}`);
  }
}

/**
 * Runs one step in a copy, its output shown as it comes, and returns its seconds; throws, naming the step and the
 * copy, when it fails.
 * @param {string} dir  the copy
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]  added to this process's environment
 * @returns {number}
 */
export function runInCopy(dir, title, command, args, env = {}) {
  console.log(`\n▶ ${title} (in ${path.basename(dir)}/)`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: dir, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`${title} failed after ${seconds.toFixed(1)} s, in ${path.basename(dir)}/`);
  console.log(`✓ ${title} (${seconds.toFixed(1)} s)`);
  return seconds;
}

/**
 * Runs steps in the copy side by side (the machine has a core to spare while one of them waits), each step's output
 * printed whole when it ends, so the log reads step by step. Throws, naming the step, when one fails.
 * @param {string} dir  the copy
 * @param {{ title: string, command: string, args: string[] }[]} steps
 */
export async function runInCopySideBySide(dir, steps) {
  const failed = await Promise.all(
    steps.map(async ({ title, command, args }) => {
      const { ok, seconds, output } = await runWithHeldOutput(command, args, { cwd: dir });
      console.log(`\n▶ ${title} (in ${path.basename(dir)}/)`);
      process.stdout.write(output);
      console.log(ok ? `✓ ${title} (${seconds} s)` : `✗ ${title} failed after ${seconds} s`);
      return ok ? undefined : title;
    }),
  );
  const names = failed.filter(Boolean);
  if (names.length > 0) throw new Error(`${names.join(' and ')} failed, in ${path.basename(dir)}/`);
}

/**
 * Removes the copy at `dir` unless the script was run with `--keep` (to look at it afterwards).
 * @param {string} dir
 */
export function removeCopyUnlessKept(dir) {
  if (!process.argv.includes('--keep') && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}

/**
 * Runs a tool's `main`, printing a failure as one line and exiting non-zero.
 * @param {() => Promise<void>} main
 */
export function runTool(main) {
  main().catch((/** @type {Error} */ error) => {
    console.error(`\n✗ ${error.message}`);
    process.exit(1);
  });
}

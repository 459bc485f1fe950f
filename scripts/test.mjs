// `npm test`: everything, stopping at the first failure: browser check; uploaded pictures; then side by side (the machine
// has cores to spare while one of them waits) typecheck, lint and formatting, the unit tests, and the static build;
// then byte budgets, end-to-end tests, site-wide static gates; last, the same tests on a copy with the clinic's edits.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ENV, DEFAULT_CHROMIUM, findChromium, missingChromiumMessage } from '../support/chromium.mjs';
import { runWithHeldOutput } from '../support/held-output.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const timings = [];

/** A step's heading: its title and its command line, with the project's paths shown relative. */
function heading(title, command, args) {
  const shown = command.startsWith(root) ? path.relative(root, command) : path.basename(command);
  return `\n▶ ${title}\n  $ ${[shown, ...args.map((arg) => (arg.startsWith(root) ? path.relative(root, arg) : arg))].join(' ')}`;
}

function run(title, command, args, options = {}) {
  console.log(heading(title, command, args));
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push([title, seconds]);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds} s${result.error ? `: ${result.error.message}` : ''}`);
    process.exit(result.status || 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

/**
 * Runs lanes of steps side by side, the steps of a lane one after another; each step's output is printed whole
 * when it ends, so the log reads step by step. Stops `npm test` after the lanes end if a step failed.
 * @param {{ title: string, command: string, args: string[], options?: object }[][]} lanes
 */
async function runSideBySide(lanes) {
  const runStep = async ({ title, command, args, options = {} }) => {
    const { ok, seconds, output } = await runWithHeldOutput(command, args, { cwd: root, ...options });
    timings.push([title, seconds]);
    console.log(heading(title, command, args));
    process.stdout.write(output);
    console.log(ok ? `✓ ${title} (${seconds} s)` : `\n✗ ${title} failed after ${seconds} s`);
    return ok;
  };
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) if (!(await runStep(step))) return false;
      return true;
    }),
  );
  if (results.includes(false)) process.exit(1);
}

/** Finds Chromium, or gets one: Debian's package when this machine can install packages, else Playwright's download. */
async function ensureBrowser() {
  let found = findChromium();
  if (found) {
    console.log(`Browser: ${found}`);
    return;
  }
  if (process.env[CHROMIUM_ENV]) {
    console.error(missingChromiumMessage());
    process.exit(1);
  }
  const canInstallPackages = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstallPackages) {
    console.log(`No Chromium at ${DEFAULT_CHROMIUM}: installing Debian's chromium package.`);
    run('install Chromium (apt-get)', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
  } else {
    console.log(`No Chromium at ${DEFAULT_CHROMIUM} and no root to install Debian's package: downloading Playwright's Chromium.`);
    run('download Playwright’s Chromium', bin('playwright'), ['install', 'chromium']);
    const { chromium } = await import('@playwright/test');
    process.env[CHROMIUM_ENV] = chromium.executablePath();
  }
  found = findChromium();
  if (!found) {
    console.error(missingChromiumMessage());
    process.exit(1);
  }
  console.log(`Browser: ${found}`);
}

const started = Date.now();
await ensureBrowser();
// The unit tests load the real content, whose uploaded pictures (public/images/uploads/) need their sizes first.
run('uploaded pictures (renditions and their sizes)', process.execPath, [path.join(root, 'scripts', 'optimise-uploads.mjs')]);
await runSideBySide([
  [
    { title: 'typecheck (tsc)', command: bin('tsc'), args: ['--noEmit'] },
    { title: 'lint (eslint)', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
    { title: 'formatting (prettier --check)', command: bin('prettier'), args: ['--check', '.'] },
  ],
  // Jest's own default leaves a core free (one worker on two cores), which idles once the other lanes end.
  [{ title: 'unit tests (Jest + Testing Library)', command: bin('jest'), args: ['--ci', '--maxWorkers=100%'] }],
  // tsc checks the types beside it, and npm test stops if they fail: the build checks none itself (next.config.mjs).
  [
    {
      title: 'static build (browser code, next build → out/, Next runtime stripped, host files)',
      command: 'npm',
      args: ['run', 'build'],
    },
  ],
]);
run('byte budgets (gzip JavaScript per page, home page total, from out/)', process.execPath, [path.join(root, 'bench', 'check-budgets.mjs')]);
run('end-to-end tests and per-page gates (Playwright: axe, requests, console)', bin('playwright'), ['test']);
run('static gates (W3C HTML checker, link integrity)', process.execPath, [path.join(root, 'scripts', 'check-static.mjs')]);
// The tests survive the clinic's own edits: in a copy with the edits /admin/ can make, the unit tests, the build and
// the end-to-end specs that render those edits (scripts/clinic-edits.mjs).
run('the clinic’s edits (a copy: price, FAQ, articles, upload, phone; unit tests, build, e2e on a phone)', process.execPath, [
  path.join(root, 'scripts', 'clinic-edits.mjs'),
]);

console.log('\nAll tests passed.');
for (const [title, seconds] of timings) console.log(`  ${seconds.padStart(6)} s  ${title}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  total`);

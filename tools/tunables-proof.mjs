// Tunables are read, not repeated (issue 43): in a copy of the project (.tunables-proof/, removed afterwards) each
// interface constant of the spec (§9) is changed in turn, on its own, and the unit tests that can see it run there
// (Jest's --findRelatedTests on the constant's module: every test that imports it, directly or not, in both
// projects). The only test allowed to fail is the launch suite's assertion of that constant
// (tests/launch/interface-constants.test.ts). A value the server HTML draws with a Tailwind class (the sizes, the
// slider's start) also fails its class check in components/layout-sizes.test.ts, which is the point of that test:
// Tailwind needs the class as a literal in the component, so such a value is its constant and its class, and the
// test names the class that no longer matches.
//   node tools/tunables-proof.mjs          every constant
//   node tools/tunables-proof.mjs --all    the whole unit suite for each constant, not only the related tests (slow)
//   node tools/tunables-proof.mjs --keep   and leave the copy in place
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyProject } from '../support/project-copy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, '.tunables-proof');

const LAUNCH = 'tests/launch/interface-constants.test.ts';
const SIZES = 'components/layout-sizes.test.ts';

/**
 * Spec §9's interface constants: where each is defined and a value it could be tuned to. `classes`: drawn by a
 * Tailwind class that components/layout-sizes.test.ts keeps equal to it.
 * @type {{ name: string, file: string, to: string, classes?: boolean }[]}
 */
const TUNABLES = [
  { name: 'SLIDER_MIN', file: 'lib/before-after.ts', to: '15' },
  { name: 'SLIDER_MAX', file: 'lib/before-after.ts', to: '85' },
  { name: 'SLIDER_START', file: 'lib/before-after.ts', to: '40', classes: true },
  { name: 'DRAG_MULTIPLIER', file: 'lib/carousel-loop.ts', to: '2' },
  { name: 'ITEM_GAP_PX', file: 'lib/carousel-loop.ts', to: '24', classes: true },
  { name: 'AUTO_SCROLL_PX_PER_SECOND', file: 'lib/carousel-loop.ts', to: '45' },
  { name: 'RESUME_DELAY_MS', file: 'lib/carousel-loop.ts', to: '4000' },
  { name: 'INDEX_POLL_MS', file: 'lib/carousel-loop.ts', to: '150' },
  { name: 'PRELOAD_DELAY_MS', file: 'lib/gallery-preload.ts', to: '800' },
  { name: 'GALLERY_GAP_PX', file: 'lib/gallery-preload.ts', to: '24', classes: true },
  { name: 'DEFAULT_AUTOPLAY_INTERVAL_MS', file: 'lib/slideshow.ts', to: '4500' },
  { name: 'CLINIC_AUTOPLAY_INTERVAL_MS', file: 'lib/slideshow.ts', to: '6000' },
  { name: 'PHONE_NOTICE_MS', file: 'lib/constants.ts', to: '2000' },
  { name: 'CARD_WIDTH_PHONE', file: 'lib/carousel-loop.ts', to: '300', classes: true },
  { name: 'CARD_WIDTH_LARGE', file: 'lib/carousel-loop.ts', to: '380', classes: true },
  { name: 'COMPARISON_HEIGHT_PHONE', file: 'lib/before-after.ts', to: '400', classes: true },
  { name: 'COMPARISON_HEIGHT_LARGE', file: 'lib/before-after.ts', to: '560', classes: true },
];

/** The file's text with `export const NAME = …;` set to `to`; throws when the definition is not found once. */
function retune(text, { name, file, to }) {
  const definition = new RegExp(`^(export const ${name}(?:: \\w+)? = )([^;]+);`, 'm');
  const match = definition.exec(text);
  if (!match) throw new Error(`${file}: no \`export const ${name} = …;\` (moved or renamed? update TUNABLES)`);
  return { text: text.replace(definition, `$1${to};`), from: match[2] };
}

/** Runs the tests in the copy; returns the failed assertions as `file › test`, and the suites that failed to run. */
function runTests(file) {
  const report = path.join(dir, '.jest-report.json');
  rmSync(report, { force: true });
  const args = [
    'jest',
    '--silent',
    '--passWithNoTests',
    '--json',
    `--outputFile=${report}`,
    ...(process.argv.includes('--all') ? [] : ['--findRelatedTests', file]),
  ];
  const run = spawnSync('npx', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '1' } });
  if (!existsSync(report)) throw new Error(`jest wrote no report:\n${run.stderr.slice(-2000)}`);
  const { testResults, numTotalTests } = JSON.parse(readFileSync(report, 'utf8'));
  const failed = [];
  for (const suite of testResults) {
    const name = path.relative(dir, suite.name);
    const failures = suite.assertionResults.filter((assertion) => assertion.status === 'failed');
    for (const assertion of failures) failed.push(`${name} › ${assertion.fullName}`);
    if (failures.length === 0 && suite.status === 'failed') failed.push(`${name} (did not run: ${suite.message.split('\n').find(Boolean)})`);
  }
  return { failed, total: numTotalTests };
}

function main() {
  copyProject(root, dir);
  let wrong = 0;
  try {
    const baseline = runTests(LAUNCH);
    if (baseline.failed.length > 0) throw new Error(`the launch suite fails before any change:\n  ${baseline.failed.join('\n  ')}`);
    for (const tunable of TUNABLES) {
      const target = path.join(dir, tunable.file);
      const original = readFileSync(target, 'utf8');
      const { text, from } = retune(original, tunable);
      writeFileSync(target, text);
      try {
        const { failed, total } = runTests(tunable.file);
        const launch = failed.filter((test) => test.startsWith(`${LAUNCH} › `));
        const sizes = failed.filter((test) => test.startsWith(`${SIZES} › `));
        const others = failed.filter((test) => !launch.includes(test) && !(tunable.classes && sizes.includes(test)));
        const ok = launch.length === 1 && launch[0].includes(tunable.name) && others.length === 0;
        if (!ok) wrong += 1;
        console.log(`${ok ? '✓' : '✗'} ${tunable.name} ${from} → ${tunable.to} (${tunable.file}): ${failed.length} of ${total} tests fail`);
        for (const test of failed) console.log(`    ${others.includes(test) ? '✗' : '·'} ${test}`);
        if (launch.length === 0) console.log(`    ✗ no launch assertion names ${tunable.name}`);
      } finally {
        writeFileSync(target, original);
      }
    }
  } finally {
    if (!process.argv.includes('--keep')) rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    wrong === 0
      ? `\n✓ Each of the ${TUNABLES.length} constants, changed alone, fails only its launch assertion (a value drawn by a class also its class check).`
      : `\n✗ ${wrong} of ${TUNABLES.length} constants fail more than their launch assertion (✗ above).`,
  );
  if (wrong > 0) process.exitCode = 1;
}

main();

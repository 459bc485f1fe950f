/** @jest-environment node */
// The build's first step (package.json "build"), run as the build runs it: the real content, the
// environment varied; and a copy of the content with a fault only the schema can see. (The guard's logic
// itself: lib/placeholders.test.ts; the CMS's part: tests/e2e/cms.spec.ts.)
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const script = path.join(root, 'scripts', 'check-content.mjs');

function run(env) {
  const clean = { ...process.env };
  delete clean.NEXT_PUBLIC_SITE_URL;
  delete clean.ALLOW_PLACEHOLDERS;
  const result = spawnSync(process.execPath, [script], { cwd: root, env: { ...clean, ...env }, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The stand-ins the content holds today, through the real module (in Node: the import helper bundles TypeScript). */
const placeholders = JSON.parse(
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { importTypeScript } from './support/import-typescript.mjs'; const content = await importTypeScript(\"export { placeholderFields } from '@/content/placeholders';\", 'placeholders.ts'); console.log(JSON.stringify(content.placeholderFields));",
    ],
    { cwd: root, encoding: 'utf8' },
  ).stdout,
);

describe('scripts/check-content.mjs', () => {
  it('runs in npm run build right after the uploads get their sizes, before anything else', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(scripts.build.startsWith('node scripts/optimise-uploads.mjs && node scripts/check-content.mjs && ')).toBe(true);
  });

  it('lets the default build (npm test’s) through, having checked every content file', () => {
    const { status, output } = run({});
    expect(status).toBe(0);
    // The counts of the content as it is today, read from its files: an edit in /admin/ changes them.
    const data = (file) => JSON.parse(readFileSync(path.join(root, 'content/data', file), 'utf8'));
    const categories = data('price-list.json').categories.length;
    const questions = data('faq.json').questions.length;
    const articles = readdirSync(path.join(root, 'content/blog')).filter((name) => name.endsWith('.md')).length;
    expect(output).toContain(
      `Content: ${categories} price categories, ${questions} questions, ${articles} articles and the rest of content/ match their schemas.`,
    );
  });

  it('stops a build for another site URL, listing each placeholder of the content', () => {
    const { status, output } = run({ NEXT_PUBLIC_SITE_URL: 'https://www.klinika.rs' });
    expect(status).toBe(1);
    expect(output).toContain('This build is for https://www.klinika.rs (NEXT_PUBLIC_SITE_URL)');
    // Each stand-in the content holds today (content/placeholders.ts), by file and field: the clinic replaces them.
    expect(placeholders.length).toBeGreaterThan(0);
    for (const { source, field } of placeholders) expect(output).toContain(`${source} › ${field}`);
  });

  it('lets a preview deploy through with ALLOW_PLACEHOLDERS=1, with the list as a warning', () => {
    const { status, output } = run({ NEXT_PUBLIC_SITE_URL: 'https://preview.klinika.rs', ALLOW_PLACEHOLDERS: '1' });
    expect(status).toBe(0);
    expect(output).toContain(`${placeholders[0].source} › ${placeholders[0].field}`);
  });
});

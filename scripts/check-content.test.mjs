/** @jest-environment node */
// The build's first step (package.json "build"), run as the build runs it: the real content, the
// environment varied; and a copy of the content with a fault only the schema can see, reported in Serbian at its
// place in the editor. (The guard's logic itself: lib/placeholders.test.ts; the CMS's part: tests/e2e/cms.spec.ts.)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

function run(env, cwd = root) {
  const clean = { ...process.env };
  delete clean.NEXT_PUBLIC_SITE_URL;
  delete clean.ALLOW_PLACEHOLDERS;
  const result = spawnSync(process.execPath, [path.join(cwd, 'scripts', 'check-content.mjs')], { cwd, env: { ...clean, ...env }, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}`, stderr: result.stderr };
}

/** A scratch copy of what the check reads (the content, lib/, the script and its helpers), node_modules linked. */
function scratchCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-content-'));
  for (const entry of ['content', 'lib', 'support', 'scripts/check-content.mjs', 'tsconfig.json', 'package.json', 'public/images/uploads']) {
    if (existsSync(path.join(root, entry))) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
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
    const articles = readdirSync(path.join(root, 'content/blog/sr')).filter((name) => name.endsWith('.md')).length;
    expect(output).toContain(
      `Content: ${categories} price categories, ${questions} questions, ${articles} articles and the rest of content/ match their schemas.`,
    );
  });

  it('refuses what only the schema can see with a report in Serbian, each problem at its place in the editor, then in its file', () => {
    const dir = scratchCopy();
    try {
      const file = path.join(dir, 'content/data/faq.json');
      const faq = JSON.parse(readFileSync(file, 'utf8'));
      const [first] = faq.questions;
      // The clinic adds a question with a number already used, as tests/e2e/cms.spec.ts does through /admin/.
      faq.questions.push({ id: first.id, question: 'Da li radite nedeljom?', answer: 'Ne, radimo radnim danima od 10 do 20 h.', category: 'Uslovi' });
      writeFileSync(file, `${JSON.stringify(faq, null, 2)}\n`);
      const { status, stderr } = run({}, dir);
      expect(status).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        'Izmena nije objavljena: sadržaj ima grešku, pa sajt ostaje kakav je bio. Ispravite u uređivaču (/admin/) ovo, pa sačuvajte ponovo:',
        `- Česta pitanja › Pitanja › „Da li radite nedeljom?“ › Broj: ${first.id} već ima „${first.question}“: upišite drugu vrednost (content/data/faq.json › questions[question="Da li radite nedeljom?"] › id)`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lists every problem of every file in one report (issue 42): a reference mistyped in an FAQ answer and in an article', () => {
    const dir = scratchCopy();
    try {
      const faqFile = path.join(dir, 'content/data/faq.json');
      const faq = JSON.parse(readFileSync(faqFile, 'utf8'));
      // A question no other text links to (an English claim's home left out of date would add the articles that link it).
      const plain = faq.questions.findIndex((question) => !question.claim);
      faq.questions[plain].answer += ' Parking: {cena:parking-sat}.';
      writeFileSync(faqFile, `${JSON.stringify(faq, null, 2)}\n`);
      const [name] = readdirSync(path.join(dir, 'content/blog/sr')).filter((entry) => entry.endsWith('.md'));
      const article = path.join(dir, 'content/blog/sr', name);
      writeFileSync(article, `${readFileSync(article, 'utf8')}\nCena: {cena:nema-takve-usluge}.\n`);
      const { status, stderr } = run({}, dir);
      expect(status).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines[0]).toContain('sadržaj ima 2 greške');
      expect(lines.slice(1)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^- Česta pitanja › Pitanja › „[^“]+“ › Odgovor: \{cena:parking-sat\}: nijedna usluga .*\(content\/data\/faq\.json:\d+ › questions\[\d+\]\.answer\)$/,
          ),
          expect.stringMatching(new RegExp(`^- Blog › „[^“]+“ › [^:]+: \\{cena:nema-takve-usluge\\}: nijedna usluga .*\\(content/blog/sr/${name}:\\d+`)),
        ]),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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

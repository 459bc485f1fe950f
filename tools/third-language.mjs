// A third language is content (issue 43 item 4). In a copy of the project (.third-language/, removed afterwards) a
// stand-in language, "de" with English words, is added the way a real one would be: its entry in LOCALES
// (lib/locales.ts), its address in each entry of the route registry (content/route-registry.ts, the English one under
// /de/), its words (content/en/ copied to content/de/, the English articles to content/blog/de/). Nothing else is
// changed. Then the typecheck, the unit tests and the build run there, and the built site must have the language's
// pages, their hreflang alternates, the sitemap's entries, the language switch's links, the feed and the editor's
// words forms.
//   node tools/third-language.mjs           the proof, timed step by step
//   node tools/third-language.mjs --keep    and leave the copy in place
// Until the code stops assuming exactly Serbian and English, it stops at the typecheck and lists each place that
// does (docs/architecture.md "A third language").
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commitCopy, copyProject, removeCopyUnlessKept, runInCopy, runTool } from '../support/project-copy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, '.third-language');
const CODE = 'de';

/** The stand-in's entry in LOCALES: English's, under its own code and prefix. */
const LANGUAGE_ENTRY = `  ${CODE}: {
    htmlLang: 'de-DE',
    hreflang: '${CODE}',
    ogLocale: 'de_DE',
    prefix: '/${CODE}',
    name: 'Deutsch',
    short: 'DE',
    blog: '/${CODE}/blog/',
    notFound: '/${CODE}/404/',
  },
`;

/** Changes a file of the copy; fails, naming it, when the change finds nothing to change. */
function edit(file, change) {
  const full = path.join(dir, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: the stand-in language's entry found nothing to change (its shape changed?)`);
  writeFileSync(full, after);
}

/** The language's entry and its words: the only changes. */
function addLanguage() {
  edit('lib/locales.ts', (source) =>
    source
      .replace(/\n} as const satisfies Record<string, Language>;/, `\n${LANGUAGE_ENTRY}} as const satisfies Record<string, Language>;`)
      .replace(/(localizedBlogListWords[^=]*= \{[^\n]*), en: (\{[^}]*\}) \};/, `$1, en: $2, ${CODE}: $2 };`),
  );
  edit('content/route-registry.ts', (source) => source.replace(/\ben: '\/en\/([^']*)'/g, (whole, rest) => `${whole}, ${CODE}: '/${CODE}/${rest}'`));
  cpSync(path.join(dir, 'content/en'), path.join(dir, `content/${CODE}`), { recursive: true });
  cpSync(path.join(dir, 'content/blog/en'), path.join(dir, `content/blog/${CODE}`), { recursive: true });
}

/** The typecheck in the copy: each file whose code assumes exactly Serbian and English, with its lines, when it fails. */
function typecheck() {
  console.log(`\n▶ typecheck (in ${path.basename(dir)}/)`);
  const started = Date.now();
  const result = spawnSync(path.join(dir, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', '.'], { cwd: dir, encoding: 'utf8' });
  const seconds = (Date.now() - started) / 1000;
  if (result.status === 0) {
    console.log(`✓ typecheck (${seconds.toFixed(1)} s)`);
    return seconds;
  }
  const places = new Map();
  for (const line of result.stdout.split('\n')) {
    const match = /^(.+?)\((\d+),\d+\): error/.exec(line);
    if (match) places.set(match[1], [...(places.get(match[1]) ?? []), match[2]]);
  }
  console.log(`The code assumes exactly Serbian and English in ${places.size} files:`);
  for (const [file, lines] of places) console.log(`  ${file}: line${lines.length > 1 ? 's' : ''} ${lines.join(', ')}`);
  throw new Error(`typecheck failed after ${seconds.toFixed(1)} s in ${path.basename(dir)}/: a third language is not content yet`);
}

/** What the built site must have in the stand-in language; the problems, or none. */
function builtProblems() {
  const out = path.join(dir, 'out');
  const read = (file) => (existsSync(path.join(out, file)) ? readFileSync(path.join(out, file), 'utf8') : '');
  const problems = [];
  const home = read(`${CODE}/index.html`);
  if (!home) problems.push(`out/${CODE}/index.html: no home page`);
  if (!read('index.html').includes(`hreflang="${CODE}"`)) problems.push(`out/index.html: no hreflang alternate or language switch link for "${CODE}"`);
  if (!read('index.html').includes(`href="/${CODE}/"`)) problems.push(`out/index.html: the language switch does not lead to /${CODE}/`);
  if (!read('sitemap.xml').includes(`/${CODE}/`)) problems.push(`out/sitemap.xml: no page of /${CODE}/`);
  if (!read(`${CODE}/feed.xml`)) problems.push(`out/${CODE}/feed.xml: no feed`);
  if (!read('admin/config.yml').includes(`content/${CODE}/`)) problems.push(`out/admin/config.yml: no words forms for content/${CODE}/`);
  return problems;
}

async function main() {
  copyProject(root, dir);
  try {
    addLanguage();
    commitCopy(dir);
    const timings = [['typecheck', typecheck()]];
    timings.push(['unit tests', runInCopy(dir, 'unit tests', path.join(dir, 'node_modules', '.bin', 'jest'), [])]);
    timings.push(['build', runInCopy(dir, 'build', 'npm', ['run', 'build'])]);
    const problems = builtProblems();
    if (problems.length) throw new Error(`the built site lacks the stand-in language:\n  ${problems.join('\n  ')}`);
    console.log(`\n✓ A third language by its entry and its words alone: its pages, hreflang, sitemap, language switch, feed and editor forms.`);
    for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${title}`);
  } finally {
    removeCopyUnlessKept(dir);
  }
}

runTool(main);

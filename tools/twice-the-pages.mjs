// How the suite's time grows with the site (issue 23: npm test stays under 15 minutes with twice the pages, as the
// English edition will make them). In a copy of the project (.twice-the-pages/, removed afterwards) every article
// gets a twin under its own address, title and description, until the site has at least twice its pages; then the
// build, the end-to-end suite and the static gates run there, each timed, beside the same steps' pages today.
//   node tools/twice-the-pages.mjs           build, e2e, static gates in the copy
//   node tools/twice-the-pages.mjs --keep    and leave the copy in place
//   node tools/twice-the-pages.mjs --articles 200
//                                            the build alone, with twins until the blog has 200 articles: each step of
//                                            `npm run build` timed on its own, from a clean .next (issue 25)
// The unit tests are not run there: the twins repeat their originals' prose, which the style tests rightly refuse.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { listPages } from '../support/out-files.mjs';
import { commitCopy, copyProject, removeCopyUnlessKept, runInCopy, runTool } from '../support/project-copy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, '.twice-the-pages');

/** `text` with `suffix`, cut first so that the whole stays within `limit` characters (room left for a {cena:…} reference's longer value). */
const withSuffix = (text, suffix, limit) => `${text.slice(0, limit - suffix.length - 12).trimEnd()}${suffix}`;

/** Twins of the articles, round after round, until `count` twins are written (a last round may stop part way). */
function addTwins(count) {
  const blogDir = path.join(dir, 'content/blog/sr');
  const originals = readdirSync(blogDir).filter((name) => name.endsWith('.md'));
  const rounds = Math.ceil(count / originals.length);
  let id = Math.max(...originals.map((name) => Number(matter(readFileSync(path.join(blogDir, name), 'utf8')).data.id)));
  let written = 0;
  for (let round = 2; round <= rounds + 1; round += 1) {
    for (const name of originals) {
      if (written === count) break;
      written += 1;
      const { data, content } = matter(readFileSync(path.join(blogDir, name), 'utf8'));
      const suffix = ` (${round})`;
      id += 1;
      const twin = {
        ...data,
        id,
        featured: false,
        // The original's picture: its own, or the one the image manifest keeps under its address.
        image: data.image ?? `blog/${name.slice(0, -'.md'.length)}`,
        title: withSuffix(data.title, suffix, 120),
        metaTitle: withSuffix(data.metaTitle, suffix, 70),
        metaDescription: withSuffix(data.metaDescription, suffix, 160),
        excerpt: withSuffix(data.excerpt, suffix, 220),
      };
      writeFileSync(path.join(blogDir, `${name.slice(0, -'.md'.length)}-${round}.md`), matter.stringify(content, twin));
    }
  }
  return written;
}

/** The value after a flag: `--articles 200` → 200. */
function flagNumber(flag) {
  const index = process.argv.indexOf(flag);
  if (index === -1) return undefined;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} expects a whole number, got "${process.argv[index + 1]}"`);
  return value;
}

/**
 * The build alone with `total` articles: every step of package.json's build script timed on its own, in order,
 * from a clean .next (the copy has none), so the table shows where the build's time goes.
 */
function timeBuildSteps(total) {
  const blogDir = path.join(dir, 'content/blog/sr');
  const today = readdirSync(blogDir).filter((name) => name.endsWith('.md')).length;
  if (total < today) throw new Error(`--articles ${total}: the blog already has ${today}`);
  console.log(`${addTwins(total - today)} article twins added to the ${today} articles: ${total} in all`);
  commitCopy(dir);
  const steps = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.build.split(' && ');
  const started = Date.now();
  const timings = steps.map((step) => [
    step,
    runInCopy(dir, step, 'sh', ['-c', step], { PATH: `${path.join(dir, 'node_modules', '.bin')}:${process.env.PATH}` }),
  ]);
  const pages = listPages(path.join(dir, 'out')).length;
  console.log(`\nnpm run build with ${total} articles (${pages} pages), ${((Date.now() - started) / 1000).toFixed(1)} s:`);
  for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${title}`);
}

/** A step in the copy, with its seconds for the table at the end. */
const timed = (title, command, args, env) => [title, runInCopy(dir, title, command, args, env)];

async function main() {
  const articles = flagNumber('--articles');
  if (articles !== undefined) {
    copyProject(root, dir);
    try {
      timeBuildSteps(articles);
    } finally {
      removeCopyUnlessKept(dir);
    }
    return;
  }
  const pagesToday = listPages(path.join(root, 'out')).length;
  copyProject(root, dir);
  try {
    // Whole rounds (a twin of every article) until the site has at least twice its pages.
    const originals = readdirSync(path.join(dir, 'content/blog/sr')).filter((name) => name.endsWith('.md')).length;
    const twins = addTwins(Math.ceil(pagesToday / originals) * originals);
    console.log(`${twins} article twins added to the ${pagesToday} pages of out/`);
    commitCopy(dir);
    const bin = (name) => path.join(dir, 'node_modules', '.bin', name);
    const timings = [timed('uploaded pictures', process.execPath, ['scripts/optimise-uploads.mjs']), timed('build', 'npm', ['run', 'build'])];
    const pages = listPages(path.join(dir, 'out')).length;
    timings.push(
      timed('end-to-end tests', bin('playwright'), ['test'], { E2E_PORT: '4373' }),
      timed('static gates', process.execPath, ['scripts/check-static.mjs']),
    );
    console.log(`\nWith ${pages} pages (${pagesToday} today):`);
    for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${title}`);
  } finally {
    removeCopyUnlessKept(dir);
  }
}

runTool(main);

// How the suite's time grows with the site (issue 23: npm test stays under 15 minutes with twice the pages, as the
// English edition will make them). In a copy of the project (.twice-the-pages/, removed afterwards) every article
// gets a twin under its own address, title and description, until the site has at least twice its pages; then the
// build, the end-to-end suite and the static gates run there, each timed, beside the same steps' pages today.
//   node tools/twice-the-pages.mjs           build, e2e, static gates in the copy
//   node tools/twice-the-pages.mjs --keep    and leave the copy in place
// The unit tests are not run there: the twins repeat their originals' prose, which the style tests rightly refuse.
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { listPages } from '../support/out-files.mjs';
import { commitCopy, copyProject, runInCopy } from '../support/project-copy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, '.twice-the-pages');

/** `text` with `suffix`, cut first so that the whole stays within `limit` characters (room left for a {cena:…} reference's longer value). */
const withSuffix = (text, suffix, limit) => `${text.slice(0, limit - suffix.length - 12).trimEnd()}${suffix}`;

/** A twin of every article, as many rounds as it takes for the site to have `pages` pages. */
function addTwins(pages, pagesToday) {
  const blogDir = path.join(dir, 'content/blog');
  const originals = readdirSync(blogDir).filter((name) => name.endsWith('.md'));
  const rounds = Math.ceil((pages - pagesToday) / originals.length);
  let id = Math.max(...originals.map((name) => Number(matter(readFileSync(path.join(blogDir, name), 'utf8')).data.id)));
  for (let round = 2; round <= rounds + 1; round += 1) {
    for (const name of originals) {
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
  return rounds * originals.length;
}

/** A step in the copy, with its seconds for the table at the end. */
const timed = (title, command, args, env) => [title, runInCopy(dir, title, command, args, env)];

async function main() {
  const pagesToday = listPages(path.join(root, 'out')).length;
  copyProject(root, dir);
  try {
    const twins = addTwins(2 * pagesToday, pagesToday);
    console.log(`${twins} article twins added to the ${pagesToday} pages of out/`);
    commitCopy(dir);
    const bin = (name) => path.join(dir, 'node_modules', '.bin', name);
    const timings = [
      timed('uploaded pictures', process.execPath, ['scripts/optimise-uploads.mjs']),
      timed('build', 'npm', ['run', 'build'], { TYPES_CHECKED: '1' }),
    ];
    const pages = listPages(path.join(dir, 'out')).length;
    timings.push(
      timed('end-to-end tests', bin('playwright'), ['test'], { E2E_PORT: '4373' }),
      timed('static gates', process.execPath, ['scripts/check-static.mjs']),
    );
    console.log(`\nWith ${pages} pages (${pagesToday} today):`);
    for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${title}`);
  } finally {
    if (!process.argv.includes('--keep') && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`\n✗ ${error.message}`);
  process.exit(1);
});

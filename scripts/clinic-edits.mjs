// Proves that the tests survive the clinic's own edits (issue 23): in a copy of the project (.clinic-edits/, removed
// afterwards), makes the edits /admin/ can make — a price changed, a question added to the FAQ, an 18th article with
// a table and an uploaded picture, an article deleted, the phone number changed — then runs the unit tests, the build
// and the end-to-end suite there. Everything must stay green: the tests derive counts, titles and prices from the
// content they render, and assert the spec's literals on the frozen launch copy (tests/launch/).
//   node scripts/clinic-edits.mjs            the edits, then unit tests, build, every end-to-end test
//   node scripts/clinic-edits.mjs --keep     and leave the copy in place to look at
//   node scripts/clinic-edits.mjs -- <files> only these end-to-end spec files (after the unit tests and the build)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { copyProject } from '../support/project-copy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A data file as the CMS writes it: two-space JSON and a final newline. */
const readJson = (dir, file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
const writeJson = (dir, file, data) => writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`);

/** An article body of about a thousand words with a table: a stand-in for what the clinic would write. */
function articleBody() {
  const subjects = ['Dobra oralna higijena', 'Redovan pregled', 'Mekana četkica', 'Konac za zube', 'Razgovor sa stomatologom', 'Plan terapije'];
  const verbs = ['čuva', 'olakšava', 'podržava', 'produžava', 'štiti', 'unapređuje'];
  const objects = ['zdravlje desni', 'sjaj keramike', 'rubove krunica', 'boju zuba', 'udobnost zagrižaja', 'miran osmeh'];
  const reasons = ['zato vredi misliti o tome svakog dana', 'što primeti i svako ko vas sretne', 'pa se kasnije ređe vraćate u stolicu'];
  const sentences = (from, count) =>
    Array.from({ length: count }, (_, offset) => {
      const i = from + offset;
      return `Savet ${i}: ${subjects[i % 6]} ${verbs[(i + 1) % 6]} ${objects[(i + 2) % 6]}, a ${reasons[i % 3]}.`;
    }).join(' ');
  return [
    '## Zašto smo napisali ovaj vodič',
    sentences(1, 20),
    '## Saveti za svaki dan',
    sentences(21, 20),
    '## Materijali i cene na jednom mestu',
    '| Rad | Cena |\n|---|---|\n| Keramička faseta | {cena:keramicka-faseta} |\n| Krunica od cirkonije | {cena:krunica-od-cirkonije} |',
    sentences(41, 20),
    '## Dogovorite besplatnu konsultaciju u našoj ordinaciji',
    `${sentences(61, 6)} Pozivamo vas na besplatnu konsultaciju, na kojoj zajedno pravimo plan za vaš osmeh.`,
  ].join('\n\n');
}

/** The edits, as /admin/ would save them. Returns what each one did, for the log. */
export async function applyClinicEdits(dir) {
  const done = [];

  // A price: the ceramic veneer costs 30 € more.
  const priceList = readJson(dir, 'content/data/price-list.json');
  const veneer = priceList.categories.flatMap((category) => category.services).find((service) => service.id === 'keramicka-faseta');
  veneer.price.amount += 30;
  writeJson(dir, 'content/data/price-list.json', priceList);
  done.push(`price of "${veneer.name}" → ${veneer.price.amount} €`);

  // A new FAQ answer, at the end, in an existing category.
  const faq = readJson(dir, 'content/data/faq.json');
  const id = Math.max(...faq.questions.map((question) => question.id)) + 1;
  faq.questions.push({
    id,
    question: 'Da li mogu da dođem na pregled sa detetom u pratnji?',
    answer: 'Naravno. Pratilac može da sačeka u čekaonici ili da bude uz vas tokom razgovora, ako vam je tako lakše.',
    category: faq.questions[0].category,
    teaser: false,
  });
  writeJson(dir, 'content/data/faq.json', faq);
  done.push(`FAQ question ${id} added`);

  // An article deleted, never the featured one: the one the fewest other texts link to, whose links the editor
  // then turns into plain words (a link to a deleted article would fail the link check, as it should).
  const blogDir = path.join(dir, 'content/blog');
  const names = readdirSync(blogDir).filter((name) => name.endsWith('.md'));
  const texts = ['content/data', 'content/blog']
    .flatMap((folder) => readdirSync(path.join(dir, folder), { recursive: true }).map((name) => path.join(folder, name)))
    .filter((file) => /\.(json|md)$/.test(file));
  const linksTo = (slug) => texts.filter((file) => readFileSync(path.join(dir, file), 'utf8').includes(`/blog/${slug}/`));
  const [deleted] = names
    .filter((name) => !/^featured: true$/m.test(readFileSync(path.join(blogDir, name), 'utf8')))
    .map((name) => ({ name, slug: name.slice(0, -'.md'.length) }))
    .map((article) => ({ ...article, from: linksTo(article.slug).filter((file) => file !== `content/blog/${article.name}`) }))
    .sort((left, right) => left.from.length - right.from.length);
  rmSync(path.join(blogDir, deleted.name));
  for (const file of deleted.from) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const unlinked = text.replaceAll(new RegExp(`\\[([^\\]]+)\\]\\(/blog/${deleted.slug}/(#[^)]*)?\\)`, 'g'), '$1');
    if (unlinked.includes(`/blog/${deleted.slug}/`)) throw new Error(`clinic-edits: ${file} names /blog/${deleted.slug}/ outside a Markdown link`);
    writeFileSync(path.join(dir, file), unlinked);
  }
  done.push(`article ${deleted.name} deleted, and its links in ${deleted.from.length} other texts turned into plain words`);

  // An 18th article (after the deletion: the 17th on the site), with a table and an uploaded picture.
  mkdirSync(path.join(dir, 'public/images/uploads'), { recursive: true });
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 214, g: 190, b: 150 } } })
    .jpeg()
    .toFile(path.join(dir, 'public/images/uploads/nasa-nova-fotografija.jpg'));
  const ids = readdirSync(blogDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => Number(/^id: (\d+)$/m.exec(readFileSync(path.join(blogDir, name), 'utf8'))?.[1] ?? 0));
  const today = new Date().toISOString().slice(0, 10);
  writeFileSync(
    path.join(blogDir, 'saveti-za-svaki-dan-posle-faseta.md'),
    [
      '---',
      `id: ${Math.max(...ids) + 1}`,
      'title: "Saveti za svaki dan posle faseta"',
      'excerpt: Kratak vodič kroz negu osmeha posle faseta i krunica, sa cenama materijala na jednom mestu.',
      `date: ${today}`,
      `modified: ${today}`,
      'category: Održavanje',
      'views: "12"',
      'metaTitle: Saveti za svaki dan posle faseta',
      'metaDescription: Kako da negujete fasete i krunice iz dana u dan, i gde su cene materijala na jednom mestu.',
      'keywords: nega faseta, saveti posle faseta',
      'featured: false',
      'imageAlt: Topla bež površina, fotografija iz ordinacije',
      'image: /images/uploads/nasa-nova-fotografija.jpg',
      '---',
      '',
      articleBody(),
      '',
    ].join('\n'),
  );
  done.push('article saveti-za-svaki-dan-posle-faseta.md added, with a table and an uploaded picture');

  // The phone number, in both forms.
  const site = readJson(dir, 'content/data/site.json');
  site.phone = { ...site.phone, display: '+381 63 765 4321', e164: '+381637654321' };
  writeJson(dir, 'content/data/site.json', site);
  done.push(`phone → ${site.phone.display}`);
  return done;
}

function run(dir, title, command, args, env = {}) {
  console.log(`\n▶ ${title} (in ${path.relative(root, dir)})`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: dir, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) throw new Error(`${title} failed after ${seconds} s, with the clinic's edits`);
  console.log(`✓ ${title} (${seconds} s)`);
}

async function main() {
  const dir = path.join(root, '.clinic-edits');
  copyProject(root, dir);
  // A repository of its own: the CMS test inside it copies the project with git ls-files, and the copy sits in
  // this project's ignored .clinic-edits/, where the outer repository lists nothing.
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['-c', 'user.name=clinic-edits', '-c', 'user.email=clinic-edits@localhost', 'commit', '-qm', 'copy'],
  ]) {
    const git = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
    if (git.status !== 0) throw new Error(`git ${args.join(' ')} in the copy failed: ${git.stderr}`);
  }
  try {
    for (const line of await applyClinicEdits(dir)) console.log(`edit: ${line}`);
    const bin = (name) => path.join(dir, 'node_modules', '.bin', name);
    // As npm test does: the uploads' renditions and sizes first, which the unit tests' real content needs.
    run(dir, 'uploaded pictures', process.execPath, ['scripts/optimise-uploads.mjs']);
    run(dir, 'unit tests', bin('jest'), ['--ci']);
    run(dir, 'build', 'npm', ['run', 'build']);
    // Its own port, beside a suite that may be serving the real build.
    const only = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];
    run(dir, 'end-to-end tests', bin('playwright'), ['test', ...only], { E2E_PORT: '4273' });
    console.log('\nThe tests survive the clinic’s edits.');
  } finally {
    if (!process.argv.includes('--keep') && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`\n✗ ${error.message}`);
    process.exit(1);
  });
}

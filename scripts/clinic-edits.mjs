// Proves that the tests survive the clinic's own edits (issue 23): in a copy of the project (.clinic-edits/, removed
// afterwards), makes the edits /admin/ can make — a price changed, a question added to the FAQ, an 18th article with
// a table and an uploaded picture, an article deleted, the phone number changed — then runs the unit tests, the build
// and end-to-end tests there. Everything must stay green: the tests derive counts, titles and prices from the content
// they render, and assert the spec's literals on the frozen launch copy (tests/launch/). It also checks what only a
// build shows: the changed price reads anew on every page that names it, and the upload is published as renditions.
//   node scripts/clinic-edits.mjs            npm test's proof: the specs that render what the edits change, on a phone
//   node scripts/clinic-edits.mjs --full     every end-to-end test, in both projects (about ten minutes)
//   node scripts/clinic-edits.mjs -- <files> only these end-to-end spec files, in both projects
//   … --keep                                 and leave the copy in place to look at
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { buildIfNeeded } from '../support/build-if-needed.mjs';
import { pageTexts } from '../support/out-files.mjs';
import { commitCopy, copyProject, runInCopy, runInCopySideBySide } from '../support/project-copy.mjs';
import { browserSiteCheck, siteFiles } from '../support/site-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Next's compiler cache (Turbopack's), inside the project. */
const NEXT_CACHE = path.join('.next', 'cache');

/** The price list's row whose price the edits change, and the uploaded picture they add. */
const EDITED_ROW = 'keramicka-faseta';
const NEW_ARTICLE = 'saveti-za-svaki-dan-posle-faseta';
const UPLOAD = 'nasa-nova-fotografija.jpg';

/**
 * npm test's share of the end-to-end suite. On a phone, the specs that render what the edits change (the price list
 * and its estimate, whose form and table of common cases show the changed price; the FAQ, the blog and its articles,
 * the contact links) and the per-page gates on the pages the edits touch (the home page's teasers and prices among
 * them; the phone number in a call from anywhere on each). At a desktop's size, the specs of what every page's HTML
 * says to machines, which are tagged for that size only: the feed and sitemap, structured data and metadata.
 */
const PROOF_SPECS = {
  phone: ['pages', 'price-list', 'estimate', 'article-aids', 'contact', 'site-gates'],
  desktop: ['discovery', 'structured-data', 'metadata'],
};

/** A data file as the CMS writes it: two-space JSON and a final newline. */
const readJson = (dir, file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
const writeJson = (dir, file, data) => writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
/** The edited row of a price list's data, in place. */
const editedRow = (priceList) => priceList.categories.flatMap((category) => category.services).find((service) => service.id === EDITED_ROW);
/** The edited row's price in the project at `dir`. */
const editedPrice = (dir) => editedRow(readJson(dir, 'content/data/price-list.json')).price.amount;

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
  const veneer = editedRow(priceList);
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
  const blogDir = path.join(dir, 'content/blog/sr');
  const names = readdirSync(blogDir).filter((name) => name.endsWith('.md'));
  const texts = ['content/data', 'content/blog']
    .flatMap((folder) => readdirSync(path.join(dir, folder), { recursive: true }).map((name) => path.join(folder, name)))
    .filter((file) => /\.(json|md)$/.test(file));
  // A link is a Markdown link to the page or, written once, the article's reference {clanak:<file name>} (issue 39).
  const linksTo = (slug) =>
    texts.filter((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      return text.includes(`/blog/${slug}/`) || text.includes(`{clanak:${slug}}`);
    });
  const [deleted] = names
    .filter((name) => !/^featured: true$/m.test(readFileSync(path.join(blogDir, name), 'utf8')))
    .map((name) => ({ name, slug: name.slice(0, -'.md'.length) }))
    .map((article) => ({ ...article, from: linksTo(article.slug).filter((file) => path.basename(file) !== article.name) }))
    .sort((left, right) => left.from.length - right.from.length);
  // Its title in each language, for the references to it that become plain words.
  const titleIn = (folder) => {
    const file = path.join(dir, folder, deleted.name);
    return existsSync(file) ? (/^title: "?(.*?)"?$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '') : '';
  };
  const titles = { sr: titleIn('content/blog/sr'), en: titleIn('content/blog/en') };
  // The editor deletes an article in every language at once (Decap's i18n): its translation goes with it.
  rmSync(path.join(blogDir, deleted.name));
  rmSync(path.join(dir, 'content/blog/en', deleted.name), { force: true });
  for (const file of deleted.from) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const quoted = /(^|\/)en\//.test(file.replace(/^content\//, '')) ? `“${titles.en}”` : `„${titles.sr}“`;
    const unlinked = text
      .replaceAll(new RegExp(`\\[([^\\]]+)\\]\\(/blog/${deleted.slug}/(#[^)]*)?\\)`, 'g'), '$1')
      .replaceAll(`{clanak:${deleted.slug}}`, quoted);
    if (unlinked.includes(`/blog/${deleted.slug}/`)) throw new Error(`clinic-edits: ${file} names /blog/${deleted.slug}/ outside a Markdown link`);
    writeFileSync(path.join(dir, file), unlinked);
  }
  done.push(`article ${deleted.name} deleted, and its links in ${deleted.from.length} other texts turned into plain words`);

  // An 18th article (after the deletion: the 17th on the site), with a table and an uploaded picture.
  mkdirSync(path.join(dir, 'public/images/uploads'), { recursive: true });
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 214, g: 190, b: 150 } } })
    .jpeg()
    .toFile(path.join(dir, 'public/images/uploads', UPLOAD));
  const ids = readdirSync(blogDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => Number(/^id: (\d+)$/m.exec(readFileSync(path.join(blogDir, name), 'utf8'))?.[1] ?? 0));
  const today = new Date().toISOString().slice(0, 10);
  writeFileSync(
    path.join(blogDir, `${NEW_ARTICLE}.md`),
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
      `image: /images/uploads/${UPLOAD}`,
      '---',
      '',
      articleBody(),
      '',
    ].join('\n'),
  );
  done.push(`article ${NEW_ARTICLE}.md added, with a table and an uploaded picture`);

  // The phone number, in both forms.
  const site = readJson(dir, 'content/data/site.json');
  site.phone = { ...site.phone, display: '+381 63 765 4321', e164: '+381637654321' };
  writeJson(dir, 'content/data/site.json', site);
  done.push(`phone → ${site.phone.display}`);
  return done;
}

/** A price as the pages print it ("1.350 €"), with a normal or a non-breaking space, not inside a longer number. */
const printed = (amount) => new RegExp(`(?<![\\d.,])${amount.toLocaleString('de-DE')}[ \\u00a0]€`, 'g');

/**
 * One price, every page (issue 22): prose names a row's price through {cena:…}, so after the edit every page that
 * printed the old price prints the new one as many times more as it prints the old one fewer (another row may cost
 * the same, hence counted per page), and the home page, the price list, the FAQ and some articles are among them.
 */
function expectOnePriceEveryPage(before, after, oldPrice, newPrice) {
  const count = (text, amount) => (text ?? '').match(printed(amount))?.length ?? 0;
  const changes = [...before.keys()].map((route) => ({
    route,
    newer: count(after.get(route), newPrice) - count(before.get(route), newPrice),
    older: count(before.get(route), oldPrice) - count(after.get(route), oldPrice),
  }));
  const uneven = changes.filter(({ newer, older }) => newer !== older);
  if (uneven.length > 0) throw new Error(`the new price did not replace the old one evenly on ${JSON.stringify(uneven)}`);
  const changed = changes.filter(({ newer }) => newer > 0).map(({ route }) => route);
  const missing = ['/', '/cenovnik/', '/faq/'].filter((route) => !changed.includes(route));
  const articles = changed.filter((route) => route.startsWith('/blog/') && route !== '/blog/');
  if (missing.length > 0 || articles.length < 3)
    throw new Error(`the new price shows on ${changed.join(', ')}: not on ${missing.join(', ') || 'three articles'}`);
  return changed.length;
}

/** The upload is published as its renditions only: the original, with whatever metadata it carries, stays out. */
function expectRenditionsOnly(dir) {
  const base = UPLOAD.replace(/\.\w+$/, '');
  const renditions = readdirSync(path.join(dir, 'out/images/uploads/optimized')).filter((name) => name.startsWith(`${base}-`));
  if (existsSync(path.join(dir, 'out/images/uploads', UPLOAD)) || renditions.length === 0) {
    throw new Error(`out/images/uploads/ should hold ${UPLOAD}'s renditions and not the original: ${renditions.length} renditions`);
  }
  return renditions.length;
}

/**
 * Mistakes the clinic makes, refused at save (issue 42): the editor's own whole-site check (the bundle /admin/ runs
 * before a save, support/site-check.mjs, the same content modules the build runs) takes the edited content, then each
 * mistake on top of it, which it must refuse, naming the file the build would name. Returns the mistakes' count.
 * @param {string} dir
 */
export async function expectMistakesRefused(dir) {
  const check = new Function(`return (${await browserSiteCheck(dir)})`)();
  const files = siteFiles(dir);
  check(files);
  /** @type {{ what: string, file: string, change: (data: any) => void, names: string }[]} */
  const mistakes = [
    {
      // Languages in step: the Serbian names another price than its English, so /en/ would say something else.
      what: 'a home page service that names another price in Serbian than in English',
      file: 'content/data/home/services.json',
      change: (data) => {
        const item = data.items.find((/** @type {{ description: string }} */ entry) => /\{cena:[^}]+\}/.test(entry.description));
        item.description = item.description.replace(/\{cena:[^}]+\}/, '{cena:krunica-od-cirkonije}');
      },
      names: 'content/en/home/services.json',
    },
  ];
  for (const { what, file, change, names } of mistakes) {
    const data = JSON.parse(files[file]);
    change(data);
    let problems = [];
    try {
      check({ ...files, [file]: `${JSON.stringify(data, null, 2)}\n` });
    } catch (error) {
      problems = /** @type {{ problems?: { source: string }[] }} */ (error).problems ?? [];
    }
    if (!problems.some((problem) => problem.source === names)) throw new Error(`the editor's check at save should refuse ${what}, naming ${names}`);
  }
  return mistakes.length;
}

async function main() {
  const args = process.argv.slice(2);
  const only = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];
  const full = args.includes('--full');
  // The site as it is, to compare the edited one with: npm test has just built it.
  buildIfNeeded();
  const oldPrice = editedPrice(root);

  const dir = path.join(root, '.clinic-edits');
  copyProject(root, dir);
  commitCopy(dir);
  // The build's compiler cache, from the build npm test has just made: the copy differs in its content only, and a
  // warm cache compiles it in about half the time of a cold one (an entry the edits change is compiled anew).
  if (existsSync(path.join(root, NEXT_CACHE))) cpSync(path.join(root, NEXT_CACHE), path.join(dir, NEXT_CACHE), { recursive: true });
  try {
    for (const line of await applyClinicEdits(dir)) console.log(`edit: ${line}`);
    const bin = (name) => path.join(dir, 'node_modules', '.bin', name);
    // As npm test does: the uploads' renditions and sizes first, which the unit tests' real content needs.
    runInCopy(dir, 'uploaded pictures', process.execPath, ['scripts/optimise-uploads.mjs']);
    // The editor's check at save, once the upload has its sizes as the editor's backend gives them (admin/site-check.ts).
    console.log(`✓ the editor's check at save accepts the edits and refuses ${await expectMistakesRefused(dir)} mistake(s) the clinic makes`);
    // The launch project asserts the spec on its frozen copy of the content, which no edit reaches.
    // Only the tests an edit of the content can change: lib/ never imports content/ (lib/layering.test.ts) and its tests
    // read no content file; of the scripts' tests only the content check's reads the content; of the components' tests,
    // the islands' read only their own words (content/widgets.ts, the team's), which none of these edits changes.
    // Side by side with the build, as in npm test: no unit test reads what the build writes.
    await runInCopySideBySide(dir, [
      {
        title: 'unit tests',
        command: bin('jest'),
        args: [
          '--ci',
          '--maxWorkers=100%',
          '--selectProjects',
          'unit',
          '--testPathIgnorePatterns',
          '<rootDir>/lib/',
          '<rootDir>/scripts/(?!check-content)',
          '<rootDir>/components/(?!pagination)',
        ],
      },
      { title: 'build', command: 'npm', args: ['run', 'build'] },
    ]);
    const newPrice = editedPrice(dir);
    const pages = expectOnePriceEveryPage(pageTexts(path.join(root, 'out')), pageTexts(path.join(dir, 'out')), oldPrice, newPrice);
    console.log(`✓ the new price, ${newPrice} €, reads on all ${pages} pages that printed ${oldPrice} €`);
    console.log(`✓ the upload is published as ${expectRenditionsOnly(dir)} renditions, without its original`);
    // Its own port, beside a suite that may be serving the real build.
    const e2e = { E2E_PORT: '4273' };
    if (full || only.length > 0) runInCopy(dir, 'end-to-end tests', bin('playwright'), ['test', ...only], e2e);
    else {
      // The price list's page is rendered whole by four of the specs above (pages, price-list, estimate, contact).
      const touched = ['/', '/faq/', '/blog/', `/blog/${NEW_ARTICLE}/`];
      for (const [project, specs] of Object.entries(PROOF_SPECS)) {
        runInCopy(
          dir,
          project === 'phone'
            ? 'end-to-end tests that render the edits, and the per-page gates of the pages they touch (phone)'
            : 'feed, sitemap, structured data and metadata of every page (desktop)',
          bin('playwright'),
          ['test', `--project=${project}`, ...specs.map((name) => `tests/e2e/${name}.spec.ts`)],
          { ...e2e, E2E_GATE_PATHS: touched.join(',') },
        );
      }
    }
    console.log('\nThe tests survive the clinic’s edits.');
  } finally {
    if (!args.includes('--keep') && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`\n✗ ${error.message}`);
    process.exit(1);
  });
}

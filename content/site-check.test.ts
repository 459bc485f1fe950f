/** @jest-environment node */
// The editor's whole-site check at a save (issue 42): the build's own content modules, bundled for the browser and
// run on the files as they would be after the save (support/site-check.mjs), with each problem named at the place the
// clinic changed (lib/editor/site-problems.ts). The mistakes of the issue, on today's content.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { editorWords } from '@/content/editor-words';
import type { ContentProblem } from '@/lib/content-check';
import { editorPlace, type CmsConfig } from '@/lib/editor-place';
import { keysOf, saveProblemLines } from '@/lib/editor/site-problems';
import { browserSiteCheck, siteFiles } from '@/support/site-check.mjs';

const root = path.resolve(__dirname, '..');
const config = parse(readFileSync(path.join(root, 'content/cms-config.yml'), 'utf8')) as CmsConfig;
const PRICE_LIST = 'content/data/price-list.json';
const FAQ = 'content/data/faq.json';

type Files = Record<string, string>;
let check: (files: Files) => void;
let today: Files;

beforeAll(async () => {
  check = new Function(`return ${(await browserSiteCheck(root)) as string}`)() as (files: Files) => void;
  today = siteFiles(root) as Files;
}, 60_000);

function problemsOf(files: Files): ContentProblem[] {
  try {
    check(files);
    return [];
  } catch (error) {
    const problems = (error as { problems?: ContentProblem[] }).problems;
    if (!problems) throw error;
    return problems;
  }
}

/** The lines the editor shows for a save of `file` with `after` as its data (none: saved). */
function saveLines(file: string, after: unknown): string[] {
  const written = { ...today, [file]: `${JSON.stringify(after, null, 2)}\n` };
  const data = (name: string) => JSON.parse(written[name]!) as unknown;
  return saveProblemLines(
    problemsOf(written),
    keysOf(problemsOf(today)),
    new Map([[file, { before: JSON.parse(today[file]!) as unknown, after }]]),
    {
      place: (name, at, fileData) => editorPlace(config, name, at, fileData) ?? name,
      dataOf: (name) => (name.endsWith('.json') ? data(name) : matter(written[name]!).data),
    },
    editorWords.save.site,
  );
}

interface PriceList {
  categories: { id: string; title: string; services: { id: string; name: string; price: { amount: number } }[] }[];
}
const priceList = () => JSON.parse(today[PRICE_LIST]!) as PriceList;

test("today's content passes the whole-site check", () => {
  expect(problemsOf(today)).toEqual([]);
});

test('a price-list service an article names, deleted: refused at the price list, naming the article', () => {
  const data = priceList();
  const category = data.categories.find((entry) => entry.services.some((service) => service.id === 'udlaga'))!;
  const service = category.services.find((entry) => entry.id === 'udlaga')!;
  category.services = category.services.filter((entry) => entry !== service);
  const lines = saveLines(PRICE_LIST, data);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toMatch(new RegExp(`^Cenovnik › .*„${category.title}“ › Usluge › „${service.name}“: Uslugu koristi`));
  expect(lines.join('\n')).toMatch(/Uslugu koristi članak „[^“]+“.* – prvo izmenite članak ili zadržite uslugu/);
});

test('a mistyped reference in an FAQ answer: refused at that answer', () => {
  const data = JSON.parse(today[FAQ]!) as { questions: { question: string; answer: string }[] };
  const question = data.questions[3]!;
  question.answer = `${question.answer} Parking: {cena:parking-sat}.`;
  const lines = saveLines(FAQ, data);
  expect(lines).toEqual([
    expect.stringMatching(new RegExp(`^Česta pitanja › .*„${question.question.replace(/[?()]/g, '.')}“ › Odgovor: \\{cena:parking-sat\\}`)),
  ]);
});

test('a price confirmed at ten times: refused at the price, naming the article whose range it breaks', () => {
  const data = priceList();
  const service = data.categories.flatMap((category) => category.services).find((entry) => entry.id === 'vadjenje-zuba')!;
  service.price.amount *= 10;
  const lines = saveLines(PRICE_LIST, data);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toMatch(new RegExp(`^Cenovnik › .*„${service.name}“ › Cena.*: s ovom izmenom ne važi Blog`));
});

test('an FAQ claim anchor another text names, removed: refused at that question', () => {
  const data = JSON.parse(today[FAQ]!) as { questions: { question: string; claim?: string }[] };
  const question = data.questions.find((entry) => entry.claim === 'boravak')!;
  delete question.claim;
  const lines = saveLines(FAQ, data);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines)
    expect(line).toMatch(new RegExp(`^Česta pitanja › Pitanja › „${question.question.replace(/[?()]/g, '.')}“ › [^:]+: s ovom izmenom ne važi`));
  expect(lines.join('\n')).toContain('{tvrdnja:boravak}');
});

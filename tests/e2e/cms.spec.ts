/**
 * The clinic edits its own site (issue 17): Chromium opens the built /admin/ (served with its own headers), logs in
 * through Decap's local backend (decap-server) working on a temporary copy of the project, changes a price, adds a
 * FAQ answer, edits an article's title, uploads a new picture for it, and publishes. Then the files on disk must have
 * changed exactly as intended, the upload must be optimised into its renditions and the schemas must accept every
 * file, as the build's first steps do. A value the widgets can check is refused by the form; one only the schema can
 * check (a repeated id) is refused by the build, naming file, entry and field. That such edits build and show on every
 * page they touch is the clinic-edits proof's part (scripts/clinic-edits.mjs, in npm test).
 *
 * Desktop only, in order: the steps share one copy of the project and one backend.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { UPLOAD_EXTENSIONS } from '../../lib/uploads.mjs';
import { copyProject } from '../../support/project-copy.mjs';

const ROOT = process.cwd();
/** Inside the project (gitignored), so the copy's node_modules can be hard links: same file system, no copying. */
const WORKSPACE = path.join(ROOT, '.cms-e2e', 'ws');
/** Where `local_backend: true` makes Decap look for decap-server (http://localhost:8081/api/v1). */
const BACKEND_PORT = 8081;

const PRICE_LIST = 'content/data/price-list.json';
const FAQ = 'content/data/faq.json';
const ARTICLE_SLUG = 'fasete-vs-krunice-sta-je-bolje-za-vas-osmeh';
const ARTICLE = `content/blog/${ARTICLE_SLUG}.md`;

/** The veneer's price as the price list has it now, and the one the editor types: 30 € more. */
const VENEER_ID = 'keramicka-faseta';
const OLD_PRICE = (() => {
  const data = JSON.parse(readFileSync(path.join(ROOT, 'content/data/price-list.json'), 'utf8')) as {
    categories: { services: { id: string; price: { amount: number } }[] }[];
  };
  const veneer = data.categories.flatMap((category) => category.services).find((service) => service.id === VENEER_ID);
  if (!veneer) throw new Error(`content/data/price-list.json has no row "${VENEER_ID}"`);
  return veneer.price.amount;
})();
const NEW_PRICE = OLD_PRICE + 30;
/** The next free id, as the editor is told to type it: one more than the highest the FAQ has now. */
const NEXT_FAQ_ID =
  Math.max(...(JSON.parse(readFileSync(path.join(ROOT, FAQ), 'utf8')) as { questions: { id: number }[] }).questions.map((question) => question.id)) + 1;
const NEW_QUESTION = {
  id: NEXT_FAQ_ID,
  question: 'Da li primate pacijente subotom?',
  answer: 'Radimo radnim danima od 10 do 20 h. Termin van radnog vremena dogovaramo izuzetno, na konsultaciji.',
  category: 'Uslovi',
};
const NEW_TITLE = 'Fasete ili krunice: kako da izaberete pravo rešenje?';
/** "Nova naslovna.jpg" as Decap stores it. */
const UPLOAD_NAME = 'nova-naslovna.jpg';

const original = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const edited = (file: string) => readFileSync(path.join(WORKSPACE, file), 'utf8');
/** A JSON file's data, or undefined while it is still being written. */
const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
/** The lines of `after` that differ from `before`, position by position (for edits that keep the line count). */
const changedLines = (before: string, after: string) => {
  const old = before.split('\n');
  return after.split('\n').flatMap((line, index) => (line === old[index] ? [] : [{ line: index + 1, was: old[index], now: line }]));
};

let backend: ChildProcess | undefined;
let backendLog = '';

/** A copy of the project as committed plus the working tree's changes (support/project-copy.mjs). */
function copyWorkspace() {
  rmSync(path.dirname(WORKSPACE), { recursive: true, force: true });
  copyProject(ROOT, WORKSPACE);
}

async function startBackend() {
  backend = spawn(path.join(ROOT, 'node_modules', '.bin', 'decap-server'), [], {
    cwd: WORKSPACE,
    env: { ...process.env, PORT: String(BACKEND_PORT), GIT_REPO_DIRECTORY: WORKSPACE, MODE: 'fs', LOG_LEVEL: 'info' },
  });
  backend.stdout?.on('data', (chunk) => (backendLog += chunk));
  backend.stderr?.on('data', (chunk) => (backendLog += chunk));
  await expect
    .poll(
      async () => {
        const info = await fetch(`http://localhost:${BACKEND_PORT}/api/v1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ action: 'info' }),
        }).catch(() => undefined);
        return info?.ok ? ((await info.json()) as { type: string }).type : backendLog;
      },
      { message: `decap-server on port ${BACKEND_PORT} (is the port free?)`, timeout: 20_000 },
    )
    .toBe('local_fs');
}

/** Enters /admin/ through the local backend's login (once per page: Decap keeps the session). */
async function logIn(page: Page) {
  // Leaving an editor with unsaved changes asks for confirmation.
  page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Prijava' }).click();
  await expect(page.getByRole('link', { name: 'Cenovnik' }).first()).toBeVisible();
}

/** Opens an editor: a collection's entry, by Decap's route, freshly loaded (no state left from the last editor). */
async function openEditor(page: Page, route: string) {
  await page.goto(`/admin/#/collections/${route}`);
  await page.reload();
  // The editor's bar: "Pisanje u zbirci Cenovnik" (Writing in the collection Cenovnik).
  await expect(page.getByText(/^Pisanje u zbirci .+$/)).toBeVisible({ timeout: 15_000 });
}

/** Decap's list item (its emotion class names the component) whose text includes `text`, expanded. */
async function expandItem(scope: Page | Locator, text: string): Promise<Locator> {
  const item = scope.locator('[class*="SortableListItem"]').filter({ hasText: text }).first();
  await item.locator('button').first().click();
  return item;
}

/** Adds a question at the end of the FAQ editor and fills in the fields given; returns the new list item. */
async function addQuestion(page: Page, fields: { id: number; question: string; answer?: string; category?: string }): Promise<Locator> {
  await page.getByRole('button', { name: 'Dodaj pitanje' }).click();
  const added = page.locator('[class*="SortableListItem"]').last();
  await added.getByLabel('Broj', { exact: true }).fill(String(fields.id));
  await added.getByLabel('Pitanje', { exact: true }).fill(fields.question);
  if (fields.answer) await added.getByLabel('Odgovor', { exact: true }).fill(fields.answer);
  if (fields.category) {
    await added.getByLabel('Kategorija', { exact: true }).click();
    await page.getByText(fields.category, { exact: true }).last().click();
  }
  return added;
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Objavi', exact: true }).click();
  await page.getByText('Objavi odmah', { exact: true }).click();
}

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

test.describe('editing the site through /admin/ @desktop', () => {
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    copyWorkspace();
    await startBackend();
  });

  test.afterAll(() => {
    backend?.kill();
    rmSync(path.dirname(WORKSPACE), { recursive: true, force: true });
  });

  test('a price, a new FAQ answer, an article title and an uploaded picture, published, change exactly their lines and pass the build’s checks', async ({
    page,
  }) => {
    test.setTimeout(120_000);

    await logIn(page);
    // The price of one veneer, in the price list's "Protetika" category.
    await openEditor(page, 'cenovnik/entries/cene');
    const category = await expandItem(page, 'Protetika');
    const veneer = await expandItem(category, 'Keramička faseta');
    const amount = veneer.getByLabel('Iznos', { exact: true });
    await expect(amount).toHaveValue(String(OLD_PRICE));
    await amount.fill(String(NEW_PRICE));
    await publish(page);
    // decap-server writes in place: poll until the whole file is there.
    const priceLines = original(PRICE_LIST).split('\n');
    const priceLine =
      priceLines.findIndex(
        (line, index) =>
          line.includes('"amount"') &&
          priceLines
            .slice(0, index)
            .reverse()
            .find((above) => above.includes('"id"'))
            ?.includes(`"${VENEER_ID}"`),
      ) + 1;
    await expect
      .poll(() => changedLines(original(PRICE_LIST), edited(PRICE_LIST)))
      .toEqual([{ line: priceLine, was: `            "amount": ${OLD_PRICE},`, now: `            "amount": ${NEW_PRICE},` }]);

    // A new question and its answer, at the end of the FAQ.
    await openEditor(page, 'faq/entries/pitanja');
    await addQuestion(page, NEW_QUESTION);
    await publish(page);
    const faqBefore = JSON.parse(original(FAQ)) as { questions: unknown[] };
    await expect.poll(() => parsed(edited(FAQ))).toEqual({ questions: [...faqBefore.questions, NEW_QUESTION] });
    // Only lines added before the closing brackets: every earlier line is as it was.
    expect(edited(FAQ).startsWith(original(FAQ).slice(0, original(FAQ).lastIndexOf('}\n  ]') + 1))).toBe(true);

    // An article's title and a new picture for it, uploaded from this computer: the title's line changes and one
    // line names the upload; nothing else (neither the other fields nor the body). The photo lands in the media folder.
    await openEditor(page, `blog/entries/${ARTICLE_SLUG}`);
    const title = page.getByLabel('Naslov', { exact: true });
    await expect(title).toHaveValue('Fasete ili krunice: šta je bolje za vaš osmeh?');
    await title.fill(NEW_TITLE);
    const photo = path.join(path.dirname(WORKSPACE), 'Nova naslovna.jpg');
    await sharp({ create: { width: 2000, height: 1125, channels: 3, background: '#c9a96e' } })
      .jpeg()
      .toFile(photo);
    await page.getByRole('button', { name: 'Odaberi sliku' }).click();
    await page.locator('input[type=file]').setInputFiles(photo);
    // Decap names the upload in lowercase ASCII.
    await expect(page.getByText(UPLOAD_NAME, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Odaberi označeno' }).click();
    await publish(page);
    // The editor links to the article's live page, from the site's one URL setting (app/admin/config.yml/route.ts).
    await expect(page.getByRole('link', { name: 'Pogledaj uživo' })).toHaveAttribute('href', `https://www.auroradental.rs/blog/${ARTICLE_SLUG}/`);
    const lines = original(ARTICLE).split('\n');
    lines[2] = `title: "${NEW_TITLE}"`;
    lines.splice(lines.indexOf('---', 1), 0, `image: /images/uploads/${UPLOAD_NAME}`);
    await expect.poll(() => edited(ARTICLE)).toBe(lines.join('\n'));
    expect(readFileSync(path.join(WORKSPACE, 'public/images/uploads', UPLOAD_NAME)).equals(readFileSync(photo))).toBe(true);

    // The files as the build reads them: the upload's renditions first, then every file through its schema. Building
    // and serving the edited pages is the clinic-edits proof's part (scripts/clinic-edits.mjs, in npm test), with the
    // same kinds of edit made to the files.
    const step = (script: string) => spawnSync(process.execPath, [script], { cwd: WORKSPACE, encoding: 'utf8' });
    const optimised = step('scripts/optimise-uploads.mjs');
    expect(optimised.status, `${optimised.stdout}\n${optimised.stderr}`).toBe(0);
    // The clinic's earlier uploads, if any, and this one (the renditions: a few widths, two formats each).
    const uploads =
      readdirSync(path.join(ROOT, 'public/images/uploads')).filter((name) => UPLOAD_EXTENSIONS.includes(path.extname(name).toLowerCase())).length + 1;
    expect(optimised.stdout).toMatch(new RegExp(`Uploads: ${uploads} images? in public/images/uploads/, \\d+ renditions encoded`));
    const checked = step('scripts/check-content.mjs');
    expect(checked.status, `${checked.stdout}\n${checked.stderr}`).toBe(0);
    // The counts of the content before the edits, read from its files, and the one question the editor added.
    const data = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as { categories: unknown[]; questions: unknown[] };
    const articleCount = readdirSync(path.join(ROOT, 'content/blog')).filter((name) => name.endsWith('.md')).length;
    expect(checked.stdout).toContain(
      `Content: ${data(PRICE_LIST).categories.length} price categories, ${data(FAQ).questions.length + 1} questions, ${articleCount} articles and the rest of content/ match their schemas.`,
    );
  });

  test('the form refuses what its widgets can check, and nothing reaches the files', async ({ page }) => {
    const before = edited(FAQ);
    await logIn(page);
    await openEditor(page, 'faq/entries/pitanja');
    const added = await addQuestion(page, { id: 0, question: 'Radite li nedeljom' });
    await publish(page);
    await expect(added).toContainText(/Broj mora biti najmanje 1/i);
    await expect(added).toContainText(/Pitanje se završava znakom pitanja/i);
    await expect(added).toContainText(/Odgovor je obavezno/i);
    await expect(added).toContainText(/Kategorija je obavezno/i);

    // A price is a number field: no text can be typed into it, and it starts at 1.
    await openEditor(page, 'cenovnik/entries/cene');
    const category = await expandItem(page, 'Oralna hirurgija');
    const extraction = await expandItem(category, 'Vađenje zuba');
    const amount = extraction.getByLabel('Iznos', { exact: true });
    await expect(amount).toHaveAttribute('type', 'number');
    await amount.fill('0');
    await publish(page);
    await expect(extraction).toContainText(/Iznos mora biti najmanje 1/i);

    expect(edited(FAQ)).toBe(before);
    expect(changedLines(original(PRICE_LIST), edited(PRICE_LIST))).toHaveLength(1);
  });

  test('the build refuses, by file, entry and field, what only the schema can check: a repeated id', async ({ page }) => {
    await logIn(page);
    await openEditor(page, 'faq/entries/pitanja');
    await addQuestion(page, { id: 3, question: 'Da li radite nedeljom?', answer: 'Ne, radimo radnim danima od 10 do 20 h.', category: 'Uslovi' });
    const before = edited(FAQ);
    await publish(page);
    const count = (parsed(before) as { questions: unknown[] }).questions.length;
    await expect.poll(() => (parsed(edited(FAQ)) as { questions?: unknown[] } | undefined)?.questions?.length).toBe(count + 1);

    const check = spawnSync(process.execPath, ['scripts/check-content.mjs'], { cwd: WORKSPACE, encoding: 'utf8' });
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(
      'content/data/faq.json › questions[question="Da li radite nedeljom?"] › id: 3 is already used by [question="Koliko zuba obuhvata Hollywood Smile?"]',
    );
  });
});

import { expect, test } from '@playwright/test';
import { gallery } from '@/content/gallery';

const STRIP = 'Galerija transformacija osmeha';

test('preloads every image with progress, then shows the strip, the dots and the hint', { tag: '@phone' }, async ({ page }) => {
  // Hold the gallery images until released, so the preparation state can be seen.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/images/galerija/**', async (route) => {
    await released;
    await route.continue();
  });
  // Not waiting for "load": the held images may delay it, and the preparation state shows before it.
  await page.goto('/galerija/', { waitUntil: 'domcontentloaded' });

  await expect(page.getByText('Priprema galerije...')).toBeVisible();
  await expect(page.getByText(`0 / ${gallery.length} slika spremno`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Priprema galerije' })).toHaveAttribute('aria-valuenow', '0');

  release();
  await expect(page.getByRole('region', { name: STRIP })).toBeVisible();
  await expect(page.getByText('Priprema galerije...')).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^Prikažite sliku \\d+ od ${gallery.length}$`) })).toHaveCount(gallery.length);
  await expect(page.getByText('Prevucite ili koristite strelice')).toBeVisible();
  await expect(page.getByRole('region', { name: STRIP }).getByRole('img')).toHaveCount(gallery.length);
});

test('a failed image is logged and does not block the gallery', { tag: '@phone' }, async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/images/galerija/3-*', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/galerija/');
  await expect(page.getByRole('region', { name: STRIP })).toBeVisible();
  expect(errors.some((text) => text.includes('greška pri učitavanju slike'))).toBe(true);
});

test('the strip moves with the arrow buttons, the keyboard and a drag', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/galerija/');
  const strip = page.getByRole('region', { name: STRIP });
  await expect(strip).toBeVisible();
  const position = () => strip.evaluate((element) => element.scrollLeft);
  const start = await position();

  await page.getByRole('button', { name: 'Sledeća slika' }).click();
  await expect.poll(position).toBeGreaterThan(start + 200);
  const afterArrow = await position();

  await strip.focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(position).toBeLessThan(afterArrow - 200);

  // The key's smooth scroll may still be running: the drag starts from where the strip comes to rest.
  await expect
    .poll(async () => {
      const first = await position();
      await page.waitForTimeout(150);
      return (await position()) === first;
    })
    .toBe(true);
  const box = (await strip.boundingBox())!;
  const before = await position();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 300, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect.poll(position).toBeGreaterThan(before + 150);

  await expect(page.locator('[aria-current="true"]')).toHaveCount(1);
});

test('the strip loops: at either end the position jumps by one set, to the same picture', async ({ page }) => {
  await page.goto('/galerija/');
  const strip = page.getByRole('region', { name: STRIP });
  await expect(strip).toBeVisible();
  // One set: from a card to the same card in the next copy of the list.
  const set = await strip.evaluate((element) => {
    const [first, second] = [...element.querySelectorAll<HTMLElement>('[data-copy]')];
    return second!.offsetLeft - first!.offsetLeft;
  });
  const position = () => strip.evaluate((element) => element.scrollLeft);
  const scrollTo = (to: number) => strip.evaluate((element, left) => (element.scrollLeft = left), to);
  expect(set).toBeGreaterThan(0);
  await expect.poll(position).toBe(set);

  // Scrolled (trackpad, keyboard) below half a set: moved forward by exactly one set.
  await scrollTo(10);
  await expect.poll(position).toBe(set + 10);
  // Beyond two and a half sets: moved back by exactly one set.
  await scrollTo(2.5 * set + 20);
  await expect.poll(position).toBe(1.5 * set + 20);

  // An arrow steps back from the first picture of the middle copy to the last of the first copy; the next step
  // back starts from the same place one set on (so the glide never crosses a wrap point).
  await scrollTo(set);
  await expect.poll(position).toBe(set);
  const step = await strip.evaluate((element) => {
    const cards = element.querySelectorAll<HTMLElement>('[data-copy="1"] > li');
    return cards[1]!.offsetLeft - cards[0]!.offsetLeft;
  });
  await page.getByRole('button', { name: 'Prethodna slika' }).click();
  await expect.poll(position).toBe(set - step);
  await expect(page.getByRole('button', { name: 'Prikažite sliku 8 od 8' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Prethodna slika' }).click();
  await expect.poll(position).toBe(2 * set - 2 * step);
  await expect(page.getByRole('button', { name: 'Prikažite sliku 7 od 8' })).toHaveAttribute('aria-current', 'true');
});

test('without JavaScript the gallery is a plain grid of every image', { tag: '@phone' }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/galerija/');
  await expect(page.getByText('Priprema galerije...')).toBeHidden();
  await expect(page.getByRole('main').getByRole('img')).toHaveCount(gallery.length);
  for (const image of await page.getByRole('main').getByRole('img').all()) await expect(image).toBeVisible();
  for (const item of gallery) await expect(page.getByRole('heading', { name: item.title })).toBeVisible();
  await context.close();
});

test('with JavaScript the progress shows from the first paint, never the grid, and each photo is fetched once', { tag: '@phone' }, async ({ page }) => {
  const fetched = new Map<string, number>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/images/galerija/')) fetched.set(pathname, (fetched.get(pathname) ?? 0) + 1);
  });
  await page.goto('/galerija/', { waitUntil: 'commit' });
  // Before React starts, the stylesheet already shows the progress and hides the grid.
  await expect(page.getByText('Priprema galerije...')).toBeVisible();
  await expect(page.locator('[data-gallery-state="grid"]')).toBeHidden();
  await expect(page.locator('[data-gallery-state="ready"]')).toBeVisible();
  // Through every card of the strip, so each photo is displayed.
  for (let step = 0; step < gallery.length; step++) await page.getByRole('button', { name: 'Sledeća slika' }).click();
  await expect(page.locator('[data-gallery-state="ready"] img').first()).toBeVisible();
  const displayed = await page
    .locator('[data-gallery-state="ready"] [data-copy="1"] img')
    .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).currentSrc).pathname));
  expect(displayed).toHaveLength(gallery.length);
  for (const file of displayed) expect(fetched.get(file), file).toBe(1);
  expect([...fetched.values()].every((count) => count === 1)).toBe(true);
});
